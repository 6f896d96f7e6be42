import { describe, expect, it } from 'vitest'
import type { CatalogPathQuery } from '../../../web/src/__generated__/graphql'
import { catalogPageTexts } from '../../../web/src/components/ProductListing/catalog-page-texts'
import { uniqueSitemapEntries } from '../../../web/src/routing/sitemap'

type Resolved = NonNullable<CatalogPathQuery['catalogPath']>

// The German texts of common.json's catalogPage, applied as i18next would.
const texts: Record<string, string> = {
  'catalogPage.categoryTitle.programs': '{{category}}: Programme für {{platform}}',
  'catalogPage.categoryTitle.apps': '{{category}}: Apps für {{platform}}',
  'catalogPage.productTitle': '{{product}} für {{platform}}',
  'catalogPage.description': '{{platform}}: {{description}}',
}
const t = (key: string, options: Record<string, unknown>) =>
  (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]))

function categoryPage(platform: 'WINDOWS' | 'MAC' | 'IOS', name: string): Resolved {
  const platformName = { WINDOWS: 'Windows', MAC: 'Mac', IOS: 'iOS' }[platform]
  return {
    alternates: { de: '/x', en: '/x' },
    platformType: {
      id: '1',
      name: platformName,
      description: `Programme für ${platformName}`,
      platform,
      paths: { de: '/x', en: '/x' },
    },
    category: {
      id: '12',
      slug: 'buero',
      name,
      description: 'Texte und Tabellen.',
      paths: { de: '/x', en: '/x' },
    },
    product: null,
  } as Resolved
}

describe('catalog page texts (issue 19, point 18)', () => {
  it('name the platform, so one category under several platforms has several titles', () => {
    const pages = (['WINDOWS', 'MAC', 'IOS'] as const).map((platform) =>
      catalogPageTexts(categoryPage(platform, 'Büro'), t),
    )
    expect(pages.map((page) => page.heading)).toEqual([
      'Büro: Programme für Windows',
      'Büro: Programme für Mac',
      'Büro: Apps für iOS',
    ])
    expect(new Set(pages.map((page) => page.title)).size).toBe(3)
    expect(new Set(pages.map((page) => page.description)).size).toBe(3)
    expect(pages[0]?.description).toBe('Windows: Texte und Tabellen.')
  })
})

describe('sitemap entries', () => {
  it('keep each page once: a page route and a catalog platform of one path are one page', () => {
    expect(
      uniqueSitemapEntries([
        { de: '/windows', en: '/windows' },
        { de: '/ueber-uns', en: '/about-us' },
        { de: '/windows', en: '/windows' },
      ]),
    ).toEqual([
      { de: '/windows', en: '/windows' },
      { de: '/ueber-uns', en: '/about-us' },
    ])
  })
})
