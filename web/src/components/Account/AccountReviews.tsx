import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { AccountReviews_CustomerFragment } from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { formatDateShort } from '../../lib/dates'
import { ReviewStatusNote } from '../ReviewComposer/ReviewStatus'
import { StarRatingDisplay } from '../StarRating/StarRatingDisplay'
import styles from './Account.module.css'

/**
 * The customer's reviews; each is edited on its product page (in its own language). Each
 * says where it stands in moderation (issue 24): waiting, published, or not published with
 * the reason.
 */
export function AccountReviews({
  customer,
  locale,
}: {
  customer: AccountReviews_CustomerFragment
  locale: SiteLocale
}) {
  const { t } = useTranslation('account')
  return (
    <section className={styles.section} aria-labelledby="reviews-heading" id="reviews">
      <h2 id="reviews-heading">{t('reviews.title')}</h2>
      {customer.reviews.length === 0 ? (
        <p>{t('reviews.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {customer.reviews.map((review) => {
            const name = review.product?.name ?? t('reviews.productGone')
            return (
              <li key={review.id} className={styles.card} data-testid="account-review">
                <h3>{name}</h3>
                <StarRatingDisplay value={review.stars} size={18} locale={locale} />
                <p>
                  <strong>{review.title}</strong>
                </p>
                <p>{review.body}</p>
                <p className={styles.meta}>
                  {review.updatedAt
                    ? t('reviews.editedAt', { date: formatDateShort(review.updatedAt, locale) })
                    : t('reviews.writtenAt', {
                        date: formatDateShort(review.createdAt, locale),
                      })}{' '}
                  ·{' '}
                  {t('reviews.language', {
                    language: t(`reviews.languageName.${review.locale}`),
                  })}
                </p>
                <ReviewStatusNote status={review.status} rejectionReason={review.rejectionReason} />
                {review.product ? (
                  <p>
                    <Link
                      href={`${review.product.paths[review.locale]}#reviews`}
                      locale={review.locale}
                    >
                      {t('reviews.edit', { name })}
                    </Link>
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
