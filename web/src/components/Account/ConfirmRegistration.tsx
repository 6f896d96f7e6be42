import { useTranslation } from 'next-i18next/pages'
import type { AccountLinkPageProps } from '../../account/account-link-pages'
import { FormMessage } from '../forms/Field'
import styles from '../forms/Forms.module.css'

/**
 * The registration link's page. Confirming takes a click rather than happening on
 * opening the link: mail scanners that open links must not use up the token, nor be
 * logged in with it. The button POSTs this page (no JavaScript needed); the server
 * confirms with the token from its cookie and leads on to the account.
 */
export function ConfirmRegistration({ link }: { link: AccountLinkPageProps }) {
  const { t } = useTranslation('account')
  return (
    <form method="post" className={styles.form} aria-label={t('confirm.submit')}>
      <FormMessage error={link.error ?? undefined} />
      <button type="submit" className={styles.submit}>
        {t('confirm.submit')}
      </button>
    </form>
  )
}
