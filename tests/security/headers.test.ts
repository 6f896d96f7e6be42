import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { buildGraphApp } from '../../graph/src/app'
import { loadGraphConfig } from '../../graph/src/config'
import { buildHubApp } from '../../hub/src/app'
import { loadHubConfig, PGLITE_MEMORY } from '../../hub/src/config'
import { openDatabase } from '../../hub/src/db/database'
import { createGraphLogger } from '../../graph/src/logger'
import { createHubLogger } from '../../hub/src/logger'
import { Gallery } from '../../web/src/components/Gallery/Gallery'
import { StarRating } from '../../web/src/components/StarRating/StarRating'
import { nonceOfPolicy } from '../../web/src/config/security-headers'
import { answerCacheHeaders, isPerVisitorUrl } from '../../web/src/server/answer-cache-policy'
import { noncesInMarkup, rewriteNonces } from '../../web/src/server/fresh-nonce'
import { allowedHostnames, isAllowedHost } from '../../web/src/server/host-check'
import { PageAnswerCache } from '../../web/src/server/page-answer-cache'
import { createStorefrontHandler } from '../../web/src/server/storefront-handler'
import { createTestI18n } from '../unit/web/components/i18n'

// Issue 18, points 10 and 12, against the storefront's real request handler
// (web/src/server/storefront-handler.ts: Host check, Next's compression, cache headers,
// fresh nonces, page answer cache) on a real socket, with a stand-in for Next that
// answers as Next does; and against the real gateway. The browser's view of the built
// shop is tests/security/headers.spec.ts.

const STALE = 'c3RhbGUtbm9uY2UtZnJvbS1pc3I=' // the nonce an ISR render baked into its HTML
const SITE_URL = 'https://shop.example'

/** A pre-rendered page as Next answers it from its incremental cache. */
function isrPage(response: ServerResponse, call: number, extra: Record<string, string> = {}) {
  // The proxy's nonce for this request: fresh, but the HTML is from an earlier render.
  const proxyNonce = Buffer.from(`proxy-nonce-${call}`).toString('base64')
  response.setHeader(
    'content-security-policy',
    `default-src 'self'; script-src 'self' 'nonce-${proxyNonce}'; style-src 'self' 'nonce-${proxyNonce}'`,
  )
  response.setHeader('x-nextjs-cache', 'HIT')
  response.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=31535940')
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.setHeader('etag', '"isr-etag"')
  for (const [name, value] of Object.entries(extra)) response.setHeader(name, value)
  const filler = 'Foto Studio Pro – Bildbearbeitung für alle. '.repeat(80)
  response.end(
    `<!DOCTYPE html><html><head><link rel="preload" as="script" nonce="${STALE}" href="/_next/static/a.js"/>` +
      `<script src="/consent-gate.js" nonce="${STALE}"></script><noscript data-n-css="${STALE}"></noscript></head><body><main>${filler}</main>` +
      `<script id="__NEXT_DATA__" type="application/json" nonce="${STALE}">{"text":"nonce=\\"${STALE}\\""}</script>` +
      `<script src="/_next/static/main.js" nonce="${STALE}" defer=""></script></body></html>`,
  )
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    }),
  )
})

async function storefront(answer: (response: ServerResponse, call: number, url: string) => void) {
  let calls = 0
  const handler = createStorefrontHandler({
    handle: async (request, response) => {
      calls += 1
      answer(response, calls, request.url ?? '/')
    },
    cache: new PageAnswerCache({ ttlMs: 60_000, maxBytes: 1_000_000, maxEntryBytes: 100_000 }),
    maxEntryBytes: 100_000,
    allowedHosts: allowedHostnames(SITE_URL, ['www.shop.example']),
  })
  const server = createServer(handler)
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { port: (server.address() as AddressInfo).port, calls: () => calls }
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** The raw answer to a request line written as given, byte for byte, on a plain socket. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(head))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    socket.on('error', reject)
  })
}

