import { describe, expect, it } from 'vitest'
import { attachmentFileName } from '../../../../web/src/account/attachment-name'
import { withPasswordConfirmation } from '../../../../web/src/account/password-confirmation'
import { parsePeriod } from '../../../../web/src/account/period'
import { productPagePaths } from '../../../../web/src/account/review-paths'
import { isSameOriginRequest } from '../../../../web/src/account/same-origin'
import {
  sessionCookieHeader,
  sessionSetCookies,
  sessionTokenFromCookieHeader,
} from '../../../../web/src/account/session-cookie'
import { withoutNotice } from '../../../../web/src/components/SiteNotice/SiteNotice'
import { formatFileSize } from '../../../../web/src/lib/file-size'
import { registerSchema } from '@schaufenster/validation'

const token = 'A'.repeat(21) + '_-' + 'b'.repeat(20)

describe('the session cookie on the storefront server', () => {
  it('reads only a well-formed sf_session token', () => {
    expect(token).toHaveLength(43)
    expect(sessionTokenFromCookieHeader(`consent=v1; sf_session=${token}; cje=x`)).toBe(token)
    expect(sessionTokenFromCookieHeader(`sf_session=${token}`)).toBe(token)
    expect(sessionTokenFromCookieHeader('sf_session=short')).toBeNull()
    expect(sessionTokenFromCookieHeader(`xsf_session=${token}`)).toBeNull()
    expect(sessionTokenFromCookieHeader(`sf_session=${token}%00`)).toBeNull()
    expect(sessionTokenFromCookieHeader(undefined)).toBeNull()
    expect(sessionTokenFromCookieHeader('')).toBeNull()
  })

  it('forwards the session alone to the gateway, and only session cookies back', () => {
    expect(sessionCookieHeader(token)).toBe(`sf_session=${token}`)
    expect(
      sessionSetCookies([
        'sf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
        'other=1; Path=/',
      ]),
    ).toEqual(['sf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax'])
  })
})

describe('same-origin check of the account API routes', () => {
  it('accepts the site itself and requests from no browser', () => {
    expect(
      isSameOriginRequest({
        host: 'shop.example',
        origin: 'https://shop.example',
        'sec-fetch-site': 'same-origin',
      }),
    ).toBe(true)
    expect(isSameOriginRequest({ host: '127.0.0.1:3100', origin: 'http://127.0.0.1:3100' })).toBe(
      true,
    )
    expect(isSameOriginRequest({ host: 'shop.example' })).toBe(true)
  })

  it('refuses other sites', () => {
    expect(isSameOriginRequest({ host: 'shop.example', 'sec-fetch-site': 'cross-site' })).toBe(
      false,
    )
    expect(isSameOriginRequest({ host: 'shop.example', 'sec-fetch-site': 'same-site' })).toBe(false)
    expect(isSameOriginRequest({ host: 'shop.example', origin: 'https://evil.example' })).toBe(
      false,
    )
    expect(isSameOriginRequest({ host: 'shop.example', origin: 'null' })).toBe(false)
  })
})

describe('product pages regenerated after a review', () => {
  it('are the page in both languages under both slugs, from catalog paths only', () => {
    expect(
      productPagePaths({
        de: '/windows/grafik/foto-studio-pro',
        en: '/windows/graphics/photo-studio-pro',
      }),
    ).toEqual([
      '/windows/grafik/foto-studio-pro',
      '/en/windows/grafik/foto-studio-pro',
      '/windows/graphics/photo-studio-pro',
      '/en/windows/graphics/photo-studio-pro',
    ])
    expect(productPagePaths({ de: '//evil.example/x', en: '/a/b?c=d' })).toEqual([])
    expect(productPagePaths({ de: '/mac/x', en: '/mac/x' })).toEqual(['/mac/x', '/en/mac/x'])
  })
})

describe('password confirmation', () => {
  it('adds a repeat field whose mismatch is named in the language of the form', () => {
    const schema = withPasswordConfirmation(registerSchema('de'), 'de', 'password')
    const base = { email: 'kim@example.com', name: 'Kim', password: 'correct horse battery' }
    expect(schema.safeParse({ ...base, passwordConfirmation: base.password }).success).toBe(true)
    const mismatch = schema.safeParse({ ...base, passwordConfirmation: 'something else' })
    expect(mismatch.success).toBe(false)
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({
        path: ['passwordConfirmation'],
        message: 'Passwort stimmt nicht mit der Bestätigung überein',
      }),
    ])
    const english = withPasswordConfirmation(registerSchema('en'), 'en', 'password')
    expect(
      english.safeParse({ ...base, passwordConfirmation: 'x' }).error?.issues[0]?.message,
    ).toBe('The password field confirmation does not match')
  })
})

describe('small formatters of the account area', () => {
  it('reads subscription periods', () => {
    expect(parsePeriod('1y')).toEqual({ count: 1, unit: 'y' })
    expect(parsePeriod('12m')).toEqual({ count: 12, unit: 'm' })
    expect(parsePeriod('0d')).toBeNull()
    expect(parsePeriod('1w')).toBeNull()
  })

  it('writes file sizes per language', () => {
    expect(formatFileSize(1_250_000, 'de')).toBe('1,3 MB')
    expect(formatFileSize(1_250_000, 'en')).toBe('1.3 MB')
    expect(formatFileSize(860_000, 'de')).toBe('860 kB')
    expect(formatFileSize(120, 'en')).toBe('1 kB')
  })

  it('keeps export file names safe', () => {
    expect(attachmentFileName('schaufenster-daten-1000001.json')).toBe(
      'schaufenster-daten-1000001.json',
    )
    expect(attachmentFileName('../../etc/passwd')).toBe('schaufenster-daten.json')
    expect(attachmentFileName('a"b.json')).toBe('ab.json')
  })

  it('drops the notice from the address and keeps the rest', () => {
    expect(withoutNotice('/?notice=logged-out')).toBe('/')
    expect(withoutNotice('/konto?notice=password-set&x=1#orders')).toBe('/konto?x=1#orders')
    expect(withoutNotice('/konto')).toBe('/konto')
  })
})
