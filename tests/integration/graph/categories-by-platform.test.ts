import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { bootGatewayOver } from './harness'

interface Category {
  slug: string
  platform: string
  productCount: number
  paths: { de: string; en: string }
}

// The sitemap and the platform pages' category links (issue 19, point 18) ask for a
// platform's product categories with their counts and paths below that platform.
describe.each(databaseTargets())('categories of one platform on $name', (target) => {
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

  async function categoriesOf(platform: string): Promise<Category[]> {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: `query ($platform: Platform) {
          categories(locale: de, kind: PRODUCT_CATEGORY, platform: $platform) {
            slug platform productCount paths { de en }
          }
        }`,
        variables: { platform },
      },
    })
    const body = response.json() as { data?: { categories: Category[] }; errors?: unknown }
    expect(body.errors).toBeUndefined()
    return body.data!.categories
  }

  it('places every product category below the asked platform, with its count there', async () => {
    const windows = await categoriesOf('WINDOWS')
    const ios = await categoriesOf('IOS')
    expect(windows.length).toBeGreaterThan(0)
    for (const category of windows) {
      expect(category.platform).toBe('WINDOWS')
      expect(category.paths.de).toBe(`/windows/${category.slug}`)
    }
    expect(ios.every((category) => category.paths.de.startsWith('/ios/'))).toBe(true)
    const counts = (list: Category[]) => list.map((category) => category.productCount)
    expect(counts(windows).some((count) => count > 0)).toBe(true)
    // Counts are per platform: Windows and iOS do not have the same programs.
    expect(counts(windows)).not.toEqual(counts(ios))
  })
})
