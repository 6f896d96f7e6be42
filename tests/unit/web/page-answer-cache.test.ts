import { describe, expect, it } from 'vitest'
import {
  PageAnswerCache,
  whyNotStorable,
  type PageAnswer,
  type PageRequest,
} from '../../../web/src/server/page-answer-cache'

const policy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'`

function pageAnswer(overrides: Partial<PageAnswer> = {}, body = '<html>Foto Studio</html>') {
  return {
    status: 200,
    headers: {
      'content-security-policy': policy('c2NoYXVmZW5zdGVy'),
      'x-nextjs-cache': 'HIT',
      'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
      'content-type': 'text/html; charset=utf-8',
      vary: 'Accept-Encoding',
    },
    body: Buffer.from(body),
    ...overrides,
  } satisfies PageAnswer
}

const pageRequest = (overrides: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  url: '/windows/grafik/foto-studio-pro',
  headers: { host: 'shop.example', 'accept-language': 'de' },
  ...overrides,
})

function cacheAt(clock: { now: number }, maxBytes = 1_000_000) {
  return new PageAnswerCache({ ttlMs: 1000, maxBytes, maxEntryBytes: 1000, now: () => clock.now })
}

describe('which answers the page answer cache may repeat', () => {
  it('keeps a page Next served from its incremental cache', () => {
    expect(whyNotStorable(pageAnswer(), 1000)).toBeUndefined()
    const stale = pageAnswer({ headers: { ...pageAnswer().headers, 'x-nextjs-cache': 'STALE' } })
    expect(whyNotStorable(stale, 1000)).toBeUndefined()
  })

  it('refuses answers rendered for one request or one visitor', () => {
    const headers = pageAnswer().headers
    const cases: [PageAnswer, RegExp][] = [
      [pageAnswer({ status: 404 }), /status 404/],
      [pageAnswer({ status: 503 }), /status 503/],
      [pageAnswer({ headers: { ...headers, 'x-nextjs-cache': 'MISS' } }), /incremental cache/],
      [pageAnswer({ headers: { ...headers, 'x-nextjs-cache': undefined } }), /incremental/],
      [
        pageAnswer({ headers: { ...headers, 'cache-control': 'private, no-cache, no-store' } }),
        /private/,
      ],
      [
        pageAnswer({ headers: { ...headers, 'set-cookie': ['session=abc; HttpOnly'] } }),
        /sets cookie session/,
      ],
      [
        pageAnswer({
          headers: { ...headers, 'set-cookie': ['i18n_redirected=de; Path=/', 'cart=1; Path=/'] },
        }),
        /sets cookie cart/,
      ],
      [pageAnswer({ headers: { ...headers, vary: 'Accept-Encoding, User-Agent' } }), /user-agent/],
      [pageAnswer({}, 'x'.repeat(1001)), /too large/],
      // A page Next rendered for this request carries the response's nonce in its scripts.
      [
        pageAnswer({}, '<script nonce="c2NoYXVmZW5zdGVy">self.__next_f=[]</script>'),
        /script nonce/,
      ],
    ]
    for (const [answer, reason] of cases) expect(whyNotStorable(answer, 1000)).toMatch(reason)
  })

  it('repeats the locale cookie, which follows from the request headers the key holds', () => {
    const answer = pageAnswer({
      headers: { ...pageAnswer().headers, 'set-cookie': 'i18n_redirected=de; Max-Age=1; Path=/' },
    })
    expect(whyNotStorable(answer, 1000)).toBeUndefined()
  })
})

