import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cartTotalsView,
  netOfGross,
  splitGross,
  taxOfGross,
  type PricingCart,
} from '@schaufenster/pricing'
import { orderItems, orders } from '../../../hub/src/db/schema-orders'
import { FREE_DAY_ROTATION } from '../../../hub/src/db/seed/promotions'
import { SEED_PRODUCTS } from '../../../hub/src/db/seed/products'
import { bootFormsHub, type FormsHub } from '../forms/boot'
import { databaseTargets } from '../hub/harness'
import { injectPaidOrder } from '../orders/hosted-payment'
import { billingAddressIn } from '../../support/billing-address'

// The figures an order stores (its tax, its net, the coupon's net, each line's unit tax and
// offer net) are what the pricing module computes, for random carts placed through the hub's
// API: the analysts' SQL sums these columns and never recomputes §9 (issue 21).

/** Buyer countries with the rates the shop meets: EU standard, 25.5 %, outside the EU (0 %). */
const COUNTRIES = ['DE', 'AT', 'FI', 'HU', 'LU', 'CH', 'US'] as const
/** Programs one can buy (the day's free program of a promotion is not sold meanwhile). */
const PRODUCT_IDS = SEED_PRODUCTS.map((product) => product.id)
  .filter((id) => !(FREE_DAY_ROTATION as readonly number[]).includes(id))
  .slice(0, 8)

const randomCart = fc.record({
  items: fc.uniqueArray(
    fc.record({
      productId: fc.constantFrom(...PRODUCT_IDS),
      qty: fc.integer({ min: 1, max: 5 }),
      // Product 1's subsequent version (seed modification 1001) changes the unit price.
      subsequentVersion: fc.boolean(),
    }),
    { minLength: 1, maxLength: 3, selector: (item) => item.productId },
  ),
  currency: fc.constantFrom('EUR', 'USD', 'GBP', 'CHF'),
  coupon: fc.constantFrom(null, 'FRUEHLING20'),
  country: fc.constantFrom(...COUNTRIES),
})

describe.each(databaseTargets())('stored order figures on $name', (target) => {
  let hub: FormsHub
  let mailDir: string
  let placed = 0

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'stored-figures-'))
    hub = await bootFormsHub(target, { mailDir, attachmentDir: mailDir })
  })

  afterAll(async () => {
    await hub?.stop()
    await rm(mailDir, { recursive: true, force: true })
  })

  it('equal the pricing module’s for random carts', async () => {
    await fc.assert(
      fc.asyncProperty(randomCart, async (generated) => {
        const patched = await hub.app.inject({
          method: 'PATCH',
          url: '/cart',
          payload: {
            currency: generated.currency,
            items: generated.items.map((item) => ({
              productId: item.productId,
              qty: item.qty,
              ...(item.productId === 1
                ? { modifications: [{ id: 1001, active: item.subsequentVersion }] }
                : {}),
            })),
            ...(generated.coupon ? { coupon: generated.coupon } : {}),
          },
        })
        expect(patched.statusCode, patched.body).toBe(200)
        const cart = patched.json().cart as PricingCart & { token: string }
        placed += 1
        const response = await injectPaidOrder(hub.app, {
          method: 'POST',
          url: '/v1/orders',
          headers: { 'idempotency-key': `stored-figures-${Date.now()}-${placed}` },
          payload: {
            cartToken: cart.token,
            customer: {
              email: `figures-${placed}@example.org`,
              name: 'Erika Mustermann',
              country: generated.country,
              ...billingAddressIn(generated.country),
              acceptTerms: true,
              waiveWithdrawal: true,
            },
            locale: 'de',
          },
        })
        expect(response.statusCode, response.body).toBe(201)
        const { orderNumber } = response.json().order as { orderNumber: string }

        const db = hub.database.db
        const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
        const lines = await db
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, order!.id))
          .orderBy(asc(orderItems.position))
        const rate = order!.taxVatPercentage

        // The gross is the module's total of the cart the buyer saw, at the buyer's rate.
        const totals = cartTotalsView({ ...cart, vat: { percentageValue: rate } })
        expect(order!.totalGross).toBe(totals.totalGross)
        expect(order!.taxAmount).toBe(taxOfGross(order!.totalGross, rate))
        expect(order!.taxAmount).toBe(totals.taxAmount)
        expect(splitGross(order!.totalGross, rate).netMinor).toBe(
          order!.totalGross - order!.taxAmount,
        )
        expect(order!.couponDiscountNet).toBe(
          order!.couponDiscount ? netOfGross(order!.couponDiscount, rate) : 0,
        )

        expect(lines.map((line) => line.productId)).toEqual(cart.items.map((i) => i.productId))
        for (const line of lines) {
          expect(line.unitTax).toBe(taxOfGross(line.unitPriceGross, rate))
          expect(line.offerPriceNet).toBe(
            line.offerPriceGross === null ? null : netOfGross(line.offerPriceGross, rate),
          )
        }
        expect(order!.netAmount).toBe(
          lines.reduce((sum, line) => sum + netOfGross(line.unitPriceGross, rate) * line.qty, 0),
        )
      }),
      { numRuns: 25 },
    )
  })
})
