import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_COUPONS } from '../../hub/src/db/seed'
import { coupons, orders } from '../../hub/src/db/schema-orders'
import { injectPaidOrder } from '../integration/orders/hosted-payment'
import {
  bootHub,
  databaseTargets,
  type BootedHub,
  type DatabaseTarget,
} from '../integration/hub/harness'

// Issue 18, point 8: the fixed €10 coupon ZEHN had no minimum and no limit, so anyone ordered
// the €2.99 Weather Frog (product 43) for €0 again and again and got licences. Played here as
// the attacker: the cheap cart, the same address again, the same address many times at once
// (on PostgreSQL through two hubs sharing the database), and the total limit under a race.

const CHEAP_PRODUCT = 43 // €2.99
const PRODUCT = 1 // €29.99, above ZEHN's minimum
let serial = 0
const unique = (name: string) => `${name}.${Date.now().toString(36)}${++serial}@example.org`

/** The target's database, shared by two hubs (each hub its own pool, like two instances). */
function sharedTarget(target: DatabaseTarget): { first: DatabaseTarget; second: DatabaseTarget } {
  let provisioned: ReturnType<DatabaseTarget['provision']> | undefined
  return {
    first: { name: target.name, provision: () => (provisioned ??= target.provision()) },
    second: {
      name: target.name,
      provision: async () => ({ config: (await provisioned!).config, drop: async () => {} }),
    },
  }
}

