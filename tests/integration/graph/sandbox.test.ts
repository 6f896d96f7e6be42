import { getIntrospectionQuery, parse } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { buildSandbox } from '../../../graph/sandbox/build'
import type { SandboxManifest } from '../../../graph/src/sandbox-assets'
import { GRAPHIQL_POLICY } from '../../../graph/src/sandbox-csp'
import { SANDBOX_EXAMPLES } from '../../../graph/src/sandbox-examples'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { bootGatewayOver } from './harness'

interface Answer {
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: { code?: string } }[]
}

// Issue 20.8: GET /graphql from a browser is GraphiQL, served with its bundle by the gateway
// (GRAPHQL_SANDBOX=graphiql, the default), Apollo Sandbox from Apollo's CDN (apollo), or no
// page (off). The browser-side check (every other host blocked) is tests/e2e/graphql-sandbox.

const page = (graph: GraphApp) =>
  graph.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } })

describe('the GraphiQL sandbox (GRAPHQL_SANDBOX unset)', () => {
  let hub: BootedHub
  const graphs: Record<'development' | 'production', GraphApp | undefined> = {
    development: undefined,
    production: undefined,
  }
  let manifest: SandboxManifest

  beforeAll(async () => {
    // Incremental: a no-op when graph/.sandbox/ is current (the pre-test script built it).
    manifest = (await buildSandbox()).manifest
    hub = await bootHub(databaseTargets()[0]!)
    graphs.development = await bootGatewayOver(hub)
    graphs.production = await bootGatewayOver(hub, { NODE_ENV: 'production' })
  }, 120_000)

  afterAll(async () => {
    await graphs.development?.app.close()
    await graphs.production?.app.close()
    await hub?.stop()
  })

  it.each(['development', 'production'] as const)(
    'serves its own page under a strict policy (%s)',
    async (mode) => {
      const response = await page(graphs[mode]!)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      // Only files of this origin: the bundle under /sandbox/, nothing from a CDN or Google.
      expect(response.body).toContain(`<script defer src="/sandbox/${manifest.script}"></script>`)
      expect(response.body).toContain(`<link rel="stylesheet" href="/sandbox/${manifest.style}">`)
      expect(response.body).not.toMatch(/https?:\/\/|apollographql|googleapis|<script>|style="/)
      expect(response.headers['content-security-policy']).toBe(GRAPHIQL_POLICY)
      for (const directive of [
        "default-src 'none'",
        "script-src 'self'",
        "worker-src 'self'",
        "connect-src 'self'",
        "img-src 'self' data:",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "form-action 'none'",
      ]) {
        expect(GRAPHIQL_POLICY.split('; ')).toContain(directive)
      }
      expect(GRAPHIQL_POLICY).not.toMatch(/https?:|blob:|unsafe-eval|\*/)
      expect(response.headers['referrer-policy']).toBe('no-referrer')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    },
  )

  it('serves the bundle with hashed names, their content types and a year of caching', async () => {
    const graph = graphs.production!
    const files = [manifest.script, manifest.style, ...Object.values(manifest.workers)]
    for (const file of files) {
      const response = await graph.app.inject({ method: 'GET', url: `/sandbox/${file}` })
      expect(response.statusCode, file).toBe(200)
      expect(response.headers['content-type']).toBe(
        file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      )
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.rawPayload.length).toBeGreaterThan(1000)
    }
    // The page's script knows its workers by their hashed names (no blob: or CDN workers).
    const script = await graph.app.inject({ method: 'GET', url: `/sandbox/${manifest.script}` })
    for (const worker of Object.values(manifest.workers)) expect(script.body).toContain(worker)
  })

  it('answers 404 for anything else under /sandbox/', async () => {
    const graph = graphs.production!
    for (const url of [
      '/sandbox/manifest.json',
      '/sandbox/sandbox-AAAAAAAA.js',
      '/sandbox/..%2F..%2Fpackage.json',
      '/sandbox/..%2Fsrc%2Fapp.ts',
      '/sandbox/',
    ]) {
      const response = await graph.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['cache-control'], url).not.toContain('immutable')
    }
  })

  it.each(['development', 'production'] as const)(
    "lets GraphiQL's introspection through the GraphQL limits (%s)",
    async (mode) => {
      // What graphiql 5 sends first (@graphiql/react's schema store), as JSON: the content
      // type passes Apollo's CSRF prevention.
      for (const query of [
        getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true }),
        getIntrospectionQuery(),
      ]) {
        const response = await graphs[mode]!.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: { query, operationName: 'IntrospectionQuery' },
        })
        expect(response.statusCode).toBe(200)
        const answer = response.json<Answer>()
        expect(answer.errors).toBeUndefined()
        expect(JSON.stringify(answer.data)).toContain('"conversionStats"')
      }
    },
  )

  it('runs every example operation through the same limits (production)', async () => {
    const graph = graphs.production!
    for (const example of SANDBOX_EXAMPLES) {
      const headers = example.headers ? (JSON.parse(example.headers) as Record<string, string>) : {}
      const variables = JSON.parse(example.variables) as Record<string, unknown>
      for (const definition of parse(example.query).definitions) {
        if (definition.kind !== 'OperationDefinition') continue
        const response = await graph.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: { query: example.query, operationName: definition.name?.value, variables },
        })
        const answer = response.json<Answer>()
        const codes = (answer.errors ?? []).map((error) => error.extensions?.code)
        // The analyst example with its placeholder key is refused as such, not as a document.
        expect(codes, `${example.title} ${definition.name?.value}`).not.toContain(
          'GRAPHQL_VALIDATION_FAILED',
        )
        expect(codes).not.toContain('BAD_USER_INPUT')
        expect(response.statusCode).toBeLessThan(500)
        if (definition.name?.value === 'ProductPage') {
          expect(answer.data).toMatchObject({ product: { name: 'Photo Studio Pro' } })
        }
        if (definition.name?.value === 'AddToCart') {
          expect(answer.data).toMatchObject({
            addToCart: { __typename: 'CartUpdated', cart: { itemCount: 1 } },
          })
        }
      }
    }
  })
})

