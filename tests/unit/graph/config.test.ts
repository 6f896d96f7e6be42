import { describe, expect, it } from 'vitest'
import { loadGraphConfig } from '../../../graph/src/config'

describe('gateway configuration', () => {
  it('points at the embedded hub by default', () => {
    const config = loadGraphConfig({})
    expect(config.GRAPH_PORT).toBe(4000)
    expect(config.HUB_V1_URL).toBe('http://127.0.0.1:4001/v1')
    expect(config.CART_API_URL).toBe('http://127.0.0.1:4001/cart')
    expect(config.HUB_TIMEOUT_MS).toBe(3000)
  })

  it('has documented affiliate defaults and takes numeric overrides', () => {
    const defaults = loadGraphConfig({})
    expect(defaults.AFFILIATE_ENTERPRISE_ID).toBe(1234567)
    expect(defaults.AFFILIATE_ACTION_TRACKER_ID).toBe(7654321)
    expect(defaults.SUBSEQUENT_VERSION_KEY).toBe('subsequent-version')
    const set = loadGraphConfig({
      AFFILIATE_ENTERPRISE_ID: '42',
      AFFILIATE_ACTION_TRACKER_ID: '43',
      SUBSEQUENT_VERSION_KEY: 'upgrade',
    })
    expect([set.AFFILIATE_ENTERPRISE_ID, set.AFFILIATE_ACTION_TRACKER_ID]).toEqual([42, 43])
    expect(set.SUBSEQUENT_VERSION_KEY).toBe('upgrade')
    expect(() => loadGraphConfig({ AFFILIATE_ENTERPRISE_ID: 'abc' })).toThrow(
      /AFFILIATE_ENTERPRISE_ID/,
    )
  })

  it('takes the two backend base URLs separately', () => {
    const config = loadGraphConfig({
      HUB_V1_URL: 'https://hub.example.org/v1',
      CART_API_URL: 'https://cart.example.org/cart',
    })
    expect(config.HUB_V1_URL).toBe('https://hub.example.org/v1')
    expect(config.CART_API_URL).toBe('https://cart.example.org/cart')
  })

  it('names every malformed variable in one message', () => {
    let message = ''
    try {
      loadGraphConfig({ GRAPH_PORT: '70000', HUB_V1_URL: 'nope', HUB_TIMEOUT_MS: 'soon' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/GRAPH_PORT/)
    expect(message).toMatch(/HUB_V1_URL/)
    expect(message).toMatch(/HUB_TIMEOUT_MS/)
  })

  it('shares its Apollo cache through Redis only when REDIS_URL is set', () => {
    expect(loadGraphConfig({}).REDIS_URL).toBeUndefined()
    expect(loadGraphConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined()
    expect(loadGraphConfig({ REDIS_URL: 'redis://redis:6379/1' }).REDIS_URL).toBe(
      'redis://redis:6379/1',
    )
    expect(() => loadGraphConfig({ REDIS_URL: 'http://redis:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    )
  })
})
