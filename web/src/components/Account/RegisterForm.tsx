import { useSchemaForm } from '../forms/use-schema-form'
import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'
import { useRegisterMutation } from '../../__generated__/graphql'
import { Field, FormMessage, Honeypot, RequiredNote } from '../forms/Field'
import {
  applyFailure,
  displayLabel,
  FORM_ERROR,
  noCache,
  useFormLocale,
} from '../forms/form-helpers'
import styles from '../forms/Forms.module.css'
import { PasswordFields } from './PasswordFields'

const FIELDS = ['email', 'name', 'password'] as const

/** Registration: a confirmation link goes out; the answer is the same for known addresses. */
export function RegisterForm() {
  const { t } = useTranslation(['account', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const [registerAccount] = useRegisterMutation(noCache)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm('register', {
    defaultValues: { name: '', email: '', password: '', passwordConfirmation: '', website: '' },
  })
  const fieldId = (name: string) => `${id}-${name}`

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await registerAccount({
        variables: {
          input: {
            name: values.name,
            email: values.email,
            password: values.password,
            website: values.website ?? null,
          },
          locale,
        },
      })
      if (applyFailure(data?.register, setError, FIELDS)) return
      if (data?.register.__typename !== 'RegistrationPending') throw new Error('no answer')
      setSentTo(values.email)
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  if (sentTo) {
    return (
      <p role="status" className={styles.formSuccess}>
        {t('register.success', { email: sentTo })}
      </p>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-label={t('register.title')}>
      <RequiredNote text={t('common.requiredNote')} />
      <Field
        id={fieldId('name')}
        label={displayLabel(locale, 'name')}
        required
        error={errors.name?.message}
      >
        {(control) => <input autoComplete="name" {...control} {...register('name')} />}
      </Field>
      <Field
        id={fieldId('email')}
        label={displayLabel(locale, 'email')}
        required
        error={errors.email?.message}
      >
        {(control) => (
          <input type="email" autoComplete="email" {...control} {...register('email')} />
        )}
      </Field>
      <PasswordFields
        name="password"
        idPrefix={id}
        locale={locale}
        register={register}
        errors={errors}
      />
      <Honeypot register={register('website')} />
      <FormMessage error={errors.root?.server?.message} />
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {t('register.submit')}
      </button>
    </form>
  )
}
