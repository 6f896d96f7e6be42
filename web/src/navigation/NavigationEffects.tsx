import Router from 'next/router'
import { useEffect } from 'react'
import { isChunkLoadError, reloadForChunkError } from './chunk-reload'
import { skipRedundantHydrationReplace } from './hydration-replace'
import { trackRequest } from './loading-tracker'
import {
  createPrefetchBudget,
  prefetchIdleTimeoutMs,
  shouldPrefetch,
  type NetworkInfo,
} from './prefetch-policy'
import { scrollAfterNavigation, scrollToHash, trackNavBarHeight } from './scroll'

// Runs when _app's module loads, before the router exists: the router's first act after
// hydration is the step this patches (hydration-replace.ts).
if (typeof window !== 'undefined') {
  Router.ready(() => {
    if (Router.router) skipRedundantHydrationReplace(Router.router, window.location)
  })
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(run, { timeout: prefetchIdleTimeoutMs })
  else setTimeout(run, 1)
}

/**
 * The client-side behaviour of every navigation (spec §2, §9): smooth
 * scrolling with the header offset, the chunk-reload guard, the loading-bar
 * count, and the prefetch policy. Renders nothing.
 */
export function NavigationEffects() {
  useEffect(() => {
    let endRouteChange: (() => void) | undefined
    const onStart = () => {
      endRouteChange?.()
      endRouteChange = trackRequest()
    }
    const onEnd = () => {
      endRouteChange?.()
      endRouteChange = undefined
    }
    const onComplete = (url: string) => {
      onEnd()
      scrollAfterNavigation(url)
    }
    const onHash = (url: string) => scrollAfterNavigation(url)
    const onError = (error: unknown) => {
      onEnd()
      if (isChunkLoadError(error))
        reloadForChunkError(sessionStorage, Date.now(), () => window.location.reload())
    }
    Router.events.on('routeChangeStart', onStart)
    Router.events.on('routeChangeComplete', onComplete)
    Router.events.on('routeChangeError', onError)
    Router.events.on('hashChangeComplete', onHash)
    return () => {
      Router.events.off('routeChangeStart', onStart)
      Router.events.off('routeChangeComplete', onComplete)
      Router.events.off('routeChangeError', onError)
      Router.events.off('hashChangeComplete', onHash)
    }
  }, [])

  useEffect(() => {
    const reloadOnChunkError = (error: unknown) => {
      if (isChunkLoadError(error))
        reloadForChunkError(sessionStorage, Date.now(), () => window.location.reload())
    }
    const onError = (event: ErrorEvent) =>
      reloadOnChunkError(event.error ?? { message: event.message })
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason)
    // Plain `#anchor` links never reach the router: the browser's own hash
    // navigation gets the same smooth, offset scroll.
    const onHashChange = () => scrollToHash(window.location.hash)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener('hashchange', onHashChange)
    const stopTrackingNavBar = trackNavBarHeight()
    // A page opened with a hash gets the same offset as a hash navigation, measured after the
    // first paint, when the layout is done anyway: never a forced layout while hydrating.
    let scrollTimer: ReturnType<typeof setTimeout> | undefined
    const frame = window.location.hash
      ? requestAnimationFrame(() => {
          scrollTimer = setTimeout(() => scrollToHash(window.location.hash), 0)
        })
      : undefined
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener('hashchange', onHashChange)
      stopTrackingNavBar()
      if (frame !== undefined) cancelAnimationFrame(frame)
      if (scrollTimer !== undefined) clearTimeout(scrollTimer)
    }
  }, [])

  useEffect(() => {
    // Every Link prefetches through the one router instance's prefetch (the
    // routers handed out by useRouter delegate to it): one place for the policy.
    // Links in view are not prefetched, only the ones pointed at or touched, within
    // a budget per page view (issue 22; prefetch-policy.ts).
    const router = Router.router
    if (!router) return
    const original = router.prefetch.bind(router)
    const budget = createPrefetchBudget()
    const resetBudget = () => budget.reset()
    Router.events.on('routeChangeComplete', resetBudget)
    router.prefetch = (...args: Parameters<typeof original>) => {
      const [url, as, options] = args
      const request = {
        url: typeof as === 'string' ? as : url,
        priority: (options as { priority?: boolean } | undefined)?.priority,
      }
      if (!shouldPrefetch(navigator as NetworkInfo) || !budget.admit(request))
        return Promise.resolve()
      // Forwarded as an ordinary prefetch: page data and a low-priority hint for the page's
      // code, as for the links in view before. Next's `priority` path loads the code at once
      // and may fetch the data more than once; a hover is a guess, not a click.
      const forwarded = { ...(options ?? {}), priority: false }
      return new Promise<void>((resolve) => {
        whenIdle(() => original(url, as, forwarded).then(resolve, () => resolve()))
      })
    }
    return () => {
      Router.events.off('routeChangeComplete', resetBudget)
      router.prefetch = original
    }
  }, [])

  return null
}
