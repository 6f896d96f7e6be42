import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'
import { pressTitleOptions } from '@schaufenster/validation'
import { useSendPressContactMutation } from '../../__generated__/graphql'
import { CheckboxField, Field, FormMessage, Honeypot, RequiredNote } from './Field'
import { applyFailure, displayLabel, FORM_ERROR, noCache, useFormLocale } from './form-helpers'
import styles from './Forms.module.css'
import { useSchemaForm } from './use-schema-form'

const FIELDS = ['title', 'email', 'name', 'phone', 'message', 'fullVersionRequest'] as const

/** The press office's contact form; journalists can ask for full versions here. */
export function PressContactForm() {
  const { t } = useTranslation(['forms', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const [send] = useSendPressContactMutation(noCache)
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm('pressContact', {
    defaultValues: {
      title: '',
      email: '',
      name: '',
      phone: '',
      message: '',
      fullVersionRequest: false,
      website: '',
    },
  })
  const fieldId = (name: string) => `${id}-${name}`

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await send({
        variables: {
          input: {
            title: values.title,
            email: values.email,
            name: values.name,
            phone: values.phone ?? null,
            message: values.message,
            fullVersionRequest: values.fullVersionRequest,
            website: values.website ?? null,
          },
          locale,
        },
      })
      if (applyFailure(data?.sendPressContact, setError, FIELDS)) return
      setDone(true)
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  if (done) {
    return (
      <p role="status" className={styles.formSuccess}>
        {t('forms:press.success')}
      </p>
    )
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label={t('forms:press.title')}
    >
      <RequiredNote text={t('forms:requiredNote')} />
      <Field
        id={fieldId('title')}
        label={displayLabel(locale, 'title')}
        required
        error={errors.title?.message}
      >
        {(control) => (
          <select {...control} {...register('title')}>
            <option value="">{t('forms:choose')}</option>
            {pressTitleOptions(locale).map((option) => (
              <option key={option.id} value={option.value}>
                {option.displayText}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.row}>
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
      </div>
      <Field
        id={fieldId('phone')}
        label={displayLabel(locale, 'phone')}
        error={errors.phone?.message}
      >
        {(control) => <input type="tel" autoComplete="tel" {...control} {...register('phone')} />}
      </Field>
      <Field
        id={fieldId('message')}
        label={displayLabel(locale, 'message')}
        required
        error={errors.message?.message}
      >
        {(control) => <textarea {...control} {...register('message')} />}
      </Field>
      <CheckboxField
        id={fieldId('fullVersionRequest')}
        label={t('forms:press.fullVersionRequest')}
        error={errors.fullVersionRequest?.message}
      >
        {(control) => <input type="checkbox" {...control} {...register('fullVersionRequest')} />}
      </CheckboxField>
      <Honeypot register={register('website')} />
      <FormMessage error={errors.root?.server?.message} />
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {t('forms:press.submit')}
      </button>
    </form>
  )
}
