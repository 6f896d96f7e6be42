import type { ReviewInput } from '@schaufenster/validation'
import type { WriteReviewMutation } from '../__generated__/graphql'
import type { SiteLocale } from '../i18n/next-i18next-config'

export type WriteReviewResult = WriteReviewMutation['writeReview']

/** What `/api/account/review` answers. */
export interface WriteReviewAnswer {
  result: WriteReviewResult
  /** True when the product's statically generated pages were regenerated with the review. */
  revalidated: boolean
}

/**
 * Sends a review to the storefront's own API route, which writes it with the visitor's
 * session and regenerates the product's pages. Throws when the service cannot answer.
 */
export async function submitReview(
  review: ReviewInput,
  locale: SiteLocale,
): Promise<WriteReviewAnswer> {
  const response = await fetch('/api/account/review', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale, review }),
  })
  if (!response.ok) throw new Error(`review answered ${response.status}`)
  return (await response.json()) as WriteReviewAnswer
}
