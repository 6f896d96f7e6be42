import { useSchemaForm } from '../forms/use-schema-form'
import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'
import { useRequestPasswordResetMutation } from '../../__generated__/graphql'
import { Field, FormMessage, Honeypot, RequiredNote } from '../forms/Field'
import {
  applyFailure,
  displayLabel,
  FORM_ERROR,
  noCache,
  useFormLocale,
} from '../forms/form-helpers'
import styles from '../forms/Forms.module.css'

const FIELDS = ['email'] as const

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['account', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const [requestReset] = useRequestPasswordResetMutation(noCache)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm('passwordResetRequest', {
    defaultValues: { email: '', website: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await requestReset({
        variables: { input: { email: values.email, website: values.website ?? null }, locale },
      })
      if (applyFailure(data?.requestPasswordReset, setError, FIELDS)) return
      if (data?.requestPasswordReset.__typename !== 'RequestAccepted') throw new Error('no answer')
      setSentTo(values.email)
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  if (sentTo) {
    return (
      <p role="status" className={styles.formSuccess}>
        {t('forgot.success', { email: sentTo })}
      </p>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-label={t('forgot.title')}>
      <RequiredNote text={t('common.requiredNote')} />
      <Field
        id={`${id}-email`}
        label={displayLabel(locale, 'email')}
        required
        error={errors.email?.message}
      >
        {(control) => (
          <input type="email" autoComplete="email" {...control} {...register('email')} />
        )}
      </Field>
      <Honeypot register={register('website')} />
      <FormMessage error={errors.root?.server?.message} />
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {t('forgot.submit')}
      </button>
    </form>
  )
}
