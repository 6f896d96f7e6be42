import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  nonceOfPolicy,
  securityHeaders,
} from '../../../web/src/config/security-headers'

const thirdParties = {
  tagManagerOrigin: 'https://www.googletagmanager.com',
  affiliateScriptUrl: 'https://www.mczbf.com/tags/1234567/tag.js',
}

describe('the storefront Content-Security-Policy', () => {
  it('allows scripts from this site, the nonce and exactly the two consent-gated origins', () => {
    const policy = contentSecurityPolicy({ ...thirdParties, nonce: 'bm9uY2Utb2YtdGhlLWFuc3dlcg==' })
    expect(policy).toContain(
      "script-src 'self' 'nonce-bm9uY2Utb2YtdGhlLWFuc3dlcg==' https://www.googletagmanager.com https://www.mczbf.com;",
    )
    expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|\*)/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(nonceOfPolicy(policy)).toBe('bm9uY2Utb2YtdGhlLWFuc3dlcg==')
  })

  it('drops a switched-off third party and has no nonce on static answers', () => {
    const policy = contentSecurityPolicy({ ...thirdParties, affiliateScriptUrl: '' })
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com;")
    expect(nonceOfPolicy(policy)).toBeUndefined()
    expect(nonceOfPolicy(undefined)).toBeUndefined()
  })

  it('sends the policy in production only, the other headers always', () => {
    const names = (production: boolean) =>
      securityHeaders({ ...thirdParties, production }).map((header) => header.key)
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