describe('page answer cache keys', () => {
  const cache = cacheAt({ now: 0 })

  it('looks up page and data requests by everything the proxy and Next read', () => {
    const key = cache.keyOf(pageRequest())
    expect(key).toBeDefined()
    expect(cache.keyOf(pageRequest())).toBe(key)
    for (const other of [
      pageRequest({ url: '/windows/grafik/foto-studio-pro?ref=news' }),
      pageRequest({ url: '/en/windows/graphics/foto-studio-pro' }),
      pageRequest({ headers: { host: 'shop.example', 'accept-language': 'en' } }),
      pageRequest({ headers: { ...pageRequest().headers, cookie: 'i18n_redirected=en' } }),
      pageRequest({ headers: { ...pageRequest().headers, 'accept-encoding': 'gzip' } }),
      pageRequest({ headers: { ...pageRequest().headers, 'x-nextjs-data': '1' } }),
      pageRequest({ headers: { ...pageRequest().headers, host: 'other.example' } }),
    ]) {
      expect(cache.keyOf(other)).toBeDefined()
      expect(cache.keyOf(other)).not.toBe(key)
    }
    expect(cache.keyOf(pageRequest({ url: '/_next/data/build/de/windows.json' }))).toBeDefined()
  })

  it('passes on what a stored whole answer cannot serve', () => {
    for (const method of ['HEAD', 'POST', 'PUT', 'DELETE']) {
      expect(cache.keyOf(pageRequest({ method }))).toBeUndefined()
    }
    for (const url of [
      '/_next/static/chunks/main.js',
      '/_next/image?url=x',
      '/api/account/review',
      '/graphql?query=x',
      '/media/box.webp',
      '/downloads/setup.exe',
      '/uploads',
      '*',
    ]) {
      expect(cache.keyOf(pageRequest({ url })), url).toBeUndefined()
    }
    for (const name of [
      'authorization',
      'range',
      'if-none-match',
      'if-modified-since',
      'x-prerender-revalidate',
    ]) {
      const headers = { ...pageRequest().headers, [name]: 'x' }
      expect(cache.keyOf(pageRequest({ headers })), name).toBeUndefined()
    }
  })

  it('is switched off with a time to live of 0', () => {
    const off = new PageAnswerCache({ ttlMs: 0, maxBytes: 1000, maxEntryBytes: 1000 })
    expect(off.enabled).toBe(false)
    expect(off.keyOf(pageRequest())).toBeUndefined()
  })
})

describe('page answer cache entries', () => {
  it('repeats an answer for the time to live, then asks again', () => {
    const clock = { now: 10_000 }
    const cache = cacheAt(clock)
    const answer = pageAnswer()
    expect(cache.set('page', answer)).toBe(true)
    clock.now += 999
    expect(cache.get('page')).toBe(answer)
    clock.now += 1
    expect(cache.get('page')).toBeUndefined()
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
  })

  it('does not keep what it may not repeat', () => {
    const cache = cacheAt({ now: 0 })
    expect(cache.set('page', pageAnswer({ status: 500 }))).toBe(false)
    expect(cache.get('page')).toBeUndefined()
  })

  it('stays within its byte bound, dropping the least recently used first', () => {
    const cache = cacheAt({ now: 0 }, 2500)
    const body = 'x'.repeat(1000)
    cache.set('a', pageAnswer({}, body))
    cache.set('b', pageAnswer({}, body))
    expect(cache.get('a')).toBeDefined() // a is now the most recently used
    cache.set('c', pageAnswer({}, body))
    expect(cache.bytes).toBe(2000)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
    cache.set('c', pageAnswer({}, 'y'))
    expect(cache.bytes).toBe(1001)
  })

  it('forgets everything when a page is regenerated', () => {
    const cache = cacheAt({ now: 0 })
    cache.set('a', pageAnswer())
    cache.set('b', pageAnswer())
    cache.clear()
    expect([cache.get('a'), cache.get('b'), cache.size, cache.bytes]).toEqual([
      undefined,
      undefined,
      0,
      0,
    ])
  })

  it('asks once for concurrent requests of one key, and again after', async () => {
    const cache = cacheAt({ now: 0 })
    let calls = 0
    let release: (answer: PageAnswer) => void = () => undefined
    const produce = () => {
      calls += 1
      return new Promise<PageAnswer | undefined>((resolve) => (release = resolve))
    }
    const first = cache.shared('page', produce)
    const second = cache.shared('page', produce)
    const other = cache.shared('other', async () => undefined)
    expect([first.leader, second.leader, other.leader]).toEqual([true, false, true])
    expect(calls).toBe(1)
    const answer = pageAnswer()
    release(answer)
    expect(await second.answer).toBe(answer)
    expect(await first.answer).toBe(answer)
    expect(cache.shared('page', produce).leader).toBe(true)
    expect(calls).toBe(2)
  })
})
