import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_FACTS } from '../../../hub/src/db/seed/product-facts'
import { SEED_PRESS_RELEASES } from '../../../hub/src/db/seed/press-releases'
import { SEED_PRODUCTS } from '../../../hub/src/db/seed/products'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

// Issue 24, point 4: the hub's press API. Releases newest first in either language, one
// release by its slug in either language, the press kits with the company's first; every bad
// request a 400 and every unknown name a 404, each with a message in the caller's language.

interface Release {
  key: string
  slug: string
  slugs: { de: string; en: string }
  publishedOn: string
  title: string
  lead: string
  body: string[]
  productId: number | null
  pressKit: { name: string; fileName: string }
}

interface Kit {
  name: string
  fileName: string
  names: { de: string; en: string }
  title: string
  productId: number | null
}

const PHOTO_STUDIO = SEED_PRESS_RELEASES.find((release) => release.key === 'foto-studio-pro-5-4')!

describe.each(databaseTargets())('press API on $name', (target) => {
  let hub: BootedHub
  const get = (url: string, headers: Record<string, string> = {}) =>
    hub.app.inject({ method: 'GET', url, headers })

  beforeAll(async () => {
    hub = await bootHub(target)
  })

  afterAll(async () => {
    await hub?.stop()
  })

  it('lists every seeded release, newest first, in the language asked for', async () => {
    for (const locale of ['de', 'en'] as const) {
      const response = await get(`/v1/press-releases?locale=${locale}`)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('public, max-age=300')
      const items = response.json<{ items: Release[] }>().items
      expect(items).toHaveLength(SEED_PRESS_RELEASES.length)
      const days = items.map((item) => item.publishedOn)
      expect(days).toEqual([...days].sort().reverse())
      const photo = items.find((item) => item.key === PHOTO_STUDIO.key)!
      expect(photo).toEqual({
        key: PHOTO_STUDIO.key,
        slug: PHOTO_STUDIO.slugs[locale],
        slugs: PHOTO_STUDIO.slugs,
        publishedOn: PHOTO_STUDIO.publishedOn,
        title: PHOTO_STUDIO.title[locale],
        lead: PHOTO_STUDIO.lead[locale],
        body: PHOTO_STUDIO.body[locale],
        productId: 1,
        pressKit: {
          name: locale === 'de' ? 'foto-studio-pro' : 'photo-studio-pro',
          fileName: locale === 'de' ? 'foto-studio-pro.zip' : 'photo-studio-pro.zip',
        },
      })
    }
  })

  it('links a release about the company to the company kit', async () => {
    const items = (await get('/v1/press-releases?locale=de')).json<{ items: Release[] }>().items
    const company = items.find((item) => item.productId === null)!
    expect(company.pressKit).toEqual({ name: 'unternehmen', fileName: 'unternehmen.zip' })
    const english = (await get('/v1/press-releases?locale=en')).json<{ items: Release[] }>().items
    expect(english.find((item) => item.productId === null)!.pressKit.fileName).toBe('company.zip')
  })

  it('dates a product release on the day its version entered the changelog', async () => {
    const items = (await get('/v1/press-releases')).json<{ items: Release[] }>().items
    for (const release of items.filter((item) => item.productId !== null)) {
      const days = PRODUCT_FACTS[release.productId!]!.changelog.map((entry) => entry.date)
      expect(days, release.key).toContain(release.publishedOn)
    }
  })

  it('finds a release by its slug in either language and answers in the language asked for', async () => {
    const german = await get(`/v1/press-releases/${PHOTO_STUDIO.slugs.en}?locale=de`)
    expect(german.statusCode).toBe(200)
    expect(german.json<Release>()).toMatchObject({
      slug: PHOTO_STUDIO.slugs.de,
      title: PHOTO_STUDIO.title.de,
    })
    const english = await get(`/v1/press-releases/${PHOTO_STUDIO.slugs.de}?locale=en`)
    expect(english.json<Release>()).toMatchObject({
      slug: PHOTO_STUDIO.slugs.en,
      title: PHOTO_STUDIO.title.en,
    })
    // German when no language is given, like the catalog.
    expect((await get(`/v1/press-releases/${PHOTO_STUDIO.slugs.de}`)).json<Release>().title).toBe(
      PHOTO_STUDIO.title.de,
    )
  })

  it('answers an unknown release 404 with a message in the language asked for', async () => {
    const german = await get('/v1/press-releases/gibt-es-nicht?locale=de')
    expect(german.statusCode).toBe(404)
    expect(german.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Diese Pressemitteilung gibt es nicht' },
    })
    const english = await get('/v1/press-releases/does-not-exist?locale=en')
    expect(english.json().error.message).toBe('There is no such press release')
  })

  it('answers bad input 400 with a localized message per field, never a 500', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['/v1/press-releases?locale=fr', 'locale', {}],
      ['/v1/press-releases?locale=de&locale=en', 'locale', {}],
      ['/v1/press-releases?locale[x]=de', 'locale', {}],
      ['/v1/press-kits?locale=', 'locale', {}],
      ['/v1/press-releases/Foto%20Studio?locale=de', 'slug', {}],
      ['/v1/press-releases/..%2F..%2Fetc?locale=en', 'slug', {}],
      ['/v1/press-releases/%00?locale=de', 'slug', {}],
      ['/v1/press-kits/company', 'file', {}],
      ['/v1/press-kits/company.tar.gz', 'file', {}],
      ['/v1/press-kits/..%2Fcompany.zip', 'file', {}],
      ['/v1/press-kits/Company.zip', 'file', { 'accept-language': 'en-GB,en;q=0.8' }],
    ]
    for (const [url, field, headers] of cases) {
      const response = await get(url, headers)
      expect(response.statusCode, url).toBe(400)
      const body = response.json<{ error: { code: string; message: string; fields: object } }>()
      expect(body.error.code, url).toBe('BAD_REQUEST')
      expect(Object.keys(body.error.fields), url).toEqual([field])
    }
    // Fastify refuses a path segment over 100 characters before any route: still a clear 4xx.
    const long = await get(`/v1/press-releases/${'a'.repeat(201)}`)
    expect(long.statusCode).toBe(414)
    expect(long.json().error.code).toBe('BAD_REQUEST')
    const english = await get('/v1/press-releases/Foto%20Studio?locale=en')
    expect(english.json().error.message).toBe('Please check the details in the address')
    // A bad locale cannot choose the language: the browser's does, else German.
    const byHeader = await get('/v1/press-releases?locale=fr', { 'accept-language': 'en-US' })
    expect(byHeader.json().error.fields.locale).toBe('locale must be "de" or "en" (given once)')
    const german = await get('/v1/press-kits/company')
    expect(german.json().error.fields.file).toContain('Eine Pressemappe heißt')
  })

  it('lists the company kit first, then one kit per program by name', async () => {
    for (const locale of ['de', 'en'] as const) {
      const response = await get(`/v1/press-kits?locale=${locale}`)
      expect(response.statusCode).toBe(200)
      const kits = response.json<{ items: Kit[] }>().items
      expect(kits[0]).toEqual({
        name: locale === 'de' ? 'unternehmen' : 'company',
        fileName: locale === 'de' ? 'unternehmen.zip' : 'company.zip',
        names: { de: 'unternehmen', en: 'company' },
        title:
          locale === 'de'
            ? 'Pressemappe Schaufenster Software (Unternehmen)'
            : 'Schaufenster Software company press kit',
        productId: null,
      })
      const programs = kits.slice(1)
      expect(programs.map((kit) => kit.productId).sort((a, b) => a! - b!)).toEqual(
        SEED_PRODUCTS.map((product) => product.id).sort((a, b) => a - b),
      )
      const names = programs.map((kit) => kit.title)
      const collator = new Intl.Collator(locale === 'de' ? 'de-DE' : 'en-GB')
      expect(names).toEqual([...names].sort(collator.compare))
      const photo = programs.find((kit) => kit.productId === 1)!
      expect(photo).toEqual({
        name: locale === 'de' ? 'foto-studio-pro' : 'photo-studio-pro',
        fileName: locale === 'de' ? 'foto-studio-pro.zip' : 'photo-studio-pro.zip',
        names: { de: 'foto-studio-pro', en: 'photo-studio-pro' },
        title: locale === 'de' ? 'Pressemappe Foto-Studio Pro' : 'Photo Studio Pro press kit',
        productId: 1,
      })
    }
  })

  it('answers a kit name nobody has 404, before making anything', async () => {
    for (const url of ['/v1/press-kits/gibt-es-nicht.zip', '/v1/press-kits/press-releases.zip']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'Zu diesem Namen gibt es keine Pressemappe',
      })
    }
    const head = await hub.app.inject({ method: 'HEAD', url: '/v1/press-kits/nobody.zip' })
    expect(head.statusCode).toBe(404)
  })
})
