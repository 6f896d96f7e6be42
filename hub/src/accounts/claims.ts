import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { HubDatabase, HubDb } from '../db/database'
import { products } from '../db/schema'
import { supportTickets } from '../db/schema-forms'
import { customers, orderItems, orders, type CustomerRow } from '../db/schema-orders'
import { fieldError, requestLocale } from '../forms/http'
import { enqueueMail } from '../mail/outbox'
import { mailTemplates } from '../mail/templates'
import { accountLink } from './links'
import { ORDER_NUMBER } from '../orders/numbers'
import { isSerial } from './account-data'
import { invalidLink, notLoggedIn } from './messages'
import { customerOfSession, sessionTokenOf } from './service'
import { hashToken, newSecretToken, SECRET_TOKEN } from './tokens'

// Guest orders and tickets made with an account's address (issue 18, point 3). A stranger
// can type anybody's address into the checkout or the ticket form; what they file stays out
// of the account (its lists, its data export, its premium status) until the holder adds it:
// by the link of a mail to the address (a page with a button posts the token, so a mail
// scanner opening the link adds nothing), or while logged in, from the account area's list
// of "placed with your address without login". That list shows only numbers, dates, totals
// and product names, never the guest's free text, so it cannot carry a planted message.

/** How long the mailed claim link works, counted from the order or ticket. */
export const CLAIM_LINK_DAYS = 30
const CLAIM_WINDOW = sql`now() - ${`${CLAIM_LINK_DAYS} days`}::interval`
/** At most this many items per logged-in claim. */
const MAX_CLAIM_ITEMS = 50

type Tx = Pick<HubDb, 'update' | 'insert'>

export type ClaimItem =
  { kind: 'order'; id: string; number: string } | { kind: 'ticket'; id: number; number: string }

/** Stores the hash of a fresh claim link on the item and mails the link to the holder. */
export async function queueClaimMail(
  tx: Tx,
  args: { publicBaseUrl: string; holder: CustomerRow; item: ClaimItem },
): Promise<void> {
  const { holder, item } = args
  const token = newSecretToken()
  if (item.kind === 'order') {
    await tx
      .update(orders)
      .set({ claimTokenHash: hashToken(token) })
      .where(eq(orders.id, item.id))
  } else {
    await tx
      .update(supportTickets)
      .set({ claimTokenHash: hashToken(token) })
      .where(eq(supportTickets.id, item.id))
  }
  await enqueueMail(tx, {
    kind: 'guest-claim',
    to: holder.email,
    locale: holder.locale,
    ...mailTemplates.guestClaim(
      holder.locale,
      item,
      accountLink(args.publicBaseUrl, holder.locale, 'claim', token),
    ),
  })
}

/** The live account (or checkout record) of an address, if any. */
export async function recordOfAddress(
  db: Pick<HubDb, 'select'>,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.email, email.toLowerCase()), isNull(customers.deletedAt)))
  return row
}

/**
 * Detaches what guests filed in a password-less record (it never had a login, so nothing in
 * it is the holder's own doing) when a registration link proves the address: the items go
 * back to the claim list instead of arriving in an account its holder never confirmed.
 */
export async function releaseGuestItems(tx: Pick<HubDb, 'update'>, customerId: number) {
  await tx.update(orders).set({ customerId: null }).where(eq(orders.customerId, customerId))
  await tx
    .update(supportTickets)
    .set({ customerId: null })
    .where(eq(supportTickets.customerId, customerId))
}

const ticketOfAddress = (email: string) =>
  and(isNull(supportTickets.customerId), sql`lower(${supportTickets.email}) = ${email}`)
const orderOfAddress = (email: string) => and(isNull(orders.customerId), eq(orders.email, email))

/** What the account area lists for the holder to add: no free text of the guest's. */
export async function claimableOf(db: Pick<HubDb, 'select'>, customer: CustomerRow) {
  const [orderRows, itemRows, ticketRows] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        placedAt: orders.placedAt,
        currency: orders.currency,
        totalGross: orders.totalGross,
      })
      .from(orders)
      .where(orderOfAddress(customer.email))
      .orderBy(desc(orders.placedAt)),
    db
      .select({
        orderNumber: orders.orderNumber,
        name: orderItems.name,
        position: orderItems.position,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(orderOfAddress(customer.email))
      .orderBy(orderItems.position),
    db
      .select({
        id: supportTickets.id,
        createdAt: supportTickets.createdAt,
        topic: supportTickets.topic,
        locale: supportTickets.locale,
        nameDe: products.nameDe,
        nameEn: products.nameEn,
      })
      .from(supportTickets)
      .leftJoin(products, eq(products.id, supportTickets.productId))
      .where(ticketOfAddress(customer.email))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id)),
  ])
  return {
    orders: orderRows.map((row) => ({
      orderNumber: row.orderNumber,
      placedAt: row.placedAt.toISOString(),
      total: { currency: row.currency, amount: row.totalGross },
      productNames: itemRows.filter((i) => i.orderNumber === row.orderNumber).map((i) => i.name),
    })),
    tickets: ticketRows.map((row) => ({
      ticketNumber: `T-${row.id}`,
      createdAt: row.createdAt.toISOString(),
      topic: row.topic,
      productName: (row.locale === 'de' ? row.nameDe : row.nameEn) ?? '',
    })),
  }
}

