import { useTranslation } from 'next-i18next/pages'
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { CV_EXTENSIONS, CV_MAX_KB, cvProblem } from '@schaufenster/validation'
import { useApplyForJobMutation } from '../../__generated__/graphql'
import { Field, FormMessage, Honeypot, RequiredNote } from '../forms/Field'
import { applyFailure, FORM_ERROR, noCache, useFormLocale } from '../forms/form-helpers'
import formStyles from '../forms/Forms.module.css'
import { useSchemaForm } from '../forms/use-schema-form'
import styles from './ApplicationForm.module.css'
import { ApplicationSuccess } from './ApplicationSuccess'
import { ApplicantContactFields } from './ApplicantContactFields'
import { applicationLabel } from './labels'
import { uploadCv } from './upload-cv'

const FIELDS = ['name', 'email', 'phone', 'message', 'attachmentId'] as const

type Cv =
  | { state: 'none' }
  | { state: 'uploading'; file: File; percent: number }
  | { state: 'uploaded'; file: File; attachmentId: string }
  | { state: 'failed'; file: File }

/**
 * The application for one open position: contact details, a cover letter and the CV. The CV
 * is uploaded as soon as it is chosen (with its progress), so sending rarely waits for it; a
 * submit while it uploads waits and then goes on. Loaded when the visitor opens the form
 * (JobApplySection), with its validation on first use like every form (decision 0021).
 */
