import { useCallback, useRef, useState } from 'react'

/**
 * Code a visitor's action needs, loaded on the first sign of intent (pointer, focus, touch)
 * or on the action itself, never with the page: the careers and partner pages keep the first
 * load of a catalog page (issue 22, decisions 0020 and 0021). A failed load is tried again by
 * the next call; until then `failed` says so.
 */
export function useLoadOnDemand<M>(load: () => Promise<M>): {
  module: M | null
  failed: boolean
  start: () => void
} {
  const [loaded, setLoaded] = useState<{ module: M } | null>(null)
  const [failed, setFailed] = useState(false)
  const pending = useRef<Promise<M> | null>(null)
  const start = useCallback(() => {
    if (pending.current) return
    setFailed(false)
    const request = load()
    pending.current = request
    request.then(
      (module) => setLoaded({ module }),
      () => {
        pending.current = null
        setFailed(true)
      },
    )
  }, [load])
  return { module: loaded?.module ?? null, failed, start }
}
