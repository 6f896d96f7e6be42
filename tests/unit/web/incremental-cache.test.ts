import { describe, expect, it } from 'vitest'
import {
  incrementalCacheConfig,
  PRODUCTION_SERVER_PHASE,
} from '../../../web/src/config/incremental-cache'

// next/constants, spelled out: importing Next here would pull its global types in.
const PHASE_PRODUCTION_SERVER = 'phase-production-server'
const PHASE_PRODUCTION_BUILD = 'phase-production-build'
const PHASE_DEVELOPMENT_SERVER = 'phase-development-server'

describe('where Next keeps ISR pages', () => {
  const redis = { REDIS_URL: 'redis://cache.internal:6379/2' }

  it('knows the phase of `next start` by Next’s name', () => {
    expect(PRODUCTION_SERVER_PHASE).toBe(PHASE_PRODUCTION_SERVER)
  })

  it('is Redis for `next start` with REDIS_URL, without a per-instance memory copy', () => {
    expect(incrementalCacheConfig(PHASE_PRODUCTION_SERVER, redis)).toEqual({
      cacheHandler: '../cache-handler.mjs',
      cacheMaxMemorySize: 0,
    })
  })

  it('is Next’s default without REDIS_URL, and always for builds and development', () => {
    expect(incrementalCacheConfig(PHASE_PRODUCTION_SERVER, {})).toEqual({})
    expect(incrementalCacheConfig(PHASE_PRODUCTION_BUILD, redis)).toEqual({})
    expect(incrementalCacheConfig(PHASE_DEVELOPMENT_SERVER, redis)).toEqual({})
  })

  it('refuses a REDIS_URL that is not redis:// or rediss://', () => {
    expect(() =>
      incrementalCacheConfig(PHASE_PRODUCTION_SERVER, { REDIS_URL: 'http://cache:6379' }),
    ).toThrow(/REDIS_URL/)
  })
})
