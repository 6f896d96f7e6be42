import { createHash } from 'node:crypto'
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  canHashQueries,
  persistedQueryLinks,
  sha256Hex,
} from '../../../web/src/apollo/persisted-queries'

describe('persisted queries in the storefront', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.each(['', 'query Q { a }', 'Größe – “Ümläute” 🚀', 'x'.repeat(10_000)])(
    'hashes %j exactly as the gateway does (SHA-256 of the UTF-8 bytes, lower-case hex)',
    async (text) => {
      expect(await sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'))
    },
  )

  it('adds the persisted-query link where Web Crypto exists', () => {
    expect(canHashQueries()).toBe(true)
    const links = persistedQueryLinks()
    expect(links).toHaveLength(1)
    expect(links[0]).toBeInstanceOf(PersistedQueryLink)
  })

  it('leaves it out where the page cannot hash (plain http from another host)', () => {
    vi.stubGlobal('crypto', {})
    expect(canHashQueries()).toBe(false)
    expect(persistedQueryLinks()).toEqual([])
  })
})
