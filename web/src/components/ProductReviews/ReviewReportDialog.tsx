import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useReportReviewMutation, type ReviewReportReason } from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { dialogWidth } from '../Dialog/Dialog'
import dialogStyles from '../Dialog/Dialog.module.css'
import { Field, FormMessage, Honeypot } from '../forms/Field'
import formStyles from '../forms/Forms.module.css'
import { Modal } from '../Modal/Modal'
import styles from './ProductReviews.module.css'

const REASONS: readonly ReviewReportReason[] = ['SPAM', 'OFFENSIVE', 'OFF_TOPIC', 'FALSE_CLAIM']
/** The schema's limit of `ReportReviewInput.note`. */
const NOTE_MAX = 500

export interface ReviewReportDialogProps {
  reviewId: string
  /** The reported review's headline, so the visitor sees which one they report. */
  reviewTitle: string
  locale: SiteLocale
  onClose: () => void
}

/**
 * "Report this review": the reason and an optional note in a modal (focus trapped and given
 * back, Escape closes). A chunk of its own that ProductReviews loads on the first click; the
 * mutation's hook loads the gateway's client when the report is sent (decisions 0020, 0021).
 * The hub answers a repeated report like the first, so the thanks never say more than that.
 */
export function ReviewReportDialog({
  reviewId,
  reviewTitle,
  locale,
  onClose,
}: ReviewReportDialogProps) {
  const { t } = useTranslation('reviews')
  const id = useId()
  const [report, { loading }] = useReportReviewMutation()
  const [reason, setReason] = useState<ReviewReportReason | null>(null)
  const [errors, setErrors] = useState<{ reason?: string; note?: string; form?: string }>({})
  const [sent, setSent] = useState(false)
  const closeButton = useRef<HTMLButtonElement>(null)

  // The form (and the focused button with it) is gone once sent: focus goes to "Close".
  useEffect(() => {
    if (sent) closeButton.current?.focus()
  }, [sent])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!reason) {
      setErrors({ reason: t('report.reasonRequired') })
      return
    }
    const data = new FormData(event.currentTarget)
    const note = String(data.get('note') ?? '').trim()
    setErrors({})
    try {
      const answer = await report({
        variables: {
          input: {
            reviewId,
            reason,
            note: note || null,
            website: String(data.get('website') ?? ''),
          },
          locale,
        },
      })
      const result = answer.data?.reportReview
      if (result?.__typename === 'ReviewReported') {
        setSent(true)
      } else if (result?.__typename === 'ValidationErrors') {
        const fields = Object.fromEntries(result.fieldErrors.map((e) => [e.field, e.message]))
        const { reason: onReason, note: onNote } = fields
        // Beside its field when the dialog has one; otherwise (`_form`) for the whole form.
        setErrors({
          reason: onReason,
          note: onNote,
          form: onReason || onNote ? undefined : result.message,
        })
      } else if (result && 'message' in result) {
        // NotFound (the review is no longer shown) or RateLimited: the gateway's own words.
        setErrors({ form: result.message })
      } else {
        setErrors({ form: t('report.failed') })
      }
    } catch {
      setErrors({ form: t('report.failed') })
    }
  }

  const reasonError = `${id}-reason-error`
  return (
    // One way out at a time (spec §9: one CLOSE button): Cancel, then Close once sent; Escape.
    <Modal
      open
      onClose={onClose}
      title={t('report.title')}
      width={dialogWidth}
      height="auto"
      showCloseButton={false}
    >
      <p className={styles.reported}>{locale === 'de' ? `„${reviewTitle}“` : `“${reviewTitle}”`}</p>
      {sent ? (
        <div className={styles.reportDone}>
          <p role="status">{t('report.thanks')}</p>
          <button
            ref={closeButton}
            type="button"
            className={dialogStyles.primary}
            onClick={onClose}
          >
            {t('report.close')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className={formStyles.form}
          data-testid="review-report-form"
        >
          <p className={formStyles.hint}>{t('report.intro')}</p>
          <fieldset className={styles.reasons} aria-describedby={reasonError}>
            <legend className={formStyles.label}>
              {t('report.reason')}
              <span className={formStyles.required} aria-hidden="true">
                {' *'}
              </span>
            </legend>
            {REASONS.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  aria-invalid={Boolean(errors.reason)}
                  required
                />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
            <p id={reasonError} className={formStyles.error} aria-live="polite">
              {errors.reason ?? ''}
            </p>
          </fieldset>
          <Field
            id={`${id}-note`}
            label={t('report.note')}
            hint={t('report.noteHint')}
            error={errors.note}
          >
            {(control) => <textarea name="note" maxLength={NOTE_MAX} rows={3} {...control} />}
          </Field>
          <Honeypot register={{ name: 'website' }} />
          <FormMessage error={errors.form} />
          <div className={styles.reportActions}>
            <button type="button" className={dialogStyles.secondary} onClick={onClose}>
              {t('report.cancel')}
            </button>
            <button type="submit" className={dialogStyles.primary} disabled={loading}>
              {t('report.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  )
}
