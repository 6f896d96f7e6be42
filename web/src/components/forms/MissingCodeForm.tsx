import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'
import { useRequestActivationCodesMutation } from '../../__generated__/graphql'
import { Field, FormMessage, Honeypot, RequiredNote } from './Field'
import { applyFailure, displayLabel, FORM_ERROR, noCache, useFormLocale } from './form-helpers'
import styles from './Forms.module.css'
import { useSchemaForm } from './use-schema-form'

/** Asks for the activation codes again; the answer never tells whether the address is known. */
export function MissingCodeForm() {
  const { t } = useTranslation(['forms', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const [request] = useRequestActivationCodesMutation(noCache)
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm('missingCode', {
    defaultValues: { email: '', website: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await request({
        variables: { input: { email: values.email, website: values.website ?? null }, locale },
      })
      if (applyFailure(data?.requestActivationCodes, setError, ['email'])) return
      setDone(true)
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  if (done) {
    return (
      <p role="status" className={styles.formSuccess}>
        {t('forms:missingCode.success')}
      </p>
    )
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label={t('forms:missingCode.title')}
    >
      <RequiredNote text={t('forms:requiredNote')} />
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
        {t('forms:missingCode.submit')}
      </button>
    </form>
  )
}
