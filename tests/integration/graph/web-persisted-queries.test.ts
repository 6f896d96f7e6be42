import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { persistedQueryLinks } from '../../../web/src/apollo/persisted-queries'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { bootGatewayOver } from './harness'

// The storefront's side of persisted queries: Apollo Client with the storefront's link, through
// the storefront's same-origin proxy (web/src/lib/gateway-proxy.ts), to a real gateway.
describe('persisted queries from Apollo Client through the storefront proxy', () => {
  const [target] = databaseTargets()
  let hub: BootedHub
  let graph: GraphApp
  let proxy: Server
  let proxyUrl: string
  const seen: { method: string; url: string; hasQuery: boolean }[] = []

  beforeAll(async () => {
    hub = await bootHub(target!)
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '5000' })
    await graph.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = graph.app.server.address() as AddressInfo
    // The proxy reads its configuration once, on first use.
    process.env['GRAPH_URL'] = `http://127.0.0.1:${port}/graphql`
    process.env['LOG_LEVEL'] = 'silent'
    const { proxyToGateway } = await import('../../../web/src/lib/gateway-proxy')
    proxy = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        hasQuery: /[?&]query=/.test(request.url ?? ''),
      })
      void proxyToGateway(request, response, '/graphql')
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/graphql`
  })

  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve))
    await graph?.app.close()
    await hub?.stop()
  })

  const client = () =>
    new ApolloClient({
      link: ApolloLink.from([...persistedQueryLinks(), new HttpLink({ uri: proxyUrl })]),
      cache: new InMemoryCache(),
    })

  const PRODUCT = gql`
    query WebApqProduct($slug: String!) {
      product(slug: $slug, locale: en) {
        id
        name
      }
    }
  `

  it('sends queries as GET with the hash, registers them once by POST, and keeps mutations POST', async () => {
    const first = await client().query({ query: PRODUCT, variables: { slug: 'photo-studio-pro' } })
    expect(first.data).toMatchObject({ product: { id: '1', name: 'Photo Studio Pro' } })
    // Unknown hash over GET, then the full query once.
    expect(seen.map(({ method, hasQuery }) => [method, hasQuery])).toEqual([
      ['GET', false],
      ['POST', false],
    ])

    seen.length = 0
    const second = await client().query({ query: PRODUCT, variables: { slug: 'photo-studio-pro' } })
    expect(second.data).toEqual(first.data)
    expect(seen.map(({ method, hasQuery }) => [method, hasQuery])).toEqual([['GET', false]])
    const [hashed] = seen
    expect(hashed!.url).toMatch(/extensions=.*persistedQuery/)

    // The same URL as the browser sends it: the gateway's cache headers come through the proxy.
    const direct = await fetch(new URL(hashed!.url, proxyUrl), {
      headers: { 'content-type': 'application/json' },
    })
    expect(direct.status).toBe(200)
    expect(direct.headers.get('cache-control')).toBe('max-age=60, public')
    expect(direct.headers.get('age')).toMatch(/^\d+$/)

    // Mutations take part in persisted queries too, but only ever as POST.
    const ADD = gql`
      mutation WebApqAdd {
        addToCart(productId: "1") {
          __typename
        }
      }
    `
    seen.length = 0
    const mutation = await client().mutate({ mutation: ADD })
    expect(mutation.data).toEqual({ addToCart: { __typename: 'CartUpdated' } })
    expect(seen.map(({ method }) => method)).toEqual(['POST', 'POST'])
    seen.length = 0
    await client().mutate({ mutation: ADD })
    expect(seen.map(({ method }) => method)).toEqual(['POST'])
  })
})
