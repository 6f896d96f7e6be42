import { and, asc, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ReviewReportReasonKey } from '@schaufenster/contract'
import { reviewReports, reviews, type ReviewStatus } from '../db/catalog-schema'
import type { HubDb } from '../db/database'
import { products } from '../db/schema-products'
import { customers } from '../db/schema-orders'
import type { ModerationQueueDto, ModerationReviewDto, OpenReportDto } from './dto'

// The reviews feature's reads and writes: a customer's review going (back) into moderation,
// the moderation queue, the staff actions and the visitors' reports.

type Reader = Pick<HubDb, 'select'>
type Writer = Pick<HubDb, 'select' | 'insert' | 'update'>

export type ReviewRow = typeof reviews.$inferSelect

export interface CustomerReviewValues {
  productId: number
  customerId: number
  locale: 'de' | 'en'
  author: string
  stars: number
  title: string
  body: string
}

// What every write of a customer sets: back into the queue, the last verdict forgotten.
const WAITING = { status: 'pending' as const, moderatedAt: null, rejectionReason: null }

/**
 * Writes the customer's one review of the product, or edits it (`unique (customer_id,
 * product_id)`); either way it waits for staff again. `wasPending` tells whether staff were
 * already told about it (an edit while it waits needs no second mail).
 */
export async function saveCustomerReview(
  tx: Writer,
  values: CustomerReviewValues,
): Promise<{ row: ReviewRow; wasPending: boolean }> {
  const [existing] = await tx
    .select({ status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.customerId, values.customerId), eq(reviews.productId, values.productId)))
    .for('update')
  const [row] = await tx
    .insert(reviews)
    .values({ ...values, ...WAITING, verifiedPurchase: true, createdAt: new Date() })
    .onConflictDoUpdate({
      target: [reviews.customerId, reviews.productId],
      set: {
        locale: values.locale,
        author: values.author,
        stars: values.stars,
        title: values.title,
        body: values.body,
        verifiedPurchase: true,
        ...WAITING,
        updatedAt: sql`now()`,
      },
    })
    .returning()
  return { row: row!, wasPending: existing?.status === 'pending' }
}

/** The program's names, for mails and the queue; undefined for an unknown id. */
export async function productNamesOf(
  db: Reader,
  productId: number,
): Promise<{ de: string; en: string } | undefined> {
  const [row] = await db
    .select({ de: products.nameDe, en: products.nameEn })
    .from(products)
    .where(eq(products.id, productId))
  return row
}

export async function reviewById(db: Reader, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id))
  return row
}

/** The review, locked for a staff action in the caller's transaction. */
export async function reviewForUpdate(tx: Writer, id: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update')
  return row
}

/** Whom a verdict is mailed to: the author's account, unless it was deleted. */
export async function authorOf(
  db: Reader,
  customerId: number | null,
): Promise<{ email: string; name: string } | undefined> {
  if (customerId === null) return undefined
  const [row] = await db
    .select({ email: customers.email, name: customers.name, deletedAt: customers.deletedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
  return row && row.deletedAt === null ? { email: row.email, name: row.name } : undefined
}

/** Staff's verdict on a review. */
export async function setVerdict(
  tx: Writer,
  id: number,
  status: Exclude<ReviewStatus, 'pending'>,
  rejectionReason: string | null,
): Promise<ReviewRow> {
  const [row] = await tx
    .update(reviews)
    .set({ status, rejectionReason, moderatedAt: sql`now()` })
    .where(eq(reviews.id, id))
    .returning()
  return row!
}

/** Marks the review's open reports as looked at; answers how many there were. */
export async function resolveOpenReports(tx: Writer, reviewId: number): Promise<number> {
  const resolved = await tx
    .update(reviewReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    .returning({ id: reviewReports.id })
  return resolved.length
}

/** The review a visitor reports, when it is shown on a product page (published). */
export async function publishedReview(db: Reader, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.status, 'published')))
  return row
}

/**
 * Stores a visitor's report once per review and reporter. Answers whether it is new and
 * how many open reports the review has now (the first one tells staff).
 */