describe.each(databaseTargets())('coupon limits on $name', (target) => {
  let hub: BootedHub
  // On PostgreSQL a second hub on the same database: the limits must hold across instances.
  // PGlite is one process's database, so there both names are the same hub.
  let other: BootedHub

  beforeAll(async () => {
    const { first, second } = sharedTarget(target)
    hub = await bootHub(first)
    other = target.name === 'postgres' ? await bootHub(second) : hub
  })

  afterAll(async () => {
    if (other && other !== hub) await other.stop()
    await hub?.stop()
  })

  async function cart(
    body: object,
    locale: 'de' | 'en' = 'de',
  ): Promise<{
    token: string
    answer: {
      cart: { coupon?: { code: string; resultingDiscount: number } }
      couponRejection?: { code: string; reason: string; message: string; minimumAmount?: number }
    }
  }> {
    const response = await hub.app.inject({
      method: 'PATCH',
      url: `/cart?locale=${locale}`,
      payload: body,
    })
    expect(response.statusCode, response.body).toBe(200)
    return { token: response.json().cart.token, answer: response.json() }
  }

  function order(
    via: BootedHub,
    cartToken: string,
    email: string,
    locale: 'de' | 'en' = 'de',
    ip = '198.51.100.20',
  ) {
    return injectPaidOrder(via.app, {
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': `coupon-${Date.now()}-${++serial}`, 'x-client-ip': ip },
      payload: {
        cartToken,
        locale,
        customer: {
          email,
          name: 'Erika Mustermann',
          country: 'DE',
          acceptTerms: true,
          waiveWithdrawal: true,
          street: 'Musterstraße 1',
          postalCode: '10115',
          city: 'Berlin',
        },
      },
    })
  }

  const ordersWith = async (email: string) =>
    (await hub.database.db.select().from(orders).where(eq(orders.email, email))).filter(
      (row) => row.couponCode === 'ZEHN',
    )

  it('seeds every fixed coupon with a minimum above its amount and a limit per customer', () => {
    const fixed = SEED_COUPONS.filter((coupon) => coupon.kind === 'fixed')
    expect(fixed.map((coupon) => coupon.code)).toContain('ZEHN')
    for (const coupon of fixed) {
      expect(coupon.perCustomerLimit).toBeGreaterThanOrEqual(1)
      for (const [currency, amount] of Object.entries(coupon.amounts ?? {})) {
        expect(coupon.minimumAmounts?.[currency], `${coupon.code} ${currency}`).toBeGreaterThan(
          amount!,
        )
      }
    }
  })

  it('refuses ZEHN on a €2.99 cart, stating the minimum, and the order too', async () => {
    const de = await cart({ items: [{ productId: CHEAP_PRODUCT, qty: 1 }], coupon: 'zehn' })
    expect(de.answer.cart.coupon).toBeUndefined()
    expect(de.answer.couponRejection).toEqual({
      code: 'ZEHN',
      reason: 'MINIMUM_NOT_REACHED',
      minimumAmount: 2500,
      // Intl puts a no-break space before the € sign.
      message: 'Dieser Gutschein gilt ab einem Bestellwert von 25,00\u00a0€.',
    })
    const en = await cart(
      { items: [{ productId: CHEAP_PRODUCT, qty: 1 }], currency: 'USD', coupon: 'ZEHN' },
      'en',
    )
    expect(en.answer.couponRejection?.message).toBe(
      'This coupon applies to orders of US$27.50 or more.',
    )
    // The refused coupon is not in the token, so the order costs the full price.
    const placed = await order(hub, de.token, unique('cheap'))
    expect(placed.statusCode, placed.body).toBe(201)
    expect(placed.json().order.coupon ?? null).toBeNull()
    expect(placed.json().order.price.price).toBe(299)
  })

  it('refuses an order whose cart dropped below the minimum after the coupon was applied', async () => {
    const applied = await cart({ items: [{ productId: PRODUCT, qty: 1 }], coupon: 'ZEHN' })
    expect(applied.answer.cart.coupon).toEqual({ code: 'ZEHN', resultingDiscount: 1000 })
    const shrunk = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      headers: { 'x-abs-carttoken': applied.token },
      payload: { items: [{ productId: CHEAP_PRODUCT, qty: 1 }] },
    })
    expect(shrunk.json().couponRejection.reason).toBe('MINIMUM_NOT_REACHED')
    expect(shrunk.json().cart.coupon).toBeUndefined()
  })

  it('lets one address use a once-per-customer coupon once, whatever the case', async () => {
    const email = unique('once')
    const first = await order(
      hub,
      (await cart({ items: [{ productId: PRODUCT, qty: 1 }], coupon: 'ZEHN' })).token,
      email,
    )
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().order.coupon).toEqual({ code: 'ZEHN', resultingDiscount: 1000 })

    const again = await order(
      other,
      (await cart({ items: [{ productId: PRODUCT, qty: 1 }], coupon: 'ZEHN' })).token,
      email.toUpperCase(),
      'en',
    )
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'CART_NOT_ORDERABLE',
      message:
        'This coupon has already been redeemed with this e-mail address. Please remove it from your cart.',
    })
    const german = await order(
      hub,
      (await cart({ items: [{ productId: PRODUCT, qty: 1 }], coupon: 'ZEHN' })).token,
      email,
    )
    expect(german.json().error.message).toBe(
      'Dieser Gutschein wurde mit dieser E-Mail-Adresse bereits eingelöst. Bitte entfernen Sie ihn aus Ihrem Warenkorb.',
    )
    expect(await ordersWith(email)).toHaveLength(1)
    // Another address may still use it.
    const someoneElse = await order(
      hub,
      (await cart({ items: [{ productId: PRODUCT, qty: 1 }], coupon: 'ZEHN' })).token,
      unique('else'),
    )
    expect(someoneElse.statusCode).toBe(201)
  })

  it('lets one mailbox use it once, whatever alias (+tag, Gmail dots, googlemail.com)', async () => {
    const user = (unique('alias').split('@')[0] ?? '').replace(/[^a-z0-9]/gi, '')
    const first = await order(
      hub,
      (await cart({ items: [{ productId: PRODUCT, qty: 1 }], coupon: 'ZEHN' })).token,
      `${user}+1@gmail.com`,
    )
    expect(first.statusCode, first.body).toBe(201)
    for (const alias of [
      `${user}+2@gmail.com`,
      `${user.slice(0, 1)}.${user.slice(1)}@gmail.com`,
      `${user}@googlemail.com`,
    ]) {
      const again = await order(
        other,
        (await cart({ items: [{ productId: PRODUCT, qty: 1 }], coupon: 'ZEHN' })).token,
        alias,
        'en',
      )
      expect(again.statusCode, alias).toBe(409)
      expect(again.json().error.code).toBe('CART_NOT_ORDERABLE')
    }
  })

  it('lets one address use it only once when its orders race, on every hub', async () => {
    const email = unique('race')
    const tokens = await Promise.all(
      Array.from({ length: 8 }, () =>
        cart({ items: [{ productId: PRODUCT, qty: 1 }], coupon: 'ZEHN' }).then((c) => c.token),
      ),
    )
    const answers = await Promise.all(
      tokens.map((token, i) =>
        order(i % 2 ? other : hub, token, email, 'de', `198.51.100.${30 + i}`),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409])
    const placed = await ordersWith(email)
    expect(placed).toHaveLength(1)
  })

  it('still holds the total limit when different addresses race for the last use', async () => {
    const before = await hub.database.db.select().from(coupons).where(eq(coupons.code, 'EINMAL'))
    expect(before[0]!.usedCount).toBe(0)
    const tokens = await Promise.all(
      Array.from({ length: 6 }, () =>
        cart({ items: [{ productId: PRODUCT, qty: 1 }], coupon: 'EINMAL' }).then((c) => c.token),
      ),
    )
    const answers = await Promise.all(
      tokens.map((token, i) =>
        order(i % 2 ? other : hub, token, unique(`total${i}`), 'de', `198.51.100.${60 + i}`),
      ),
    )
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1)
    const [after] = await hub.database.db.select().from(coupons).where(eq(coupons.code, 'EINMAL'))
    expect(after!.usedCount).toBe(1)
  })
})