/** A raw HTTP request, so the Host header is exactly what an attacker's browser would send. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: 'shop.example', ...headers } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const raw = Buffer.concat(chunks)
          const gzip = response.headers['content-encoding'] === 'gzip'
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: (gzip ? gunzipSync(raw) : raw).toString('utf8'),
          })
        })
      },
    )
    request.on('error', reject)
    request.end()
  })
}

const policyNonce = (answer: Answer) =>
  nonceOfPolicy(String(answer.headers['content-security-policy'] ?? ''))

describe('a fresh nonce on every page answer, the same in header and markup (18.12)', () => {
  it('rewrites the stale nonce of pre-rendered HTML, also when repeated from memory', async () => {
    const shop = await storefront((response, call) => isrPage(response, call))
    const answers = []
    for (let i = 0; i < 3; i += 1) {
      answers.push(await get(shop.port, '/windows', { 'accept-encoding': 'gzip' }))
    }
    // The second and third came from the page answer cache, compressed on the way out.
    expect(shop.calls()).toBe(1)
    expect(answers[2]!.headers['x-storefront-cache']).toBe('HIT')
    expect(answers[2]!.headers['content-encoding']).toBe('gzip')
    const nonces = answers.map(policyNonce)
    for (const [i, answer] of answers.entries()) {
      const nonce = nonces[i]!
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(answer.body).not.toContain(`nonce="${STALE}"`)
      const marked = noncesInMarkup(answer.body)
      expect(marked).toHaveLength(5)
      expect(new Set(marked)).toEqual(new Set([nonce]))
      // The style nonce is renewed with the script nonce.
      expect(String(answer.headers['content-security-policy'])).toContain(
        `style-src 'self' 'nonce-${nonce}'`,
      )
      // A validator of the original HTML would let a browser keep another answer's markup.
      expect(answer.headers['etag']).toBeUndefined()
    }
    expect(new Set(nonces).size).toBe(3)
    // Text in the page that merely looks like a nonce attribute is left alone.
    expect(answers[0]!.body).toContain(`{"text":"nonce=\\"${STALE}\\""}`)
  })

  it('sends the rewritten page with its own length when not compressed', async () => {
    const shop = await storefront((response, call) => isrPage(response, call))
    const answer = await get(shop.port, '/mac')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body))
    expect(new Set(noncesInMarkup(answer.body))).toEqual(new Set([policyNonce(answer)]))
  })

  it("leaves Apollo Sandbox's own nonce policy on /graphql as the gateway made it", async () => {
    const shop = await storefront((response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-security-policy', `script-src 'nonce-${STALE}'`)
      response.end(`<style nonce=${STALE}></style><script nonce="${STALE}">start()</script>`)
    })
    const sandbox = await get(shop.port, '/graphql')
    expect(policyNonce(sandbox)).toBe(STALE)
    expect(sandbox.body).toContain(`<script nonce="${STALE}">`)
  })

  it('touches only the nonce attributes of script, style and link tags', () => {
    const html =
      '<p data-nonce="x">nonce="x"</p><script nonce="old" src="/a.js"></script>' +
      '<style nonce="old">p{}</style><img nonce="old"/><noscript data-n-css=""></noscript>'
    // Next's client nonces the style tags it adds with noscript[data-n-css]: renewed too.
    expect(rewriteNonces(html, 'new')).toBe(
      '<p data-nonce="x">nonce="x"</p><script nonce="new" src="/a.js"></script>' +
        '<style nonce="new">p{}</style><img nonce="old"/><noscript data-n-css="new"></noscript>',
    )
  })
})

describe('caches and cookies (18.10)', () => {
  it('marks per-visitor pages private, no-store and noindex, whatever Next said', async () => {
    const shop = await storefront((response, call) => isrPage(response, call))
    for (const path of [
      '/warenkorb',
      '/en/cart',
      '/kasse',
      '/bestellbestaetigung?order=7-1',
      '/konto/einstellungen',
      '/en/account/settings',
      '/download?product=foto-studio-pro&version=full',
      '/order/7-1',
      '/aktiviert',
      '/newsletter/confirm?token=abc',
      '/ueber-uns?token=abc',
    ]) {
      const answer = await get(shop.port, path)
      expect(answer.headers['cache-control'], path).toBe('private, no-store')
      expect(answer.headers['x-robots-tag'], path).toBe('noindex')
    }
  })

  it('answers 400 to an absolute-form request line, whose path no URL decision would see', async () => {
    const shop = await storefront((response, call) => isrPage(response, call))
    for (const target of [
      'http://x/cart',
      'http://shop.example/warenkorb',
      'HTTP://x/graphql',
      '*',
    ]) {
      const answer = await rawRequest(
        shop.port,
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      )
      expect(answer, target).toMatch(/^HTTP\/1\.1 400 /)
      expect(answer, target).toContain('This address is malformed.')
      expect(answer, target).toContain('Diese Adresse ist fehlerhaft.')
      expect(answer, target).not.toMatch(/s-maxage|set-cookie/i)
    }
    expect(shop.calls()).toBe(0)
    // The origin form of the same request is the per-visitor page it names.
    const cart = await rawRequest(
      shop.port,
      'GET /warenkorb HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    )
    expect(cart).toMatch(/^HTTP\/1\.1 200 /)
    expect(cart).toMatch(/cache-control: private, no-store/i)
    // OPTIONS * names no page: not refused as malformed.
    const options = await rawRequest(
      shop.port,
      'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    )
    expect(options).not.toMatch(/^HTTP\/1\.1 400 /)
  })

  it('lets no shared cache keep a page, which varies by cookie (consent) and at / by language', async () => {
    const shop = await storefront((response, call, url) =>
      url === '/'
        ? isrPage(response, call, {
            'set-cookie': 'i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax',
          })
        : isrPage(response, call),
    )
    const page = await get(shop.port, '/windows')
    expect(page.headers['cache-control']).toBe('private, no-cache')
    expect(page.headers['vary']).toMatch(/\bCookie\b/)
    expect(page.headers['x-robots-tag']).toBeUndefined()
    const root = await get(shop.port, '/', { 'accept-language': 'de-DE' })
    expect(root.headers['set-cookie']).toBeDefined()
    expect(root.headers['cache-control']).toMatch(/\bprivate\b/)
    expect(root.headers['vary']).toMatch(/\bCookie\b/)
    expect(root.headers['vary']).toMatch(/\bAccept-Language\b/)
  })

  it('never leaves a cookie in a publicly cacheable answer of any kind', () => {
    const json = answerCacheHeaders({
      url: '/api/locale',
      contentType: 'application/json',
      cacheControl: 'public, max-age=60',
      setsCookie: true,
    })
    expect(json.cacheControl).toBe('private, no-store')
    const file = answerCacheHeaders({
      url: '/_next/static/chunks/main.js',
      contentType: 'application/javascript',
      cacheControl: 'public, max-age=31536000, immutable',
      setsCookie: false,
    })
    expect(file).toEqual({})
    expect(isPerVisitorUrl('/_next/data/build/en/cart.json')).toBe(true)
    expect(isPerVisitorUrl('/windows/grafik/foto-studio-pro')).toBe(false)
  })
})

describe('deploy/nginx.conf, the shared cache of a deployment (18.10)', () => {
  const nginx = readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8')
  const directives = nginx.replace(/#.*$/gm, '')

  it('stores no answer, and would honour the storefront if it did', () => {
    expect(directives).toMatch(/^\s*proxy_cache off;/m)
    expect(directives).not.toMatch(/proxy_cache\s+(?!off)\w+;/)
    // What would make a cache keep cookies, private answers or one variant for all.
    expect(directives).not.toMatch(/proxy_ignore_headers/)
    expect(directives).not.toMatch(/proxy_hide_header\s+Vary/i)
  })

  it('names the gateway by an address on its internal hop (the gateway checks Host)', () => {
    const graphListener = /listen 4000;([\s\S]*?)\n {2}\}/.exec(directives)?.[1] ?? ''
    expect(graphListener).toContain('proxy_set_header Host $server_addr:$server_port;')
    expect(graphListener).toContain('proxy_set_header Connection "";')
  })
})

describe('no inline style in server-rendered markup (18.12)', () => {
  it('renders stars and the gallery without style attributes', () => {
    const i18n = createTestI18n('de')
    const markup = renderToStaticMarkup(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(StarRating, { value: 4.3, locale: 'de', size: 20 }),
        createElement(Gallery, {
          images: [
            { url: '/media/a.png', alt: 'A', width: 1200, height: 800 },
            { url: '/media/b.png', alt: 'B', width: 1200, height: 800 },
          ],
        }),
      ),
    )
    expect(markup).toContain('viewBox="0 0 1200 800"')
    expect(markup).not.toMatch(/\sstyle=/)
  })
})

describe('Host header check against DNS rebinding (18.12)', () => {
  it('answers 421 to a foreign Host on the storefront, and its own names as usual', async () => {
    const shop = await storefront((response, call) => isrPage(response, call))
    const foreign = await get(shop.port, '/', { host: 'evil.example' })
    expect(foreign.status).toBe(421)
    expect(foreign.body).toContain('This address does not belong to this shop.')
    expect((await get(shop.port, '/', { host: 'evil.example:3000' })).status).toBe(421)
    expect((await get(shop.port, '/', { host: 'shop.example.evil.example' })).status).toBe(421)
    expect(shop.calls()).toBe(0)
    for (const host of ['shop.example', 'SHOP.example:443', 'www.shop.example', '127.0.0.1:3000']) {
      expect((await get(shop.port, '/windows', { host })).status, host).toBe(200)
    }
    expect(isAllowedHost('[::1]:3000', allowedHostnames(SITE_URL))).toBe(true)
    expect(isAllowedHost(undefined, allowedHostnames(SITE_URL))).toBe(false)
    // The e2e stack: SITE_URL on localhost, pages asked for at 127.0.0.1:<port>.
    expect(isAllowedHost('127.0.0.1:3100', allowedHostnames('http://localhost:3000'))).toBe(true)
  })

  describe('the gateway', () => {
    const config = loadGraphConfig({ LOG_LEVEL: 'silent', GRAPH_ALLOWED_HOSTS: 'graph.internal' })
    const booted = buildGraphApp(config, createGraphLogger(config)).then(async (graph) => {
      await graph.app.listen({ host: '127.0.0.1', port: 0 })
      return graph
    })
    afterAll(async () => (await booted).app.close())

    it('answers 421 to a foreign Host before Apollo Sandbox or any route', async () => {
      const { port } = (await booted).app.server.address() as AddressInfo
      const sandbox = { accept: 'text/html' }
      const foreign = await get(port, '/graphql', { ...sandbox, host: `evil.example:${port}` })
      expect(foreign.status).toBe(421)
      expect(foreign.body).not.toContain('sandbox')
      expect((await get(port, '/healthz', { host: 'evil.example' })).status).toBe(421)
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, '10.0.0.7:4000']) {
        expect((await get(port, '/graphql', { ...sandbox, host })).status, host).toBe(200)
      }
      expect((await get(port, '/graphql', { ...sandbox, host: 'graph.internal' })).status).toBe(200)
    })
  })

  describe('the hub', () => {
    const config = loadHubConfig({
      LOG_LEVEL: 'silent',
      PGLITE_DIR: PGLITE_MEMORY,
      HUB_ALLOWED_HOSTS: 'hub',
    })
    const booted = openDatabase(config, createHubLogger('silent')).then(async (database) => {
      const app = buildHubApp({ config, database, logger: createHubLogger('silent') })
      await app.listen({ host: '127.0.0.1', port: 0 })
      return { app, database }
    })
    afterAll(async () => {
      const { app, database } = await booted
      await app.close()
      await database.close()
    })

    it('answers 421 to a foreign Host before any route, a rebinding page cannot post', async () => {
      const { port } = (await booted).app.server.address() as AddressInfo
      const foreign = await get(port, '/healthz', { host: `evil.example:${port}` })
      expect(foreign.status).toBe(421)
      expect(foreign.body).not.toContain('"ok"')
      const post = await new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ email: 'victim@example.com' })
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/v1/newsletter/subscriptions',
            headers: { host: 'evil.example', 'content-type': 'application/json' },
          },
          (response) => {
            response.resume()
            resolve(response.statusCode ?? 0)
          },
        )
        request.on('error', reject)
        request.end(body)
      })
      expect(post).toBe(421)
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'hub']) {
        expect((await get(port, '/healthz', { host })).status, host).toBe(200)
      }
    })
  })
})
