// Types of web/cache-handler.mjs (plain JavaScript, which Next imports at run time).

export const DEFAULT_TTL_SECONDS: number
export function serializeEntry(entry: unknown): string
export function deserializeEntry(text: string): unknown
export function disconnect(): void

export interface CacheEntry {
  value: unknown
  lastModified: number
  cacheControl?: unknown
  tags: string[]
}

export default class RedisCacheHandler {
  constructor(options?: unknown)
  get(key: string, ctx?: unknown): Promise<CacheEntry | null>
  set(key: string, data: unknown, ctx?: unknown): Promise<void>
  revalidateTag(tags: string | string[]): Promise<void>
  resetRequestCache(): void
}
