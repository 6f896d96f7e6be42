import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import { useConfirmRegistrationMutation } from '../../__generated__/graphql'
import { useCustomer } from '../../account/CustomerProvider'
import { useLocalePath } from '../../routing/use-locale-path'
import { FormMessage } from '../forms/Field'
import { noCache, useFormLocale } from '../forms/form-helpers'
import styles from '../forms/Forms.module.css'
import { InvalidLink } from './SetPasswordForm'

/**
 * The registration link's page. Confirming takes a click rather than happening on
 * opening the link: mail scanners that open links must not use up the token, nor be
 * logged in with it.
 */
export function ConfirmRegistration({ token }: { token: string }) {
  const { t } = useTranslation(['account', 'validation'])
  const locale = useFormLocale()
  const router = useRouter()
  const localePath = useLocalePath()
  const { signedIn } = useCustomer()
  const [confirm] = useConfirmRegistrationMutation(noCache)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [invalid, setInvalid] = useState<string | null>(null)

  const onClick = async () => {
    setSending(true)
    setError(undefined)
    try {
      const { data } = await confirm({ variables: { token, locale } })
      const result = data?.confirmRegistration
      if (result?.__typename === 'LoggedIn') {
        await signedIn(result.customer)
        await router.push(
          { pathname: localePath('/account'), query: { notice: 'registered' } },
          undefined,
          { locale },
        )
        return
      }
      if (result?.__typename === 'InvalidToken' || result?.__typename === 'ValidationErrors') {
        setInvalid(result.__typename === 'InvalidToken' ? result.message : '')
      } else if (result?.__typename === 'RateLimited') {
        setError(result.message)
      } else {
        throw new Error('no answer')
      }
    } catch {
      setError(t('validation:form.unavailable'))
    }
    setSending(false)
  }

  if (invalid !== null) {
    return <InvalidLink message={invalid} page="/account/login" label={t('common.toLogin')} />
  }
  return (
    <div className={styles.form}>
      <FormMessage error={error} />
      <button type="button" className={styles.submit} disabled={sending} onClick={onClick}>
        {t('confirm.submit')}
      </button>
    </div>
  )
}
