/** Spec §9: a failed chunk reloads the page at most once per minute. */
export const chunkReloadGuardMs = 60_000
const storageKey = 'schaufenster:chunk-reload-at'

/** Whether an error is a failed load of a code chunk (webpack's or Turbopack's wording). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk/i.test(message)
  )
}

/**
 * Reloads unless a reload for the same reason happened within the guard time,
 * so a chunk that is really gone can never cause a reload loop.
 */
export function reloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  reload: () => void,
): boolean {
  const last = Number(storage.getItem(storageKey) ?? 0)
  if (Number.isFinite(last) && now - last < chunkReloadGuardMs) return false
  storage.setItem(storageKey, String(now))
  reload()
  return true
}
