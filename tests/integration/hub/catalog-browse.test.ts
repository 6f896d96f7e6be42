import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  CatalogPathDto,
  CategoryDto,
  HomePageDto,
  PageDto,
  ProductDetailDto,
  ProductListDto,
  ProductSummaryDto,
  SearchResultDto,
} from '../../../hub/src/catalog/dto'
import { SEED_PAGES, SEED_PRODUCTS } from '../../../hub/src/db/seed'
import { bootHub, databaseTargets, type BootedHub } from './harness'

type SummaryList = Omit<ProductListDto, 'items'> & {
  items: (ProductSummaryDto & { cursor: string })[]
}

describe.each(databaseTargets())('catalog browsing on $name', (target) => {
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target)
  })

  afterAll(async () => {
    await hub?.stop()
  })

  async function get<T = unknown>(url: string) {
    const response = await hub.app.inject({ method: 'GET', url })
    return { status: response.statusCode, body: response.json() as T }
  }

  async function expectBadRequest(url: string, field: string) {
    const { status, body } = await get<{ error: { code: string; fields: Record<string, string> } }>(
      url,
    )
    expect(status, url).toBe(400)
    expect(body.error.code).toBe('BAD_REQUEST')
    expect(typeof body.error.fields[field], `${url} names ${field}`).toBe('string')
  }

  describe('seed', () => {
    it('has at least 40 products on all four platforms in at least six categories', async () => {
      const { body } = await get<SummaryList>('/v1/products?first=100&locale=de')
      expect(body.totalCount).toBeGreaterThanOrEqual(40)
      expect(body.totalCount).toBe(SEED_PRODUCTS.length)
      const platforms = new Set(body.items.flatMap((item) => item.platforms))
      expect([...platforms].sort()).toEqual(['android', 'ios', 'mac', 'windows'])
      const categories = await get<{ items: CategoryDto[] }>('/v1/categories?kind=product')
      expect(categories.body.items.length).toBeGreaterThanOrEqual(6)
      for (const id of [1, 38, 43, 53, 143]) {
        expect(body.items.some((item) => item.id === id)).toBe(true)
      }
    })

    it('keeps the original products, ids, slugs, names and prices', async () => {
      const { body } = await get<ProductDetailDto>('/v1/products/foto-studio-pro?locale=de')
      expect(body).toMatchObject({ id: 1, slug: 'foto-studio-pro', name: 'Foto-Studio Pro' })
      expect(body.prices.find((price) => price.currency === 'EUR')?.amount).toBe(2999)
      const free = await get<ProductDetailDto>('/v1/products/step-counter?locale=en')
      expect(free.body.prices.every((price) => price.amount === 0)).toBe(true)
      expect(free.body.versions.map((version) => version.kind)).toEqual(['free'])
    })

    it('has German and English texts for every product, and they differ', async () => {
      const german = await get<SummaryList>('/v1/products?first=100&locale=de')
      const english = await get<SummaryList>('/v1/products?first=100&locale=en')
      for (const item of german.body.items) {
        const other = english.body.items.find((candidate) => candidate.id === item.id)!
        expect(item.shortDescription.length).toBeGreaterThan(20)
        expect(other.shortDescription.length).toBeGreaterThan(20)
        expect(item.shortDescription).not.toBe(other.shortDescription)
        expect(`${item.shortDescription} ${other.shortDescription}`).not.toMatch(/lorem|ipsum/i)
      }
    })
  })

  describe('product listings', () => {
    it('filters by platform, counting every platform a product runs on', async () => {
      const { status, body } = await get<SummaryList>('/v1/products?platform=ios&first=100')
      expect(status).toBe(200)
      expect(body.items.length).toBe(body.totalCount)
      expect(body.items.every((item) => item.platforms.includes('ios'))).toBe(true)
      // Passwort-Tresor runs on iOS first, Schnellnotiz on the Mac first and on iOS too.
      expect(body.items.map((item) => item.id)).toEqual(expect.arrayContaining([143, 21]))
      const expected = SEED_PRODUCTS.filter((product) => product.platforms.includes('ios'))
      expect(body.totalCount).toBe(expected.length)
    })

    it('filters by category slug in either language', async () => {
      const german = await get<SummaryList>('/v1/products?category=sicherheit&first=100')
      const english = await get<SummaryList>('/v1/products?category=security&first=100')
      expect(german.status).toBe(200)
      expect(german.body.items.map((item) => item.id)).toEqual(
        english.body.items.map((item) => item.id),
      )
      expect(german.body.items.map((item) => item.id)).toEqual(
        expect.arrayContaining([7, 12, 143, 169, 180]),
      )
      for (const item of german.body.items) {
        expect(item.categories.some((category) => category.slugs.de === 'sicherheit')).toBe(true)
      }
    })

    it('combines platform and category filters', async () => {
      const { body } = await get<SummaryList>(
        '/v1/products?category=security&platform=android&first=100',
      )
      expect(body.items.map((item) => item.id).sort((a, b) => a - b)).toEqual([143, 180])
    })

    it('sorts by name, newest, downloads and price', async () => {
      const byName = await get<SummaryList>('/v1/products?category=security&sort=name&locale=en')
      expect(byName.body.items.map((item) => item.name)).toEqual([
        'Anti-Theft',
        'Backup Master',
        'Firewall Sentry',
        'Password Vault',
        'Virus Guard',
      ])
      const newest = await get<SummaryList>('/v1/products?sort=newest&first=100')
      const dates = newest.body.items.map((item) => item.releaseDate)
      expect(dates).toEqual([...dates].sort().reverse())
      const downloads = await get<SummaryList>('/v1/products?sort=downloads&first=100')
      const counts = downloads.body.items.map((item) => item.downloadCount)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      const price = await get<SummaryList>('/v1/products?sort=price&first=100')
      const amounts = price.body.items.map(
        (item) => item.prices.find((p) => p.currency === 'EUR')!.amount,
      )
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    })

    it('pages through a sorted listing exactly once per product', async () => {
      const seen: number[] = []
      let after: string | null = null
      for (let page = 0; page < 20; page += 1) {
        const query: string = after ? `&after=${after}` : ''
        const { body } = await get<SummaryList>(`/v1/products?sort=downloads&first=7${query}`)
        seen.push(...body.items.map((item) => item.id))
        if (!body.pageInfo.hasNextPage) break
        after = body.pageInfo.endCursor
      }
      expect(seen).toHaveLength(SEED_PRODUCTS.length)
      expect(new Set(seen).size).toBe(SEED_PRODUCTS.length)
    })

    it.each([
      ['platform=linux', 'platform'],
      ['platform=windows&platform=mac', 'platform'],
      ['sort=cheapest', 'sort'],
      ['category=No%20Slug', 'category'],
      ['category=does-not-exist', 'category'],
      ['slugs=tax-fox&view=everything', 'view'],
    ])('rejects %s with 400 naming %s', async (query, field) => {
      await expectBadRequest(`/v1/products?${query}`, field)
    })

    it('describes a listed product with icon, categories and canonical paths', async () => {
      const { body } = await get<SummaryList>('/v1/products?ids=1&locale=en')
      expect(body.items[0]).toMatchObject({
        id: 1,
        locale: 'en',
        platform: 'windows',
        platforms: ['windows', 'mac'],
        icon: { file: 'product-1-icon.svg', width: 256, height: 256 },
        paths: {
          de: '/windows/grafik/foto-studio-pro',
          en: '/windows/graphics/photo-studio-pro',
        },
      })
      expect(body.items[0]!.strikePrices.find((p) => p.currency === 'EUR')?.amount).toBe(3999)
    })
  })

  describe('product pages', () => {
    it('answers everything a product page shows in one response', async () => {
      const { status, body } = await get<ProductDetailDto>(
        '/v1/products/photo-studio-pro?locale=en',
      )
      expect(status).toBe(200)
      expect(body.description).toMatch(/Photo Studio Pro/)
      expect(body.versions.map((version) => version.kind)).toEqual(['full', 'plus', 'trial'])
      for (const version of body.versions) {
        expect(version.setupFiles.map((file) => file.platform)).toEqual(['windows', 'mac'])
        for (const file of version.setupFiles) expect(file.sizeBytes).toBeGreaterThan(1000)
      }
      expect(body.functions).toHaveLength(3)
      expect(body.functions[0]).toEqual({
        title: 'Automatic enhancement',
        text: 'One click corrects brightness, contrast and colour casts.',
      })
      expect(body.gallery).toHaveLength(3)
      expect(body.gallery[0]).toMatchObject({ width: 1280, height: 800 })
      expect(body.advantages.map((entry) => entry.version)).toEqual(['full', 'plus', 'trial'])
      expect(body.pressQuotes.length).toBeGreaterThan(0)
      expect(body.reviews.length).toBe(body.reviewCount)
      expect(body.reviews.every((review) => review.stars >= 1 && review.stars <= 5)).toBe(true)
      const average = body.reviews.reduce((sum, r) => sum + r.stars, 0) / body.reviews.length
      expect(body.ratingAverage).toBeCloseTo(average, 1)
      expect(body.faq.length).toBeGreaterThan(0)
      expect(body.services.length).toBeGreaterThan(0)
      expect(body.relatedProducts.length).toBeGreaterThan(0)
      expect(body.relatedProducts.every((related) => related.id !== 1)).toBe(true)
      expect(body.relatedProducts[0]).toHaveProperty('icon')
      // The Plus edition is bought as the product with its Plus modification (issue 19).
      expect(body.modifications).toEqual([
        expect.objectContaining({ key: 'subsequent-version', name: 'Next version included' }),
        expect.objectContaining({ key: 'plus-edition', name: 'Plus edition' }),
      ])
      expect(body.promoBanner).toMatchObject({ productSlug: 'photo-studio-pro' })
    })

    it('offers subscription options per currency and period', async () => {
      const { body } = await get<ProductDetailDto>('/v1/products/virus-guard?locale=de')
      const euro = body.subscriptionOptions.filter((option) => option.currency === 'EUR')
      expect(euro.map((option) => option.period).sort()).toEqual(['1m', '1y'])
      const yearly = euro.find((option) => option.period === '1y')!
      expect(Number.isInteger(yearly.amountPerPeriod)).toBe(true)
      expect(yearly.strikeAmount).toBeGreaterThan(yearly.amountPerPeriod)
      expect(new Set(body.subscriptionOptions.map((o) => o.currency)).size).toBe(4)
    })

    it('returns whole product pages for a batch with view=detail', async () => {
      const { body } = await get<{ items: ProductDetailDto[] }>(
        '/v1/products?ids=1,43&view=detail&locale=de',
      )
      expect(body.items.map((item) => item.id)).toEqual([1, 43])
      expect(body.items.every((item) => item.versions.length > 0)).toBe(true)
    })
  })

  describe('categories', () => {
    it('lists platform types and product categories with paths per language', async () => {
      const { body } = await get<{ items: CategoryDto[] }>('/v1/categories?locale=en')
      const platforms = body.items.filter((category) => category.kind === 'platform')
      expect(platforms.map((category) => category.slug)).toEqual([
        'windows',
        'mac',
        'android',
        'ios',
      ])
      expect(platforms[0]!.paths).toEqual({ de: '/windows', en: '/windows' })
      const security = body.items.find((category) => category.slugs.de === 'sicherheit')!
      expect(security).toMatchObject({ kind: 'product', slug: 'security', name: 'Security' })
      expect(security.paths.de).toBe(`/${security.platform}/sicherheit`)
      expect(security.paths.en).toBe(`/${security.platform}/security`)
    })

    it('finds one category for a platform, with its count there', async () => {
      const { status, body } = await get<CategoryDto>(
        '/v1/categories/grafik?locale=en&platform=android',
      )
      expect(status).toBe(200)
      expect(body).toMatchObject({
        slug: 'graphics',
        platform: 'android',
        paths: { de: '/android/grafik', en: '/android/graphics' },
        productCount: 1,
      })
      expect((await get('/v1/categories/nothing-here')).status).toBe(404)
      await expectBadRequest('/v1/categories?kind=everything', 'kind')
      await expectBadRequest('/v1/categories/grafik?platform=amiga', 'platform')
    })
  })

  describe('search', () => {
    it('finds "Foto" products when searching "Fotos" in German', async () => {
      const { status, body } = await get<SearchResultDto>('/v1/search?q=Fotos&locale=de')
      expect(status).toBe(200)
      expect(body.items[0]?.id).toBe(1)
      expect(body.items.map((item) => item.id)).toContain(181)
    })

    it('stems English words: "photos" finds Photo Studio Pro', async () => {
      const { body } = await get<SearchResultDto>('/v1/search?q=photos&locale=en')
      expect(body.items.map((item) => item.id)).toContain(1)
    })

    it('ranks a name match above a description match', async () => {
      // "Household Budget" has it in its name; Expense Tracker only in its description.
      const { body } = await get<SearchResultDto>('/v1/search?q=budget&locale=en')
      const ids = body.items.map((item) => item.id)
      expect(ids[0]).toBe(162)
      expect(ids).toContain(179)
      const name = body.items.find((item) => item.id === 162)!
      const description = body.items.find((item) => item.id === 179)!
      expect(name.rank).toBeGreaterThan(description.rank)
    })

    it('finds words of either language and shows the page language (issue 19, point 19)', async () => {
      const { body } = await get<SearchResultDto>('/v1/search?q=Steuererkl%C3%A4rung&locale=en')
      expect(body.items[0]).toMatchObject({ id: 3, name: 'Tax Fox' })
      const german = await get<SearchResultDto>('/v1/search?q=Steuererkl%C3%A4rung&locale=de')
      expect(german.body.items[0]).toMatchObject({ id: 3, name: 'Steuerfuchs' })
    })

    it('limits results with first and reports the total', async () => {
      const { body } = await get<SearchResultDto>(
        '/v1/search?q=app%20OR%20programm&locale=de&first=1',
      )
      expect(body.items.length).toBeLessThanOrEqual(1)
      expect(body.totalCount).toBeGreaterThanOrEqual(body.items.length)
    })

    it.each(['"foto', 'foto -studio', 'a & b | !c', ':*', '(((', 'the'])(
      'survives search syntax %j',
      async (query) => {
        const { status } = await get(`/v1/search?q=${encodeURIComponent(query)}&locale=en`)
        expect(status).toBe(200)
      },
    )

    it.each([
      ['q=', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['', 'q'],
      ['q=foto&q=bar', 'q'],
      ['q=foto&first=0', 'first'],
      ['q=foto&first=51', 'first'],
      ['q=foto&locale=fr', 'locale'],
      ['q=foto%00', 'q'],
    ])('rejects %j with 400 naming %s', async (query, field) => {
      await expectBadRequest(`/v1/search?${query}`, field)
    })
  })

  describe('home page', () => {
    it('has the bestseller, top programs, lists, press logos, countdown and banner', async () => {
      const { status, body } = await get<HomePageDto>('/v1/home?locale=de')
      expect(status).toBe(200)
      expect(body.bestsellerOfTheMonth.id).toBe(1)
      expect(body.topPrograms.length).toBeGreaterThanOrEqual(6)
      expect(body.topPrograms.every((entry) => entry.products.length > 0)).toBe(true)
      const counts = body.mostDownloaded.map((product) => product.downloadCount)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      expect(body.androidApps.every((product) => product.platforms.includes('android'))).toBe(true)
      expect(body.iosApps.every((product) => product.platforms.includes('ios'))).toBe(true)
      const dates = body.recentlyAdded.map((product) => product.releaseDate)
      expect(dates).toEqual([...dates].sort().reverse())
      expect(body.pressLogos.length).toBeGreaterThan(0)
      // No date of its own: the home countdown counts to a running promotion (issue 19).
      expect(body).not.toHaveProperty('offerEndsAt')
      expect(body.newsletterBanner.headline).toMatch(/70 %/)
      const english = await get<HomePageDto>('/v1/home?locale=en')
      expect(english.body.newsletterBanner.headline).toMatch(/70%/)
      await expectBadRequest('/v1/home?locale=es', 'locale')
    })
  })

  describe('content pages', () => {
    const cases = SEED_PAGES.flatMap((page) =>
      (['de', 'en'] as const).map((locale) => ({ key: page.key, locale, page })),
    )

    it.each(cases)('serves $key in $locale', async ({ page, locale }) => {
      const { status, body } = await get<PageDto>(
        `/v1/pages?path=${encodeURIComponent(page[locale].path)}&locale=${locale}`,
      )
      expect(status).toBe(200)
      expect(body.layout).toBe(page.layout)
      expect(body.path).toBe(page[locale].path)
      expect(body.meta.title.length).toBeGreaterThan(5)
      expect(body.meta.description.length).toBeGreaterThan(5)
      expect(body.alternates).toEqual({ de: page.de.path, en: page.en.path })
      expect(body.blocks.length).toBeGreaterThan(0)
    })

    it('answers the requested language for the other language’s path', async () => {
      const { body } = await get<PageDto>('/v1/pages?path=/ueber-uns&locale=en')
      expect(body.path).toBe('/about-us')
      expect(body.blocks[0]).toMatchObject({ type: 'richText', heading: 'The company' })
    })

    // The Impressum is no content page any more: the storefront renders it from the company
    // configuration (tests/unit/web/legal/legal-pages.test.tsx checks its parts).
    it('serves the company details instead of an Impressum page, and the newsletter claims', async () => {
      expect((await get('/v1/pages?path=/impressum&locale=de')).status).toBe(404)
      const company = await get<Record<string, unknown>>('/v1/company')
      expect(company.body).toMatchObject({
        name: 'Schaufenster Software GmbH (fiktiv)',
        registerCourt: 'Amtsgericht Leipzig',
        vatId: 'DE123456789',
        fictional: true,
      })
      const newsletter = JSON.stringify(
        (await get<PageDto>('/v1/pages?path=/newsletter&locale=de')).body,
      )
      expect(newsletter).toContain('70 %')
      expect(newsletter).toContain('25 %')
      expect(newsletter).toContain('zwei Stunden')
      const press = await get<PageDto>('/v1/pages?path=/press-downloads&locale=en')
      expect(press.body.layout).toBe('press')
      expect(press.body.blocks.some((block) => block.type === 'downloads')).toBe(true)
    })

    it('answers 404 for an unknown path and 400 for a malformed one', async () => {
      expect((await get('/v1/pages?path=/nowhere&locale=de')).status).toBe(404)
      await expectBadRequest('/v1/pages?path=../etc/passwd&locale=de', 'path')
      await expectBadRequest('/v1/pages?path=/UEBER-UNS', 'path')
      await expectBadRequest('/v1/pages?locale=de', 'path')
      await expectBadRequest(`/v1/pages?path=/${'a'.repeat(250)}`, 'path')
    })
  })

  describe('catalog paths', () => {
    const url = (locale: string, type: string, category?: string, product?: string) =>
      `/v1/catalog-path?locale=${locale}&type=${type}` +
      (category ? `&category=${category}` : '') +
      (product ? `&product=${product}` : '')

    it('resolves a product path and translates it', async () => {
      const { status, body } = await get<CatalogPathDto>(
        url('de', 'windows', 'grafik', 'foto-studio-pro'),
      )
      expect(status).toBe(200)
      expect(body.platformType.slug).toBe('windows')
      expect(body.category?.slug).toBe('grafik')
      expect(body.product?.id).toBe(1)
      expect(body.product?.versions.length).toBeGreaterThan(0)
      expect(body.alternates).toEqual({
        de: '/windows/grafik/foto-studio-pro',
        en: '/windows/graphics/photo-studio-pro',
      })
    })

    it('resolves platform and category paths', async () => {
      const platform = await get<CatalogPathDto>(url('en', 'android'))
      expect(platform.status).toBe(200)
      expect(platform.body).toMatchObject({ category: null, product: null })
      expect(platform.body.alternates).toEqual({ de: '/android', en: '/android' })
      const category = await get<CatalogPathDto>(url('en', 'mac', 'security'))
      expect(category.body.category?.productCount).toBeGreaterThan(0)
      expect(category.body.alternates).toEqual({ de: '/mac/sicherheit', en: '/mac/security' })
    })

    it('accepts a product on any of its platforms', async () => {
      const { status, body } = await get<CatalogPathDto>(
        url('en', 'mac', 'graphics', 'photo-studio-pro'),
      )
      expect(status).toBe(200)
      expect(body.alternates.de).toBe('/mac/grafik/foto-studio-pro')
    })

    it.each([
      ['unknown type', url('de', 'linux')],
      ['unknown category', url('de', 'windows', 'kochen')],
      ['unknown product', url('de', 'windows', 'grafik', 'gibt-es-nicht')],
      ['category slug of the other language', url('de', 'windows', 'graphics')],
      ['product slug of the other language', url('de', 'windows', 'grafik', 'photo-studio-pro')],
      ['product not in the category', url('de', 'windows', 'buero', 'foto-studio-pro')],
      ['product not on the platform', url('de', 'android', 'grafik', 'foto-studio-pro')],
      ['category without products on the platform', url('en', 'ios', 'utilities')],
      ['uppercase type', url('de', 'Windows')],
      ['malformed segment', url('de', 'windows', '..%2F..')],
    ])('answers 404 for %s', async (_name, path) => {
      expect((await get(path)).status).toBe(404)
    })

    it.each([
      ['product without category', url('de', 'windows', undefined, 'foto-studio-pro'), 'product'],
      ['missing type', '/v1/catalog-path?locale=de', 'type'],
      ['bad locale', url('fr', 'windows'), 'locale'],
      ['repeated type', '/v1/catalog-path?type=windows&type=mac', 'type'],
    ])('answers 400 for %s', async (_name, path, field) => {
      await expectBadRequest(path, field)
    })
  })

  describe('promotions', () => {
    it('serves promo banners per product slug', async () => {
      const { status, body } = await get<{ headline: string; fileName: string }>(
        '/v1/promo-banners/wetterfrosch?locale=en',
      )
      expect(status).toBe(200)
      expect(body.headline).toBe('Never get caught in the rain')
      expect(body.fileName).toBe('weather-frog-trial-android.apk')
      expect((await get('/v1/promo-banners/chess-master')).status).toBe(404)
    })

    it('lists the special promo products 43, 53, 38 and 143 with their setup files', async () => {
      const { body } = await get<{ items: { id: number; name: string; file: string }[] }>(
        '/v1/special-promo-products?locale=de',
      )
      expect(body.items.map((item) => item.id)).toEqual([43, 53, 38, 143])
      expect(body.items[1]).toMatchObject({
        name: 'Schrittzähler',
        file: 'step-counter-free-android.apk',
      })
    })
  })
})
