import { Readable } from 'node:stream'
import type { DataSourceConfig } from '@apollo/datasource-rest'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { SHOP_CURRENCIES } from '@schaufenster/contract'
import { GraphQLError } from 'graphql'
import { z } from 'zod'
import type { GraphConfig } from '../config'
import {
  analystKeyFrom,
  ConversionsAPI,
  type ConversionFilterRest,
} from '../datasources/conversions-api'
import { conversionRowOf, type ConversionRow } from './conversion-row'
import { CSV_COLUMNS } from './conversion-csv-columns'
import { csvRecord } from './csv'

// GET /analytics/conversions.csv: the rows of the `conversions` query as CSV, for an analyst
// key (Authorization: Bearer). The gateway reads the hub page by page (200 conversions each,
// the largest page) and writes each page as it arrives, so a year of orders never sits in
// memory; the figures are the pricing module's, exactly as GraphQL answers them.

export const CSV_PAGE_SIZE = 200

const DAY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
  )

const querySchema = z
  .object({
    from: DAY,
    to: DAY,
    currency: z.enum(SHOP_CURRENCIES).optional(),
    source: z.enum(['AFFILIATE', 'DIRECT']).optional(),
    coupon: z.string().max(64).optional(),
    productId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'to is before from' })

const money = (major: number) => major.toFixed(2)

/** One conversion as a CSV record, in the order of CSV_COLUMNS. */
export function conversionRecord(row: ConversionRow): string {
  const placedAt =
    typeof row.placedAt === 'string' ? row.placedAt : new Date(row.placedAt).toISOString()
  return csvRecord([
    row.orderId,
    placedAt,
    row.currency,
    row.pageType,
    row.cjeventOrder,
    row.coupon,
    row.customerStatus,
    row.items.reduce((sum, item) => sum + item.quantity, 0),
    money(row.amount),
    money(row.discount),
    row.items
      .map(
        (item) =>
          `${item.itemId}×${item.quantity}@${money(item.unitPrice)}-${money(item.discount ?? 0)}`,
      )
      .join('; '),
  ])
}

function refuse(
  reply: FastifyReply,
  status: 400 | 401 | 503,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  if (status === 401) reply.header('www-authenticate', 'Bearer')
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error: { code, message, ...(fields ? { fields } : {}) } })
}

export function registerConversionsCsv(
  app: FastifyInstance,
  config: Pick<
    GraphConfig,
    'HUB_V1_URL' | 'AFFILIATE_ENTERPRISE_ID' | 'AFFILIATE_ACTION_TRACKER_ID'
  >,
  dataSourceConfig: DataSourceConfig,
) {
  const ids = {
    enterpriseId: config.AFFILIATE_ENTERPRISE_ID,
    actionTrackerId: config.AFFILIATE_ACTION_TRACKER_ID,
  }

  app.get('/analytics/conversions.csv', async (request, reply) => {
    // Whatever the outcome: an analyst's figures are never kept by a cache on the way.
    reply.header('cache-control', 'no-store')
    const analystKey = analystKeyFrom(request.headers.authorization)
    if (!analystKey) {
      return refuse(
        reply,
        401,
        'UNAUTHENTICATED',
        'An analyst key is required (Authorization: Bearer <key>).',
      )
    }
    const parsed = querySchema.safeParse(request.query)
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), 'invalid']),
      )
      return refuse(
        reply,
        400,
        'BAD_REQUEST',
        'from and to are days (YYYY-MM-DD, from not after to); currency EUR, USD, GBP or CHF; source AFFILIATE or DIRECT; coupon up to 64 characters; productId a positive integer.',
        fields,
      )
    }
    const { from, to, currency, source, coupon, productId } = parsed.data
    const filter: ConversionFilterRest = {
      currency: currency ?? null,
      source: source === undefined ? null : source === 'AFFILIATE' ? 'affiliate' : 'direct',
      coupon: coupon ?? null,
      productId: productId ?? null,
    }
    const api = new ConversionsAPI(
      config.HUB_V1_URL,
      { requestId: request.id, analystKey },
      dataSourceConfig,
    )
    const pageAfter = (after: string | null) =>
      api.conversions({ from, to, first: CSV_PAGE_SIZE, after, filter })

    // The first page before any byte is sent: a wrong key or a hub failure is still a status.
    let first: Awaited<ReturnType<typeof pageAfter>>
    try {
      first = await pageAfter(null)
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions['code'] : undefined
      if (code === 'UNAUTHENTICATED')
        return refuse(reply, 401, 'UNAUTHENTICATED', 'The analyst key is not valid.')
      if (code === 'BAD_USER_INPUT')
        return refuse(reply, 400, 'BAD_REQUEST', 'The query parameters are not valid.')
      request.log.warn({ err: error }, 'conversions CSV: the hub did not answer')
      return refuse(
        reply,
        503,
        'SERVICE_UNAVAILABLE',
        'A backend service is unavailable, please retry.',
      )
    }

    async function* records() {
      yield csvRecord(CSV_COLUMNS)
      let page = first
      for (;;) {
        yield page.items
          .map(({ conversion }) => conversionRecord(conversionRowOf(conversion, ids)))
          .join('')
        if (!page.hasNextPage || !page.endCursor) return
        // Pulled only when the client has read the previous page (Readable.from's backpressure).
        page = await pageAfter(page.endCursor)
      }
    }
    const body = Readable.from(records(), { objectMode: false })
    // A failure after the header is sent can only cut the download short; it is logged.
    body.on('error', (error) => request.log.error({ err: error }, 'conversions CSV stream failed'))
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="conversions-${from}-${to}.csv"`)
      .send(body)
  })
}
