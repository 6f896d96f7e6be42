import { describe, expect, it, vi } from 'vitest'
import {
  chunkReloadGuardMs,
  isChunkLoadError,
  reloadForChunkError,
} from '../../../web/src/navigation/chunk-reload'
import { shouldPrefetch } from '../../../web/src/navigation/prefetch-policy'
import { errorStatus } from '../../../web/src/routing/error-status'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('chunk-reload guard (spec §2, §9)', () => {
  it('recognises failed chunk loads of webpack and Turbopack', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
  })

  it('reloads once, then not again within a minute, then again after it', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const start = 1_000_000
    expect(reloadForChunkError(storage, start, reload)).toBe(true)
    expect(reloadForChunkError(storage, start + 1000, reload)).toBe(false)
    expect(reloadForChunkError(storage, start + chunkReloadGuardMs - 1, reload)).toBe(false)
    expect(reloadForChunkError(storage, start + chunkReloadGuardMs, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})

describe('prefetch policy (spec §2)', () => {
  it.each([
    [{ onLine: true }, true],
    [{ onLine: true, connection: { effectiveType: '4g' } }, true],
    [{ onLine: false }, false],
    [{ onLine: true, connection: { effectiveType: '2g' } }, false],
    [{ onLine: true, connection: { effectiveType: 'slow-2g' } }, false],
    [{ onLine: true, connection: { effectiveType: '4g', saveData: true } }, false],
  ])('%j → %s', (network, expected) => {
    expect(shouldPrefetch(network)).toBe(expected)
  })
})

describe('error status (spec §8)', () => {
  it('takes statusCode, then status, then response.status, else 500', () => {
    expect(errorStatus({ statusCode: 404, status: 410 })).toBe(404)
    expect(errorStatus({ status: 410 })).toBe(410)
    expect(errorStatus({ response: { status: 503 } })).toBe(503)
    expect(errorStatus(new Error('boom'))).toBe(500)
    expect(errorStatus(undefined)).toBe(500)
    expect(errorStatus(undefined, 502)).toBe(502)
    expect(errorStatus({ statusCode: 'nope', status: 42 })).toBe(500)
  })
})
