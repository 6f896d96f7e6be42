import { useEffect } from 'react'

declare global {
  interface Window {
    /** Set by the click keeper of catalog pages (held-scripts.ts) until the page listens. */
    __sfRelease?: () => void
  }
}

/**
 * Hands the clicks the keeper held before the page's scripts ran to the page
 * (held-scripts.ts). Rendered last in the page's deferred region (_app.tsx): its effect runs
 * once the header, the content and the footer have hydrated. Earlier, at the shell, a held
 * click on the footer's "Cookie settings" done again did nothing (measured): React did not
 * hydrate the region for a click it had not seen arrive.
 */
export function ReleaseHeldClicks() {
  useEffect(() => {
    window.__sfRelease?.()
  }, [])
  return null
}
