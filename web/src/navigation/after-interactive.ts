// Work that no visitor waits for at start-up (the consent banner's code, the tag manager) runs
// once the page is interactive: after the load event, when the main thread is next idle, at
// the latest this long after load (spec §9 asks for idle time before optional work).
const IDLE_TIMEOUT_MS = 2000

/** Runs `work` after load and idle; returns a cancel function. */
export function afterInteractive(work: () => void): () => void {
  let cancelled = false
  let idleId: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    if (!cancelled) work()
  }
  const whenIdle = () => {
    if (cancelled) return
    if ('requestIdleCallback' in window)
      idleId = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    else timer = setTimeout(run, 1)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', whenIdle)
    if (idleId !== undefined) window.cancelIdleCallback(idleId)
    if (timer !== undefined) clearTimeout(timer)
  }
}