describe('GRAPHQL_SANDBOX=apollo', () => {
  let hub: BootedHub
  let graph: GraphApp

  beforeAll(async () => {
    hub = await bootHub(databaseTargets()[0]!)
    graph = await bootGatewayOver(hub, { GRAPHQL_SANDBOX: 'apollo', NODE_ENV: 'production' })
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  it("shows Apollo Sandbox from Apollo's CDN under its nonce policy", async () => {
    const response = await page(graph)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('https://embeddable-sandbox.cdn.apollographql.com')
    expect(response.body).not.toContain('/sandbox/')
    const nonce = /<script nonce="([^"]+)"/.exec(response.body)?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/)
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain(
      `script-src 'nonce-${nonce}' https://embeddable-sandbox.cdn.apollographql.com`,
    )
    expect(policy).toContain('frame-src https://sandbox.embed.apollographql.com')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('unsafe-inline')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    // Every answer brings a fresh nonce.
    expect((await page(graph)).body).not.toContain(`nonce="${nonce}"`)
    // GraphiQL's files are not served in this mode.
    const asset = await graph.app.inject({ method: 'GET', url: '/sandbox/sandbox-AAAAAAAA.js' })
    expect(asset.statusCode).toBe(404)
  })
})

describe('GRAPHQL_SANDBOX=off', () => {
  let hub: BootedHub
  let graph: GraphApp

  beforeAll(async () => {
    hub = await bootHub(databaseTargets()[0]!)
    graph = await bootGatewayOver(hub, { GRAPHQL_SANDBOX: 'off' })
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  it('shows no page at /graphql, and GraphQL itself still answers', async () => {
    const response = await page(graph)
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).not.toMatch(/text\/html/)
    expect(response.body).not.toMatch(/<html|apollographql|\/sandbox\//i)
    const data = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ __typename }' },
    })
    expect(data.json()).toEqual({ data: { __typename: 'Query' } })
  })
})
