import { encodeCursor } from '../../../hub/src/catalog/cursor'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDto, ProductListDto } from '../../../hub/src/catalog/dto'
import { SEED_PRODUCTS } from '../../../hub/src/db/seed'
import { bootHub, databaseTargets, type BootedHub } from './harness'

const seededIds = SEED_PRODUCTS.map((product) => product.id).sort((a, b) => a - b)

describe.each(databaseTargets())('catalog routes on $name', (target) => {
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target)
  })

  afterAll(async () => {
    await hub?.stop()
  })

  async function get(url: string) {
    const response = await hub.app.inject({ method: 'GET', url })
    return { status: response.statusCode, body: response.json() }
  }

  it('lists products in German by default', async () => {
    const { status, body } = await get('/v1/products?first=100')
    expect(status).toBe(200)
    const list = body as ProductListDto
    expect(list.totalCount).toBe(SEED_PRODUCTS.length)
    const stepCounter = list.items.find((item) => item.id === 53)
    // Listings carry product summaries since issue 4; the original fields stay as they were.
    expect(stepCounter).toMatchObject({
      cursor: encodeCursor(53),
      id: 53,
      slug: 'schrittzaehler',
      slugs: { de: 'schrittzaehler', en: 'step-counter' },
      name: 'Schrittzähler',
      platform: 'android',
      prices: [
        { currency: 'CHF', amount: 0 },
        { currency: 'EUR', amount: 0 },
        { currency: 'GBP', amount: 0 },
        { currency: 'USD', amount: 0 },
      ],
    })
    expect(list.items.some((item) => /[äöüß]/.test(item.name))).toBe(true)
  })

  it('lists products in English on request', async () => {
    const { status, body } = await get('/v1/products?locale=en&first=100')
    expect(status).toBe(200)
    const list = body as ProductListDto
    const photo = list.items.find((item) => item.id === 1)
    expect(photo).toMatchObject({ slug: 'photo-studio-pro', name: 'Photo Studio Pro' })
    expect(list.items.find((item) => item.id === 88)?.name).toBe("Grandma's Cookbook")
    expect(list.items.every((item) => !/[äöüß]/.test(item.name))).toBe(true)
  })

  it('prices every product in all four currencies, sorted by currency', async () => {
    const { body } = await get('/v1/products?first=100')
    for (const item of (body as ProductListDto).items) {
      expect(item.prices.map((price) => price.currency)).toEqual(['CHF', 'EUR', 'GBP', 'USD'])
      for (const price of item.prices) expect(Number.isInteger(price.amount)).toBe(true)
    }
  })

  it('defaults to pages of 20', async () => {
    const { body } = await get('/v1/products')
    expect((body as ProductListDto).items).toHaveLength(Math.min(20, SEED_PRODUCTS.length))
  })

  it('pages through every product exactly once, in id order', async () => {
    const seen: number[] = []
    let after: string | null = null
    let pages = 0
    for (;;) {
      const query: string = after ? `&after=${after}` : ''
      const { status, body } = await get(`/v1/products?first=5${query}`)
      expect(status).toBe(200)
      const list = body as ProductListDto
      pages += 1
      seen.push(...list.items.map((item) => item.id))
      expect(list.totalCount).toBe(SEED_PRODUCTS.length)
      if (!list.pageInfo.hasNextPage) {
        expect(list.pageInfo.endCursor).not.toBeNull()
        break
      }
      after = list.pageInfo.endCursor
      expect(pages).toBeLessThan(20)
    }
    expect(seen).toEqual(seededIds)
    expect(pages).toBe(Math.ceil(SEED_PRODUCTS.length / 5))
  })

  it('answers an empty page after the last product', async () => {
    const last = await get(`/v1/products?first=100`)
    const cursor = (last.body as ProductListDto).pageInfo.endCursor
    const { status, body } = await get(`/v1/products?after=${cursor}`)
    expect(status).toBe(200)
    expect(body).toEqual({
      items: [],
      pageInfo: { endCursor: null, hasNextPage: false },
      totalCount: SEED_PRODUCTS.length,
    })
  })

  it.each([
    ['first=0', 'first'],
    ['first=101', 'first'],
    ['first=-3', 'first'],
    ['first=abc', 'first'],
    ['first=2.5', 'first'],
    ['first=', 'first'],
    ['after=not-a-cursor', 'after'],
    [`after=${Buffer.from('id:abc').toString('base64url')}`, 'after'],
    ['after=', 'after'],
    ['locale=fr', 'locale'],
    ['locale=de&locale=en', 'locale'],
    ['ids=1,x', 'ids'],
    ['ids=0', 'ids'],
    ['ids=', 'ids'],
    ['slugs=,,', 'slugs'],
    ['ids=1&slugs=tax-fox', 'ids'],
    [`ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'ids'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const { status, body } = await get(`/v1/products?${query}`)
    expect(status).toBe(400)
    expect(body.error.code).toBe('BAD_REQUEST')
    expect(typeof body.error.message).toBe('string')
    expect(typeof body.error.fields[field]).toBe('string')
  })

  it('looks up a batch of slugs in either language, each product once', async () => {
    const { status, body } = await get(
      '/v1/products?locale=en&slugs=wetterfrosch,weather-frog,password-vault,pixel-pilot,nope&first=1',
    )
    expect(status).toBe(200)
    const list = body as ProductListDto
    expect(list.items.map((item) => item.id)).toEqual([43, 61, 143])
    expect(list.items[0]?.slug).toBe('weather-frog')
    expect(list.totalCount).toBe(3)
    expect(list.pageInfo.hasNextPage).toBe(false)
  })

  it('looks up a batch of ids, ignoring valid pagination but still rejecting a bad cursor', async () => {
    const { status, body } = await get('/v1/products?ids=143,38,53,43,38,999999&first=1&after=xyz')
    expect(status).toBe(400)
    expect(body.error.fields.after).toBeDefined()
    const ok = await get('/v1/products?ids=143,38,53,43,38,999999&first=1')
    expect(ok.status).toBe(200)
    expect((ok.body as ProductListDto).items.map((item) => item.id)).toEqual([38, 43, 53, 143])
    expect((ok.body as ProductListDto).totalCount).toBe(4)
  })

  it('finds a product by its German or English slug', async () => {
    const german = await get('/v1/products/grossmutters-kochbuch')
    expect(german.status).toBe(200)
    expect(german.body).toMatchObject({
      id: 88,
      slug: 'grossmutters-kochbuch',
      name: 'Großmutters Kochbuch',
    })
    const english = await get('/v1/products/grossmutters-kochbuch?locale=en')
    expect((english.body as ProductDto).slug).toBe('grandmas-cookbook')
    const bySlugEn = await get('/v1/products/password-vault?locale=de')
    expect(bySlugEn.body).toMatchObject({
      id: 143,
      slug: 'passwort-tresor',
      name: 'Passwort-Tresor',
    })
  })

  it('answers 404 JSON for an unknown slug', async () => {
    const { status, body } = await get('/v1/products/does-not-exist')
    expect(status).toBe(404)
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } })
  })

  it('answers a NUL character in a slug or a form with 400, not 500', async () => {
    const { status, body } = await get('/v1/products/%F0%90%9F%80%00')
    expect(status).toBe(400)
    expect(body).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'The request contains characters that cannot be stored (such as NUL)',
      },
    })
    const category = await get('/v1/products?category=%00')
    expect(category.status).toBe(400)
  })

  it('validates the locale of a product lookup', async () => {
    const { status, body } = await get('/v1/products/tax-fox?locale=xx')
    expect(status).toBe(400)
    expect(body.error.fields.locale).toBeDefined()
  })
})
