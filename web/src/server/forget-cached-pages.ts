/**
 * The page answer cache of this process (web/server.ts), reachable from API routes, which
 * Next bundles apart from the server: a regenerated page must not be answered from memory.
 * Under `next dev` (no such cache) this does nothing.
 */
const registryKey = Symbol.for('schaufenster.web.page-answer-cache')

interface Clearable {
  clear(): void
}

type Registry = { [registryKey]?: Clearable }

export function registerPageAnswerCache(cache: Clearable): void {
  ;(globalThis as Registry)[registryKey] = cache
}

/** Forgets every remembered page answer (they live a second; one page changed). */
export function forgetCachedPages(): void {
  ;(globalThis as Registry)[registryKey]?.clear()
}
