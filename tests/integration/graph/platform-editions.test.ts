import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { bootGatewayOver } from './harness'

// Issue 19, point 1: a program is one product with an edition per platform it runs on. A
// listing of a platform links to the product below that platform; a platform the program
// does not exist for has no page for it; mobile editions carry their app store page.

interface Edition {
  platform: string
  paths: { de: string; en: string }
  storeUrl: string | null
}
interface Listed {
  id: string
  slug: string
  platforms: string[]
  editions: Edition[]
}

describe.each(databaseTargets())('platform editions on $name', (target) => {
  let hub: BootedHub
  let graph: GraphApp

  beforeAll(async () => {
    hub = await bootHub(target)
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '5000' })
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  async function execute<T>(query: string, variables: Record<string, unknown> = {}) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query, variables },
    })
    const body = response.json() as { data: T; errors?: unknown[] }
    expect(body.errors).toBeUndefined()
    return body.data
  }

  const editionFields = 'editions { platform paths { de en } storeUrl }'

  it('gives every listed product an edition per platform, with that platform in its path', async () => {
    for (const platform of ['WINDOWS', 'MAC', 'ANDROID', 'IOS']) {
      const data = await execute<{ products: { edges: { node: Listed }[] } }>(
        `query ($platform: Platform) { products(locale: de, first: 100, platform: $platform) {
          edges { node { id slug platforms ${editionFields} } } } }`,
        { platform },
      )
      const listed = data.products.edges.map((edge) => edge.node)
      expect(listed.length).toBeGreaterThan(0)
      for (const product of listed) {
        // Listed under the platform means it exists there: an edition of that platform.
        const edition = product.editions.find((candidate) => candidate.platform === platform)
        expect(edition, `${product.slug} on ${platform}`).toBeDefined()
        expect(product.editions.map((candidate) => candidate.platform)).toEqual(product.platforms)
        const segment = platform.toLowerCase()
        expect(edition!.paths.de.startsWith(`/${segment}/`)).toBe(true)
        expect(edition!.paths.en.startsWith(`/${segment}/`)).toBe(true)
        expect(edition!.paths.de.endsWith(`/${product.slug}`)).toBe(true)
        // Mobile editions are installed from their store page; desktop ones are downloaded.
        if (platform === 'ANDROID') {
          expect(edition!.storeUrl).toMatch(
            /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/,
          )
        } else if (platform === 'IOS') {
          expect(edition!.storeUrl).toMatch(/^https:\/\/apps\.apple\.com\/app\//)
        } else {
          expect(edition!.storeUrl).toBeNull()
        }
      }
    }
  })

  it('resolves a product below each of its platforms and is a 404 below any other', async () => {
    const pathQuery = `query ($type: String!, $category: String, $product: String) {
      catalogPath(locale: de, categoryType: $type, categoryName: $category, productName: $product) {
        platformType { platform }
        product { slug primaryPlatform relatedProducts { slug ${editionFields} } }
      } }`
    type PathAnswer = {
      catalogPath: {
        platformType: { platform: string }
        product: { slug: string; primaryPlatform: string; relatedProducts: Listed[] } | null
      } | null
    }
    // Passwort-Tresor: primarily an iOS app, also for Android, Windows and Mac.
    for (const type of ['ios', 'android', 'windows', 'mac']) {
      const data = await execute<PathAnswer>(pathQuery, {
        type,
        category: 'sicherheit',
        product: 'passwort-tresor',
      })
      expect(data.catalogPath?.platformType.platform).toBe(type.toUpperCase())
      expect(data.catalogPath?.product?.primaryPlatform).toBe('IOS')
    }
    // Schriftenverwaltung exists for the Mac only: below Windows there is no such page.
    const macOnly = await execute<PathAnswer>(pathQuery, {
      type: 'mac',
      category: 'grafik',
      product: 'schriftenverwaltung',
    })
    expect(macOnly.catalogPath?.product?.slug).toBe('schriftenverwaltung')
    const missing = await execute<PathAnswer>(pathQuery, {
      type: 'windows',
      category: 'grafik',
      product: 'schriftenverwaltung',
    })
    expect(missing.catalogPath).toBeNull()
    const hubAnswer = await hub.app.inject({
      url: '/v1/catalog-path?locale=de&type=windows&category=grafik&product=schriftenverwaltung',
    })
    expect(hubAnswer.statusCode).toBe(404)
  })

  it('lists a platform only with programs that exist for it', async () => {
    const data = await execute<{ products: { edges: { node: Listed }[] } }>(
      `{ products(locale: de, first: 100, platform: WINDOWS) { edges { node { slug platforms } } } }`,
    )
    const slugs = data.products.edges.map((edge) => edge.node.slug)
    expect(slugs).toContain('passwort-tresor')
    expect(slugs).not.toContain('schriftenverwaltung')
    for (const edge of data.products.edges) expect(edge.node.platforms).toContain('WINDOWS')
  })
})
