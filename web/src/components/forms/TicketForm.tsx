import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useId, useState, type ChangeEvent } from 'react'
import {
  ATTACHMENT_EXTENSIONS,
  attachmentProblem,
  operatingSystemOptions,
  topicOptions,
  versionOptions,
  type SupportTopic,
} from '@schaufenster/validation'
import { useCreateSupportTicketMutation } from '../../__generated__/graphql'
import { CheckboxField, Field, FormMessage, Honeypot, RequiredNote } from './Field'
import { applyFailure, displayLabel, FORM_ERROR, noCache, useFormLocale } from './form-helpers'
import { formPagePath } from './form-routes'
import styles from './Forms.module.css'
import { ProductSelect } from './ProductSelect'
import { uploadAttachment } from './upload-attachment'
import { useSchemaForm } from './use-schema-form'

const FIELDS = [
  'topic',
  'firstName',
  'lastName',
  'email',
  'customerReference',
  'message',
  'premiumSupport',
  'operatingSystem',
  'version',
  'productId',
] as const

/**
 * What opened the form: a help article's "No, create a ticket" (its topic and article) or a
 * link with ?topic=. A new `request` applies it again; the rest of what was typed stays.
 */
export interface TicketPreset {
  topic?: SupportTopic
  articleId?: string
  request: number
}

/** The support ticket for a problem with a program or a payment, with an optional attachment. */
export function TicketForm({ preset = { request: 0 } }: { preset?: TicketPreset }) {
  const { topic, articleId } = preset
  const { t } = useTranslation(['forms', 'validation'])
  const locale = useFormLocale()
  const router = useRouter()
  const id = useId()
  const [createTicket] = useCreateSupportTicketMutation(noCache)
  const [file, setFile] = useState<File | undefined>()
  const [uploaded, setUploaded] = useState<{ file: File; attachmentId: string } | undefined>()
  const [fileError, setFileError] = useState<string | undefined>()
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useSchemaForm('supportTicket', {
    defaultValues: {
      topic: topic ?? 'problem-with-program',
      firstName: '',
      lastName: '',
      email: '',
      customerReference: '',
      message: '',
      premiumSupport: false,
      operatingSystem: '',
      version: '',
      productId: '',
      articleId: articleId ?? '',
      website: '',
    },
  })
  const fieldId = (name: string) => `${id}-${name}`

  // The form stays mounted while the visitor switches help options (issue 19, point 6): a
  // new preset changes the topic and the article it answers, never the fields typed in.
  useEffect(() => {
    if (topic) setValue('topic', topic)
    setValue('articleId', articleId ?? '')
  }, [preset.request, topic, articleId, setValue])

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    setFile(chosen)
    setFileError(chosen ? attachmentProblem(locale, chosen) : undefined)
  }

  const onSubmit = handleSubmit(async (values) => {
    if (file && fileError) return
    let attachmentId: string | undefined
    if (file) {
      // A file already accepted is not sent twice when the form is submitted again.
      if (uploaded?.file === file) attachmentId = uploaded.attachmentId
      else {
        const outcome = await uploadAttachment(file, locale)
        if (!outcome.ok) {
          if (outcome.rateLimited) {
            setError(FORM_ERROR, { message: outcome.message ?? '' })
          } else {
            setFileError(outcome.message ?? t('validation:form.unavailable'))
          }
          return
        }
        setUploaded({ file, attachmentId: outcome.attachmentId })
        attachmentId = outcome.attachmentId
      }
    }
    try {
      const { data } = await createTicket({
        variables: {
          input: {
            topic: values.topic,
            firstName: values.firstName,
            lastName: values.lastName,
            email: values.email,
            customerReference: values.customerReference ?? null,
            message: values.message,
            attachmentId: attachmentId ?? null,
            premiumSupport: values.premiumSupport,
            operatingSystem: values.operatingSystem,
            version: values.version,
            productId: String(values.productId),
            articleId: values.articleId ?? null,
            website: values.website ?? null,
          },
          locale,
        },
      })
      const result = data?.createSupportTicket
      if (result?.__typename === 'ValidationErrors') {
        const attachment = result.fieldErrors.find((e) => e.field === 'attachmentId')
        if (attachment) {
          setUploaded(undefined)
          setFileError(attachment.message)
        }
      }
      if (applyFailure(result, setError, FIELDS)) return
      if (result?.__typename === 'SupportTicketCreated') {
        await router.push(
          { pathname: formPagePath('ticketSent', locale), query: { ticket: result.ticketNumber } },
          undefined,
          { locale },
        )
      }
    } catch {
      setError(FORM_ERROR, { message: t('validation:form.unavailable') })
    }
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label={t('forms:ticket.title')}
    >
      <RequiredNote text={t('forms:requiredNote')} />
      <Field
        id={fieldId('topic')}
        label={displayLabel(locale, 'topic')}
        required
        error={errors.topic?.message}
      >
        {(control) => (
          <select
            {...control}
            {...register('topic')}
            // Set on the element too: the preselected topic must not depend on when the
            // form library writes its default into the DOM.
            defaultValue={topic ?? 'problem-with-program'}
          >
            {topicOptions(locale).map((option) => (
              <option key={option.id} value={option.value}>
                {option.displayText}
              </option>
            ))}
          </select>
        )}
      </Field>
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
          error={errors.customerReference?.message}
        >
          {(control) => <input {...control} {...register('customerReference')} />}
        </Field>
      </div>
      <Field
        id={fieldId('productId')}
        label={displayLabel(locale, 'productId')}
        required
        error={errors.productId?.message}
      >
        {(control) => <ProductSelect control={control} registration={register('productId')} />}
      </Field>
      <div className={styles.row}>
        <Field
          id={fieldId('operatingSystem')}
          label={displayLabel(locale, 'operatingSystem')}
          required
          error={errors.operatingSystem?.message}
        >
          {(control) => (
            <select {...control} {...register('operatingSystem')}>
              <option value="">{t('forms:choose')}</option>
              {operatingSystemOptions(locale).map((option) => (
                <option key={option.id} value={option.value}>
                  {option.displayText}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={fieldId('version')}
          label={displayLabel(locale, 'version')}
          required
          error={errors.version?.message}
        >
          {(control) => (
            <select {...control} {...register('version')}>
              <option value="">{t('forms:choose')}</option>
              {versionOptions(locale).map((option) => (
                <option key={option.id} value={option.value}>
                  {option.displayText}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        id={fieldId('message')}
        label={displayLabel(locale, 'message')}
        required
        error={errors.message?.message}
      >
        {(control) => <textarea {...control} {...register('message')} />}
      </Field>
      <Field
        id={fieldId('attachment')}
        label={displayLabel(locale, 'attachment')}
        error={fileError}
        hint={t('forms:ticket.attachmentHint')}
      >
        {(control) => (
          <input
            type="file"
            accept={ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
            {...control}
            onChange={onFile}
          />
        )}
      </Field>
      <CheckboxField
        id={fieldId('premiumSupport')}
        label={t('forms:ticket.premium')}
        error={errors.premiumSupport?.message}
      >
        {(control) => <input type="checkbox" {...control} {...register('premiumSupport')} />}
      </CheckboxField>
      <input type="hidden" {...register('articleId')} />
      <Honeypot register={register('website')} />
      <FormMessage error={errors.root?.server?.message} />
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('forms:sending') : t('forms:ticket.submit')}
      </button>
    </form>
  )
}
