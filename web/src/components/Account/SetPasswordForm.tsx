import { zodResolver } from '../forms/zod-resolver'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { setPasswordSchema } from '../../../../validation'
import { useSetPasswordMutation } from '../../__generated__/graphql'
import { useCustomer } from '../../account/CustomerProvider'
import { withPasswordConfirmation } from '../../account/password-confirmation'
import { useLocalePath } from '../../routing/use-locale-path'
import { FormMessage, RequiredNote } from '../forms/Field'
import { applyFailure, FORM_ERROR, noCache, useFormLocale } from '../forms/form-helpers'
import styles from '../forms/Forms.module.css'
import { PasswordFields } from './PasswordFields'

const schemaFor = (locale: 'de' | 'en') =>
  withPasswordConfirmation(setPasswordSchema(locale), locale, 'password')
type Schema = ReturnType<typeof schemaFor>
const FIELDS = ['password'] as const

/** The link is bad or used up: say so, and offer the way on (by default a new link). */
export function InvalidLink({
  message,
  page = '/account/forgot-password',
  label,
}: {
  message?: string
  page?: string
  label?: string
}) {
  const { t } = useTranslation('account')
  const localePath = useLocalePath()
  return (
    <div className={styles.form} role="alert">
      <p className={styles.formError}>{message || t('token.invalid')}</p>
      <p>
        <Link href={localePath(page)}>{label ?? t('token.requestNew')}</Link>
      </p>
    </div>
  )
}

/**
 * A new password with the token of an e-mailed link: the set-password link of the order
 * mail and the reset link of "forgot password" alike. Success logs in (the gateway sets
 * the session cookie, every other session ends) and leads to the account.
 */
export function SetPasswordForm({ token, submitText }: { token: string; submitText: string }) {
  const { t } = useTranslation(['account', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const router = useRouter()
  const localePath = useLocalePath()
  const { signedIn } = useCustomer()
  const schema = useMemo(() => schemaFor(locale), [locale])
  const [setPassword] = useSetPasswordMutation(noCache)
  const [invalid, setInvalid] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await setPassword({
        variables: { input: { token: values.token, password: values.password }, locale },
      })
      const result = data?.setPassword
      if (applyFailure(result, setError, FIELDS)) return
      if (result?.__typename === 'InvalidToken') {
        setInvalid(result.message)
        return
      }
      if (result?.__typename !== 'LoggedIn') throw new Error('no answer')
      await signedIn(result.customer)
      await router.push(
        { pathname: localePath('/account'), query: { notice: 'password-set' } },
        undefined,
        { locale },
      )
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  if (invalid !== null) return <InvalidLink message={invalid} />

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-label={submitText}>
      <RequiredNote text={t('common.requiredNote')} />
      <input type="hidden" {...register('token')} />
      <PasswordFields
        name="password"
        idPrefix={id}
        locale={locale}
        register={register}
        errors={errors}
      />
      <FormMessage error={errors.root?.server?.message ?? errors.token?.message} />
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {submitText}
      </button>
    </form>
  )
}
