import { describe, expect, it } from 'vitest'
import { parseWebServerConfig } from '../../../web/src/config/server-config'

describe('storefront configuration', () => {
  it('has working defaults for the embedded stack', () => {
    expect(parseWebServerConfig({})).toEqual({
      GRAPH_URL: 'http://127.0.0.1:4000/graphql',
      GRAPH_TIMEOUT_MS: 5000,
      REVALIDATE_SECONDS: 60,
      LOG_LEVEL: 'info',
      SITE_URL: 'http://localhost:3000',
    })
  })

  it('drops trailing slashes of the site URL', () => {
    expect(parseWebServerConfig({ SITE_URL: 'https://shop.example/' }).SITE_URL).toBe(
      'https://shop.example',
    )
  })

  it('names each malformed variable', () => {
    expect(() => parseWebServerConfig({ SITE_URL: 'shop.example' })).toThrow(/SITE_URL/)
    expect(() => parseWebServerConfig({ GRAPH_URL: 'not a url' })).toThrow(/GRAPH_URL/)
    expect(() => parseWebServerConfig({ GRAPH_URL: 'ftp://example.org/graphql' })).toThrow(
      /GRAPH_URL/,
    )
    expect(() => parseWebServerConfig({ REVALIDATE_SECONDS: '0' })).toThrow(/REVALIDATE_SECONDS/)
    expect(() => parseWebServerConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })
})
