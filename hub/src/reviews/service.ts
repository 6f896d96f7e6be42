import type { ReviewData } from '@schaufenster/validation'
import { reviewerName, reviewView } from '../accounts/account-data'
import { accountLink } from '../accounts/links'
import { summariesByIds } from '../catalog/repository'
import type { HubDatabase } from '../db/database'
import { enqueueMail } from '../mail/outbox'
import { storefrontUrl } from '../mail/templates'
import type { ModerationQueueDto, ModerationResultDto } from './dto'
import {
  reviewPublishedMail,
  reviewRejectedMail,
  reviewReportedMail,
  reviewWaitingMail,
  type ReviewMailConfig,
  type Verdict,
} from './mails'
import { reviewNotFound } from './messages'
import type { ReportInput } from './report-input'
import {
  authorOf,
  moderationQueue,
  moderationViews,
  productNamesOf,
  publishedReview,
  resolveOpenReports,
  reviewById,
  reviewForUpdate,
  saveCustomerReview,
  setVerdict,
  storeReport,
  type QueueKind,
  type ReviewRow,
} from './repository'

type Locale = 'de' | 'en'

export interface ReviewServiceOptions {
  database: HubDatabase
  /** Staff addresses, MAIL_FROM and PUBLIC_BASE_URL (the hub's forms settings). */
  config: ReviewMailConfig
  /** Called after a transaction queued mail, so the outbox worker sends it at once. */
  onMailQueued?: () => void
}

/** The most reviews one queue answer lists (the total says how many wait). */
const QUEUE_LIMIT = 100

/** The longest rejection reason: it is mailed to the author as staff wrote it. */
export const REJECTION_REASON_MAX = 500

/**
 * Reviews in moderation (issue 24, point 3): a customer's written or edited review waits
 * (`pending`) until staff publish or reject it; visitors report published ones. Staff are
 * mailed when a review starts waiting and when one is first reported; the author when staff
 * decide. Every mail is queued in the transaction of the change it reports (the outbox).
 *
 * Reads a transaction needs (names, paths) happen before it opens: PGlite has one
 * connection, so a read outside the transaction would wait for the transaction forever.
 */
export class ReviewService {
  constructor(private readonly options: ReviewServiceOptions) {}

  private get db() {
    return this.options.database.db
  }

  private mailQueued(): void {
    this.options.onMailQueued?.()
  }

  /** Writes or edits the customer's review of a bought program; it waits for staff again. */
  async save(customer: { id: number; name: string; email: string }, data: ReviewData) {
    const names = await productNamesOf(this.db, data.productId)
    const { row, wasPending } = await this.db.transaction(async (tx) => {
      const saved = await saveCustomerReview(tx, {
        productId: data.productId,
        customerId: customer.id,
        locale: data.reviewLocale,
        author: reviewerName(customer.name, data.reviewLocale),
        stars: data.stars,
        title: data.title,
        body: data.body,
      })
      // Staff hear once per wait: an edit of a review that still waits shows in the queue.
      if (!saved.wasPending) {
        const productName = names?.de ?? String(data.productId)
        await enqueueMail(
          tx,
          reviewWaitingMail(this.options.config, saved.row, productName, customer.email),
        )
      }
      return saved
    })
    if (!wasPending) this.mailQueued()
    return { review: reviewView(row), created: row.updatedAt === null }
  }

  /**
   * A visitor's report of a published review; anything else is a 404 in the visitor's
   * language. One report per review and reporter: a repeat changes nothing and is answered
   * alike. Staff are mailed for the first open report of a review only; later ones wait in
   * the queue with it, so a review many people dislike is not a flood of mail.
   */
  async report(reviewId: number, input: ReportInput, reporterKey: string, locale: Locale) {
    const review = await publishedReview(this.db, reviewId)
    if (!review) throw reviewNotFound(locale)
    const names = await productNamesOf(this.db, review.productId)
    const mailed = await this.db.transaction(async (tx) => {
      const { stored, openReports } = await storeReport(tx, {
        reviewId,
        reporterKey,
        reason: input.reason,
        note: input.note,
      })
      if (!stored || openReports !== 1) return false
      const productName = names?.de ?? String(review.productId)
      await enqueueMail(tx, reviewReportedMail(this.options.config, review, productName, input))
      return true
    })
    if (mailed) this.mailQueued()
  }

  /** What waits for staff: written or edited reviews, or published ones with open reports. */
  queue(kind: QueueKind, limit = QUEUE_LIMIT): Promise<ModerationQueueDto> {
    return moderationQueue(this.db, kind, limit)
  }

  /** Shows the review on its product page (or keeps it there); undefined for an unknown id. */
  publish(id: number): Promise<ModerationResultDto | undefined> {
    return this.decide(id, 'published', null)
  }

  /** Takes the review off (or keeps it off) the product page and tells the author why. */
  reject(id: number, reason: string): Promise<ModerationResultDto | undefined> {
    return this.decide(id, 'rejected', reason)
  }

  private async decide(
    id: number,
    status: 'published' | 'rejected',
    reason: string | null,
  ): Promise<ModerationResultDto | undefined> {
    const current = await reviewById(this.db, id)
    if (!current) return undefined
    const links = await this.linksOf(current)
    const outcome = await this.db.transaction(async (tx) => {
      const before = await reviewForUpdate(tx, id)
      if (!before) return undefined
      // Publishing a published review is staff keeping it after a report: its reports are
      // resolved, and the author, whose review did not change, is not mailed again.
      const changed = !(status === 'published' && before.status === 'published')
      const row = changed ? await setVerdict(tx, id, status, reason) : before
      const resolvedReports = await resolveOpenReports(tx, id)
      const author = changed ? await authorOf(tx, row.customerId) : undefined
      if (author) {
        const locale = row.locale as Locale
        const verdict: Verdict = {
          to: author,
          locale,
          productName: links.names[locale],
          title: row.title,
        }
        await enqueueMail(
          tx,
          status === 'published'
            ? reviewPublishedMail(verdict, links.productUrl(locale))
            : reviewRejectedMail(verdict, reason ?? '', links.accountUrl(locale)),
        )
      }
      return { row, changed, resolvedReports, authorMailed: author !== undefined }
    })
    if (!outcome) return undefined
    if (outcome.authorMailed) this.mailQueued()
    const [review] = await moderationViews(this.db, [outcome.row])
    return {
      review: review!,
      changed: outcome.changed,
      authorMailed: outcome.authorMailed,
      resolvedReports: outcome.resolvedReports,
    }
  }

  /** The names and links a verdict mail needs, read before its transaction. */
  private async linksOf(row: ReviewRow) {
    const base = this.options.config.PUBLIC_BASE_URL
    const [names, summaries] = await Promise.all([
      productNamesOf(this.db, row.productId),
      summariesByIds(this.db, [row.productId], 'de'),
    ])
    const paths = summaries.get(row.productId)?.paths
    return {
      names: names ?? { de: String(row.productId), en: String(row.productId) },
      // The product page's reviews; the storefront's home when the program is gone.
      productUrl: (locale: Locale) =>
        storefrontUrl(base, locale, `${paths?.[locale] ?? '/'}#reviews`),
      accountUrl: (locale: Locale) => `${accountLink(base, locale, 'account')}#reviews`,
    }
  }
}
