import { useTranslation } from 'next-i18next/pages'
import type { ReviewStatus } from '../../__generated__/graphql'
import styles from './ReviewComposer.module.css'

const TONE: Record<ReviewStatus, string | undefined> = {
  PENDING: styles.pending,
  PUBLISHED: styles.published,
  REJECTED: styles.rejected,
}

/**
 * Where the customer's own review stands in moderation (issue 24): waiting, published, or
 * not published with staff's reason and the way back (edit and submit again). Shown in the
 * composer on the product page and in the account's list of reviews.
 */
export function ReviewStatusNote({
  status,
  rejectionReason,
}: {
  status: ReviewStatus
  rejectionReason?: string | null
}) {
  const { t } = useTranslation('reviews')
  const key = status.toLowerCase() as 'pending' | 'published' | 'rejected'
  return (
    <div className={`${styles.status} ${TONE[status] ?? ''}`} data-testid="review-status">
      <p>
        <strong>
          {t('status.label')}: {t(`status.${key}`)}
        </strong>
      </p>
      <p>{t(`status.${key}Hint`)}</p>
      {status === 'REJECTED' && rejectionReason ? (
        <p data-testid="rejection-reason">{t('status.reason', { reason: rejectionReason })}</p>
      ) : null}
    </div>
  )
}
