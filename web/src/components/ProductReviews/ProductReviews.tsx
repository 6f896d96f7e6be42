import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import type { ProductReviews_ProductFragment } from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { clientOnly } from '../../lib/client-only'
import { formatDateShort } from '../../lib/dates'
import { formatRating } from '../../lib/rating'
import { StarRatingDisplay } from '../StarRating/StarRatingDisplay'
import styles from './ProductReviews.module.css'
import { RatingDistribution } from './RatingDistribution'

// Writing a review is for buyers further down the page, in a chunk of its own. It renders
// nothing on the server (who is signed in is known only in the browser), so it is
// not rendered there at all: its chunk, with react-hook-form and zod (~44 kB), then is no part
// of the page's first load and loads after hydration (issue 22).
const ReviewComposer = clientOnly(() =>
  import('../ReviewComposer/ReviewComposer').then((module) => module.ReviewComposer),
)

// "Report" opens a dialog whose code (form, the mutation's hook) loads on the first click:
// it is no part of the catalog page's first load (decisions 0020, 0021).
const ReviewReportDialog = clientOnly(() =>
  import('./ReviewReportDialog').then((module) => module.ReviewReportDialog),
)

/**
 * The product page's reviews: the rating summary with the distribution of stars, the
 * published reviews (each can be reported), and the composer. Summary and list are in the
 * server's HTML; the report buttons need script and are hidden without it (CSS).
 */
export function ProductReviews({ product }: { product: ProductReviews_ProductFragment }) {
  const { t } = useTranslation(['common', 'reviews'])
  const router = useRouter()
  const locale = toSiteLocale(router.locale)
  const [reporting, setReporting] = useState<{ id: string; title: string } | null>(null)
  return (
    <>
      {product.ratingAverage != null ? (
        <div className={styles.summary}>
          <div className={styles.average}>
            <StarRatingDisplay value={product.ratingAverage} locale={locale} />
            <span>
              {t('rating.summary', {
                rating: formatRating(product.ratingAverage, locale),
                count: product.reviewCount,
              })}
            </span>
          </div>
          <RatingDistribution distribution={product.ratingDistribution} />
        </div>
      ) : (
        <p>{t('product.noReviews')}</p>
      )}
      <ul className={styles.reviews}>
        {product.reviews.map((review) => (
          <li key={review.id} className={styles.review} data-testid="product-review">
            <StarRatingDisplay value={review.stars} size={18} locale={locale} />
            {review.verifiedPurchase ? (
              <p
                className={styles.verified}
                title={t('product.verifiedPurchaseHint')}
                data-testid="verified-purchase"
              >
                <svg
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M3 8.5l3 3 7-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {t('product.verifiedPurchase')}
              </p>
            ) : null}
            <h3>{review.title}</h3>
            <p>{review.body}</p>
            <p className={styles.reviewMeta}>
              {review.author} · {formatDateShort(review.createdAt, locale)}
              {review.updatedAt
                ? ` · ${t('product.edited', { date: formatDateShort(review.updatedAt, locale) })}`
                : ''}
            </p>
            <button
              type="button"
              className={styles.report}
              aria-label={t('reviews:report.buttonLabel', { title: review.title })}
              onClick={() => setReporting({ id: review.id, title: review.title })}
            >
              {t('reviews:report.button')}
            </button>
          </li>
        ))}
      </ul>
      {reporting ? (
        <ReviewReportDialog
          reviewId={reporting.id}
          reviewTitle={reporting.title}
          locale={locale}
          onClose={() => setReporting(null)}
        />
      ) : null}
      <ReviewComposer product={product} />
    </>
  )
}
