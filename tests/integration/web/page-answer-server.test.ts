import { once } from 'node:events'
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { CACHE_HEADER, withPageAnswerCache } from '../../../web/src/server/answer-from-cache'
import {
  forgetCachedPages,
  registerPageAnswerCache,
} from '../../../web/src/server/forget-cached-pages'
import { PageAnswerCache } from '../../../web/src/server/page-answer-cache'

// The page answer cache on a real node:http server, with a stand-in for Next's handler
// that answers the way Next does (headers set one by one or in writeHead, body in parts).

type Answerer = (response: ServerResponse, call: number) => Promise<void> | void

const NONCE = 'bm9uY2Utb2YtbmV4dA=='

function isrHeaders(response: ServerResponse, cacheState = 'HIT') {
  response.setHeader('content-security-policy', `script-src 'self' 'nonce-${NONCE}'`)
  response.setHeader('x-nextjs-cache', cacheState)
  response.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=31535940')
  response.setHeader('content-type', 'text/html; charset=utf-8')
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

async function serve(answerer: Answerer, ttlMs = 60_000) {
  const cache = new PageAnswerCache({ ttlMs, maxBytes: 1_000_000, maxEntryBytes: 100_000 })
  let calls = 0
  const handler = withPageAnswerCache(
    cache,
    async (_request, response) => {
      calls += 1
      await answerer(response, calls)
    },
    100_000,
  )
  const server = createServer((request, response) => void handler(request, response))
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, cache, calls: () => calls }
}

async function get(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init)
  return { response, body: await response.text() }
}

describe('storefront server: pages answered from memory', () => {
  it('repeats a pre-rendered page byte for byte, with a nonce of its own', async () => {
    const stack = await serve((response) => {
      isrHeaders(response)
      response.write('<html><body>')
      response.write(Buffer.from('Foto Studio Pro – 49,99 €'))
      response.end('</body></html>')
    })
    const first = await get(`${stack.base}/windows/grafik/foto-studio-pro`)
    const second = await get(`${stack.base}/windows/grafik/foto-studio-pro`)
    expect(stack.calls()).toBe(1)
    expect(first.response.headers.get(CACHE_HEADER)).toBeNull()
    expect(second.response.headers.get(CACHE_HEADER)).toBe('HIT')
    expect(second.body).toBe('<html><body>Foto Studio Pro – 49,99 €</body></html>')
    expect(second.body).toBe(first.body)
    expect(second.response.headers.get('content-length')).toBe(
      String(Buffer.byteLength(second.body)),
    )
    expect(second.response.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(second.response.headers.get('date')).toBeTruthy()
    const policies = [first, second].map((answer) =>
      answer.response.headers.get('content-security-policy'),
    )
    expect(policies[0]).toContain(NONCE)
    expect(policies[1]).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'$/)
    expect(policies[1]).not.toContain(NONCE)
    // Another language, another answer.
    await get(`${stack.base}/windows/grafik/foto-studio-pro`, {
      headers: { 'accept-language': 'en' },
    })
    expect(stack.calls()).toBe(2)
  })

  it('records headers given to writeHead, as a compressing Next sends them', async () => {
    const stack = await serve((response) => {
      response.writeHead(200, {
        'X-Nextjs-Cache': 'STALE',
        'Content-Type': 'text/html',
        Vary: 'Accept-Encoding',
      })
      response.end('<html>stale but shared</html>')
    })
    await get(`${stack.base}/mac`)
    const second = await get(`${stack.base}/mac`)
    expect(stack.calls()).toBe(1)
    expect(second.body).toBe('<html>stale but shared</html>')
    expect(second.response.headers.get('x-nextjs-cache')).toBe('STALE')
    expect(second.response.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('sends one of many concurrent requests for a page to Next; the others share its answer', async () => {
    const stack = await serve(async (response) => {
      isrHeaders(response)
      await new Promise((resolve) => setTimeout(resolve, 200))
      response.end('<html>home</html>')
    })
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${stack.base}/`)))
    expect(stack.calls()).toBe(1)
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['<html>home</html>']))
    expect(answers.filter((answer) => answer.response.headers.get(CACHE_HEADER))).toHaveLength(19)
  })

  it('lets every request reach Next when the answer was rendered for one request', async () => {
    const stack = await serve(async (response, call) => {
      isrHeaders(response, 'MISS')
      await new Promise((resolve) => setTimeout(resolve, 50))
      response.end(`<html>render ${call}</html>`)
    })
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(`${stack.base}/`)))
    await get(`${stack.base}/`)
    expect(stack.calls()).toBe(6)
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(5)
  })

  it('answers the waiting requests when the first visitor hangs up', async () => {
    let release: () => void = () => undefined
    const stack = await serve(async (response, call) => {
      isrHeaders(response)
      if (call === 1) {
        response.write('<html>')
        await new Promise<void>((resolve) => (release = resolve))
        response.end('</html>')
      } else response.end(`<html>answer ${call}</html>`)
    })
    const url = new URL(`${stack.base}/windows`)
    const leader = httpRequest({ host: url.hostname, port: url.port, path: url.pathname })
    leader.on('error', () => undefined)
    leader.end()
    const [leaderResponse] = await once(leader, 'response')
    leaderResponse.on('error', () => undefined)
    const waiting = get(`${stack.base}/windows`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    leader.destroy()
    release()
    const answer = await waiting
    expect(answer.body).toBe('<html>answer 2</html>')
    expect(stack.calls()).toBe(2)
  })

  it('passes on requests it cannot answer from memory', async () => {
    const stack = await serve((response) => {
      isrHeaders(response)
      response.end('{}')
    })
    for (let round = 0; round < 2; round += 1) {
      await get(`${stack.base}/api/locale`)
      await get(`${stack.base}/windows`, { method: 'HEAD' })
      await get(`${stack.base}/windows`, { headers: { 'if-none-match': '"etag"' } })
    }
    expect(stack.calls()).toBe(6)
  })

  it('forgets its answers when a page is regenerated, and after the time to live', async () => {
    const forgetting = await serve((response, call) => {
      isrHeaders(response)
      response.end(`<html>version ${call}</html>`)
    })
    registerPageAnswerCache(forgetting.cache)
    await get(`${forgetting.base}/windows`)
    forgetCachedPages()
    expect((await get(`${forgetting.base}/windows`)).body).toBe('<html>version 2</html>')

    const shortLived = await serve((response, call) => {
      isrHeaders(response)
      response.end(`<html>version ${call}</html>`)
    }, 100)
    await get(`${shortLived.base}/mac`)
    expect((await get(`${shortLived.base}/mac`)).body).toBe('<html>version 1</html>')
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect((await get(`${shortLived.base}/mac`)).body).toBe('<html>version 2</html>')
  })
})
