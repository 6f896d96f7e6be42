import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { CSV_COLUMNS } from '../../../graph/src/analytics/conversion-csv-columns'
import { createAnalystKey } from '../../../hub/src/analysts/keys'
import { bootGatewayOver } from '../graph/harness'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { pressOnHostedPage } from '../orders/hosted-payment'
import { billingAddressIn } from '../../support/billing-address'

// Issue 20, points 4 and 5: the analysts' conversion API over real orders in four
// currencies — figures per currency, totals, filters, paging, the cost of a full page and the
// CSV export, all compared with the conversion rows the gateway answers.

interface Answer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string } }[]
}

interface Row {
  orderId: string
  currency: string
  amount: number
  discount: number
  coupon: string
  cjeventOrder: string
  customerStatus: string
  pageType: string
  placedAt: string
  source: 'AFFILIATE' | 'DIRECT'
  items: { itemId: string; quantity: number; unitPrice: number; discount: number | null }[]
}

const ROW_FIELDS = /* GraphQL */ `
  enterpriseId pageType orderId actionTrackerId currency amount cjeventOrder discount coupon
  items { unitPrice itemId quantity discount } customerStatus placedAt source
  postback { status attempts lastAttemptAt sentAt nextAttemptAt lastError }
`

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const FROM = day(-1)
const TO = day(1)

type Filter = {
  currency?: string
  source?: 'AFFILIATE' | 'DIRECT'
  coupon?: string
  productId?: number
}

/** The filter applied to rows in JavaScript: the expectation for the hub's SQL. */
const matches = (row: Row, filter: Filter) =>
  (filter.currency === undefined || row.currency === filter.currency) &&
  (filter.source === undefined || row.source === filter.source) &&
  (filter.coupon === undefined || row.coupon === filter.coupon) &&
  (filter.productId === undefined || row.items.some((i) => i.itemId === String(filter.productId)))

const cents = (major: number) => Math.round(major * 100)
const itemsOf = (row: Row) => row.items.reduce((sum, item) => sum + item.quantity, 0)

/** Per-currency totals of rows, in cents, ordered by currency. */
function totalsOf(rows: Row[]) {
  const byCurrency = new Map<
    string,
    { orders: number; items: number; amount: number; discount: number }
  >()
  for (const row of rows) {
    const total = byCurrency.get(row.currency) ?? { orders: 0, items: 0, amount: 0, discount: 0 }
    total.orders += 1
    total.items += itemsOf(row)
    total.amount += cents(row.amount)
    total.discount += cents(row.discount)
    byCurrency.set(row.currency, total)
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, total]) => ({ currency, ...total }))
}