const claimBody = z
  .object({
    orders: z.array(z.string().regex(ORDER_NUMBER)).max(MAX_CLAIM_ITEMS).default([]),
    tickets: z
      // Ids beyond int4 would reach PostgreSQL as an out-of-range value (22003, a 500).
      .array(
        z
          .string()
          .regex(/^(?:T-)?[1-9][0-9]{0,9}$/i)
          .refine((t) => isSerial(t.replace(/^T-/i, ''))),
      )
      .max(MAX_CLAIM_ITEMS)
      .default([]),
  })
  .strict()

const tokenBody = z.object({ token: z.string().max(200) })

export interface ClaimRoutesOptions {
  database: HubDatabase
}

export const claimRoutes: FastifyPluginAsync<ClaimRoutesOptions> = async (app, options) => {
  const { db } = options.database

  async function me(request: FastifyRequest) {
    const found = await customerOfSession(db, sessionTokenOf(request))
    if (!found) throw notLoggedIn(requestLocale(request))
    return found.customer
  }

  app.get('/v1/accounts/me/claimable', async (request) => claimableOf(db, await me(request)))

  // The logged-in holder adds what was placed with the account's address.
  app.post('/v1/accounts/me/claims', async (request) => {
    const customer = await me(request)
    const locale = requestLocale(request)
    const body = claimBody.safeParse(request.body ?? {})
    if (!body.success) {
      throw fieldError(locale, {
        items: locale === 'de' ? 'Bitte wählen Sie gültige Einträge' : 'Please choose valid items',
      })
    }
    const ticketIds = body.data.tickets.map((t) => Number(t.replace(/^T-/i, '')))
    return db.transaction(async (tx) => {
      const claimedOrders = body.data.orders.length
        ? await tx
            .update(orders)
            .set({ customerId: customer.id, claimTokenHash: null })
            .where(
              and(orderOfAddress(customer.email), inArray(orders.orderNumber, body.data.orders)),
            )
            .returning({ orderNumber: orders.orderNumber })
        : []
      const claimedTickets = ticketIds.length
        ? await tx
            .update(supportTickets)
            .set({ customerId: customer.id, claimTokenHash: null })
            .where(and(ticketOfAddress(customer.email), inArray(supportTickets.id, ticketIds)))
            .returning({ id: supportTickets.id })
        : []
      request.log.info(
        { customerId: customer.id, orders: claimedOrders.length, tickets: claimedTickets.length },
        'guest items claimed',
      )
      return {
        orders: claimedOrders.map((o) => o.orderNumber),
        tickets: claimedTickets.map((t) => `T-${t.id}`),
      }
    })
  })

  // The mailed link's page posts its token here. The item joins the account that has its
  // address now: the link only works for the holder of that address.
  app.post(
    '/v1/claims/confirmations',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const locale = requestLocale(request)
      const body = tokenBody.safeParse(request.body ?? {})
      if (!body.success || !SECRET_TOKEN.test(body.data.token)) throw invalidLink(locale)
      const hash = hashToken(body.data.token)
      const claimed = await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, number: orders.orderNumber, email: orders.email })
          .from(orders)
          .where(
            and(
              eq(orders.claimTokenHash, hash),
              isNull(orders.customerId),
              gt(orders.placedAt, CLAIM_WINDOW),
            ),
          )
        if (order) {
          const holder = await recordOfAddress(tx, order.email)
          if (!holder) return undefined
          await tx
            .update(orders)
            .set({ customerId: holder.id, claimTokenHash: null })
            .where(and(eq(orders.id, order.id), isNull(orders.customerId)))
          return { kind: 'order' as const, number: order.number, locale: holder.locale }
        }
        const [ticket] = await tx
          .select({ id: supportTickets.id, email: supportTickets.email })
          .from(supportTickets)
          .where(
            and(
              eq(supportTickets.claimTokenHash, hash),
              isNull(supportTickets.customerId),
              gt(supportTickets.createdAt, CLAIM_WINDOW),
            ),
          )
        if (!ticket) return undefined
        const holder = await recordOfAddress(tx, ticket.email)
        if (!holder) return undefined
        await tx
          .update(supportTickets)
          .set({ customerId: holder.id, claimTokenHash: null })
          .where(and(eq(supportTickets.id, ticket.id), isNull(supportTickets.customerId)))
        return { kind: 'ticket' as const, number: `T-${ticket.id}`, locale: holder.locale }
      })
      if (!claimed) throw invalidLink(locale)
      request.log.info({ kind: claimed.kind }, 'guest item claimed by mailed link')
      return claimed
    },
  )
}
