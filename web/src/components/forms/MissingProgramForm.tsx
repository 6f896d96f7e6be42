import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'
import { useReportMissingProgramMutation } from '../../__generated__/graphql'
import { CheckboxField, Field, FormMessage, Honeypot, RequiredNote } from './Field'
import { applyFailure, displayLabel, FORM_ERROR, noCache, useFormLocale } from './form-helpers'
import styles from './Forms.module.css'
import { ProductSelect } from './ProductSelect'
import { useSchemaForm } from './use-schema-form'

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'customerReference',
  'productId',
  'notInList',
  'programName',
] as const

/** A program missing from the customer's account: from the catalog, or not in the list. */
export function MissingProgramForm() {
  const { t } = useTranslation(['forms', 'validation'])
  const locale = useFormLocale()
  const id = useId()
  const [report] = useReportMissingProgramMutation(noCache)
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useSchemaForm('missingProgram', {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      customerReference: '',
      productId: '',
      notInList: false,
      programName: '',
      website: '',
    },
  })
  const notInList = watch('notInList')
  const fieldId = (name: string) => `${id}-${name}`

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await report({
        variables: {
          input: {
            firstName: values.firstName,
            lastName: values.lastName,
            email: values.email,
            customerReference: values.customerReference,
            productId: values.productId === undefined ? null : String(values.productId),
            notInList: values.notInList,
            programName: values.programName ?? null,
            website: values.website ?? null,
          },
          locale,
        },
      })
      if (applyFailure(data?.reportMissingProgram, setError, FIELDS)) return
      setDone(true)
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  if (done) {
    return (
      <p role="status" className={styles.formSuccess}>
        {t('forms:missingProgram.success')}
      </p>
    )
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label={t('forms:missingProgram.title')}
    >
      <RequiredNote text={t('forms:requiredNote')} />
      <div className={styles.row}>
        <Field
          id={fieldId('firstName')}
          label={displayLabel(locale, 'firstName')}
          required
          error={errors.firstName?.message}
        >
          {(control) => <input autoComplete="given-name" {...control} {...register('firstName')} />}
        </Field>
        <Field
          id={fieldId('lastName')}
          label={displayLabel(locale, 'lastName')}
          required
          error={errors.lastName?.message}
        >
          {(control) => <input autoComplete="family-name" {...control} {...register('lastName')} />}
        </Field>
      </div>
      <div className={styles.row}>
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
        <Field
          id={fieldId('customerReference')}
          label={displayLabel(locale, 'customerReference')}
          required
          error={errors.customerReference?.message}
        >
          {(control) => <input {...control} {...register('customerReference')} />}
        </Field>
      </div>
      {notInList ? (
        <Field
          id={fieldId('programName')}
          label={displayLabel(locale, 'programName')}
          required
          error={errors.programName?.message}
        >
          {(control) => <input {...control} {...register('programName')} />}
        </Field>
      ) : (
        <Field
          id={fieldId('productId')}
          label={displayLabel(locale, 'productId')}
          required
          error={errors.productId?.message}
        >
          {(control) => <ProductSelect control={control} registration={register('productId')} />}
        </Field>
      )}
      <CheckboxField
        id={fieldId('notInList')}
        label={displayLabel(locale, 'notInList')}
        error={errors.notInList?.message}
      >
        {(control) => <input type="checkbox" {...control} {...register('notInList')} />}
      </CheckboxField>
      <Honeypot register={register('website')} />
      <FormMessage error={errors.root?.server?.message} />
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {t('forms:missingProgram.submit')}
      </button>
    </form>
  )
}
