import { describe, expect, it } from 'vitest'
import {
  languageSwitchHref,
  switchTarget,
} from '../../../web/src/components/LanguageSwitch/LanguageSwitch'
import { isSitePath, refererSitePath, withRefererQuery } from '../../../web/src/lib/site-path'

const download = { de: '/download', en: '/download' }
const search = { de: '/suche', en: '/search' }

describe('the language switch keeps the page’s subject (issue 19, point 15)', () => {
  it('keeps the query: the product of /download, the term of /suche, the order', () => {
    expect(switchTarget(download, 'en', '?product=foto-studio-pro')).toBe(
      '/en/download?product=foto-studio-pro',
    )
    expect(switchTarget(search, 'en', '?q=foto')).toBe('/en/search?q=foto')
    expect(
      switchTarget({ de: '/bestellbestaetigung', en: '/order-confirmation' }, 'en', '?order=1-2'),
    ).toBe('/en/order-confirmation?order=1-2')
  })

  it('leads to German without a prefix, never to a /de/… duplicate', () => {
    expect(switchTarget(search, 'de', '?q=photo')).toBe('/suche?q=photo')
    expect(switchTarget({ de: '/impressum', en: '/imprint' }, 'de', '')).toBe('/impressum')
    expect(switchTarget(null, 'de', '')).toBe('/')
    expect(switchTarget(null, 'en', '')).toBe('/en')
  })

  it('keeps a translated query a page gives with its alternates', () => {
    expect(switchTarget({ de: '/x?a=de', en: '/x?a=en' }, 'en', '?a=de')).toBe('/en/x?a=en')
  })

  it('is a real link to the switch route, with the page it was on', () => {
    const href = languageSwitchHref('en', '/en/search?q=foto', '/suche')
    const url = new URL(href, 'http://x')
    expect(url.pathname).toBe('/api/locale')
    expect(url.searchParams.get('path')).toBe('/en/search?q=foto')
    expect(url.searchParams.get('from')).toBe('/suche')
  })
})

describe('site paths and the Referer', () => {
  const hosts = { siteUrl: 'https://shop.example', host: 'shop.example' }

  it('accepts only paths on this site', () => {
    expect(isSitePath('/suche?q=foto')).toBe(true)
    expect(isSitePath('//evil.example/x')).toBe(false)
    expect(isSitePath('https://evil.example/')).toBe(false)
    expect(isSitePath('/\\evil.example')).toBe(false)
    expect(isSitePath(undefined)).toBe(false)
  })

  it('takes path and query from a Referer of this site only', () => {
    expect(refererSitePath('https://shop.example/bestellbestaetigung?order=1-2', hosts)).toBe(
      '/bestellbestaetigung?order=1-2',
    )
    expect(
      refererSitePath('http://127.0.0.1:3000/en/cart', { ...hosts, host: '127.0.0.1:3000' }),
    ).toBe('/en/cart')
    expect(refererSitePath('https://evil.example/suche?q=x', hosts)).toBeUndefined()
    expect(refererSitePath('not a url', hosts)).toBeUndefined()
    expect(refererSitePath(undefined, hosts)).toBeUndefined()
  })

  it('adds the query of the page the visitor came from, only when that is the page named', () => {
    const referer = 'https://shop.example/de/bestellbestaetigung?order=1-2'
    expect(withRefererQuery('/en/order-confirmation', '/bestellbestaetigung', referer, hosts)).toBe(
      '/en/order-confirmation?order=1-2',
    )
    // Another page, a query of its own, no page named, a foreign Referer: unchanged.
    expect(withRefererQuery('/en/imprint', '/impressum', referer, hosts)).toBe('/en/imprint')
    expect(withRefererQuery('/en/search?q=a', '/bestellbestaetigung', referer, hosts)).toBe(
      '/en/search?q=a',
    )
    expect(withRefererQuery('/en/x', undefined, referer, hosts)).toBe('/en/x')
    expect(
      withRefererQuery('/windows', '/windows', 'https://evil.example/windows?x=1', hosts),
    ).toBe('/windows')
  })
})
