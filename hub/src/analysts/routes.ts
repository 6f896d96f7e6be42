import { and, asc, eq, exists, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { HubDatabase } from '../db/database'
import { CURRENCIES } from '../db/schema'
import { orderItems, orders } from '../db/schema-orders'
import { HttpError } from '../http/errors'
import { ORDER_NUMBER } from '../orders/numbers'
import { conversionViews } from './conversion-view'
import { requireAnalyst } from './keys'

// The analysts' conversion API: the conversions of a date range or of one order (the gateway
// turns each into the §9 conversion), filtered by currency, source, coupon and product, and
// totals and figures per period, product, coupon or customer status, summed in SQL per
// currency (amounts in different currencies are never added). An analyst key reads conversion figures only (conversion-view.ts):
// never who bought, nor licence keys, and it opens no other endpoint of the hub.

export interface AnalystRoutesOptions {
  database: HubDatabase
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })])
const rangeSchema = z.object({ from: instant, to: instant })

/** `from` is inclusive; a `to` day counts whole, a `to` instant is exclusive. */
function rangeOf(query: unknown): { from: Date; to: Date } {
  const parsed = rangeSchema.safeParse(query)
  if (!parsed.success) {
    throw new HttpError(400, 'BAD_REQUEST', 'from and to are dates (YYYY-MM-DD) or ISO instants', {
      ...(parsed.error.issues.some((i) => i.path[0] === 'from') ? { from: 'invalid' } : {}),
      ...(parsed.error.issues.some((i) => i.path[0] === 'to') ? { to: 'invalid' } : {}),
    })
  }
  const from = new Date(
    DAY.test(parsed.data.from) ? `${parsed.data.from}T00:00:00Z` : parsed.data.from,
  )
  const to = new Date(DAY.test(parsed.data.to) ? `${parsed.data.to}T00:00:00Z` : parsed.data.to)
  if (DAY.test(parsed.data.to)) to.setUTCDate(to.getUTCDate() + 1)
  if (!(from < to)) throw new HttpError(400, 'BAD_REQUEST', 'from must be before to')
  return { from, to }
}

const pageSchema = z.object({
  first: z.coerce.number().int().min(1).max(200).default(50),
  after: z.string().max(200).optional(),
})

// Cursor: base64url of "<placed_at ISO>|<order id>", the sort key of the last order seen.
const encodeCursor = (placedAt: Date, id: string) =>
  Buffer.from(`${placedAt.toISOString()}|${id}`, 'utf8').toString('base64url')

function decodeCursor(cursor: string): { placedAt: Date; id: string } | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([0-9a-f-]{36})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  )
  if (!match?.[1] || !match[2]) return null
  const placedAt = new Date(match[1])
  return Number.isNaN(placedAt.getTime()) ? null : { placedAt, id: match[2] }
}

export const GROUP_BYS = ['day', 'week', 'month', 'product', 'coupon', 'customer_status'] as const
const statsSchema = z.object({ groupBy: z.enum(GROUP_BYS) })

// Which conversions count besides the range (all optional, combined with AND). Each becomes
// a bound parameter of the WHERE clause, never SQL text.
const filterSchema = z.object({
  currency: z.enum(CURRENCIES).optional(),
  // affiliate: placed with a click id; direct: without one.
  source: z.enum(['affiliate', 'direct']).optional(),
  // Exact code; '' means orders without a coupon.
  coupon: z.string().max(64).optional(),
  productId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
})

export type ConversionFilter = z.infer<typeof filterSchema>

function filterOf(query: unknown): ConversionFilter {
  const parsed = filterSchema.safeParse(query)
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), 'invalid']),
    )
    throw new HttpError(
      400,
      'BAD_REQUEST',
      'currency is EUR, USD, GBP or CHF; source affiliate or direct; coupon up to 64 characters; productId a positive integer',
      fields,
    )
  }
  return parsed.data
}

