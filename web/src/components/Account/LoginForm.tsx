import { useSchemaForm } from '../forms/use-schema-form'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { useLogInMutation } from '../../__generated__/graphql'
import { useCustomer } from '../../account/CustomerProvider'
import { splitLocalePrefix } from '../../account/return-path'
import { Field, FormMessage, RequiredNote } from '../forms/Field'
import {
  applyFailure,
  displayLabel,
  FORM_ERROR,
  noCache,
  useFormLocale,
} from '../forms/form-helpers'
import styles from '../forms/Forms.module.css'

const FIELDS = ['email', 'password'] as const

/**
 * Login with e-mail and password. A refusal is one message above the button, the same
 * for an unknown address and a wrong password; what was typed stays. Success starts a
 * new session (the gateway sets the cookie), empties the browser's cache of the visitor
 * before, and goes where the visitor wanted to be.
 */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation(['account', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const router = useRouter()
  const { signedIn } = useCustomer()
  const [logIn] = useLogInMutation(noCache)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm('logIn', {
    defaultValues: { email: '', password: '' },
  })
  const fieldId = (name: string) => `${id}-${name}`

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await logIn({ variables: { input: values, locale } })
      const result = data?.logIn
      if (applyFailure(result, setError, FIELDS)) return
      if (result?.__typename === 'InvalidCredentials') {
        setError(FORM_ERROR, { type: 'server', message: result.message })
        return
      }
      if (result?.__typename !== 'LoggedIn') throw new Error('no answer')
      await signedIn(result.customer)
      const target = splitLocalePrefix(returnTo)
      await router.push(target.path, undefined, { locale: target.locale })
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-label={t('login.title')}>
      <RequiredNote text={t('common.requiredNote')} />
      <Field
        id={fieldId('email')}
        label={displayLabel(locale, 'email')}
        required
        error={errors.email?.message}
      >
        {(control) => (
          <input type="email" autoComplete="username" {...control} {...register('email')} />
        )}
      </Field>
      <Field
        id={fieldId('password')}
        label={displayLabel(locale, 'password')}
        required
        error={errors.password?.message}
      >
        {(control) => (
          <input
            type="password"
            autoComplete="current-password"
            {...control}
            {...register('password')}
          />
        )}
      </Field>
      <FormMessage error={errors.root?.server?.message} />
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {t('login.submit')}
      </button>
    </form>
  )
}
