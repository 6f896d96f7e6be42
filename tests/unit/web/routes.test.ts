import { describe, expect, it } from 'vitest'
import {
  allNamedRoutes,
  canonicalPath,
  pageRouteForSlug,
  pageRoutes,
  routeName,
  slugRewrites,
  withLocalePrefix,
} from '../../../web/src/routing/routes'

describe('route table (spec §2)', () => {
  it('names routes with the locale after three underscores', () => {
    expect(routeName('/about-us', 'en')).toBe('about-us___en')
    expect(routeName('/ueber-uns', 'de')).toBe('ueber-uns___de')
    expect(routeName('/newsletter/angemeldet', 'de')).toBe('newsletter-angemeldet___de')
    expect(routeName('/', 'en')).toBe('index___en')
  })

  it('has every German and English page name of the spec', () => {
    const slugs = new Set(pageRoutes.flatMap((route) => [route.paths.de, route.paths.en]))
    for (const slug of [
      '/ueber-uns',
      '/about-us',
      '/agb',
      '/terms',
      '/datenschutz',
      '/privacy',
      '/impressum',
      '/imprint',
      '/kontakt',
      '/contact',
      '/aktiviert',
      '/activated',
      '/erste-schritte',
      '/first-steps',
      '/presse',
      '/press',
      '/presse-kontakt',
      '/press-contact',
      '/presse-downloads',
      '/press-downloads',
      '/newsletter/angemeldet',
      '/newsletter/registered',
      '/newsletter/abgemeldet',
      '/newsletter/unsubscribed',
      '/ticket/abgeschickt',
      '/ticket/sent',
      '/download',
      '/mac',
      '/windows',
      '/mobile',
      '/newsletter',
      '/page-not-found',
      '/partner',
      '/',
    ]) {
      expect(slugs, slug).toContain(slug)
    }
  })

  it('lists each slug in base, /de and /en form with a unique name per locale', () => {
    const named = allNamedRoutes()
    const about = named
      .filter((route) => route.route.page === '/about-us')
      .map((route) => [route.path, route.name])
    expect(about).toEqual([
      ['/ueber-uns', 'ueber-uns___de'],
      ['/de/ueber-uns', 'ueber-uns___de'],
      ['/en/ueber-uns', 'ueber-uns___en'],
      ['/about-us', 'about-us___de'],
      ['/de/about-us', 'about-us___de'],
      ['/en/about-us', 'about-us___en'],
    ])
    expect(new Set(named.map((route) => route.path)).size).toBe(named.length)
    expect(named.find((route) => route.path === '/en')?.locale).toBe('en')
    expect(named.find((route) => route.path === '/')?.locale).toBe('de')
  })

  it('makes German canonical URLs unprefixed and English ones /en with the English slug', () => {
    const about = pageRouteForSlug('/about-us')!
    expect(pageRouteForSlug('/ueber-uns')).toBe(about)
    expect(canonicalPath(about.paths, 'de')).toBe('/ueber-uns')
    expect(canonicalPath(about.paths, 'en')).toBe('/en/about-us')
    expect(canonicalPath({ de: '/', en: '/' }, 'en')).toBe('/en')
    expect(withLocalePrefix('/', 'de')).toBe('/de')
  })

  it('rewrites every German slug onto the page file, and no other', () => {
    const rewrites = slugRewrites()
    expect(rewrites).toContainEqual({ source: '/ueber-uns', destination: '/about-us' })
    expect(rewrites).toContainEqual({ source: '/ticket/abgeschickt', destination: '/ticket/sent' })
    expect(rewrites.find((rewrite) => rewrite.source === '/download')).toBeUndefined()
  })
})
