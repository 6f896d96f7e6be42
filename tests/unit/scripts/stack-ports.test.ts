import { describe, expect, it } from 'vitest'
import { portsFromEnv, stackEnv } from '../../../scripts/stack-processes'

describe('stack ports', () => {
  it('defaults to web 3000, graph 4000, hub 4001', () => {
    expect(portsFromEnv({})).toEqual({ web: 3000, graph: 4000, hub: 4001 })
  })

  it('takes overrides and wires every tier to the next', () => {
    const ports = portsFromEnv({ WEB_PORT: '3100', GRAPH_PORT: '4100', HUB_PORT: '4101' })
    const env = stackEnv(ports, {
      GRAPH_URL: undefined,
      HUB_V1_URL: undefined,
      CART_API_URL: undefined,
    })
    expect(env['HUB_V1_URL']).toBe('http://127.0.0.1:4101/v1')
    expect(env['CART_API_URL']).toBe('http://127.0.0.1:4101/cart')
    expect(env['GRAPH_URL']).toBe('http://127.0.0.1:4100/graphql')
  })

  it('refuses a port that is not a port, naming the variable', () => {
    expect(() => portsFromEnv({ WEB_PORT: 'eighty' })).toThrow(/WEB_PORT/)
    expect(() => portsFromEnv({ HUB_PORT: '70000' })).toThrow(/HUB_PORT/)
  })
})
