import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetailDto, ProductListDto } from '../../../hub/src/catalog/dto'
import { productPrices } from '../../../hub/src/db/schema'
import { seedDatabase } from '../../../hub/src/db/seed'
import { bootHub, databaseTargets, type BootedHub } from './harness'

// Issue 24, point 6: no offer is advertised outside its dates. Foto-Studio Pro is seeded on
// offer (29.99 instead of 39.99) for three weeks; once the offer has ended, catalog, sorting
// and cart all show and charge the regular price, with nothing crossed out, and a later
// start of the shop (which seeds again) does not start the offer anew.

const DAY_MS = 86_400_000

describe.each(databaseTargets())('an offer and its end on $name', (target) => {
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target)
  })

  afterAll(async () => {
    await hub?.stop()
  })

  const product = async () =>
    (await hub.app.inject({ method: 'GET', url: '/v1/products/foto-studio-pro?locale=de' })).json<
      ProductDetailDto & { offerEndsAt: string | null }
    >()

  const cartItem = async () => {
    const response = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: { items: [{ productId: 1, qty: 1 }] },
    })
    expect(response.statusCode).toBe(200)
    return response.json().cart.items[0] as {
      amount: number
      strikeAmount: number | null
      displayAmount: number
      offerProduct: boolean
    }
  }

  const eur = (prices: { currency: string; amount: number }[]) =>
    prices.find((price) => price.currency === 'EUR')?.amount

  it('runs from the seeding for its days, with its end in the catalog and the cart', async () => {
    const before = Date.now()
    const offer = await product()
    expect(eur(offer.prices)).toBe(2999)
    expect(eur(offer.strikePrices)).toBe(3999)
    const end = Date.parse(offer.offerEndsAt ?? '')
    expect(end).toBeGreaterThan(before + 20 * DAY_MS)
    expect(end).toBeLessThanOrEqual(before + 21 * DAY_MS)
    expect(await cartItem()).toMatchObject({
      amount: 2999,
      strikeAmount: 3999,
      displayAmount: 2999,
      offerProduct: true,
    })
    // A product that is on no offer says so.
    const plain = await hub.app.inject({ method: 'GET', url: '/v1/products/steuerfuchs?locale=de' })
    expect(plain.json()).toMatchObject({ strikePrices: [], offerEndsAt: null })
  })

  it('is over at its end: the regular price everywhere, nothing crossed out', async () => {
    await hub.database.db
      .update(productPrices)
      .set({ offerEndsAt: sql`now() - interval '1 minute'` })
      .where(eq(productPrices.productId, 1))

    const ended = await product()
    expect(eur(ended.prices)).toBe(3999)
    expect(ended.strikePrices).toEqual([])
    expect(ended.offerEndsAt).toBeNull()
    expect(await cartItem()).toMatchObject({
      amount: 3999,
      strikeAmount: null,
      displayAmount: 3999,
      offerProduct: false,
    })

    // Sorted by price, it sits where its regular price puts it.
    const list = (
      await hub.app.inject({ method: 'GET', url: '/v1/products?sort=price&first=100&locale=de' })
    ).json<ProductListDto>()
    const amounts = list.items.map((item) => eur(item.prices) ?? 0)
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    expect(amounts[list.items.findIndex((item) => item.id === 1)]).toBe(3999)
  })

  it('stays over when the shop starts again and seeds its catalog', async () => {
    await seedDatabase(hub.database.db)
    const [row] = await hub.database.db
      .select({ ends: productPrices.offerEndsAt })
      .from(productPrices)
      .where(and(eq(productPrices.productId, 1), eq(productPrices.currency, 'EUR')))
    expect(row!.ends!.getTime()).toBeLessThan(Date.now())
    expect((await product()).strikePrices).toEqual([])
  })

  it('refuses a crossed-out price without an end, or one no higher than the price', async () => {
    const write = (values: Partial<typeof productPrices.$inferInsert>) =>
      hub.database.db
        .update(productPrices)
        .set(values)
        .where(and(eq(productPrices.productId, 12), eq(productPrices.currency, 'EUR')))
    await expect(write({ strikeAmount: 9999, offerEndsAt: null })).rejects.toThrow()
    await expect(
      write({ strikeAmount: 100, offerEndsAt: new Date(Date.now() + DAY_MS) }),
    ).rejects.toThrow()
  })
})
