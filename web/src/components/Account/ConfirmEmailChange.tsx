import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { AccountLinkPageProps } from '../../account/account-link-pages'
import { useLocalePath } from '../../routing/use-locale-path'
import { FormMessage } from '../forms/Field'
import styles from '../forms/Forms.module.css'

/** The page of the link sent to a new address: one click makes it the account's address. */
export function ConfirmEmailChange({ link }: { link: AccountLinkPageProps }) {
  const { t } = useTranslation('account')
  const localePath = useLocalePath()
  if (link.changedTo !== null) {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.formSuccess}>
          {t('confirmEmail.success', { email: link.changedTo })}
        </p>
        <p>
          <Link href={localePath('/account')}>{t('common.toAccount')}</Link>
        </p>
      </div>
    )
  }
  return (
    <form method="post" className={styles.form} aria-label={t('confirmEmail.submit')}>
      <FormMessage error={link.error ?? undefined} />
      <button type="submit" className={styles.submit}>
        {t('confirmEmail.submit')}
      </button>
    </form>
  )
}
