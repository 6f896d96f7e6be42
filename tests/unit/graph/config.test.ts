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
})
