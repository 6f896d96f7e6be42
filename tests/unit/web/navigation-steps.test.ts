import { describe, expect, it } from 'vitest'
import {
  pagePathOfDataRequest,
  runNavigationSteps,
  type NavigationContext,
} from '../../../web/src/routing/navigation-steps'
import { productFiltersFromPath } from '../../../web/src/routing/product-filters'

const context = (overrides: Partial<NavigationContext> = {}): NavigationContext => ({
  pathname: '/',
  rawPathname: '/',
  locale: 'de',
  cookieLocale: undefined,
  acceptLanguage: null,
  isDocumentRequest: true,
  ...overrides,
})

describe('navigation steps (spec §2)', () => {
  it('derives product filters, then handles the language', () => {
    const result = runNavigationSteps(context({ acceptLanguage: 'en-US' }))
    expect(result.filters).toEqual({ platform: null, category: null })
    expect(result.redirectTo).toBe('/en')
    expect(result.storeLocale).toBe('en')
  })

  it('runs the steps in the given order', () => {
    const seen: string[] = []
    const probe = context()
    Object.defineProperty(probe, 'filters', {
      set: () => seen.push('productFilters'),
      get: () => undefined,
    })
    Object.defineProperty(probe, 'storeLocale', {
      set: () => seen.push('language'),
      get: () => undefined,
    })
    runNavigationSteps(probe)
    expect(seen).toEqual(['productFilters', 'language'])
  })

  it('refuses an unknown step with a 500 "Unknown middleware <name>"', () => {
    expect(() => runNavigationSteps(context(), ['productFilters', 'tracking'])).toThrowError(
      expect.objectContaining({ message: 'Unknown middleware tracking', statusCode: 500 }),
    )
  })

  it('detects the language only for a document request of the bare root', () => {
    for (const rawPathname of ['/de', '/en', '/ueber-uns', '/en/about-us']) {
      const result = runNavigationSteps(context({ rawPathname, acceptLanguage: 'en-US' }))
      expect(result.redirectTo, rawPathname).toBeUndefined()
      expect(result.storeLocale, rawPathname).toBeUndefined()
    }
    const data = runNavigationSteps(context({ isDocumentRequest: false, acceptLanguage: 'en-US' }))
    expect(data.redirectTo).toBeUndefined()
  })

  it('stays German at the root for German visitors and stores that choice', () => {
    const result = runNavigationSteps(context({ acceptLanguage: 'de-AT' }))
    expect(result.redirectTo).toBeUndefined()
    expect(result.storeLocale).toBe('de')
  })

  it('maps data requests of client navigations back to their page path', () => {
    expect(pagePathOfDataRequest('/_next/data/abc123/en/about-us.json')).toBe('/about-us')
    expect(pagePathOfDataRequest('/_next/data/abc123/de/windows/sicherheit.json')).toBe(
      '/windows/sicherheit',
    )
    expect(pagePathOfDataRequest('/_next/data/abc123/en.json')).toBe('/')
    expect(pagePathOfDataRequest('/en/about-us')).toBeUndefined()
  })
})

describe('product filters from the route', () => {
  it.each([
    ['/windows', { platform: 'windows', category: null }],
    ['/windows/sicherheit/virenwaechter', { platform: 'windows', category: 'sicherheit' }],
    ['/mobile', { platform: 'mobile', category: null }],
    ['/ueber-uns', { platform: null, category: null }],
    ['/', { platform: null, category: null }],
  ])('%s', (path, filters) => {
    expect(productFiltersFromPath(path)).toEqual(filters)
  })

  it('refuses a malformed escape in the category (the proxy answers 400)', () => {
    expect(() => productFiltersFromPath('/windows/%E0%A4%A')).toThrow(URIError)
    expect(productFiltersFromPath('/windows/%C3%BCber')).toEqual({
      platform: 'windows',
      category: 'über',
    })
  })
})
