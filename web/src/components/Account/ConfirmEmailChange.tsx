import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import { useConfirmEmailChangeMutation } from '../../__generated__/graphql'
import { useLocalePath } from '../../routing/use-locale-path'
import { FormMessage } from '../forms/Field'
import { noCache, useFormLocale } from '../forms/form-helpers'
import styles from '../forms/Forms.module.css'
import { InvalidLink } from './SetPasswordForm'

/** The page of the link sent to a new address: one click makes it the account's address. */
export function ConfirmEmailChange({ token }: { token: string }) {
  const { t } = useTranslation(['account', 'validation'])
  const locale = useFormLocale()
  const localePath = useLocalePath()
  const [confirm] = useConfirmEmailChangeMutation(noCache)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [invalid, setInvalid] = useState<string | null>(null)
  const [changedTo, setChangedTo] = useState<string | null>(null)

  const onClick = async () => {
    setSending(true)
    setError(undefined)
    try {
      const { data } = await confirm({ variables: { token, locale } })
      const result = data?.confirmEmailChange
      if (result?.__typename === 'EmailChanged') setChangedTo(result.email)
      else if (result?.__typename === 'InvalidToken') setInvalid(result.message)
      else if (result?.__typename === 'ValidationErrors') setInvalid('')
      else if (result?.__typename === 'RateLimited') setError(result.message)
      else throw new Error('no answer')
    } catch {
      setError(t('validation:form.unavailable'))
    }
    setSending(false)
  }

  if (invalid !== null) {
    return <InvalidLink message={invalid} page="/account" label={t('common.toAccount')} />
  }
  if (changedTo) {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.formSuccess}>
          {t('confirmEmail.success', { email: changedTo })}
        </p>
        <p>
          <Link href={localePath('/account')}>{t('common.toAccount')}</Link>
        </p>
      </div>
    )
  }
  return (
    <div className={styles.form}>
      <FormMessage error={error} />
      <button type="button" className={styles.submit} disabled={sending} onClick={onClick}>
        {t('confirmEmail.submit')}
      </button>
    </div>
  )
}
