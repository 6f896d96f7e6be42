import type { ReviewReportReasonKey } from '@schaufenster/contract'
import type { ReviewStatus } from '../db/catalog-schema'

// The REST shapes of the reviews feature, plain types only.

/** One open report of a review, as the moderation queue shows it (the reporter stays anonymous). */
export interface OpenReportDto {
  reason: ReviewReportReasonKey
  note: string | null
  createdAt: string
}

/** A review as staff see it in the moderation queue (admin listener only). */
export interface ModerationReviewDto {
  id: number
  status: ReviewStatus
  productId: number
  /** The program's German name (staff work in German). */
  productName: string
  locale: 'de' | 'en'
  author: string
  /** Customer number of the author; null for the seed's reviews. */
  customerId: number | null
  stars: number
  title: string
  body: string
  verifiedPurchase: boolean
  createdAt: string
  updatedAt: string | null
  moderatedAt: string | null
  rejectionReason: string | null
  /** Reports nobody looked at yet, oldest first. */
  openReports: OpenReportDto[]
}

/** `GET /admin/reviews`: the queue, oldest first, at most `limit` of `total`. */
export interface ModerationQueueDto {
  reviews: ModerationReviewDto[]
  total: number
}

/** `POST /admin/reviews/:id/publish|reject`: what the staff action did. */
export interface ModerationResultDto {
  review: ModerationReviewDto
  /** False when the review already stood so (publishing a published review only resolves its reports). */
  changed: boolean
  /** Whether the author was mailed (not for the seed's reviews or a deleted account). */
  authorMailed: boolean
  /** Open reports this action resolved. */
  resolvedReports: number
}

/** `POST /v1/reviews/:id/reports`: the same answer for a first and a repeated report. */
export interface ReviewReportedDto {
  reviewId: number
}
