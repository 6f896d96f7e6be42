import { useSchemaForm } from '../forms/use-schema-form'
import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'
import { useRequestEmailChangeMutation } from '../../__generated__/graphql'
import { useAccountActions } from '../../account/use-account-actions'
import { Field, FormMessage } from '../forms/Field'
import {
  applyFailure,
  displayLabel,
  FORM_ERROR,
  noCache,
  useFormLocale,
} from '../forms/form-helpers'
import formStyles from '../forms/Forms.module.css'
import styles from './Account.module.css'

const FIELDS = ['newEmail', 'password'] as const

/** A new e-mail address, confirmed by the link sent to it; the password proves it is you. */
export function EmailChangeForm() {
  const { t } = useTranslation(['account', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const { refresh, sessionEnded } = useAccountActions()
  const [requestChange] = useRequestEmailChangeMutation(noCache)
  const [pending, setPending] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm('emailChange', {
    defaultValues: { newEmail: '', password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setPending(null)
    try {
      const { data } = await requestChange({ variables: { input: values, locale } })
      const result = data?.requestEmailChange
      if (applyFailure(result, setError, FIELDS)) return
      if (result?.__typename === 'NotLoggedIn') return await sessionEnded()
      if (result?.__typename === 'InvalidCredentials') {
        setError('password', { type: 'server', message: result.message }, { shouldFocus: true })
        return
      }
      if (result?.__typename !== 'EmailChangePending') throw new Error('no answer')
      reset()
      setPending(result.newEmail)
      await refresh()
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  return (
    <section className={styles.section} aria-labelledby="email-change-heading" id="email">
      <h2 id="email-change-heading">{t('emailChange.title')}</h2>
      <p>{t('emailChange.intro')}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className={formStyles.form}
        aria-labelledby="email-change-heading"
      >
        <Field
          id={`${id}-newEmail`}
          label={displayLabel(locale, 'newEmail')}
          required
          error={errors.newEmail?.message}
        >
          {(control) => (
            <input type="email" autoComplete="email" {...control} {...register('newEmail')} />
          )}
        </Field>
        <Field
          id={`${id}-password`}
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
        <FormMessage
          error={errors.root?.server?.message}
          success={pending ? t('emailChange.success', { email: pending }) : undefined}
        />
        <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
          {t('emailChange.submit')}
        </button>
      </form>
    </section>
  )
}
