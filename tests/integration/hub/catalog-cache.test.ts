import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productPrices, products } from '../../../hub/src/db/schema'
import { bootHub, databaseTargets, type BootedHub } from './harness'

// PGlite's hub keeps catalog answers and cart prices until a catalog write; these tests
// change the catalog underneath and expect the very next answer to show it.
const pglite = databaseTargets().filter((target) => target.name === 'pglite')

describe.each(pglite)('catalog cache on $name', (target) => {
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target)
  })

  afterAll(async () => {
    await hub?.stop()
  })

  const productUrl = '/v1/products/foto-studio-pro?locale=de'
  const name = async (url = productUrl) => {
    const response = await hub.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    return (response.json() as { name: string }).name
  }
  const cartAmount = async () => {
    const response = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: { items: [{ productId: 1, qty: 1 }], currency: 'EUR' },
    })
    expect(response.statusCode).toBe(200)
    return (response.json() as { cart: { items: { amount: number }[] } }).cart.items[0]?.amount
  }

  it('answers a repeated catalog request from memory', async () => {
    const cache = hub.database.catalogCache
    expect(cache).toBeDefined()
    const first = await name()
    const size = cache?.size ?? 0
    expect(size).toBeGreaterThan(0)
    expect(await name()).toBe(first)
    expect(cache?.size).toBe(size)
  })

  it('shows a renamed product at once, written directly or in a transaction', async () => {
    expect(await name()).toBe('Foto-Studio Pro')
    await hub.database.db
      .update(products)
      .set({ nameDe: 'Foto-Studio Pro X' })
      .where(eq(products.id, 1))
    expect(await name()).toBe('Foto-Studio Pro X')
    await hub.database.db.transaction(async (tx) => {
      await tx.update(products).set({ nameDe: 'Foto-Studio Pro' }).where(eq(products.id, 1))
    })
    expect(await name()).toBe('Foto-Studio Pro')
  })

  it('prices a cart from the current catalog after a price change', async () => {
    const before = await cartAmount()
    expect(before).toBe(2999)
    expect(await cartAmount()).toBe(before)
    const eur = and(eq(productPrices.productId, 1), eq(productPrices.currency, 'EUR'))
    await hub.database.db.update(productPrices).set({ amount: 2499 }).where(eur)
    expect(await cartAmount()).toBe(2499)
    await hub.database.db.update(productPrices).set({ amount: 2999 }).where(eur)
    expect(await cartAmount()).toBe(2999)
  })

  it('keeps no error answer', async () => {
    const cache = hub.database.catalogCache
    const size = cache?.size ?? 0
    const response = await hub.app.inject({ method: 'GET', url: '/v1/products/no-such-product' })
    expect(response.statusCode).toBe(404)
    expect(cache?.size).toBe(size)
  })
})
