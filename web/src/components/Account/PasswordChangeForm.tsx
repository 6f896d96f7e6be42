import { useSchemaForm } from '../forms/use-schema-form'
import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'
import { useChangePasswordMutation } from '../../__generated__/graphql'
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
import { PasswordFields } from './PasswordFields'

const FIELDS = ['currentPassword', 'newPassword'] as const

/** A new password; the current one is required. Other sessions end, this one stays. */
export function PasswordChangeForm() {
  const { t } = useTranslation(['account', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const { sessionEnded } = useAccountActions()
  const [changePassword] = useChangePasswordMutation(noCache)
  const [changed, setChanged] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm('changePassword', {
    defaultValues: { currentPassword: '', newPassword: '', passwordConfirmation: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setChanged(false)
    try {
      const { data } = await changePassword({
        variables: {
          input: { currentPassword: values.currentPassword, newPassword: values.newPassword },
          locale,
        },
      })
      const result = data?.changePassword
      if (applyFailure(result, setError, FIELDS)) return
      if (result?.__typename === 'NotLoggedIn') return await sessionEnded()
      if (result?.__typename === 'InvalidCredentials') {
        setError(
          'currentPassword',
          { type: 'server', message: result.message },
          { shouldFocus: true },
        )
        return
      }
      if (result?.__typename !== 'PasswordChanged') throw new Error('no answer')
      reset()
      setChanged(true)
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  return (
    <section className={styles.section} aria-labelledby="password-change-heading" id="password">
      <h2 id="password-change-heading">{t('passwordChange.title')}</h2>
      <p>{t('passwordChange.intro')}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className={formStyles.form}
        aria-labelledby="password-change-heading"
      >
        <Field
          id={`${id}-currentPassword`}
          label={displayLabel(locale, 'currentPassword')}
          required
          error={errors.currentPassword?.message}
        >
          {(control) => (
            <input
              type="password"
              autoComplete="current-password"
              {...control}
              {...register('currentPassword')}
            />
          )}
        </Field>
        <PasswordFields
          name="newPassword"
          idPrefix={id}
          locale={locale}
          register={register}
          errors={errors}
        />
        <FormMessage
          error={errors.root?.server?.message}
          success={changed ? t('passwordChange.success') : undefined}
        />
        <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
          {t('passwordChange.submit')}
        </button>
      </form>
    </section>
  )
}
