import { useTranslation } from 'next-i18next/pages'
import { useEffect, useId, useState } from 'react'
import type { PartnerProgrammeKey } from '@schaufenster/contract'
import { partnerProgrammeOptions } from '@schaufenster/validation'
import {
  useApplyForPartnerProgrammeMutation,
  type PartnerProgramme,
} from '../../__generated__/graphql'
import { ApplicationSuccess } from '../Careers/ApplicationSuccess'
import { ApplicantContactFields } from '../Careers/ApplicantContactFields'
import { applicationLabel } from '../Careers/labels'
import { Field, FormMessage, Honeypot, RequiredNote } from '../forms/Field'
import { applyFailure, FORM_ERROR, noCache, useFormLocale } from '../forms/form-helpers'
import formStyles from '../forms/Forms.module.css'
import { useSchemaForm } from '../forms/use-schema-form'

const FIELDS = [
  'programme',
  'company',
  'name',
  'email',
  'phone',
  'companyWebsite',
  'message',
] as const

/** The programme of the button the visitor pressed; a new `request` applies it again. */
export interface PartnerPreset {
  programme: PartnerProgrammeKey
  request: number
}

/** The GraphQL name of a programme (`reseller` → `RESELLER`, schema.graphql). */
const graphqlProgramme = (programme: PartnerProgrammeKey) =>
  programme.toUpperCase() as PartnerProgramme

/**
 * The application to a partner programme. It opens below the programmes with the one the
 * visitor chose; choosing another changes only the programme, never what was typed.
 */
export function PartnerApplicationForm({ preset }: { preset: PartnerPreset }) {
  const { t } = useTranslation('careers')
  const locale = useFormLocale()
  const id = useId()
  const fieldId = (name: string) => `${id}-${name}`
  const [apply] = useApplyForPartnerProgrammeMutation(noCache)
  const [received, setReceived] = useState<{ reference: string; email: string } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm('partnerApplication', {
    defaultValues: {
      programme: preset.programme,
      company: '',
      name: '',
      email: '',
      phone: '',
      companyWebsite: '',
      message: '',
      website: '',
    },
  })

  // Each press of a programme's button: that programme, and the focus on it, so a phone
  // scrolls to the form and a screen reader says which programme is chosen.
  useEffect(() => {
    setValue('programme', preset.programme)
    setFocus('programme')
  }, [preset.request, preset.programme, setValue, setFocus])

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await apply({
        variables: {
          input: {
            programme: graphqlProgramme(values.programme),
            company: values.company,
            name: values.name,
            email: values.email,
            phone: values.phone ?? null,
            companyWebsite: values.companyWebsite ?? null,
            message: values.message,
            website: values.website ?? null,
          },
          locale,
        },
      })
      const result = data?.applyForPartnerProgramme
      if (result?.__typename === 'ApplicationReceived') {
        setReceived({ reference: result.reference, email: values.email })
        return
      }
      if (result?.__typename === 'NotFound') {
        setError(FORM_ERROR, { message: result.message })
        return
      }
      applyFailure(result, setError, FIELDS)
    } catch {
      setError(FORM_ERROR, { message: t('form.unavailable') })
    }
  })

  if (received) return <ApplicationSuccess kind="partner" {...received} />

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={formStyles.form}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('partner.form.title')}</h3>
      <p className={formStyles.hint}>{t('partner.form.intro')}</p>
      <RequiredNote text={t('form.requiredNote')} />
      <Field
        id={fieldId('programme')}
        label={applicationLabel(locale, 'programme')}
        required
        error={errors.programme?.message}
      >
        {(control) => (
          <select {...control} {...register('programme')} defaultValue={preset.programme}>
            {partnerProgrammeOptions(locale).map((option) => (
              <option key={option.id} value={option.value}>
                {option.displayText}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={formStyles.row}>
        <Field
          id={fieldId('company')}
          label={applicationLabel(locale, 'company')}
          required
          error={errors.company?.message}
        >
          {(control) => <input autoComplete="organization" {...control} {...register('company')} />}
        </Field>
        <Field
          id={fieldId('companyWebsite')}
          label={applicationLabel(locale, 'companyWebsite')}
          hint={t('partner.form.websiteHint')}
          error={errors.companyWebsite?.message}
        >
          {(control) => (
            <input
              type="url"
              inputMode="url"
              autoComplete="url"
              {...control}
              {...register('companyWebsite')}
            />
          )}
        </Field>
      </div>
      <ApplicantContactFields
        locale={locale}
        fieldId={fieldId}
        register={(name) => register(name)}
        errors={errors}
      />
      <Field
        id={fieldId('message')}
        label={applicationLabel(locale, 'message')}
        hint={t('partner.form.messageHint')}
        required
        error={errors.message?.message}
      >
        {(control) => <textarea rows={6} {...control} {...register('message')} />}
      </Field>
      <Honeypot register={register('website')} />
      <FormMessage error={errors.root?.server?.message} />
      <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('form.sending') : t('partner.form.submit')}
      </button>
    </form>
  )
}
