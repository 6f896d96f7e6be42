import { bootGatewayOver } from './harness'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildGraphApp, type GraphApp } from '../../../graph/src/app'
import { loadGraphConfig } from '../../../graph/src/config'
import { createGraphLogger } from '../../../graph/src/logger'
import { productById } from '../../../hub/src/db/seed/products'
import { setupFileBytes } from '../../../hub/src/db/seed/setup-files'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

interface GraphQLAnswer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[]
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

const productPage = /* GraphQL */ `
  fragment ProductPage on Product {
    id
    name
    slug
    primaryPlatform
    platforms
    shortDescription
    description
    releaseDate
    downloadCount
    paths {
      de
      en
    }
    icon {
      url
      alt
      width
      height
    }
    categories {
      kind
      slug
      name
      paths {
        de
        en
      }
    }
    priceGross(currency: EUR) {
      amountMinor
      currency
    }
    strikePriceGross(currency: EUR) {
      amountMinor
    }
    offerEndsAt
    versions {
      kind
      setupFiles {
        fileName
        platform
        downloadUrl
        sizeBytes
      }
    }
    subscriptionOptions(currency: EUR) {
      period
      amountPerPeriodGross {
        amountMinor
        currency
      }
      strikeAmountGross {
        amountMinor
      }
    }
    modifications {
      id
      key
      name
      amountGross(currency: GBP) {
        amountMinor
        currency
      }
    }
    functions {
      title
      text
    }
    gallery {
      url
      alt
      width
      height
    }
    advantages {
      version
      items
    }
    pressQuotes {
      source
      quote
      rating
    }
    reviews {
      id
      author
      stars
      title
      body
      createdAt
    }
    ratingAverage
    reviewCount
    faq {
      question
      answer
    }
    services {
      title
      text
    }
    relatedProducts {
      id
      name
      icon {
        url
      }
      paths {
        de
        en
      }
      priceGross {
        amountMinor
      }
      categories {
        name
      }
    }
    promoBanner {
      headline
      downloadUrl
    }
  }
`

