/**
 * Counts requests in flight (route changes and GraphQL) for the loading bar.
 * A module singleton: there is one browser window per app instance.
 */
type Listener = (inFlight: number) => void

let inFlight = 0
const listeners = new Set<Listener>()

function publish(): void {
  for (const listener of listeners) listener(inFlight)
}

/** Marks one request as started; call the returned function once when it ends. */
export function trackRequest(): () => void {
  inFlight += 1
  publish()
  let done = false
  return () => {
    if (done) return
    done = true
    inFlight -= 1
    publish()
  }
}

export function subscribeInFlight(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentInFlight(): number {
  return inFlight
}

/** Spec §9: loading indicators appear no sooner than this. */
export const loadingIndicatorDelayMs = 200
