import { SignJWT, decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_CART_TOKEN_SECRET } from '../../../hub/src/cart/config'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

// Product 1 (Foto-Studio Pro): offer 29.99 instead of 39.99 EUR, upgrade 1001 for 8.99.
// Product 2 (Bürosuite 2025): 79.99 EUR, or 39.99 a year (instead of 47.99) or 3.99 a month.
const EMPTY = {
  cart: { token: null, items: [], currency: 'EUR', country: 'DE', vat: { percentageValue: 19 } },
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe.each(databaseTargets())('cart API on $name', (target) => {
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target)
  })

  afterAll(async () => {
    await hub?.stop()
  })

  async function patch(body: unknown, token?: string | null, query = '') {
    const response = await hub.app.inject({
      method: 'PATCH',
      url: `/cart${query}`,
      headers: token ? { 'x-abs-carttoken': token } : {},
      payload: body as object,
    })
    return response
  }

  async function get(token?: string, query = '') {
    const response = await hub.app.inject({
      url: `/cart${query}`,
      headers: token ? { 'x-abs-carttoken': token } : {},
    })
    expect(response.statusCode).toBe(200)
    return response.json()
  }

  async function cartWithProduct1() {
    const response = await patch({ items: [{ productId: 1, qty: 2 }] })
    expect(response.statusCode).toBe(200)
    return response.json().cart.token as string
  }

  it('answers the empty cart without a token', async () => {
    expect(await get()).toEqual(EMPTY)
  })

  it('prices items from the catalog and round-trips through the token', async () => {
    const response = await patch({
      items: [{ productId: '1', qty: 2, modifications: [{ id: 1001, active: true }] }],
    })
    expect(response.statusCode).toBe(200)
    const { cart } = response.json()
    expect(cart).toMatchObject({
      currency: 'EUR',
      country: 'DE',
      vat: { percentageValue: 19 },
      items: [
        {
          productId: 1,
          qty: 2,
          amount: 2999,
          strikeAmount: 3999,
          displayAmount: 2999 + 899,
          offerProduct: true,
          modifications: [
            { id: 1001, key: 'subsequent-version', active: true, amount: 899 },
            // The Plus edition, not chosen (issue 19, point 3).
            { id: 2001, key: 'plus-edition', active: false, amount: 1000 },
          ],
          subscriptionOptions: [],
        },
      ],
    })
    expect(cart.coupon).toBeUndefined()
    // The token's payload is the cart of spec §3, with a 30-day expiry.
    const payload = decodeJwt(cart.token)
    expect(payload).toMatchObject({ items: cart.items, vat: cart.vat, currency: 'EUR' })
    expect(payload.exp! - payload.iat!).toBe(30 * 24 * 60 * 60)

    const again = await get(cart.token)
    expect(again.cart.items).toEqual(cart.items)
    expect(again.cart.token).toEqual(expect.any(String))
  })

  it('changes currency, country (VAT) and subscription', async () => {
    const token = (await patch({ items: [{ productId: 2, qty: 1 }] })).json().cart.token
    const usd = (await patch({ currency: 'USD', country: 'us' }, token)).json().cart
    expect(usd).toMatchObject({
      currency: 'USD',
      country: 'US',
      vat: { percentageValue: 0 },
      items: [{ productId: 2, amount: 8999 }],
    })
    const austria = (await patch({ currency: 'EUR', country: 'AT' }, usd.token)).json().cart
    expect(austria.vat.percentageValue).toBe(20)
    const yearly = (await patch({ subscription: { period: '1y' } }, austria.token)).json().cart
    expect(yearly.subscription).toEqual({ period: '1y' })
    expect(yearly.items[0]).toMatchObject({
      amount: 3999,
      strikeAmount: 4799,
      displayAmount: 3999,
      offerProduct: false,
      subscriptionOptions: [
        { period: '1y', amountPerPeriod: 3999, strikeAmount: 4799 },
        { period: '1m', amountPerPeriod: 399, strikeAmount: null },
      ],
    })
    const oneTime = (await patch({ subscription: null }, yearly.token)).json().cart
    expect(oneTime.subscription).toBeUndefined()
    expect(oneTime.items[0].amount).toBe(7999)
  })

  it('applies coupons and refuses invalid ones with a reason', async () => {
    const token = await cartWithProduct1()
    const percent = await patch({ coupon: 'fruehling20' }, token)
    expect(percent.json().cart.coupon).toEqual({ code: 'FRUEHLING20', resultingDiscount: 1200 })
    const fixed = await patch({ coupon: 'ZEHN', currency: 'GBP' }, token)
    expect(fixed.json().cart.coupon).toEqual({ code: 'ZEHN', resultingDiscount: 900 })

    for (const [code, reason] of [
      ['ABGELAUFEN', 'EXPIRED'],
      ['BALD', 'NOT_YET_VALID'],
      ['GIBTSNICHT', 'UNKNOWN'],
    ] as const) {
      const refused = await hub.app.inject({
        method: 'PATCH',
        url: '/cart?locale=en',
        headers: { 'x-abs-carttoken': token },
        payload: { coupon: code },
      })
      expect(refused.statusCode).toBe(200)
      expect(refused.json().couponRejection).toEqual({
        code,
        reason,
        message: expect.stringMatching(/coupon/i),
      })
      expect(refused.json().cart.coupon).toBeUndefined()
      expect(decodeJwt(refused.json().cart.token).coupon).toBeUndefined()
    }
    // A refused code keeps the coupon the cart had.
    const kept = await patch({ coupon: 'ABGELAUFEN' }, percent.json().cart.token)
    expect(kept.json().couponRejection.reason).toBe('EXPIRED')
    expect(kept.json().cart.coupon).toEqual({ code: 'FRUEHLING20', resultingDiscount: 1200 })
    expect(kept.headers['cache-control']).toBe('no-store')
    const onEmpty = await patch({ coupon: 'FRUEHLING20' })
    expect(onEmpty.json().couponRejection.reason).toBe('NOT_APPLICABLE')
    const removed = await patch({ coupon: null }, percent.json().cart.token)
    expect(removed.json().cart.coupon).toBeUndefined()
  })

  it('sells the premium support plan as a one-licence item at the configured price', async () => {
    const response = await patch({ items: [{ productId: 900001, qty: 1 }], currency: 'USD' })
    expect(response.json().cart.items).toEqual([
      {
        productId: 900001,
        kind: 'premium-support',
        qty: 1,
        amount: 3299,
        strikeAmount: null,
        displayAmount: 3299,
        offerProduct: false,
        modifications: [],
        subscriptionOptions: [],
      },
    ])
    const euros = await patch({ currency: 'EUR' }, response.json().cart.token)
    expect(euros.json().cart.items[0].amount).toBe(2999)
    const twice = await patch({ items: [{ productId: 900001, qty: 2 }] })
    expect(twice.statusCode).toBe(400)
    // The reason as a code: the storefront shows its own words for it (issue 19, point 9).
    expect(twice.json().error.reason).toBe('QTY_FIXED')
  })

  it('ignores amounts a client sends', async () => {
    const response = await patch({
      items: [{ productId: 1, qty: 1, amount: 1, displayAmount: 1, strikeAmount: 0 }],
      vat: { percentageValue: 0 },
      coupon: null,
    })
    expect(response.json().cart.items[0]).toMatchObject({ amount: 2999, displayAmount: 2999 })
    expect(response.json().cart.vat.percentageValue).toBe(19)
  })

  it('explains every price with ?debug', async () => {
    const token = await cartWithProduct1()
    const answer = await get(token, '?debug')
    expect(answer.debug.items[0]).toMatchObject({ basis: 'offer', displayAmount: 2999 })
    expect(answer.debug.items[0].explanation).toMatch(/offer price/)
    expect(answer.debug.vat.percentageValue).toBe(19)
    expect((await get(token)).debug).toBeUndefined()
  })

  describe('a token that is not ours is no cart, never another price', () => {
    it('for a tampered payload', async () => {
      const [header, payload, signature] = (await cartWithProduct1()).split('.')
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
      claims.items[0].amount = 1
      claims.items[0].displayAmount = 1
      claims.items[0].qty = 99
      expect(await get(`${header}.${b64(claims)}.${signature}`)).toEqual(EMPTY)
    })

    it('for a wrong signature', async () => {
      const forged = await new SignJWT({
        items: [{ productId: 1, qty: 1, modifications: [] }],
        currency: 'EUR',
        country: 'DE',
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('schaufenster-hub')
        .setAudience('cart')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another'))
      expect(await get(forged)).toEqual(EMPTY)
    })

    it('for alg none', async () => {
      const valid = decodeJwt(await cartWithProduct1())
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(valid)}.`
      expect(await get(unsigned)).toEqual(EMPTY)
    })

    it('for an expired token', async () => {
      const expired = await new SignJWT({
        items: [{ productId: 1, qty: 1, modifications: [] }],
        currency: 'EUR',
        country: 'DE',
        vat: { percentageValue: 19 },
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('schaufenster-hub')
        .setAudience('cart')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 31 * 86_400)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 86_400)
        .sign(new TextEncoder().encode(DEV_CART_TOKEN_SECRET))
      expect(await get(expired)).toEqual(EMPTY)
    })

    it('for garbage, and PATCH starts a new cart from it', async () => {
      expect(await get('not-a-jwt')).toEqual(EMPTY)
      const response = await patch({ currency: 'CHF' }, 'not.a.jwt')
      expect(response.statusCode).toBe(200)
      expect(response.json().cart).toMatchObject({ items: [], currency: 'CHF' })
    })
  })

  it.each([
    [{ items: [{ productId: 999999, qty: 1 }] }, /Unknown product id 999999/],
    [{ items: [{ productId: 1, qty: 0 }] }, /qty/],
    [{ items: [{ productId: 1, qty: 100 }] }, /qty/],
    [{ items: [{ productId: 1, qty: 1.5 }] }, /qty/],
    [{ items: [{ productId: 'abc', qty: 1 }] }, /productId/],
    [
      {
        items: [
          { productId: 1, qty: 1 },
          { productId: 1, qty: 2 },
        ],
      },
      /twice/,
    ],
    [
      { items: [{ productId: 1, qty: 1, modifications: [{ id: 5, active: true }] }] },
      /modification/,
    ],
    [{ currency: 'JPY' }, /currency must be one of/],
    [{ country: 'Germany' }, /country/],
    [{ items: 'all' }, /items/],
    [{ subscription: { period: 'forever' } }, /period/],
    [{ items: [{ productId: 1, qty: 1 }], subscription: { period: '1y' } }, /subscription period/],
    [[1, 2], /JSON object/],
  ])('refuses %j with a 400', async (body, message) => {
    const response = await patch(body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', message })
  })

  it('refuses a body that is not JSON', async () => {
    const response = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
    })
    expect(response.statusCode).toBe(400)
  })
})
