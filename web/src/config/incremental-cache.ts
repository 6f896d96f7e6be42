import { parseWebServerConfig } from './server-config'

/** Next's phase of a production server (`PHASE_PRODUCTION_SERVER` of next/constants). */
export const PRODUCTION_SERVER_PHASE = 'phase-production-server'

/**
 * Where the production server (web/server.ts) keeps ISR pages: with REDIS_URL in Redis
 * (web/cache-handler.mjs, shared by every storefront instance, no per-instance memory copy);
 * without it Next's default file-system and memory cache. Builds and `next dev` always use
 * the default.
 */
export function incrementalCacheConfig(
  phase: string,
  env: NodeJS.ProcessEnv,
): { cacheHandler?: string; cacheMaxMemorySize?: number } {
  if (phase !== PRODUCTION_SERVER_PHASE) return {}
  if (!parseWebServerConfig(env).REDIS_URL) return {}
  // Relative paths are resolved against the build folder (web/.next).
  return { cacheHandler: '../cache-handler.mjs', cacheMaxMemorySize: 0 }
}
