import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { taxOfGross } from '@schaufenster/pricing'
import { cartConfig } from '../../../hub/src/cart/config'
import { productPrices } from '../../../hub/src/db/schema'
import { coupons, licences, orders } from '../../../hub/src/db/schema-orders'
import { LICENCE_KEY_PATTERN } from '../../../hub/src/orders/licences'
import { bootFormsHub, type FormsHub } from '../forms/boot'
import { TestSmtpServer } from '../forms/smtp'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { pressOnHostedPage } from '../orders/hosted-payment'

function customer(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    name: 'Erika Mustermann',
    country: 'DE',
    acceptTerms: true,
    waiveWithdrawal: true,
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    ...overrides,
  }
}

let keyCounter = 0
const newKey = () => `order-key-${Date.now()}-${++keyCounter}`

// Each view of an order signs its download links afresh (issue 18): two views of one order
// are equal but for the links' expiry and signature.
const unsigned = (view: unknown) =>
  JSON.stringify(view).replace(/expires=\d+&signature=[\w-]+/g, 'expires=…')

describe.each(databaseTargets())('orders on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: FormsHub
  let attachmentDir: string

  beforeAll(async () => {
    await smtp.start()
    attachmentDir = await mkdtemp(path.join(tmpdir(), 'orders-'))
    hub = await bootFormsHub(target, { smtpUrl: smtp.url, attachmentDir })
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
    await rm(attachmentDir, { recursive: true, force: true })
  })

  async function cartToken(body: object): Promise<string> {
    const response = await hub.app.inject({ method: 'PATCH', url: '/cart', payload: body })
    expect(response.statusCode).toBe(200)
    return response.json().cart.token
  }

  /**
   * Places the order and pays it by card on the embedded provider's hosted page, as a buyer
   * does (decision 0022); answers the placing's status and headers with the paid order.
   */
  async function placeOrder(body: object, key: string | null = newKey()) {
    const placed = await hub.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: key === null ? {} : { 'idempotency-key': key },
      payload: body,
    })
    if (placed.statusCode !== 201) return placed
    const answer = placed.json() as {
      order: { orderNumber: string }
      accessToken: string
      paymentUrl: string | null
    }
    if (answer.paymentUrl) await pressOnHostedPage(hub.app, answer.paymentUrl, 'pay')
    const order = await readOrder(answer.order.orderNumber, answer.accessToken)
    const paid = { order: order.json().order, accessToken: answer.accessToken }
    return { statusCode: placed.statusCode, headers: placed.headers, json: () => paid }
  }

  function readOrder(orderNumber: string, token?: string) {
    return hub.app.inject({
      url: `/v1/orders/${orderNumber}`,
      headers: token ? { 'x-order-access-token': token } : {},
    })
  }

  it('places a paid order with licences, the §3 record and a confirmation e-mail', async () => {
    const token = await cartToken({
      items: [{ productId: 1, qty: 2, modifications: [{ id: 1001, active: true }] }],
      coupon: 'FRUEHLING20',
    })
    const response = await placeOrder({
      cartToken: token,
      customer: customer('Erika@Example.org', { cjEvent: 'cj_click-42' }),
      locale: 'de',
    })
    expect(response.statusCode).toBe(201)
    const { order, accessToken } = response.json()
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // 2 × (29.99 + 8.99) = 77.96; 20 % off = 15.59; pays 62.37
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^[0-9]+-0$/),
      email: 'erika@example.org',
      price: {
        currency: 'EUR',
        taxVatPercentage: 19,
        price: 6237,
        tax: taxOfGross(6237, 19),
      },
      coupon: { code: 'FRUEHLING20', resultingDiscount: 1559 },
      additionalProperties: { cjEvent: 'cj_click-42' },
      // Paid on the embedded test provider's hosted page: its PaymentIntent is the reference.
      payment: { provider: 'test', transactionId: expect.stringMatching(/^pi_test_/) },
      paymentStatus: 'paid',
    })
    expect(order.price.tax).toBe(996)
    expect(order.products).toHaveLength(1)
    const [line] = order.products
    expect(line).toMatchObject({
      productId: 1,
      name: 'Foto-Studio Pro',
      qty: 2,
      price: { price: 3898, tax: 622 },
      offer: { price: 3999 },
      offerProduct: true,
      modifications: [{ id: 1001, key: 'subsequent-version', amount: 899 }],
    })
    expect(line.licenceKeys).toHaveLength(2)
    for (const key of line.licenceKeys) expect(key).toMatch(LICENCE_KEY_PATTERN)
    expect(line.downloads.length).toBeGreaterThan(0)
    expect(line.downloads[0].fileName).toMatch(/-full-/)

    // The buyer reads it with the access token; nobody else learns it exists.
    const read = await readOrder(order.orderNumber, accessToken)
    expect(read.statusCode).toBe(200)
    expect(unsigned(read.json().order)).toBe(unsigned(order))
    expect((await readOrder(order.orderNumber)).statusCode).toBe(404)
    expect((await readOrder(order.orderNumber, 'x'.repeat(43))).statusCode).toBe(404)
    expect((await readOrder('9999999-0', accessToken)).statusCode).toBe(404)
    expect((await readOrder('drop table', accessToken)).statusCode).toBe(404)

    const mail = await smtp.waitFor((m) => m.subject.includes(order.orderNumber))
    expect(mail.to).toContain('erika@example.org')
    expect(mail.subject).toBe(`Ihre Bestellung ${order.orderNumber}`)
    for (const key of line.licenceKeys) expect(mail.text).toContain(key)
    expect(mail.text).toContain('62,37')
    expect(mail.text).toContain('/downloads/')

    // The address's next order is a returning one (§4: suffix -1), under a new random number
    // that tells nobody the customer number or the count (issue 18).
    const second = await placeOrder({
      cartToken: await cartToken({ items: [{ productId: 2, qty: 1 }] }),
      customer: customer('erika@example.org'),
    })
    expect(second.statusCode).toBe(201)
    expect(order.orderNumber).toMatch(/^[1-9][0-9]{11}-0$/)
    expect(second.json().order.orderNumber).toMatch(/^[1-9][0-9]{11}-1$/)
    expect(second.json().order.orderNumber.split('-')[0]).not.toBe(order.orderNumber.split('-')[0])
  })

  it('a payment declined on the hosted page issues nothing and lets the buyer retry', async () => {
    const token = await cartToken({ items: [{ productId: 2, qty: 1 }] })
    const email = 'declined@example.org'
    const placed = await hub.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': newKey() },
      payload: { cartToken: token, customer: customer(email), locale: 'en' },
    })
    expect(placed.statusCode).toBe(201)
    const { paymentUrl, order, accessToken } = placed.json()
    await pressOnHostedPage(hub.app, paymentUrl, 'decline')
    const failed = (await readOrder(order.orderNumber, accessToken)).json().order
    expect(failed.paymentStatus).toBe('failed')
    expect(failed.products[0].licenceKeys).toEqual([])
    // The same cart token still orders, paid by card; a failed payment was no first order.
    const retry = await placeOrder({ cartToken: token, customer: customer(email) })
    expect(retry.statusCode).toBe(201)
    expect(retry.json().order.orderNumber).toMatch(/-0$/)
    expect(retry.json().order.paymentStatus).toBe('paid')
  })

  it('orders the premium support plan without licence keys or downloads', async () => {
    const token = await cartToken({
      items: [
        { productId: 2, qty: 1 },
        { productId: 900001, qty: 1 },
      ],
    })
    const response = await placeOrder({ cartToken: token, customer: customer('plan@example.org') })
    expect(response.statusCode).toBe(201)
    const { order } = response.json()
    expect(order.price.price).toBe(7999 + 2999)
    expect(order.products[1]).toMatchObject({
      productId: 900001,
      name: 'Premium-Support (1 Jahr)',
      qty: 1,
      price: { price: 2999, tax: taxOfGross(2999, 19) },
      licenceKeys: [],
      downloads: [],
    })
    expect(order.products[0].licenceKeys).toHaveLength(1)
  })

  it('answers an order of several lines as a later read shows it: lines, keys and files in place', async () => {
    const token = await cartToken({
      items: [
        { productId: 3, qty: 3 },
        { productId: 900001, qty: 1 },
        { productId: 1, qty: 2 },
      ],
    })
    const response = await placeOrder({
      cartToken: token,
      customer: customer('lines@example.org'),
      locale: 'en',
    })
    expect(response.statusCode).toBe(201)
    const { order, accessToken } = response.json()
    expect(order.products.map((line: { productId: number }) => line.productId)).toEqual([
      3, 900001, 1,
    ])
    expect(
      order.products.map((line: { licenceKeys: string[] }) => line.licenceKeys.length),
    ).toEqual([3, 0, 2])
    const keys = order.products.flatMap((line: { licenceKeys: string[] }) => line.licenceKeys)
    expect(new Set(keys).size).toBe(5)
    for (const line of order.products) {
      expect(line.licences.map((licence: { key: string }) => licence.key)).toEqual(line.licenceKeys)
      expect([...line.licenceKeys].sort()).toEqual(line.licenceKeys)
    }
    expect(order.products[0].downloads.length).toBeGreaterThan(0)
    expect(order.products[1].downloads).toEqual([])
    const read = await readOrder(order.orderNumber, accessToken)
    expect(unsigned(read.json().order)).toBe(unsigned(order))
  })

  it('taxes at the rate of the buyer country', async () => {
    const token = await cartToken({ items: [{ productId: 2, qty: 1 }] })
    const response = await placeOrder({
      cartToken: token,
      customer: customer('wien@example.org', { country: 'AT', postalCode: '1010', city: 'Wien' }),
    })
    expect(response.json().order.price).toEqual({
      currency: 'EUR',
      taxVatPercentage: 20,
      price: 7999,
      tax: taxOfGross(7999, 20),
    })
  })

  it('creates exactly one order for 20 concurrent identical requests', async () => {
    const token = await cartToken({ items: [{ productId: 1, qty: 3 }] })
    const key = newKey()
    const email = 'concurrent@example.org'
    const body = { cartToken: token, customer: customer(email) }
    const responses = await Promise.all(Array.from({ length: 20 }, () => placeOrder(body, key)))
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201))
    const numbers = new Set(responses.map((r) => r.json().order.orderNumber))
    const tokens = new Set(responses.map((r) => r.json().accessToken))
    expect(numbers.size).toBe(1)
    expect(tokens.size).toBe(1)
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19)
    const rows = await hub.database.db.select().from(orders).where(eq(orders.email, email))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.orderNumber).toMatch(/-0$/)
    const keys = responses[0]!.json().order.products[0].licenceKeys
    expect(keys).toHaveLength(3)
    const stored = await hub.database.db.select().from(licences).where(eq(licences.productId, 1))
    expect(stored.filter((l) => keys.includes(l.key))).toHaveLength(3)

    // A later retry gets the same answer; a different body under the key is refused.
    const later = await placeOrder(body, key)
    expect(later.statusCode).toBe(201)
    expect(later.json().order.orderNumber).toBe([...numbers][0])
    const other = await placeOrder({ ...body, customer: customer('someone@example.org') }, key)
    expect(other.statusCode).toBe(422)
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('answers a retry of a placed order with that order, even after its price changed', async () => {
    const token = await cartToken({ items: [{ productId: 2, qty: 1 }] })
    const body = { cartToken: token, customer: customer('retry-after-change@example.org') }
    const key = newKey()
    const first = await placeOrder(body, key)
    expect(first.statusCode).toBe(201)
    const priceOfTwo = and(eq(productPrices.productId, 2), eq(productPrices.currency, 'EUR'))
    const [before] = await hub.database.db.select().from(productPrices).where(priceOfTwo)
    await hub.database.db
      .update(productPrices)
      .set({ amount: before!.amount + 100 })
      .where(priceOfTwo)
    try {
      const retry = await placeOrder(body, key)
      expect(retry.statusCode).toBe(201)
      expect(retry.headers['idempotent-replayed']).toBe('true')
      expect(unsigned(retry.json())).toBe(unsigned(first.json()))
      // The same cart under a new key meets the new price: refused, nothing claimed.
      const fresh = await placeOrder(body)
      expect(fresh.statusCode).toBe(409)
      expect(fresh.json().error.code).toBe('CART_NOT_ORDERABLE')
    } finally {
      await hub.database.db.update(productPrices).set({ amount: before!.amount }).where(priceOfTwo)
    }
  })

  it('counts a coupon use in the order and refuses it once used up', async () => {
    const first = await cartToken({ items: [{ productId: 2, qty: 1 }], coupon: 'EINMAL' })
    const second = await cartToken({ items: [{ productId: 1, qty: 1 }], coupon: 'einmal' })
    const ordered = await placeOrder({ cartToken: first, customer: customer('einmal@example.org') })
    expect(ordered.statusCode).toBe(201)
    expect(ordered.json().order.coupon).toEqual({ code: 'EINMAL', resultingDiscount: 1200 })
    const [row] = await hub.database.db.select().from(coupons).where(eq(coupons.code, 'EINMAL'))
    expect(row!.usedCount).toBe(1)

    const late = await placeOrder({ cartToken: second, customer: customer('spaet@example.org') })
    expect(late.statusCode).toBe(409)
    expect(late.json().error.code).toBe('CART_NOT_ORDERABLE')
    const refused = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      headers: { 'x-abs-carttoken': second },
      payload: {},
    })
    expect(refused.json().couponRejection.reason).toBe('USAGE_LIMIT_REACHED')
  })

  it('refuses an empty, forged or missing cart with 409', async () => {
    const empty = await cartToken({ currency: 'EUR' })
    for (const token of [empty, 'forged.token.value', undefined]) {
      const response = await placeOrder({ cartToken: token, customer: customer('x@example.org') })
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('CART_NOT_ORDERABLE')
    }
  })

  it('refuses a missing Idempotency-Key and invalid fields with 400', async () => {
    const token = await cartToken({ items: [{ productId: 2, qty: 1 }] })
    const noKey = await placeOrder({ cartToken: token, customer: customer('a@example.org') }, null)
    expect(noKey.statusCode).toBe(400)
    expect(noKey.json().error.message).toMatch(/Idempotency-Key/)
    expect(
      (await placeOrder({ cartToken: token, customer: customer('a@example.org') }, 'short'))
        .statusCode,
    ).toBe(400)
    const invalid = await placeOrder({
      cartToken: token,
      customer: customer('not-an-address', { acceptTerms: false, waiveWithdrawal: undefined }),
      locale: 'de',
    })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().error.fields).toEqual({
      email: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein',
      acceptTerms: 'AGB ist ein Pflichtfeld',
      waiveWithdrawal: 'Widerrufsverzicht ist ein Pflichtfeld',
    })
    expect((await placeOrder([1] as unknown as object)).statusCode).toBe(400)
  })
})

describe.each(databaseTargets())('order rate limit on $name', (target) => {
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target, { cart: { config: cartConfig({ ORDER_RATE_LIMIT_MAX: 2 }) } })
  })

  afterAll(async () => {
    await hub?.stop()
  })

  it('limits order attempts per client address', async () => {
    const attempt = (ip: string) =>
      hub.app.inject({
        method: 'POST',
        url: '/v1/orders?locale=en',
        headers: { 'idempotency-key': newKey(), 'x-client-ip': ip },
        payload: { cartToken: 'none', customer: {} },
      })
    expect((await attempt('10.0.0.1')).statusCode).toBe(400)
    expect((await attempt('10.0.0.1')).statusCode).toBe(400)
    const limited = await attempt('10.0.0.1')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a minute and try again.',
    })
    expect((await attempt('10.0.0.2')).statusCode).toBe(400)
  })
})