export function JobApplicationForm({ job }: { job: { slug: string; title: string } }) {
  const { t } = useTranslation('careers')
  const locale = useFormLocale()
  const id = useId()
  const fieldId = (name: string) => `${id}-${name}`
  const [apply] = useApplyForJobMutation(noCache)
  const [cv, setCv] = useState<Cv>({ state: 'none' })
  const [cvError, setCvError] = useState<string | undefined>()
  const [received, setReceived] = useState<{ reference: string; email: string } | null>(null)
  // From the click on "send" until the answer, including a wait for the CV: one at a time.
  const [sending, setSending] = useState(false)
  const sendingNow = useRef(false)
  // The upload under way, for a submit to wait for; a newer choice makes older ones stale.
  const pendingUpload = useRef<Promise<string | undefined> | null>(null)
  const uploadCount = useRef(0)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm('jobApplication', {
    defaultValues: {
      jobSlug: job.slug,
      name: '',
      email: '',
      phone: '',
      message: '',
      attachmentId: '',
      website: '',
    },
  })

  // Opened by the visitor's click: the form takes the focus where the button was.
  useEffect(() => setFocus('name'), [setFocus])

  const upload = (file: File): Promise<string | undefined> => {
    const count = ++uploadCount.current
    const current = () => count === uploadCount.current
    setCv({ state: 'uploading', file, percent: 0 })
    const done = uploadCv(file, locale, (fraction) => {
      // In steps of ten: the live region reads each step, not every byte.
      if (current()) setCv({ state: 'uploading', file, percent: Math.floor(fraction * 10) * 10 })
    }).then((outcome) => {
      if (!current()) return undefined
      if (outcome.ok) {
        setCv({ state: 'uploaded', file, attachmentId: outcome.attachmentId })
        setValue('attachmentId', outcome.attachmentId)
        clearErrors('attachmentId')
        return outcome.attachmentId
      }
      setCv({ state: 'failed', file })
      setValue('attachmentId', '')
      if (outcome.rateLimited) setError(FORM_ERROR, { message: outcome.message ?? '' })
      else setCvError(outcome.message ?? t('form.unavailable'))
      return undefined
    })
    pendingUpload.current = done
    return done
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setValue('attachmentId', '')
    setCvError(undefined)
    if (!file) {
      uploadCount.current += 1
      setCv({ state: 'none' })
      return
    }
    const problem = cvProblem(locale, file)
    if (problem) {
      uploadCount.current += 1
      setCv({ state: 'none' })
      setCvError(problem)
      return
    }
    void upload(file)
  }

  const send = async (
    values: { name: string; email: string; phone?: string; message: string; attachmentId: string },
    website: string | undefined,
    retried = false,
  ): Promise<void> => {
    const { data } = await apply({
      variables: {
        input: {
          jobSlug: job.slug,
          name: values.name,
          email: values.email,
          phone: values.phone ?? null,
          message: values.message,
          attachmentId: values.attachmentId,
          website: website ?? null,
        },
        locale,
      },
    })
    const result = data?.applyForJob
    if (result?.__typename === 'ApplicationReceived') {
      setReceived({ reference: result.reference, email: values.email })
      return
    }
    if (result?.__typename === 'ValidationErrors') {
      // The upload is gone (a form left open for hours: unused uploads are deleted after an
      // hour) or was used already: the chosen file goes up once more and the form is sent again.
      const refusedCv = result.fieldErrors.some((error) => error.field === 'attachmentId')
      const file = cv.state === 'none' ? undefined : cv.file
      if (refusedCv && file && !retried) {
        const attachmentId = await upload(file)
        if (attachmentId) return send({ ...values, attachmentId }, website, true)
        return
      }
    }
    if (result?.__typename === 'NotFound') {
      setError(FORM_ERROR, { message: result.message })
      return
    }
    applyFailure(result, setError, FIELDS)
  }

  const submit = handleSubmit(async (values) => {
    try {
      await send(values, values.website)
    } catch {
      setError(FORM_ERROR, { message: t('form.unavailable') })
    }
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (sendingNow.current) return
    sendingNow.current = true
    setSending(true)
    try {
      // A CV still on its way: the submit goes on once it has arrived (or failed).
      if (pendingUpload.current) await pendingUpload.current
      await submit()
    } finally {
      sendingNow.current = false
      setSending(false)
    }
  }

  if (received) return <ApplicationSuccess kind="job" {...received} />

  const busy = sending || isSubmitting
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={formStyles.form}
      aria-label={t('job.form.label', { title: job.title })}
    >
      <RequiredNote text={t('form.requiredNote')} />
      <ApplicantContactFields
        locale={locale}
        fieldId={fieldId}
        register={(name) => register(name)}
        errors={errors}
      />
      <Field
        id={fieldId('message')}
        label={applicationLabel(locale, 'coverLetter')}
        hint={t('job.form.messageHint')}
        required
        error={errors.message?.message}
      >
        {(control) => <textarea rows={8} {...control} {...register('message')} />}
      </Field>
      <Field
        id={fieldId('cv')}
        label={applicationLabel(locale, 'cv')}
        hint={t('job.form.cvHint', { size: CV_MAX_KB / 1024 })}
        required
        error={cvError ?? errors.attachmentId?.message}
      >
        {(control) => (
          <input
            type="file"
            accept={[...CV_EXTENSIONS.map((ext) => `.${ext}`), 'application/pdf'].join(',')}
            {...control}
            onChange={onFile}
          />
        )}
      </Field>
      <div className={styles.upload} aria-live="polite">
        {cv.state === 'uploading' ? (
          <>
            <progress max={100} value={cv.percent} className={styles.progress} aria-hidden="true" />
            <span>{t('job.form.uploading', { percent: cv.percent })}</span>
          </>
        ) : cv.state === 'uploaded' ? (
          <span className={styles.uploaded}>{t('job.form.uploaded', { name: cv.file.name })}</span>
        ) : null}
      </div>
      <input type="hidden" {...register('attachmentId')} />
      <input type="hidden" {...register('jobSlug')} />
      <Honeypot register={register('website')} />
      <FormMessage error={errors.root?.server?.message} />
      <button type="submit" className={formStyles.submit} disabled={busy}>
        {busy ? t('form.sending') : t('job.form.submit')}
      </button>
    </form>
  )
}
