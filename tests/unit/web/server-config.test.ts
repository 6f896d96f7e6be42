import { describe, expect, it } from 'vitest'
import { parseWebServerConfig } from '../../../web/src/config/server-config'

describe('storefront configuration', () => {
  it('has working defaults for the embedded stack', () => {
    expect(parseWebServerConfig({})).toEqual({
      GRAPH_URL: 'http://127.0.0.1:4000/graphql',
      GRAPH_TIMEOUT_MS: 5000,
      REVALIDATE_SECONDS: 60,
      WEB_PORT: 3000,
      WEB_HOST: '0.0.0.0',
      PAGE_CACHE_MS: 1000,
      LOG_LEVEL: 'info',
      SITE_URL: 'http://localhost:3000',
      TAG_MANAGER_ID: 'GTM-SCHAUF1',
      TAG_MANAGER_ORIGIN: 'https://www.googletagmanager.com',
      AFFILIATE_SCRIPT_URL: 'https://www.mczbf.com/tags/1234567/tag.js',
      TRUSTED_PROXIES: [],
      ALLOWED_HOSTS: [],
    })
  })

  it('takes further host names to answer, and refuses what is no host name', () => {
    expect(
      parseWebServerConfig({ ALLOWED_HOSTS: ' WWW.Shop.example, shop.example ' }).ALLOWED_HOSTS,
    ).toEqual(['www.shop.example', 'shop.example'])
    expect(() => parseWebServerConfig({ ALLOWED_HOSTS: 'https://shop.example' })).toThrow(
      /ALLOWED_HOSTS/,
    )
  })

  it('takes the balancers in front and a Redis for the incremental cache', () => {
    const config = parseWebServerConfig({
      TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8',
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
    })
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8'])
    expect(config.REDIS_URL).toBe('rediss://:secret@cache.internal:6380/2')
    expect(parseWebServerConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined()
    expect(() => parseWebServerConfig({ TRUSTED_PROXIES: 'nginx' })).toThrow(/TRUSTED_PROXIES/)
    expect(() => parseWebServerConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(
      /TRUSTED_PROXIES/,
    )
    expect(() => parseWebServerConfig({ REDIS_URL: 'memcached://cache' })).toThrow(/REDIS_URL/)
  })

  it('switches a third party off with an empty value', () => {
    const config = parseWebServerConfig({ TAG_MANAGER_ID: '', AFFILIATE_SCRIPT_URL: '' })
    expect(config.TAG_MANAGER_ID).toBe('')
    expect(config.AFFILIATE_SCRIPT_URL).toBe('')
  })

  it('drops trailing slashes of the site URL', () => {
    expect(parseWebServerConfig({ SITE_URL: 'https://shop.example/' }).SITE_URL).toBe(
      'https://shop.example',
    )
  })

  it('names each malformed variable', () => {
    expect(() => parseWebServerConfig({ SITE_URL: 'shop.example' })).toThrow(/SITE_URL/)
    expect(() => parseWebServerConfig({ TAG_MANAGER_ID: 'UA-1' })).toThrow(/TAG_MANAGER_ID/)
    expect(() => parseWebServerConfig({ AFFILIATE_SCRIPT_URL: 'javascript:x' })).toThrow(
      /AFFILIATE_SCRIPT_URL/,
    )
    expect(() => parseWebServerConfig({ GRAPH_URL: 'not a url' })).toThrow(/GRAPH_URL/)
    expect(() => parseWebServerConfig({ GRAPH_URL: 'ftp://example.org/graphql' })).toThrow(
      /GRAPH_URL/,
    )
    expect(() => parseWebServerConfig({ REVALIDATE_SECONDS: '0' })).toThrow(/REVALIDATE_SECONDS/)
    expect(() => parseWebServerConfig({ WEB_PORT: '70000' })).toThrow(/WEB_PORT/)
    expect(() => parseWebServerConfig({ WEB_HOST: 'web.example' })).toThrow(/WEB_HOST/)
    expect(() => parseWebServerConfig({ PAGE_CACHE_MS: '-1' })).toThrow(/PAGE_CACHE_MS/)
    expect(parseWebServerConfig({ PAGE_CACHE_MS: '0' }).PAGE_CACHE_MS).toBe(0)
    expect(() => parseWebServerConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })
})
