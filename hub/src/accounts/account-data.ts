import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { PREMIUM_SUPPORT_PRODUCT_ID } from '@schaufenster/contract'
import { reviews } from '../db/catalog-schema'
import type { HubDb } from '../db/database'
import { products } from '../db/schema'
import { accountTokens, customerSessions } from '../db/schema-accounts'
import {
  activationCodes,
  activations,
  attachments,
  contactRequests,
  newsletterSubscriptions,
  supportTickets,
} from '../db/schema-forms'
import { licences, orderItems, orders, type CustomerRow } from '../db/schema-orders'
import { PREMIUM_SUPPORT_VALIDITY_DAYS, ticketNumberOf } from '../forms/support-tickets'
import { editionOfLine } from '../downloads/editions'
import {
  downloadsOf,
  orderView,
  type InvoiceLinkSigner,
  type LinkSigner,
  type OrderView,
} from '../orders/view'
import { customerView } from './service'
import { customerReporterKey, reportsByReporter } from '../reviews/repository'
import { billingAddressOf } from './billing-address'

// What the account area reads. Every query is scoped to the customer in SQL (orders,
// licences and tickets by customer id, the newsletter by the account's confirmed address), so
// an id of someone else's record finds nothing, exactly like an unknown one. Guest orders and
// tickets made with the account's address are not the account's until its holder claims
// them (claims.ts): they carry no customer id and show nowhere here, nor in the export.

type Reader = Pick<HubDb, 'select'>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SERIAL = /^[1-9][0-9]{0,9}$/
export const isUuid = (value: string) => UUID.test(value)
/** A positive integer that fits a PostgreSQL integer column. */
export const isSerial = (value: string) => SERIAL.test(value) && Number(value) <= 2_147_483_647

const DAY_MS = 24 * 60 * 60 * 1000

// ------------------------------------------------------------------ orders and licences

export async function customerOrders(
  db: Reader,
  customerId: number,
  signLink?: LinkSigner,
  invoiceLink?: InvoiceLinkSigner,
): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.placedAt), desc(orders.sequence))
  return Promise.all(rows.map((row) => orderView(db, row, signLink, invoiceLink)))
}

export async function customerOrder(
  db: Reader,
  customerId: number,
  orderNumber: string,
  signLink?: LinkSigner,
  invoiceLink?: InvoiceLinkSigner,
): Promise<OrderView | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)))
  return row && orderView(db, row, signLink, invoiceLink)
}

export interface LicenceView {
  id: string
  key: string
  productId: number
  productName: string
  orderNumber: string
  purchasedAt: string
  /**
   * The licence's edition's files (Plus or full); `url` is a signed link for this licence
   * when asked for, `storeUrl` the store page of a mobile edition (no .apk/.ipa for buyers).
   */
  downloads: {
    fileName: string
    platform: string
    sizeBytes: number
    url?: string
    storeUrl?: string
  }[]
}

export async function customerLicences(
  db: Reader,
  customerId: number,
  licenceId?: string,
  signLink?: LinkSigner,
): Promise<LicenceView[]> {
  const rows = await db
    .select({
      id: licences.id,
      key: licences.key,
      productId: licences.productId,
      productName: orderItems.name,
      modifications: orderItems.modifications,
      orderNumber: orders.orderNumber,
      placedAt: orders.placedAt,
    })
    .from(licences)
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        ...(licenceId === undefined ? [] : [eq(licences.id, licenceId)]),
      ),
    )
    .orderBy(desc(orders.placedAt), asc(orderItems.position), asc(licences.key))
  const productIds = [...new Set(rows.map((row) => row.productId))]
  const files = await downloadsOf(db, productIds)
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    productId: row.productId,
    productName: row.productName,
    orderNumber: row.orderNumber,
    purchasedAt: row.placedAt.toISOString(),
    downloads: files
      .filter(
        (file) =>
          file.productId === row.productId && file.version === editionOfLine(row.modifications),
      )
      .map(({ fileName, platform, sizeBytes, productId, version, storeUrl }) => ({
        fileName,
        platform,
        sizeBytes,
        ...(storeUrl
          ? { storeUrl }
          : signLink
            ? { url: signLink({ fileName, productId, version, platform, licenceId: row.id }) }
            : {}),
      })),
  }))
}

