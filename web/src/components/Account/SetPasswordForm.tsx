import { useSchemaForm } from '../forms/use-schema-form'
import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useId, useRef } from 'react'
import type { AccountLinkPageProps } from '../../account/account-link-pages'
import { useLocalePath } from '../../routing/use-locale-path'
import { FormMessage, RequiredNote } from '../forms/Field'
import { useFormLocale } from '../forms/form-helpers'
import styles from '../forms/Forms.module.css'
import { PasswordFields } from './PasswordFields'

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
 * A new password for the token of an e-mailed link: the set-password link of the order
 * mail and the reset link of "forgot password" alike. The form POSTs this page, so it
 * works without JavaScript; with it, the fields are checked first. Success logs in (the
 * gateway sets the session cookie, every other session ends) and leads to the account.
 */
export function SetPasswordForm({
  link,
  submitText,
}: {
  link: AccountLinkPageProps
  submitText: string
}) {
  const { t } = useTranslation(['account', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm('setPassword', {
    defaultValues: { password: '', passwordConfirmation: '' },
  })

  // The server's refusals of the last POST, next to their fields.
  useEffect(() => {
    for (const [field, message] of Object.entries(link.fieldErrors)) {
      if (field === 'password' || field === 'passwordConfirmation') setError(field, { message })
    }
  }, [link.fieldErrors, setError])

  // Checked here, then sent as the plain form it is (the browser leaves for the answer).
  const onSubmit = handleSubmit(() => {
    formRef.current?.submit()
  })

  const formError =
    link.error ??
    Object.entries(link.fieldErrors).find(
      ([field]) => field !== 'password' && field !== 'passwordConfirmation',
    )?.[1]
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label={submitText}
    >
      <RequiredNote text={t('common.requiredNote')} />
      <PasswordFields
        name="password"
        idPrefix={id}
        locale={locale}
        register={register}
        errors={errors}
      />
      <FormMessage error={formError ?? undefined} />
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {submitText}
      </button>
    </form>
  )
}
