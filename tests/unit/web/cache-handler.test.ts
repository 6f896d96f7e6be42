import { createServer } from 'node:net'
import { afterAll, describe, expect, it, vi } from 'vitest'
import RedisCacheHandler, {
  deserializeEntry,
  disconnect,
  serializeEntry,
} from '../../../web/cache-handler.mjs'

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

describe('the storefront’s incremental cache in Redis', () => {
  afterAll(() => {
    disconnect()
    delete process.env['REDIS_URL']
  })

  it('stores entries as JSON that reads back with Buffers and Maps', () => {
    const entry = {
      value: {
        kind: 'PAGES',
        html: '<html lang="de"></html>',
        pageData: { pageProps: { a: 1 } },
        headers: { 'x-next-cache-tags': 'a,b' },
        status: 200,
        body: Buffer.from('rendered'),
        segmentData: new Map([['/_index', Buffer.from('segment')]]),
      },
      lastModified: 1_700_000_000_000,
      tags: [],
    }
    const read = deserializeEntry(serializeEntry(entry)) as typeof entry
    expect(read).toEqual(entry)
    expect(Buffer.isBuffer(read.value.body)).toBe(true)
    expect(read.value.segmentData.get('/_index')!.toString()).toBe('segment')
  })

  it('keeps entries in this instance while Redis cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    process.env['REDIS_URL'] = `redis://127.0.0.1:${await closedPort()}`
    const handler = new RedisCacheHandler({})
    const started = Date.now()
    await handler.set(
      '/en/windows',
      { kind: 'PAGES', html: 'x', pageData: {} },
      {
        cacheControl: { revalidate: 60 },
      },
    )
    const entry = await new RedisCacheHandler({}).get('/en/windows', {})
    expect(entry?.value).toEqual({ kind: 'PAGES', html: 'x', pageData: {} })
    expect(entry?.cacheControl).toEqual({ revalidate: 60 })
    expect(await handler.get('/en/mac', {})).toBeNull()
    // The first use waits for the connection at most a second; no request hangs.
    expect(Date.now() - started).toBeLessThan(3000)
    expect(warn).toHaveBeenCalled()
  })
})