/** True when one of the customer's (paid) orders contains the product. */
export async function hasBought(db: Reader, customerId: number, productId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.customerId, customerId), eq(orderItems.productId, productId)))
    .limit(1)
  return row !== undefined
}

// ------------------------------------------------------------------ subscriptions, support

/** The end of the period that starts at `start`: `1y`, `6m`, `30d`. */
export function periodEnd(start: Date, period: string): Date {
  const match = /^([1-9][0-9]?)([dmy])$/.exec(period)
  const end = new Date(start)
  if (!match) return end
  const n = Number(match[1])
  if (match[2] === 'd') end.setUTCDate(end.getUTCDate() + n)
  if (match[2] === 'm') end.setUTCMonth(end.getUTCMonth() + n)
  if (match[2] === 'y') end.setUTCFullYear(end.getUTCFullYear() + n)
  return end
}

export async function customerSubscriptions(db: Reader, customerId: number, now = new Date()) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isNotNull(orders.subscriptionPeriod)))
    .orderBy(desc(orders.placedAt))
  return Promise.all(
    rows.map(async (row) => {
      const end = periodEnd(row.placedAt, row.subscriptionPeriod!)
      return {
        orderNumber: row.orderNumber,
        period: row.subscriptionPeriod!,
        startedAt: row.placedAt.toISOString(),
        currentPeriodEndsAt: end.toISOString(),
        active: end > now,
        order: await orderView(db, row),
      }
    }),
  )
}

export async function premiumSupportStatus(db: Reader, customerId: number, now = new Date()) {
  const [newest] = await db
    .select({ orderNumber: orders.orderNumber, placedAt: orders.placedAt })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(orders.customerId, customerId), eq(orderItems.productId, PREMIUM_SUPPORT_PRODUCT_ID)),
    )
    .orderBy(desc(orders.placedAt))
    .limit(1)
  if (!newest) return { active: false, validUntil: null, orderNumber: null }
  const validUntil = new Date(newest.placedAt.getTime() + PREMIUM_SUPPORT_VALIDITY_DAYS * DAY_MS)
  return {
    active: validUntil > now,
    validUntil: validUntil.toISOString(),
    orderNumber: newest.orderNumber,
  }
}

// ------------------------------------------------------------------ tickets, newsletter

/** Tickets filed while logged in or claimed by the holder; never a guest's by address alone. */
const ticketOwnedBy = (customerId: number) => eq(supportTickets.customerId, customerId)

export async function customerTickets(db: Reader, customer: CustomerRow, ticketId?: number) {
  const rows = await db
    .select({
      ticket: supportTickets,
      attachmentName: attachments.originalName,
      nameDe: products.nameDe,
      nameEn: products.nameEn,
    })
    .from(supportTickets)
    .leftJoin(attachments, eq(attachments.id, supportTickets.attachmentId))
    .leftJoin(products, eq(products.id, supportTickets.productId))
    .where(
      and(
        ticketOwnedBy(customer.id),
        ...(ticketId === undefined ? [] : [eq(supportTickets.id, ticketId)]),
      ),
    )
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
  return rows.map(({ ticket, attachmentName, nameDe, nameEn }) => ({
    id: ticket.id,
    ticketNumber: ticketNumberOf(ticket.id),
    topic: ticket.topic,
    productId: ticket.productId,
    productName: (ticket.locale === 'de' ? nameDe : nameEn) ?? '',
    message: ticket.message,
    premiumSupport: ticket.premiumSupport,
    operatingSystem: ticket.operatingSystem,
    version: ticket.version,
    attachmentName: attachmentName ?? null,
    createdAt: ticket.createdAt.toISOString(),
  }))
}

export type NewsletterState = 'not-subscribed' | 'pending' | 'subscribed' | 'unsubscribed'

export async function newsletterOf(db: Reader, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
  const state: NewsletterState =
    row?.status === 'confirmed'
      ? 'subscribed'
      : row?.status === 'pending'
        ? 'pending'
        : row?.status === 'unsubscribed'
          ? 'unsubscribed'
          : 'not-subscribed'
  return { email, state, row }
}

// ------------------------------------------------------------------ reviews

export async function customerReviews(db: Reader, customerId: number, reviewId?: number) {
  const rows = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.customerId, customerId),
        ...(reviewId === undefined ? [] : [eq(reviews.id, reviewId)]),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
  return rows.map(reviewView)
}

