import { describe, expect, it } from 'vitest'
import {
  detectLocale,
  localeCookieHeader,
  localeFromAcceptLanguage,
} from '../../../web/src/routing/language-detection'

describe('language detection (spec §2, §9)', () => {
  it.each([
    ['en-US,en-GB;q=0.9', 'en'],
    ['de-AT', 'de'],
    ['fr-FR,en;q=0.5,de;q=0.4', 'en'],
    ['fr-FR,de;q=0.8,en;q=0.9', 'en'],
    ['de;q=0.2,en;q=0.1', 'de'],
    ['en;q=0,de', 'de'],
    ['fr, it', 'de'],
    ['', 'de'],
    ['*', 'de'],
  ])('%j → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected)
  })

  it('lets a cookie with a supported language win over the header', () => {
    expect(detectLocale('de', 'en-US')).toBe('de')
    expect(detectLocale('en', 'de-DE')).toBe('en')
    expect(detectLocale('fr', 'en-US')).toBe('en')
    expect(detectLocale(undefined, null)).toBe('de')
  })

  it('stores the choice for 365 days on the whole site, SameSite=Lax, Secure over https', () => {
    expect(localeCookieHeader('en', false)).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(localeCookieHeader('de', true)).toBe(
      'i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    )
  })
})