/** The WHERE clause of a range and a filter, on `orders`. */
function whereOf(range: { from: Date; to: Date }, filter: ConversionFilter): SQL | undefined {
  return and(
    gte(orders.placedAt, range.from),
    lt(orders.placedAt, range.to),
    filter.currency === undefined ? undefined : eq(orders.currency, filter.currency),
    filter.source === undefined
      ? undefined
      : filter.source === 'affiliate'
        ? sql`coalesce(${orders.cjEvent}, '') <> ''`
        : sql`coalesce(${orders.cjEvent}, '') = ''`,
    filter.coupon === undefined
      ? undefined
      : filter.coupon === ''
        ? sql`coalesce(${orders.couponCode}, '') = ''`
        : eq(orders.couponCode, filter.coupon),
    filter.productId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productId} = ${filter.productId})`,
        ),
  )
}

// What the buyer paid per licence, net: the price and tax the order stored when it was
// placed (the pricing module's figures then), as the conversion rows read them.
const paidNet = sql`(${orderItems.unitPriceGross} - ${orderItems.unitTax})`
// A line's part of the §9 conversion amount: (unit price − discount) × qty. For an offer
// product the unit price is the offer (strike) price net and the discount takes it down to
// the paid price net (never below 0), so the difference is the smaller of the two.
// Every net figure here is one the pricing module stored with the order (orders/record.ts):
// the §9 formula is never written again in SQL.
const lineNet = sql`(case when ${orderItems.offerProduct} and ${orderItems.offerPriceNet} is not null then least(${orderItems.offerPriceNet}, ${paidNet}) else ${paidNet} end)`
const lineAmount = sql`(${lineNet} * ${orderItems.qty})`

// The §9 coupon discount: the resulting discount net of its tax share; 0 without one.
const couponDiscountNet = orders.couponDiscountNet
// The customer's first order: sequence 0, i.e. an order number ending in "-0".
const isNew = sql`${orders.sequence} = 0`

// The period a order falls in (UTC).
const periodStart = (unit: 'day' | 'week' | 'month') =>
  sql`date_trunc(${sql.raw(`'${unit}'`)}, ${orders.placedAt} at time zone 'UTC')`
const periodKey = (unit: 'day' | 'week' | 'month') =>
  sql<string>`to_char(${periodStart(unit)}, ${sql.raw(unit === 'month' ? `'YYYY-MM'` : `'YYYY-MM-DD'`)})`

// Figures of the orders table alone, so a year by day stays one scan of the covering
// placed_at index (migration 0010). The amount is net_amount, the §9 conversion amount the
// order stored when it was placed: Σ (unit price − unit tax) × qty of its lines; items is the
// licence count it stored beside it. Sums in float8, since a year of orders in one group
// passes 2^31 minor units.
const orderFigures = {
  orders: sql<number>`count(*)::int`,
  items: sql<number>`coalesce(sum(${orders.itemCount}), 0)::float8`,
  amount: sql<number>`coalesce(sum(${orders.netAmount}), 0)::float8`,
  discount: sql<number>`coalesce(sum(${couponDiscountNet}), 0)::float8`,
}

export interface ConversionStatRest {
  key: string
  currency: string
  orders: number
  items: number
  amount: number
  discount: number
  newCustomers: number
  returningCustomers: number
}

export interface ConversionTotalsRest {
  currency: string
  orders: number
  items: number
  amount: number
  discount: number
}

export const analystRoutes: FastifyPluginAsync<AnalystRoutesOptions> = async (app, options) => {
  const { db } = options.database

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get('/v1/conversions', async (request) => {
    await requireAnalyst(db, request)
    const range = rangeOf(request.query)
    const filter = filterOf(request.query)
    const page = pageSchema.safeParse(request.query)
    if (!page.success) throw new HttpError(400, 'BAD_REQUEST', 'first is 1 to 200; after a cursor')
    const after = page.data.after === undefined ? undefined : decodeCursor(page.data.after)
    if (after === null) throw new HttpError(400, 'BAD_REQUEST', 'after is not a valid cursor')
    const rows = await db
      .select()
      .from(orders)
      .where(
        and(
          whereOf(range, filter),
          after
            ? or(
                gt(orders.placedAt, after.placedAt),
                and(eq(orders.placedAt, after.placedAt), gt(orders.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(orders.placedAt), asc(orders.id))
      .limit(page.data.first + 1)
    const pageRows = rows.slice(0, page.data.first)
    const last = pageRows.at(-1)
    const views = await conversionViews(db, pageRows)
    return {
      items: pageRows.map((row, index) => ({
        cursor: encodeCursor(row.placedAt, row.id),
        conversion: views[index],
      })),
      hasNextPage: rows.length > page.data.first,
      endCursor: last ? encodeCursor(last.placedAt, last.id) : null,
    }
  })

  app.get('/v1/conversions/:orderNumber', async (request) => {
    await requireAnalyst(db, request)
    const { orderNumber } = request.params as { orderNumber: string }
    const [row] = ORDER_NUMBER.test(orderNumber)
      ? await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1)
      : []
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such order')
    const [conversion] = await conversionViews(db, [row])
    return { conversion }
  })

  // One row per currency present: amounts of different currencies are never added up.
  app.get('/v1/conversion-totals', async (request) => {
    await requireAnalyst(db, request)
    const range = rangeOf(request.query)
    const filter = filterOf(request.query)
    const where = whereOf(range, filter)
    const totals: ConversionTotalsRest[] = await db
      .select({ currency: orders.currency, ...orderFigures })
      .from(orders)
      .where(where)
      .groupBy(orders.currency)
      .orderBy(asc(orders.currency))
    return { from: range.from.toISOString(), to: range.to.toISOString(), totals }
  })

  // One stat per group and currency, ordered by group then currency.
  app.get('/v1/conversion-stats', async (request) => {
    await requireAnalyst(db, request)
    const range = rangeOf(request.query)
    const parsed = statsSchema.safeParse(request.query)
    if (!parsed.success) {
      throw new HttpError(400, 'BAD_REQUEST', `groupBy is one of ${GROUP_BYS.join(', ')}`, {
        groupBy: 'invalid',
      })
    }
    const filter = filterOf(request.query)
    const where = whereOf(range, filter)
    const { groupBy } = parsed.data
    let rows: ConversionStatRest[]
    if (groupBy === 'product') {
      // A coupon is not attributable to one product: a product's discount is its offer
      // discount, (offer price net − paid price net) × qty, as the conversion items carry it.
      const offerDiscount = sql`(case when ${orderItems.offerProduct} and ${orderItems.offerPriceNet} is not null then greatest(0, ${orderItems.offerPriceNet} - ${paidNet}) * ${orderItems.qty} else 0 end)`
      const key = sql<string>`${orderItems.productId}::text`
      rows = await db
        .select({
          key,
          currency: orders.currency,
          orders: sql<number>`count(distinct ${orders.id})::int`,
          items: sql<number>`coalesce(sum(${orderItems.qty}), 0)::float8`,
          amount: sql<number>`coalesce(sum(${lineAmount}), 0)::float8`,
          discount: sql<number>`coalesce(sum(${offerDiscount}), 0)::float8`,
          newCustomers: sql<number>`(count(distinct ${orders.id}) filter (where ${isNew}))::int`,
          returningCustomers: sql<number>`(count(distinct ${orders.id}) filter (where not ${isNew}))::int`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(where)
        .groupBy(orderItems.productId, orders.currency)
        .orderBy(asc(orderItems.productId), asc(orders.currency))
    } else {
      const byPeriod = groupBy === 'day' || groupBy === 'week' || groupBy === 'month'
      const keyExpression =
        groupBy === 'coupon'
          ? sql`coalesce(${orders.couponCode}, '')`
          : groupBy === 'customer_status'
            ? sql`(case when ${isNew} then 'new' else 'return' end)`
            : periodStart(groupBy)
      const key = byPeriod ? periodKey(groupBy) : sql<string>`${keyExpression}`
      // Grouped by the period's start (not its text) and ordered by it.
      rows = await db
        .select({
          key,
          currency: orders.currency,
          ...orderFigures,
          newCustomers: sql<number>`(count(*) filter (where ${isNew}))::int`,
          returningCustomers: sql<number>`(count(*) filter (where not ${isNew}))::int`,
        })
        .from(orders)
        .where(where)
        .groupBy(keyExpression, orders.currency)
        .orderBy(keyExpression, asc(orders.currency))
    }
    return { groupBy, from: range.from.toISOString(), to: range.to.toISOString(), stats: rows }
  })
}