export function reviewView(row: typeof reviews.$inferSelect) {
  return {
    id: row.id,
    productId: row.productId,
    locale: row.locale as 'de' | 'en',
    author: row.author,
    stars: row.stars,
    title: row.title,
    body: row.body,
    verifiedPurchase: row.verifiedPurchase,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    // Moderation (issue 24): only published reviews are on the product page.
    status: row.status,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  }
}

/** The public display name of a reviewer: first name and the initial of the last. */
export function reviewerName(name: string, locale: 'de' | 'en'): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return locale === 'de' ? 'Kunde' : 'Customer'
  const first = parts[0]!
  const last = parts.length > 1 ? parts[parts.length - 1]! : ''
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first
}

// ------------------------------------------------------------------ export (Art. 15, 20 GDPR)

/** Everything stored about the customer, as one JSON document. Secrets are never included. */
export async function exportOf(db: Reader, customer: CustomerRow, currentSessionId: string) {
  const email = customer.email
  const [
    account,
    orderViews,
    licenceViews,
    subscriptions,
    premiumSupport,
    tickets,
    newsletter,
    reviewViews,
    sessions,
    links,
    contacts,
    codes,
    activationRows,
  ] = await Promise.all([
    customerView(db, customer),
    customerOrders(db, customer.id),
    customerLicences(db, customer.id),
    customerSubscriptions(db, customer.id),
    premiumSupportStatus(db, customer.id),
    customerTickets(db, customer),
    newsletterOf(db, email),
    customerReviews(db, customer.id),
    db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.customerId, customer.id))
      .orderBy(desc(customerSessions.createdAt)),
    db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.customerId, customer.id))
      .orderBy(desc(accountTokens.createdAt)),
    db
      .select()
      .from(contactRequests)
      .where(sql`lower(${contactRequests.email}) = ${email}`)
      .orderBy(desc(contactRequests.createdAt)),
    db
      .select({
        productId: activationCodes.productId,
        code: activationCodes.code,
        createdAt: activationCodes.createdAt,
      })
      .from(activationCodes)
      .where(sql`lower(${activationCodes.email}) = ${email}`),
    db
      .select({
        productId: activations.productId,
        locale: activations.locale,
        requestedAt: activations.requestedAt,
        confirmedAt: activations.confirmedAt,
      })
      .from(activations)
      .where(sql`lower(${activations.email}) = ${email}`),
  ])
  const iso = (date: Date | null) => date?.toISOString() ?? null
  const subscription = newsletter.row
  // The billing address kept for the checkout (decision 0023).
  const billingAddress = await billingAddressOf(db, customer.id)
  // Reviews of others the customer reported while logged in (issue 24).
  const reviewReports = await reportsByReporter(db, customerReporterKey(customer.id))
  return {
    format: 'schaufenster-personal-data/1',
    exportedAt: new Date().toISOString(),
    customer: account,
    billingAddress,
    orders: orderViews,
    licences: licenceViews,
    subscriptions: subscriptions.map(({ order: _order, ...rest }) => rest),
    premiumSupport,
    supportTickets: tickets,
    newsletter: {
      email,
      state: newsletter.state,
      locale: subscription?.locale ?? null,
      requestedAt: iso(subscription?.requestedAt ?? null),
      confirmedAt: iso(subscription?.confirmedAt ?? null),
      unsubscribedAt: iso(subscription?.unsubscribedAt ?? null),
      consentTextVersion: subscription?.consentTextVersion ?? null,
      sourcePage: subscription?.sourcePage ?? null,
    },
    reviews: reviewViews,
    reviewReports,
    sessions: sessions.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      revokedAt: iso(session.revokedAt),
      current: session.id === currentSessionId,
    })),
    emailLinks: links.map((link) => ({
      purpose: link.purpose,
      email: link.email,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      usedAt: iso(link.usedAt),
    })),
    contactRequests: contacts.map((row) => ({
      kind: row.kind,
      locale: row.locale,
      payload: row.payload,
      createdAt: row.createdAt.toISOString(),
    })),
    activationCodes: codes.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    activations: activationRows.map((row) => ({
      ...row,
      requestedAt: row.requestedAt.toISOString(),
      confirmedAt: iso(row.confirmedAt),
    })),
  }
}
