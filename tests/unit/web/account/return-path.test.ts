import { describe, expect, it } from 'vitest'
import {
  loginUrl,
  safeReturnPath,
  splitLocalePrefix,
} from '../../../../web/src/account/return-path'

const fallback = '/konto'

describe('safe return path after login', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/konto/einstellungen', fallback)).toBe('/konto/einstellungen')
    expect(safeReturnPath('/en/account', fallback)).toBe('/en/account')
    expect(safeReturnPath('/windows/grafik/foto-studio-pro#reviews', fallback)).toBe(
      '/windows/grafik/foto-studio-pro#reviews',
    )
    expect(safeReturnPath('/suche?q=foto', fallback)).toBe('/suche?q=foto')
  })

  it('refuses anything that leaves the site or is no page', () => {
    for (const value of [
      undefined,
      null,
      42,
      ['/konto'],
      '',
      'konto',
      'https://evil.example/',
      '//evil.example/konto',
      '/\\evil.example',
      '/\\/evil.example',
      '/%0d%0aLocation: x'.replace('%0d%0a', '\r\n'),
      '/ konto',
      '/\tkonto',
      'javascript:alert(1)',
      '/api/locale?locale=en&path=//evil.example',
      '/_next/data/x.json',
      `/${'a'.repeat(2100)}`,
      // Paths that normalize to `//host` (issue 18 §13).
      '/.//evil.example/x',
      '/././/evil.example',
      '/a/..//evil.example/x',
      '/en/../..//evil.example',
      '/%2e//evil.example/x',
    ]) {
      expect(safeReturnPath(value, fallback), String(value)).toBe(fallback)
    }
  })

  it('never returns to the login page itself', () => {
    for (const value of ['/konto/anmelden', '/en/account/login', '/de/konto/anmelden?x=1']) {
      expect(safeReturnPath(value, fallback), value).toBe(fallback)
    }
  })

  it('normalises dot segments instead of trusting them', () => {
    expect(safeReturnPath('/konto/../windows', fallback)).toBe('/windows')
  })
})

describe('login URL', () => {
  it('is the login page of the language, with the checked return path', () => {
    expect(loginUrl('de')).toBe('/konto/anmelden')
    expect(loginUrl('en')).toBe('/en/account/login')
    expect(loginUrl('de', '/konto/einstellungen')).toBe(
      '/konto/anmelden?returnTo=%2Fkonto%2Feinstellungen',
    )
    expect(loginUrl('en', '//evil.example')).toBe('/en/account/login')
  })
})

describe('locale prefix for router.push', () => {
  it('splits /en and /de off, and leaves German paths as they are', () => {
    expect(splitLocalePrefix('/en/account')).toEqual({ path: '/account', locale: 'en' })
    expect(splitLocalePrefix('/en')).toEqual({ path: '/', locale: 'en' })
    expect(splitLocalePrefix('/en?x=1')).toEqual({ path: '/?x=1', locale: 'en' })
    expect(splitLocalePrefix('/de/konto')).toEqual({ path: '/konto', locale: 'de' })
    expect(splitLocalePrefix('/konto#orders')).toEqual({ path: '/konto#orders', locale: 'de' })
    expect(splitLocalePrefix('/english-course')).toEqual({
      path: '/english-course',
      locale: 'de',
    })
  })
})