/** RFC 4180, read independently of the writer under test. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += char
  }
  expect(field).toBe('') // every record ends with CRLF
  return records
}

describe.each(databaseTargets())('the analysts’ conversion API on $name', (target) => {
  let hub: BootedHub
  let graph: GraphApp
  let analystKey: string
  let hubConversionRequests = 0
  let all: Row[] = []

  async function execute<T>(query: string, variables: object = {}, headers = {}) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    })
    return response.json() as Answer<T>
  }
  const asAnalyst = <T>(query: string, variables: object = {}) =>
    execute<T>(query, variables, { authorization: `Bearer ${analystKey}` })

  let placed = 0
  let buyerToken = ''
  async function place(order: {
    currency: 'EUR' | 'USD' | 'GBP' | 'CHF'
    country: string
    items: { productId: number; qty: number }[]
    coupon?: string
    cjEvent?: string
    email: string
  }) {
    const cart = await hub.app.inject({
      method: 'PATCH',
      url: '/cart?locale=en',
      payload: {
        items: order.items,
        currency: order.currency,
        ...(order.coupon ? { coupon: order.coupon } : {}),
      },
    })
    expect(cart.statusCode).toBe(200)
    const token = (cart.json() as { cart: { token: string } }).cart.token
    placed += 1
    const answer = await execute<{
      placeOrder: {
        __typename: string
        accessToken?: string
        paymentUrl?: string
        order?: { orderNumber: string }
      }
    }>(
      `mutation Place($input: PlaceOrderInput!, $key: String!) {
        placeOrder(input: $input, idempotencyKey: $key, locale: en) {
          __typename ... on OrderPlaced { accessToken paymentUrl order { orderNumber } }
        }
      }`,
      {
        key: `analyst-api-order-${placed}`,
        input: {
          email: order.email,
          name: 'Erika Mustermann',
          country: order.country,
          ...billingAddressIn(order.country),
          acceptTerms: true,
          waiveWithdrawal: true,
          ...(order.cjEvent ? { cjEvent: order.cjEvent } : {}),
        },
      },
      { 'x-abs-carttoken': token },
    )
    expect(answer.data?.placeOrder.__typename, JSON.stringify(answer)).toBe('OrderPlaced')
    // Paid by card on the hosted test page (decision 0022): only a paid order converts.
    await pressOnHostedPage(hub.app, answer.data!.placeOrder.paymentUrl!, 'pay')
    buyerToken = answer.data!.placeOrder.accessToken!
    return answer.data!.placeOrder.order!.orderNumber
  }

  async function rowsWith(filter?: Filter, first = 200): Promise<Row[]> {
    const rows: Row[] = []
    let after: string | null = null
    for (;;) {
      const answer: Answer<{
        conversions: {
          edges: { node: Row }[]
          pageInfo: { endCursor: string | null; hasNextPage: boolean }
        }
      }> = await asAnalyst(
        `query Rows($filter: ConversionFilter, $after: String, $first: Int) {
          conversions(from: "${FROM}", to: "${TO}", first: $first, after: $after, filter: $filter) {
            edges { node { ${ROW_FIELDS} } }
            pageInfo { endCursor hasNextPage }
          }
        }`,
        { filter, after, first },
      )
      expect(answer.errors).toBeUndefined()
      rows.push(...answer.data!.conversions.edges.map((edge) => edge.node))
      if (!answer.data!.conversions.pageInfo.hasNextPage) return rows
      after = answer.data!.conversions.pageInfo.endCursor
    }
  }

  async function totalsWith(filter?: Filter) {
    const answer = await asAnalyst<{
      conversionTotals: {
        currency: string
        orders: number
        items: number
        amount: number
        discount: number
      }[]
    }>(
      `query Totals($filter: ConversionFilter) {
        conversionTotals(from: "${FROM}", to: "${TO}", filter: $filter) { currency orders items amount discount }
      }`,
      { filter },
    )
    expect(answer.errors).toBeUndefined()
    return answer.data!.conversionTotals.map((t) => ({
      ...t,
      amount: cents(t.amount),
      discount: cents(t.discount),
    }))
  }

  beforeAll(async () => {
    hub = await bootHub(target, {
      beforeReady: (app) =>
        app.addHook('onRequest', async (request) => {
          if (request.url.startsWith('/v1/conversions?')) hubConversionRequests += 1
        }),
    })
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '10000' })
    analystKey = (await createAnalystKey(hub.database.db, 'analyst-api')).key
    // Products 1 and 2 include an offer product (strike price), so the §9 item discount
    // shows; the countries give four VAT rates (19 %, 20 %, 21 %, 17 %).
    await place({
      currency: 'EUR',
      country: 'DE',
      items: [
        { productId: 1, qty: 2 },
        { productId: 2, qty: 1 },
      ],
      coupon: 'FRUEHLING20',
      cjEvent: 'cje-eur-1',
      email: 'analyst-eur@example.org',
    })
    await place({
      currency: 'USD',
      country: 'AT',
      items: [{ productId: 2, qty: 3 }],
      email: 'analyst-usd@example.org',
    })
    // A click id may start with "-": in a spreadsheet that would be a formula.
    await place({
      currency: 'GBP',
      country: 'BE',
      items: [{ productId: 1, qty: 1 }],
      coupon: 'FRUEHLING20',
      cjEvent: '-cje-gbp',
      email: 'analyst-gbp@example.org',
    })
    await place({
      currency: 'CHF',
      country: 'LU',
      items: [
        { productId: 1, qty: 1 },
        { productId: 2, qty: 2 },
      ],
      cjEvent: 'cje-chf',
      email: 'analyst-chf@example.org',
    })
    // The EUR buyer again: a returning customer, directly, without a coupon.
    await place({
      currency: 'EUR',
      country: 'DE',
      items: [{ productId: 2, qty: 1 }],
      email: 'analyst-eur@example.org',
    })
    all = await rowsWith()
  }, 120_000)

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  it('answers every conversion field for a page of 200 within the GraphQL limits', async () => {
    const answer = await asAnalyst<{ conversions: { edges: { node: Row }[] } }>(
      `{ conversions(from: "${FROM}", to: "${TO}", first: 200) {
          edges { cursor node { ${ROW_FIELDS} } }
          pageInfo { endCursor hasNextPage }
        } }`,
    )
    expect(answer.errors).toBeUndefined()
    expect(answer.data!.conversions.edges).toHaveLength(5)
    expect(all.map((row) => row.currency)).toEqual(['EUR', 'USD', 'GBP', 'CHF', 'EUR'])
    expect(all.map((row) => row.source)).toEqual([
      'AFFILIATE',
      'DIRECT',
      'AFFILIATE',
      'AFFILIATE',
      'DIRECT',
    ])
    for (const row of all) {
      expect(Date.parse(row.placedAt)).toBeGreaterThan(Date.now() - 600_000)
      expect(row.placedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
    }
  })

  it('keeps every amount in its currency: stats per group and currency', async () => {
    const answer = await asAnalyst<{
      byDay: {
        key: string
        currency: string
        orders: number
        items: number
        amount: number
        discount: number
      }[]
      byStatus: { key: string; currency: string; orders: number }[]
      byProduct: { key: string; currency: string; orders: number; items: number }[]
    }>(`{
      byDay: conversionStats(from: "${FROM}", to: "${TO}", groupBy: DAY) { key currency orders items amount discount }
      byStatus: conversionStats(from: "${FROM}", to: "${TO}", groupBy: CUSTOMER_STATUS) { key currency orders }
      byProduct: conversionStats(from: "${FROM}", to: "${TO}", groupBy: PRODUCT) { key currency orders items }
    }`)
    expect(answer.errors).toBeUndefined()
    const days = [...new Set(all.map((row) => row.placedAt.slice(0, 10)))].sort()
    const expected = days.flatMap((key) =>
      totalsOf(all.filter((row) => row.placedAt.startsWith(key))).map((total) => ({
        key,
        ...total,
      })),
    )
    expect(
      answer.data!.byDay.map((stat) => ({
        ...stat,
        amount: cents(stat.amount),
        discount: cents(stat.discount),
      })),
    ).toEqual(expected)
    // One stat per currency: never one sum of euros, dollars, pounds and francs.
    expect(new Set(answer.data!.byDay.map((stat) => stat.currency))).toEqual(
      new Set(['EUR', 'USD', 'GBP', 'CHF']),
    )
    expect(answer.data!.byStatus).toEqual([
      { key: 'new', currency: 'CHF', orders: 1 },
      { key: 'new', currency: 'EUR', orders: 1 },
      { key: 'new', currency: 'GBP', orders: 1 },
      { key: 'new', currency: 'USD', orders: 1 },
      { key: 'return', currency: 'EUR', orders: 1 },
    ])
    const product2 = answer.data!.byProduct.filter((stat) => stat.key === '2')
    expect(product2).toEqual([
      { key: '2', currency: 'CHF', orders: 1, items: 2 },
      { key: '2', currency: 'EUR', orders: 2, items: 2 },
      { key: '2', currency: 'USD', orders: 1, items: 3 },
    ])
  })

  it('totals orders, items, net amount and discount per currency, as the rows add up', async () => {
    const totals = await totalsWith()
    expect(totals).toEqual(totalsOf(all))
    expect(totals.map((t) => t.currency)).toEqual(['CHF', 'EUR', 'GBP', 'USD'])
    expect(totals.find((t) => t.currency === 'EUR')).toMatchObject({ orders: 2, items: 4 })
    expect(totals.find((t) => t.currency === 'EUR')!.discount).toBeGreaterThan(0)
  })

  it.each<[string, Filter]>([
    ['a currency', { currency: 'USD' }],
    ['affiliate orders', { source: 'AFFILIATE' }],
    ['direct orders', { source: 'DIRECT' }],
    ['a coupon', { coupon: 'FRUEHLING20' }],
    ['no coupon', { coupon: '' }],
    ['a product', { productId: 1 }],
    ['a currency, direct', { currency: 'EUR', source: 'DIRECT' }],
    [
      'a coupon, affiliate, a product',
      { coupon: 'FRUEHLING20', source: 'AFFILIATE', productId: 1 },
    ],
    ['a coupon nobody used', { coupon: 'ZEHN' }],
  ])('filters by %s in rows, totals and stats alike', async (_what, filter) => {
    const expected = all.filter((row) => matches(row, filter))
    const rows = await rowsWith(filter)
    expect(rows.map((row) => row.orderId)).toEqual(expected.map((row) => row.orderId))
    expect(await totalsWith(filter)).toEqual(totalsOf(expected))
    const stats = await asAnalyst<{
      conversionStats: { currency: string; orders: number; amount: number }[]
    }>(
      `query Stats($filter: ConversionFilter) {
        conversionStats(from: "${FROM}", to: "${TO}", groupBy: COUPON, filter: $filter) { currency orders amount }
      }`,
      { filter },
    )
    expect(stats.errors).toBeUndefined()
    const orders = stats.data!.conversionStats.reduce((sum, stat) => sum + stat.orders, 0)
    expect(orders).toBe(expected.length)
  })

  it('pages through a filtered range by cursor', async () => {
    const filter = { currency: 'EUR' }
    const paged = await rowsWith(filter, 1)
    expect(paged.map((row) => row.orderId)).toEqual(
      all.filter((row) => row.currency === 'EUR').map((row) => row.orderId),
    )
    expect(paged).toHaveLength(2)
    const affiliate = await rowsWith({ source: 'AFFILIATE' }, 2)
    expect(affiliate.map((row) => row.orderId)).toEqual(
      all.filter((row) => row.source === 'AFFILIATE').map((row) => row.orderId),
    )
  })

  it('refuses bad filters with 400 at the hub and BAD_USER_INPUT at the gateway', async () => {
    const get = (query: string) =>
      hub.app.inject({
        url: `/v1/conversion-totals?from=${FROM}&to=${TO}&${query}`,
        headers: { authorization: `Bearer ${analystKey}` },
      })
    for (const query of ['currency=JPY', 'source=partner', 'productId=abc', 'productId=-1']) {
      const response = await get(query)
      expect(response.statusCode, query).toBe(400)
    }
    expect((await get('coupon=x')).statusCode).toBe(200)
    const none = await hub.app.inject({ url: `/v1/conversion-totals?from=${FROM}&to=${TO}` })
    expect(none.statusCode).toBe(401)
    // A buyer's order access token is no analyst key.
    for (const headers of [
      { authorization: `Bearer ${buyerToken}` },
      { 'x-order-access-token': buyerToken },
    ]) {
      const buyer = await hub.app.inject({
        url: `/v1/conversion-totals?from=${FROM}&to=${TO}`,
        headers,
      })
      expect(buyer.statusCode).toBe(401)
    }
    const badEnum = await asAnalyst(
      `{ conversionTotals(from: "${FROM}", to: "${TO}", filter: { currency: JPY }) { currency } }`,
    )
    expect(badEnum.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
  })

  describe('CSV export', () => {
    const csv = (query: string, headers: Record<string, string> = {}) =>
      graph.app.inject({ url: `/analytics/conversions.csv?${query}`, headers })
    const withKey = () => ({ authorization: `Bearer ${analystKey}` })

    it('refuses without a key, with a wrong key and with bad parameters', async () => {
      const none = await csv(`from=${FROM}&to=${TO}`)
      expect(none.statusCode).toBe(401)
      expect(none.headers['www-authenticate']).toBe('Bearer')
      const wrong = await csv(`from=${FROM}&to=${TO}`, { authorization: 'Bearer not-a-key' })
      expect(wrong.statusCode).toBe(401)
      const buyer = await csv(`from=${FROM}&to=${TO}`, { authorization: `Bearer ${buyerToken}` })
      expect(buyer.statusCode).toBe(401)
      expect(buyer.body).not.toContain(all[0]!.orderId)
      for (const query of [
        '',
        `from=${FROM}`,
        `from=yesterday&to=${TO}`,
        `from=${TO}&to=${FROM}`,
        `from=${FROM}&to=2026-02-30`,
        `from=${FROM}&to=${TO}&currency=JPY`,
        `from=${FROM}&to=${TO}&source=both`,
        `from=${FROM}&to=${TO}&productId=x`,
      ]) {
        const response = await csv(query, withKey())
        expect(response.statusCode, query).toBe(400)
        expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } })
      }
    })

    it('answers the rows of the conversions query, with a header row and the same figures', async () => {
      const response = await csv(`from=${FROM}&to=${TO}`, withKey())
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="conversions-${FROM}-${TO}.csv"`,
      )
      expect(response.headers['cache-control']).toBe('no-store')
      const [header, ...records] = parseCsv(response.body)
      expect(header).toEqual([...CSV_COLUMNS])
      expect(records).toHaveLength(all.length)
      const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name)
      records.forEach((record, index) => {
        const row = all[index]!
        expect(record[column('order_id')]).toBe(row.orderId)
        expect(record[column('placed_at')]).toBe(new Date(row.placedAt).toISOString())
        expect(record[column('currency')]).toBe(row.currency)
        expect(record[column('page_type')]).toBe('conversionConfirmation')
        // "-cje-gbp" would be a formula: it is written with a leading apostrophe.
        expect(record[column('click_id')]).toBe(
          row.cjeventOrder.startsWith('-') ? `'${row.cjeventOrder}` : row.cjeventOrder,
        )
        expect(record[column('coupon')]).toBe(row.coupon)
        expect(record[column('customer_status')]).toBe(row.customerStatus)
        expect(Number(record[column('items')])).toBe(itemsOf(row))
        expect(cents(Number(record[column('amount')]))).toBe(cents(row.amount))
        expect(cents(Number(record[column('discount')]))).toBe(cents(row.discount))
        expect(record[column('item_details')]).toBe(
          row.items
            .map(
              (item) =>
                `${item.itemId}×${item.quantity}@${item.unitPrice.toFixed(2)}-${(item.discount ?? 0).toFixed(2)}`,
            )
            .join('; '),
        )
      })
      expect(records.some((record) => record[column('click_id')] === `'-cje-gbp`)).toBe(true)

      const filtered = await csv(`from=${FROM}&to=${TO}&currency=EUR&source=DIRECT`, withKey())
      const [, ...direct] = parseCsv(filtered.body)
      expect(direct.map((record) => record[0])).toEqual(
        all
          .filter((row) => matches(row, { currency: 'EUR', source: 'DIRECT' }))
          .map((row) => row.orderId),
      )
    })

    it('quotes commas, quotes and line breaks and neutralizes formulas in stored text', async () => {
      // Coupon codes come from the coupon table, which an operator fills: the export must
      // survive any text there.
      const nasty = '=HYPERLINK("x"),\r\nnext'
      const target = all[4]!.orderId
      await hub.database.db.execute(
        sql`update orders set coupon_code = ${nasty}, coupon_discount = 0 where order_number = ${target}`,
      )
      const response = await csv(`from=${FROM}&to=${TO}`, withKey())
      expect(response.body).toContain(`"'=HYPERLINK(""x""),\r\nnext"`)
      const records = parseCsv(response.body)
      const record = records.find((r) => r[0] === target)!
      expect(record[CSV_COLUMNS.indexOf('coupon')]).toBe(`'${nasty}`)
      expect(records).toHaveLength(all.length + 1)
      // The exact coupon filters it, in the CSV as in GraphQL.
      const only = await csv(`from=${FROM}&to=${TO}&coupon=${encodeURIComponent(nasty)}`, withKey())
      expect(parseCsv(only.body).map((r) => r[0])).toEqual(['order_id', target])
    })

    it('streams a large range page by page from the hub', async () => {
      // 450 more conversions, copied from the placed ones in SQL: three pages of 200.
      await hub.database.db.execute(sql`
        with source as (select * from orders order by placed_at, id limit 1),
        copies as (
          insert into orders (order_number, customer_id, sequence, email, name, country, locale,
            currency, tax_vat_percentage, total_gross, tax_amount, net_amount, item_count,
            coupon_code, coupon_discount, cj_event, payment_provider, transaction_id, access_token_hash,
            terms_accepted_at, withdrawal_waived_at, placed_at)
          select 'AA' || lpad(g::text, 6, '0') || '-' || g, null, g, s.email, s.name, s.country,
            s.locale, s.currency, s.tax_vat_percentage, s.total_gross, s.tax_amount, s.net_amount,
            s.item_count, s.coupon_code, s.coupon_discount, s.cj_event, s.payment_provider,
            'analyst-copy-' || g, s.access_token_hash, s.terms_accepted_at,
            s.withdrawal_waived_at, s.placed_at + (g || ' milliseconds')::interval
          from source s, generate_series(1, 450) g
          returning id
        )
        insert into order_items (order_id, position, product_id, name, qty, unit_price_gross,
          unit_tax, offer_price_gross, offer_product, modifications)
        select c.id, i.position, i.product_id, i.name, i.qty, i.unit_price_gross, i.unit_tax,
          i.offer_price_gross, i.offer_product, i.modifications
        from copies c, order_items i
        where i.order_id = (select id from orders order by placed_at, id limit 1)`)
      const { port } = (await graph.app
        .listen({ host: '127.0.0.1', port: 0 })
        .then(() => graph.app.server.address())) as AddressInfo
      const before = hubConversionRequests
      const response = await fetch(
        `http://127.0.0.1:${port}/analytics/conversions.csv?from=${FROM}&to=${TO}`,
        { headers: withKey() },
      )
      expect(response.status).toBe(200)
      // Streamed: no length known up front, sent in chunks as the pages arrive.
      expect(response.headers.get('content-length')).toBeNull()
      expect(response.headers.get('transfer-encoding')).toBe('chunked')
      const records = parseCsv(await response.text())
      expect(records).toHaveLength(1 + all.length + 450)
      expect(new Set(records.slice(1).map((r) => r[0])).size).toBe(all.length + 450)
      expect(hubConversionRequests - before).toBe(3)
      const totals = await totalsWith()
      const orders = totals.reduce((sum, t) => sum + t.orders, 0)
      expect(orders).toBe(all.length + 450)
    })
  })
})
