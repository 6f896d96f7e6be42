import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { GRAPHQL_LIMITS } from '../../../graph/src/armor'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { bootGatewayOver } from './harness'

interface Answer {
  data?: unknown
  errors?: { message: string; extensions?: { code?: string } }[]
}

// Documents built to exhaust the gateway are refused before a resolver runs, with a 400 and
// a code; in production the answer does not say where the limits are or which fields exist.

const deep = (levels: number) =>
  `{ cart { items { product { ${'relatedProducts { '.repeat(levels)}id${' }'.repeat(levels)} } } } }`

describe.each([
  ['development', 'development'],
  ['production', 'production'],
] as const)('hostile GraphQL documents (%s)', (_name, nodeEnv) => {
  const [target] = databaseTargets()
  let hub: BootedHub
  let graph: GraphApp
  let hubRequests = 0

  beforeAll(async () => {
    hub = await bootHub(target!, {
      beforeReady: (app) =>
        app.addHook('onRequest', async () => {
          hubRequests += 1
        }),
    })
    graph = await bootGatewayOver(hub, { NODE_ENV: nodeEnv })
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  async function post(payload: unknown, headers: Record<string, string> = {}) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    })
    return { status: response.statusCode, body: response.json() as Answer }
  }

  const production = nodeEnv === 'production'

  it.each([
    ['too deep', deep(GRAPHQL_LIMITS.maxDepth)],
    [
      'too many aliases',
      `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: cart { itemCount }`).join(' ')} }`,
    ],
    [
      'too many directives',
      `{ cart { itemCount ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 1)} } }`,
    ],
    ['too many tokens', `{ cart { ${'itemCount '.repeat(GRAPHQL_LIMITS.maxTokens)} } }`],
    [
      'too costly',
      `{ ${Array.from({ length: 14 }, (_, i) => `p${i}: products(locale: de, first: 100) { edges { node { id name slug priceGross { amountMinor currency } } } }`).join(' ')} }`,
    ],
  ])('refuses a document %s before anything runs', async (_what, query) => {
    const before = hubRequests
    const { status, body } = await post({ query })
    expect(status).toBe(400)
    expect(body.data).toBeUndefined()
    expect(body.errors?.[0]?.extensions?.code).toMatch(/^GRAPHQL_(VALIDATION|PARSE)_FAILED$/)
    const message = body.errors?.[0]?.message ?? ''
    if (production) expect(message).not.toMatch(/\d/)
    else expect(message).toMatch(/\d/)
    expect(hubRequests).toBe(before)
  })

  it('refuses batches', async () => {
    const { status } = await post([{ query: '{ __typename }' }, { query: '{ __typename }' }])
    expect(status).toBe(400)
  })

  it('refuses a GET query without a preflight header (CSRF prevention)', async () => {
    const response = await graph.app.inject({
      method: 'GET',
      url: '/graphql?query=%7B__typename%7D',
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toMatch(/CSRF/i)
  })

  it(`${production ? 'hides' : 'shows'} field suggestions`, async () => {
    const { status, body } = await post({ query: '{ cart { itemCont } }' })
    expect(status).toBe(400)
    const message = body.errors?.[0]?.message ?? ''
    expect(message).toContain('Cannot query field "itemCont"')
    if (production) expect(message).not.toContain('itemCount')
    else expect(message).toContain('Did you mean "itemCount"')
  })

  it('keeps introspection for the sandbox', async () => {
    const { status, body } = await post({
      query:
        '{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name ofType { name } } } } } } } } }',
    })
    expect(status).toBe(200)
    expect(JSON.stringify(body.data)).toContain('ConversionOrder')
  })
})
