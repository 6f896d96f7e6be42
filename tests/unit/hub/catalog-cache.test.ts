import { describe, expect, it } from 'vitest'
import { CatalogCache, writesCatalog } from '../../../hub/src/catalog/answer-cache'

describe('writesCatalog', () => {
  it.each([
    'update "products" set "download_count" = "products"."download_count" + 1 where "products"."id" = $1',
    'insert into "reviews" ("product_id", "rating") values ($1, $2)',
    'delete from "promo_banners" where "promo_banners"."product_id" in ($1)',
    'UPDATE product_prices SET amount = 1',
    'with moved as (delete from "special_promo_products" returning *) select * from moved',
    'select * from "products" for update',
    'with input as (select 1) update "products" set "download_count" = 0',
    'with picked as (select "id" from "products" for update) select * from picked',
  ])('counts %s as a catalog write', (statement) => {
    expect(writesCatalog(statement)).toBe(true)
  })

  it.each([
    'select "id", "name_de" from "products" where "products"."id" in ($1, $2)',
    'insert into "orders" ("order_number", "product_id") values ($1, $2)',
    'update "mail_outbox" set "sent_at" = now()',
    'insert into "customer_sessions" ("token_hash") values ($1)',
    // The search (issue 19) reads with common table expressions: a read must not empty the
    // cache, or every search would make every catalog answer be computed afresh.
    'with input as (select $1::text as q) select "products"."id", "products"."updated_at" from "products", input',
  ])('does not count %s', (statement) => {
    expect(writesCatalog(statement)).toBe(false)
  })
})

describe('CatalogCache', () => {
  it('forgets everything at a catalog write', () => {
    const cache = new CatalogCache()
    cache.set('a', 1, cache.generation, 10)
    expect(cache.get('a')).toBe(1)
    cache.noteStatement('update "products" set "name_de" = $1')
    expect(cache.get('a')).toBeUndefined()
    cache.noteStatement('update "orders" set "paid_at" = now()')
    cache.set('b', 2, cache.generation, 10)
    expect(cache.get('b')).toBe(2)
  })

  it('does not keep a value whose computation saw a write', async () => {
    const cache = new CatalogCache()
    let release = () => {}
    const computing = cache.remember('slow', 10, async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return 'old catalog'
    })
    cache.invalidate()
    release()
    expect(await computing).toBe('old catalog')
    expect(cache.get('slow')).toBeUndefined()
    expect(await cache.remember('slow', 10, async () => 'new catalog')).toBe('new catalog')
    expect(cache.get('slow')).toBe('new catalog')
  })

  it('drops the least recently used entries beyond its bounds', () => {
    const cache = new CatalogCache(2, 100)
    cache.set('a', 'A', 0, 10)
    cache.set('b', 'B', 0, 10)
    expect(cache.get('a')).toBe('A')
    cache.set('c', 'C', 0, 10)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe('A')
    cache.set('big', 'X', 0, 95)
    expect(cache.size).toBe(1)
    expect(cache.get('big')).toBe('X')
    cache.set('huge', 'Y', 0, 101)
    expect(cache.get('huge')).toBeUndefined()
  })
})