describe.each(databaseTargets())('catalog through the gateway on $name', (target) => {
  let hub: BootedHub
  let graph: GraphApp
  const hubRequests: string[] = []

  beforeAll(async () => {
    hub = await bootHub(target, {
      beforeReady: (app) =>
        app.addHook('onRequest', async (request) => {
          hubRequests.push(request.url)
        }),
    })
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '2000' })
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  async function execute<T = Json>(query: string, variables: Record<string, unknown> = {}) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query, variables },
    })
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.json() as GraphQLAnswer<T>,
    }
  }

  it('answers a whole product page with one hub request', async () => {
    hubRequests.length = 0
    const { body } = await execute(
      `${productPage} query ($slug: String!) { product(slug: $slug, locale: en) { ...ProductPage } }`,
      { slug: 'foto-studio-pro' },
    )
    expect(body.errors).toBeUndefined()
    const product = body.data.product
    expect(product).toMatchObject({
      id: '1',
      name: 'Photo Studio Pro',
      primaryPlatform: 'WINDOWS',
      platforms: ['WINDOWS', 'MAC'],
      paths: { de: '/windows/grafik/foto-studio-pro', en: '/windows/graphics/photo-studio-pro' },
      icon: { url: '/media/product-1-icon.svg', width: 256, height: 256 },
      priceGross: { amountMinor: 2999, currency: 'EUR' },
      strikePriceGross: { amountMinor: 3999 },
      promoBanner: { downloadUrl: '/downloads/photo-studio-pro-trial-windows.exe' },
    })
    // The offer says until when it runs (issue 24, point 6): three weeks from the seeding.
    expect(Date.parse(product.offerEndsAt)).toBeGreaterThan(Date.now() + 20 * 86_400_000)
    expect(product.categories[0]).toMatchObject({ kind: 'PRODUCT_CATEGORY', slug: 'graphics' })
    expect(product.versions.map((version: Json) => version.kind)).toEqual(['FULL', 'PLUS', 'TRIAL'])
    expect(product.versions[2].setupFiles[0]).toMatchObject({
      fileName: 'photo-studio-pro-trial-windows.exe',
      platform: 'WINDOWS',
      downloadUrl: '/downloads/photo-studio-pro-trial-windows.exe',
    })
    expect(product.modifications[0]).toMatchObject({
      key: 'subsequent-version',
      amountGross: { currency: 'GBP' },
    })
    expect(product.gallery).toHaveLength(3)
    // The English page's screenshots show the program's English interface (issue 24).
    expect(product.gallery.map((image: Json) => image.url)).toEqual([
      '/media/product-1-screen-1-en.svg',
      '/media/product-1-screen-2-en.svg',
      '/media/product-1-screen-3-en.svg',
    ])
    expect(product.advantages[0].version).toBe('FULL')
    expect(product.reviewCount).toBe(product.reviews.length)
    expect(product.ratingAverage).toBeGreaterThan(3)
    expect(product.relatedProducts.length).toBeGreaterThan(0)
    expect(product.relatedProducts[0].icon.url).toMatch(/^\/media\/product-\d+-icon\.svg$/)
    expect(hubRequests).toHaveLength(1)
    expect(hubRequests[0]).toMatch(/^\/v1\/products\?.*view=detail/)
  })

  it('loads product-page fields of listed products in one batch', async () => {
    hubRequests.length = 0
    const { body } = await execute(`{
      products(locale: de, first: 6, platform: MAC, sort: DOWNLOADS) {
        totalCount
        edges { node { id platforms downloadCount description reviewCount versions { kind } } }
      }
    }`)
    expect(body.errors).toBeUndefined()
    const nodes = body.data.products.edges.map((edge: Json) => edge.node)
    expect(nodes).toHaveLength(6)
    expect(nodes.every((node: Json) => node.platforms.includes('MAC'))).toBe(true)
    const counts = nodes.map((node: Json) => node.downloadCount)
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a))
    expect(nodes.every((node: Json) => node.description.length > 20)).toBe(true)
    // The listing plus one batched detail call, however many products are listed.
    expect(hubRequests).toHaveLength(2)
  })

  it('filters products by category and keeps the old arguments working', async () => {
    const { body } = await execute(`{
      products(locale: en, first: 50, category: "sicherheit", sort: NAME) {
        totalCount
        edges { node { name } }
      }
    }`)
    expect(body.data.products.edges.map((edge: Json) => edge.node.name)).toEqual([
      'Anti-Theft',
      'Backup Master',
      'Firewall Sentry',
      'Password Vault',
      'Virus Guard',
    ])
    const bad = await execute(`{ products(locale: en, category: "nope") { totalCount } }`)
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect(bad.body.errors?.[0]?.extensions?.fields).toHaveProperty('category')
  })

  it('resolves catalog paths with alternates, in one hub request for a product', async () => {
    hubRequests.length = 0
    const { body } = await execute(
      `${productPage}
      query ($type: String!, $category: String, $product: String) {
        catalogPath(locale: de, categoryType: $type, categoryName: $category, productName: $product) {
          platformType { kind slug name paths { de en } }
          category { kind slug name paths { de en } }
          product { ...ProductPage }
          alternates { de en }
        }
      }`,
      { type: 'windows', category: 'grafik', product: 'foto-studio-pro' },
    )
    expect(body.errors).toBeUndefined()
    expect(body.data.catalogPath).toMatchObject({
      platformType: {
        kind: 'PLATFORM',
        slug: 'windows',
        paths: { de: '/windows', en: '/windows' },
      },
      category: { kind: 'PRODUCT_CATEGORY', slug: 'grafik', name: 'Grafik & Foto' },
      product: { id: '1', name: 'Foto-Studio Pro' },
      alternates: {
        de: '/windows/grafik/foto-studio-pro',
        en: '/windows/graphics/photo-studio-pro',
      },
    })
    expect(hubRequests).toHaveLength(1)
  })

  it('answers null for catalog paths that do not resolve', async () => {
    const { body } = await execute(`{
      unknownType: catalogPath(locale: de, categoryType: "linux") { alternates { de } }
      otherLanguage: catalogPath(locale: de, categoryType: "windows", categoryName: "graphics") { alternates { de } }
      mismatch: catalogPath(locale: en, categoryType: "android", categoryName: "graphics", productName: "photo-studio-pro") { alternates { de } }
      noCategory: catalogPath(locale: en, categoryType: "windows", productName: "photo-studio-pro") { alternates { de } }
      category: catalogPath(locale: en, categoryType: "mac", categoryName: "security") {
        category { name productCount products(first: 10) { totalCount edges { node { platforms } } } }
        alternates { de en }
      }
    }`)
    expect(body.errors).toBeUndefined()
    expect(body.data).toMatchObject({
      unknownType: null,
      otherLanguage: null,
      mismatch: null,
      noCategory: null,
    })
    const category = body.data.category
    expect(category.alternates).toEqual({ de: '/mac/sicherheit', en: '/mac/security' })
    expect(category.category.products.totalCount).toBe(category.category.productCount)
    expect(
      category.category.products.edges.every((edge: Json) => edge.node.platforms.includes('MAC')),
    ).toBe(true)
  })

  it('serves the home page', async () => {
    const { body } = await execute(`{
      homePage(locale: en) {
        bestsellerOfTheMonth { name icon { url } }
        topPrograms { category { name } products { name } }
        mostDownloaded { downloadCount }
        recentlyAdded { releaseDate }
        androidApps { platforms }
        iosApps { platforms }
        pressLogos { url alt width height }
        newsletterBanner { headline text buttonText }
      }
    }`)
    expect(body.errors).toBeUndefined()
    const home = body.data.homePage
    expect(home.bestsellerOfTheMonth.name).toBe('Photo Studio Pro')
    expect(home.topPrograms.length).toBeGreaterThanOrEqual(6)
    expect(home.pressLogos[0]).toMatchObject({ url: '/media/press-logo-1.svg', width: 240 })
    expect(home.iosApps.every((app: Json) => app.platforms.includes('IOS'))).toBe(true)
    expect(home.newsletterBanner.headline).toMatch(/70%/)
  })

  it('serves content pages with typed blocks, null for unknown paths', async () => {
    const query = /* GraphQL */ `
      query ($path: String!, $locale: Locale!) {
        page(path: $path, locale: $locale) {
          path
          locale
          layout
          meta {
            title
            description
          }
          alternates {
            de
            en
          }
          blocks {
            __typename
            ... on RichTextBlock {
              heading
              paragraphs
            }
            ... on FaqBlock {
              heading
              questions {
                question
                answer
              }
            }
            ... on GalleryBlock {
              heading
              images {
                url
                width
                height
                alt
              }
            }
            ... on ListBlock {
              heading
              items
            }
            ... on DownloadsBlock {
              heading
              downloads {
                title
                kind
                url
                image {
                  url
                  width
                }
              }
            }
            ... on ContactBlock {
              heading
              email
              phone
              address
              options {
                id
                headline
                buttonText
              }
            }
          }
        }
      }
    `
    const about = await execute(query, { path: '/ueber-uns', locale: 'en' })
    expect(about.body.errors).toBeUndefined()
    expect(about.body.data.page).toMatchObject({
      path: '/about-us',
      locale: 'en',
      layout: 'DEFAULT',
      alternates: { de: '/ueber-uns', en: '/about-us' },
    })
    expect(about.body.data.page.blocks.map((block: Json) => block.__typename)).toEqual([
      'RichTextBlock',
      'GalleryBlock',
      'RichTextBlock',
      'ListBlock',
    ])
    const press = await execute(query, { path: '/presse-downloads', locale: 'de' })
    expect(press.body.data.page.layout).toBe('PRESS')
    const items = press.body.data.page.blocks.flatMap((block: Json) => block.downloads)
    expect(items).toContainEqual(
      expect.objectContaining({ kind: 'IMAGE', url: '/media/company-logo.svg' }),
    )
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'IMAGE',
        image: { url: '/media/product-1-icon.svg', width: 256 },
      }),
    )
    const contact = await execute(query, { path: '/kontakt', locale: 'de' })
    expect(contact.body.data.page.blocks[0].__typename).toBe('ContactBlock')
    expect(contact.body.data.page.blocks[0].options).toHaveLength(4)
    const faq = await execute(query, { path: '/newsletter', locale: 'en' })
    expect(faq.body.data.page.blocks.map((block: Json) => block.__typename)).toContain('FaqBlock')
    const missing = await execute(query, { path: '/nowhere', locale: 'de' })
    expect(missing.body.errors).toBeUndefined()
    expect(missing.body.data.page).toBeNull()
    const malformed = await execute(query, { path: 'no-slash', locale: 'de' })
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect(malformed.body.errors?.[0]?.extensions?.fields).toHaveProperty('path')
  })

  it('searches in German and English and refuses an empty query', async () => {
    const german = await execute(
      `{ search(locale: de, query: "Fotos", first: 3) { query totalCount products { name } } }`,
    )
    expect(german.body.data.search.products[0].name).toBe('Foto-Studio Pro')
    expect(german.body.data.search.products.length).toBeLessThanOrEqual(3)
    const english = await execute(`{ search(locale: en, query: "budget") { products { id } } }`)
    expect(english.body.data.search.products[0].id).toBe('162')
    for (const query of ['', '   ', 'x'.repeat(101)]) {
      const bad = await execute(
        `query ($q: String!) { search(locale: en, query: $q) { totalCount } }`,
        {
          q: query,
        },
      )
      expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
      expect(bad.body.errors?.[0]?.extensions?.fields).toHaveProperty('query')
    }
  })

  it('lists categories, promotions and promo banners', async () => {
    const { body } = await execute(`{
      categories(locale: en, kind: PRODUCT_CATEGORY) { kind slug slugs { de en } paths { de en } }
      platforms: categories(locale: de, kind: PLATFORM) { slug }
      category(slug: "sicherheit", locale: en, platform: ANDROID) { name platform productCount }
      missing: category(slug: "nothing", locale: en) { name }
      specialPromoProducts(locale: de) { id name file product { slug } }
      promoBanner(productSlug: "password-vault", locale: de) { productSlug headline downloadUrl }
      noBanner: promoBanner(productSlug: "chess-master", locale: de) { headline }
    }`)
    expect(body.errors).toBeUndefined()
    expect(body.data.categories.length).toBeGreaterThanOrEqual(6)
    expect(body.data.categories.every((c: Json) => c.kind === 'PRODUCT_CATEGORY')).toBe(true)
    expect(body.data.platforms.map((c: Json) => c.slug)).toEqual([
      'windows',
      'mac',
      'android',
      'ios',
    ])
    expect(body.data.category).toEqual({ name: 'Security', platform: 'ANDROID', productCount: 2 })
    expect(body.data.missing).toBeNull()
    expect(body.data.specialPromoProducts.map((p: Json) => p.id)).toEqual(['43', '53', '38', '143'])
    expect(body.data.specialPromoProducts[1]).toMatchObject({
      name: 'Schrittzähler',
      file: '/downloads/step-counter-free-android.apk',
    })
    expect(body.data.promoBanner).toMatchObject({
      productSlug: 'passwort-tresor',
      downloadUrl: '/downloads/password-vault-trial-ios.ipa',
    })
    expect(body.data.noBanner).toBeNull()
  })

  it('marks catalog answers publicly cacheable and the cart not', async () => {
    const catalog = await execute(
      `{ products(locale: de, first: 2) { edges { node { name icon { url } priceGross { amountMinor } } } } }`,
    )
    expect(catalog.headers['cache-control']).toBe('max-age=60, public')
    const page = await execute(
      `{ page(path: "/ueber-uns", locale: de) { meta { title } blocks { __typename } } }`,
    )
    expect(page.headers['cache-control']).toBe('max-age=60, public')
    const cart = await execute(`{ cart { itemCount } }`)
    expect(cart.headers['cache-control']).toBe('no-store')
    const mixed = await execute(
      `{ cart { itemCount } homePage(locale: de) { newsletterBanner { headline } } }`,
    )
    expect(mixed.headers['cache-control']).toBe('no-store')
  })

  it('streams media from the hub with its headers', async () => {
    const response = await graph.app.inject('/media/product-38-icon.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.body).toMatch(/^<svg /)
    const again = await graph.app.inject({
      url: '/media/product-38-icon.svg',
      headers: { 'if-none-match': response.headers['etag'] as string },
    })
    expect(again.statusCode).toBe(304)
    const missing = await graph.app.inject('/media/nothing.svg')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('NOT_FOUND')
  })

  it('streams downloads from the hub, including ranges and HEAD', async () => {
    const expected = setupFileBytes(productById(43)!, 'trial', 'android')
    const file = 'weather-frog-trial-android.apk'
    const whole = await graph.app.inject(`/downloads/${file}`)
    expect(whole.statusCode).toBe(200)
    expect(whole.rawPayload.equals(expected)).toBe(true)
    expect(whole.headers['content-type']).toBe('application/vnd.android.package-archive')
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename="weather-frog/)
    expect(whole.headers['content-length']).toBe(String(expected.length))
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.headers['etag']).toBeDefined()
    const part = await graph.app.inject({
      url: `/downloads/${file}`,
      headers: { range: 'bytes=10-19' },
    })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 10-19/${expected.length}`)
    expect(part.rawPayload.equals(expected.subarray(10, 20))).toBe(true)
    const beyond = await graph.app.inject({
      url: `/downloads/${file}`,
      headers: { range: `bytes=${expected.length + 5}-` },
    })
    expect(beyond.statusCode).toBe(416)
    const head = await graph.app.inject({ method: 'HEAD', url: `/downloads/${file}` })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(String(expected.length))
    expect(head.rawPayload.length).toBe(0)
    for (const bad of ['..%2F..%2Fpackage.json', 'nope.exe', '%2Fetc%2Fpasswd']) {
      expect((await graph.app.inject(`/downloads/${bad}`)).statusCode, bad).toBe(404)
    }
  })
})

describe('file passthrough without a hub', () => {
  let graph: GraphApp

  beforeAll(async () => {
    const config = loadGraphConfig({
      HUB_V1_URL: 'http://127.0.0.1:9/v1',
      CART_API_URL: 'http://127.0.0.1:9/cart',
      HUB_TIMEOUT_MS: '500',
      LOG_LEVEL: 'silent',
    })
    graph = await buildGraphApp(config, createGraphLogger(config))
    await graph.app.ready()
  })

  afterAll(async () => {
    await graph?.app.close()
  })

  it.each(['/media/product-1-icon.svg', '/downloads/photo-studio-pro-trial-windows.exe'])(
    'answers 503 JSON for %s',
    async (url) => {
      const response = await graph.app.inject(url)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
      })
      expect(response.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/)
    },
  )
})
