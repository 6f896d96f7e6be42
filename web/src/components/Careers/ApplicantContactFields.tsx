import { useTranslation } from 'next-i18next/pages'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { Locale } from '@schaufenster/validation'
import { Field } from '../forms/Field'
import formStyles from '../forms/Forms.module.css'
import { applicationLabel } from './labels'

type ContactField = 'name' | 'email' | 'phone'

interface ApplicantContactFieldsProps {
  locale: Locale
  /** The form's field ids, made from its own `useId`. */
  fieldId: (name: ContactField) => string
  register: (name: ContactField) => UseFormRegisterReturn
  errors: Partial<Record<ContactField, { message?: string }>>
}

/** Name, e-mail and phone of an applicant: the same in the partner and the job application. */
export function ApplicantContactFields({
  locale,
  fieldId,
  register,
  errors,
}: ApplicantContactFieldsProps) {
  const { t } = useTranslation('careers')
  return (
    <>
      <div className={formStyles.row}>
        <Field
          id={fieldId('name')}
          label={applicationLabel(locale, 'name')}
          required
          error={errors.name?.message}
        >
          {(control) => <input autoComplete="name" {...control} {...register('name')} />}
        </Field>
        <Field
          id={fieldId('email')}
          label={applicationLabel(locale, 'email')}
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
        label={applicationLabel(locale, 'phone')}
        hint={t('form.phoneHint')}
        error={errors.phone?.message}
      >
        {(control) => <input type="tel" autoComplete="tel" {...control} {...register('phone')} />}
      </Field>
    </>
  )
}
