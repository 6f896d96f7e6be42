import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  NOSCRIPT_STYLE,
  NOSCRIPT_STYLE_HASH,
  nonceOfPolicy,
  pagePolicy,
  securityHeaders,
  withNonce,
} from '../../../web/src/config/security-headers'
import { thirdPartiesOf } from '../../../web/src/config/third-parties'
import { CONSENT_GATE_HASH } from '../../../web/src/consent/consent-gate'
import { FIRST_FRAME_HASH } from '../../../web/src/navigation/first-frame'
import { CLICK_KEEPER_HASH, SCRIPT_LOADER_HASH } from '../../../web/src/navigation/held-scripts'

const parties = thirdPartiesOf({
  TAG_MANAGER_ID: 'GTM-SCHAUF1',
  TAG_MANAGER_ORIGIN: 'https://www.googletagmanager.com',
  AFFILIATE_SCRIPT_URL: 'https://www.mczbf.com/tags/1234567/tag.js',
})
const NONCE = 'bm9uY2Utb2YtdGhlLWFuc3dlcg=='

describe('the storefront Content-Security-Policy', () => {
  it('allows scripts from this site and the nonce, and no third party without consent', () => {
    const policy = pagePolicy(parties, null, NONCE)
    expect(policy).toContain(
      `script-src 'self' 'nonce-${NONCE}' '${CONSENT_GATE_HASH}' '${FIRST_FRAME_HASH}' '${CLICK_KEEPER_HASH}' '${SCRIPT_LOADER_HASH}';`,
    )
    expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|\*)/)
    expect(policy).not.toContain('googletagmanager')
    expect(policy).not.toContain('mczbf')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(nonceOfPolicy(policy)).toBe(NONCE)
    const refused = pagePolicy(parties, { statistics: false, marketing: false }, NONCE)
    expect(refused).toBe(policy)
  })

  it('allows exactly the script URL of each consented third party', () => {
    const statistics = pagePolicy(parties, { statistics: true, marketing: false }, NONCE)
    expect(statistics).toContain(
      `script-src 'self' 'nonce-${NONCE}' '${CONSENT_GATE_HASH}' '${FIRST_FRAME_HASH}' '${CLICK_KEEPER_HASH}' '${SCRIPT_LOADER_HASH}' https://www.googletagmanager.com/gtm.js;`,
    )
    expect(statistics).not.toContain('mczbf')
    const marketing = pagePolicy(parties, { statistics: false, marketing: true }, NONCE)
    expect(marketing).toContain(
      `script-src 'self' 'nonce-${NONCE}' '${CONSENT_GATE_HASH}' '${FIRST_FRAME_HASH}' '${CLICK_KEEPER_HASH}' '${SCRIPT_LOADER_HASH}' https://www.mczbf.com/tags/1234567/tag.js;`,
    )
    const both = pagePolicy(parties, { statistics: true, marketing: true }, NONCE)
    expect(both).toContain(
      'https://www.googletagmanager.com/gtm.js https://www.mczbf.com/tags/1234567/tag.js;',
    )
    // No bare origin anywhere: the container cannot pull in further scripts.
    expect(both).not.toMatch(/https:\/\/www\.googletagmanager\.com[ ;]/)
  })

  it('allows no inline style but the hashed noscript rule', () => {
    const policy = contentSecurityPolicy({ nonce: NONCE })
    expect(policy).toContain(`style-src 'self' 'nonce-${NONCE}' '${NOSCRIPT_STYLE_HASH}';`)
    expect(policy).not.toContain('unsafe-inline')
    expect(NOSCRIPT_STYLE_HASH).toBe(
      `sha256-${createHash('sha256').update(NOSCRIPT_STYLE).digest('base64')}`,
    )
  })

  it('has no nonce on shared answers, and renews every nonce of a policy', () => {
    const shared = contentSecurityPolicy()
    expect(nonceOfPolicy(shared)).toBeUndefined()
    expect(nonceOfPolicy(undefined)).toBeUndefined()
    expect(shared).toContain(
      `script-src 'self' '${CONSENT_GATE_HASH}' '${FIRST_FRAME_HASH}' '${CLICK_KEEPER_HASH}' '${SCRIPT_LOADER_HASH}';`,
    )
    const renewed = withNonce(contentSecurityPolicy({ nonce: NONCE }), 'ZnJlc2g=')
    expect(renewed).not.toContain(NONCE)
    expect(renewed.match(/'nonce-ZnJlc2g='/g)).toHaveLength(2)
  })

  it('sends the policy in production only, the other headers always', () => {
    const names = (production: boolean) =>
      securityHeaders({ production }).map((header) => header.key)
    expect(names(true)).toContain('Content-Security-Policy')
    expect(names(false)).not.toContain('Content-Security-Policy')
    expect(names(false)).toEqual(
      expect.arrayContaining([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'Permissions-Policy',
      ]),
    )
  })
})