export async function storeReport(
  tx: Writer,
  report: {
    reviewId: number
    reporterKey: string
    reason: ReviewReportReasonKey
    note: string | null
  },
): Promise<{ stored: boolean; openReports: number }> {
  const inserted = await tx
    .insert(reviewReports)
    .values(report)
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterKey] })
    .returning({ id: reviewReports.id })
  const [open] = await tx
    .select({ n: count() })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, report.reviewId), isNull(reviewReports.resolvedAt)))
  return { stored: inserted.length > 0, openReports: open?.n ?? 0 }
}

/** The reporter key of a logged-in customer (reporter-key.ts). */
export const customerReporterKey = (customerId: number) => `customer:${customerId}`

/** Reports a customer made while logged in (their data export). */
export async function reportsByReporter(db: Reader, reporterKey: string) {
  const rows = await db
    .select()
    .from(reviewReports)
    .where(eq(reviewReports.reporterKey, reporterKey))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
  return rows.map((row) => ({
    reviewId: row.reviewId,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }))
}

// ---------------------------------------------------------------- the moderation queue

/** Open reports per review, oldest first. */
async function openReportsOf(db: Reader, ids: number[]): Promise<Map<number, OpenReportDto[]>> {
  const byReview = new Map<number, OpenReportDto[]>()
  if (ids.length === 0) return byReview
  const rows = await db
    .select()
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, ids), isNull(reviewReports.resolvedAt)))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
  for (const row of rows) {
    const list = byReview.get(row.reviewId) ?? []
    list.push({ reason: row.reason, note: row.note, createdAt: row.createdAt.toISOString() })
    byReview.set(row.reviewId, list)
  }
  return byReview
}

/** Reviews as staff see them, with program names and open reports. */
export async function moderationViews(
  db: Reader,
  rows: ReviewRow[],
): Promise<ModerationReviewDto[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const productIds = [...new Set(rows.map((row) => row.productId))]
  const [names, reports] = await Promise.all([
    db
      .select({ id: products.id, name: products.nameDe })
      .from(products)
      .where(inArray(products.id, productIds)),
    openReportsOf(db, ids),
  ])
  const nameOf = new Map(names.map((row) => [row.id, row.name]))
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    productId: row.productId,
    productName: nameOf.get(row.productId) ?? String(row.productId),
    locale: row.locale as 'de' | 'en',
    author: row.author,
    customerId: row.customerId,
    stars: row.stars,
    title: row.title,
    body: row.body,
    verifiedPurchase: row.verifiedPurchase,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    openReports: reports.get(row.id) ?? [],
  }))
}

export type QueueKind = 'pending' | 'reported'

/**
 * What waits for staff, longest waiting first: `pending` the written or edited reviews,
 * `reported` the published reviews with open reports (by their first open report).
 */
export async function moderationQueue(
  db: Reader,
  kind: QueueKind,
  limit: number,
): Promise<ModerationQueueDto> {
  if (kind === 'pending') {
    const waiting = eq(reviews.status, 'pending')
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(reviews)
        .where(waiting)
        .orderBy(asc(sql`coalesce(${reviews.updatedAt}, ${reviews.createdAt})`), asc(reviews.id))
        .limit(limit),
      db.select({ n: count() }).from(reviews).where(waiting),
    ])
    return { reviews: await moderationViews(db, rows), total: total?.n ?? 0 }
  }
  const open = db
    .select({
      reviewId: reviewReports.reviewId,
      firstAt: sql<Date>`min(${reviewReports.createdAt})`.as('first_at'),
    })
    .from(reviewReports)
    .where(isNull(reviewReports.resolvedAt))
    .groupBy(reviewReports.reviewId)
    .as('open_reports')
  const reported = and(eq(reviews.status, 'published'), isNull(reviewReports.resolvedAt))
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews })
      .from(reviews)
      .innerJoin(open, eq(open.reviewId, reviews.id))
      .where(eq(reviews.status, 'published'))
      .orderBy(asc(open.firstAt), asc(reviews.id))
      .limit(limit),
    db
      .select({ n: countDistinct(reviews.id) })
      .from(reviews)
      .innerJoin(reviewReports, eq(reviewReports.reviewId, reviews.id))
      .where(reported),
  ])
  return {
    reviews: await moderationViews(
      db,
      rows.map((row) => row.review),
    ),
    total: total?.n ?? 0,
  }
}
