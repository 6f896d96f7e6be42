import { describe, expect, it } from 'vitest'
import { affiliateCookieHeader, clickIdFromSearch } from '../../../web/src/consent/affiliate-click'
import {
  consentCookieHeader,
  effectiveConsent,
  parseConsentCookie,
  readCookie,
  serializeConsent,
} from '../../../web/src/consent/consent-cookie'

describe('consent cookie', () => {
  it('round-trips a choice', () => {
    const choice = { statistics: true, marketing: false, decidedAt: 1_795_000_000 }
    expect(parseConsentCookie(serializeConsent(choice))).toEqual(choice)
  })

  it('treats anything else, and a choice of an older version, as no choice', () => {
    for (const value of [undefined, '', 'yes', 'v1.s2.m0.1', 'v0.s1.m1.1795000000', 'v1.s1.m1.x']) {
      expect(parseConsentCookie(value), String(value)).toBeNull()
    }
  })

  it('is a necessary cookie for a year on the whole site, Secure over https', () => {
    const choice = { statistics: false, marketing: false, decidedAt: 1 }
    expect(consentCookieHeader(choice, false)).toBe(
      'consent=v1.s0.m0.1; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(consentCookieHeader(choice, true)).toMatch(/; Secure$/)
  })

  it('allows nothing optional before a choice, and nothing with Do-Not-Track or GPC', () => {
    const all = { statistics: true, marketing: true, decidedAt: 1 }
    expect(effectiveConsent(null, {})).toMatchObject({
      decided: false,
      statistics: false,
      marketing: false,
    })
    expect(effectiveConsent(all, {})).toMatchObject({
      statistics: true,
      marketing: true,
      signalRefusal: false,
    })
    expect(effectiveConsent(all, { doNotTrack: '1' })).toMatchObject({
      statistics: false,
      marketing: false,
      signalRefusal: true,
    })
    expect(effectiveConsent(all, { globalPrivacyControl: true })).toMatchObject({
      statistics: false,
      marketing: false,
    })
    expect(effectiveConsent(all, { doNotTrack: '0' })).toMatchObject({
      statistics: true,
      marketing: true,
    })
  })

  it('reads one cookie out of a header', () => {
    expect(readCookie('a=1; consent=v1.s1.m1.5; b=2', 'consent')).toBe('v1.s1.m1.5')
    expect(readCookie('a=1', 'consent')).toBeUndefined()
  })
})

describe('affiliate click id (cje)', () => {
  it('takes a well-formed cjevent from the landing page', () => {
    expect(clickIdFromSearch('?cjevent=abc_123-XYZ&x=1')).toBe('abc_123-XYZ')
    expect(clickIdFromSearch('?cjevent=<script>')).toBeNull()
    expect(clickIdFromSearch('?other=1')).toBeNull()
  })

  it('keeps it for 13 months on the whole site, SameSite=Lax, Secure over https', () => {
    expect(affiliateCookieHeader('abc', false)).toBe(
      'cje=abc; Max-Age=34819200; Path=/; SameSite=Lax',
    )
    expect(affiliateCookieHeader('abc', true)).toMatch(/; Secure$/)
  })
})
