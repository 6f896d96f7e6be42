import { and, asc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { HubDatabase } from '../db/database'
import { orderItems, orders } from '../db/schema-orders'
import { HttpError } from '../http/errors'
import { ORDER_NUMBER } from '../orders/numbers'
import { conversionViews } from './conversion-view'
import { requireAnalyst } from './keys'

// The analysts' conversion API: the conversions of a date range or of one order (the gateway
// turns each into the §9 conversion) and figures per period, product, coupon or customer
// status, summed in SQL. An analyst key reads conversion figures only (conversion-view.ts):
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

// §9 in SQL, on gross minor units: tax = gross − gross/(100+rate)×100 rounded to 3 decimals
// of the major unit, then to cents; numeric rounds half away from zero like the gateway.
const netOf = (
  gross: SQL | typeof orderItems.offerPriceGross,
  rate: typeof orders.taxVatPercentage,
) =>
  sql`(${gross} - round(round(${gross}::numeric / 100 - ${gross}::numeric / 100 / (100 + ${rate}::numeric) * 100, 3) * 100))`

// The conversion amount: Σ (unit price − unit tax) × quantity of the lines, kept on the
// order as net_amount when it is placed (migration 0005 filled it for older orders).
const couponDiscountNet = sql`(case when coalesce(${orders.couponDiscount}, 0) > 0 then ${netOf(sql`${orders.couponDiscount}`, orders.taxVatPercentage)} else 0 end)`
// The customer's first order: sequence 0, i.e. an order number ending in "-0".
const isNew = sql`${orders.sequence} = 0`

// The period a order falls in; the same expression as the planner statistics of migration
// 0005, so a year by day is one hash aggregate over an index-only scan.
const periodStart = (unit: 'day' | 'week' | 'month') =>
  sql`date_trunc(${sql.raw(`'${unit}'`)}, ${orders.placedAt} at time zone 'UTC')`
const periodKey = (unit: 'day' | 'week' | 'month') =>
  sql<string>`to_char(${periodStart(unit)}, ${sql.raw(unit === 'month' ? `'YYYY-MM'` : `'YYYY-MM-DD'`)})`

export interface ConversionStatRest {
  key: string
  orders: number
  amount: number
  discount: number
  newCustomers: number
  returningCustomers: number
}

export const analystRoutes: FastifyPluginAsync<AnalystRoutesOptions> = async (app, options) => {
  const { db } = options.database

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get('/v1/conversions', async (request) => {
    await requireAnalyst(db, request)
    const { from, to } = rangeOf(request.query)
    const page = pageSchema.safeParse(request.query)
    if (!page.success) throw new HttpError(400, 'BAD_REQUEST', 'first is 1 to 200; after a cursor')
    const after = page.data.after === undefined ? undefined : decodeCursor(page.data.after)
    if (after === null) throw new HttpError(400, 'BAD_REQUEST', 'after is not a valid cursor')
    const rows = await db
      .select()
      .from(orders)
      .where(
        and(
          gte(orders.placedAt, from),
          lt(orders.placedAt, to),
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

  app.get('/v1/conversion-stats', async (request) => {
    await requireAnalyst(db, request)
    const { from, to } = rangeOf(request.query)
    const parsed = statsSchema.safeParse(request.query)
    if (!parsed.success) {
      throw new HttpError(400, 'BAD_REQUEST', `groupBy is one of ${GROUP_BYS.join(', ')}`, {
        groupBy: 'invalid',
      })
    }
    const inRange = and(gte(orders.placedAt, from), lt(orders.placedAt, to))
    const { groupBy } = parsed.data
    let rows: ConversionStatRest[]
    if (groupBy === 'product') {
      // A coupon is not attributable to one product: a product's discount is its offer discount.
      const offerDiscount = sql`(case when ${orderItems.offerProduct} and ${orderItems.offerPriceGross} is not null then greatest(0, ${netOf(sql`${orderItems.offerPriceGross}`, orders.taxVatPercentage)} - (${orderItems.unitPriceGross} - ${orderItems.unitTax})) * ${orderItems.qty} else 0 end)`
      const key = sql<string>`${orderItems.productId}::text`
      rows = await db
        .select({
          key,
          orders: sql<number>`count(distinct ${orders.id})::int`,
          amount: sql<number>`coalesce(sum((${orderItems.unitPriceGross} - ${orderItems.unitTax}) * ${orderItems.qty}), 0)::float8`,
          discount: sql<number>`coalesce(sum(${offerDiscount}), 0)::float8`,
          newCustomers: sql<number>`(count(distinct ${orders.id}) filter (where ${isNew}))::int`,
          returningCustomers: sql<number>`(count(distinct ${orders.id}) filter (where not ${isNew}))::int`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(inRange)
        .groupBy(orderItems.productId)
        .orderBy(asc(orderItems.productId))
    } else {
      const byPeriod = groupBy === 'day' || groupBy === 'week' || groupBy === 'month'
      const key =
        groupBy === 'coupon'
          ? sql<string>`coalesce(${orders.couponCode}, '')`
          : groupBy === 'customer_status'
            ? sql<string>`(case when ${isNew} then 'new' else 'return' end)`
            : periodKey(groupBy)
      // Grouped by the period's start (not its text), ordered by it; sums in float8, since
      // a year of orders in one group passes 2^31 cents.
      const group = byPeriod ? periodStart(groupBy) : sql`1`
      rows = await db
        .select({
          key,
          orders: sql<number>`count(*)::int`,
          amount: sql<number>`coalesce(sum(${orders.netAmount}), 0)::float8`,
          discount: sql<number>`coalesce(sum(${couponDiscountNet}), 0)::float8`,
          newCustomers: sql<number>`(count(*) filter (where ${isNew}))::int`,
          returningCustomers: sql<number>`(count(*) filter (where not ${isNew}))::int`,
        })
        .from(orders)
        .where(inRange)
        .groupBy(group)
        .orderBy(group)
    }
    return { groupBy, from: from.toISOString(), to: to.toISOString(), stats: rows }
  })
}
