import Router from 'next/router'
import { useSyncExternalStore } from 'react'
import { cjDataFor, type AffiliatePayload } from './affiliate-payload'
import { createPageViewTracker, type PageView } from './page-views'

/** The element id of the tag's script (the third-party registry names it too). */
export const AFFILIATE_SCRIPT_ID = 'affiliate-tracker'

/** This document's page views and tag runs (one tracker per browser tab). */
const tracker = createPageViewTracker<AffiliatePayload>()

/**
 * Every client-side navigation is a page view of its own. `routeChangeStart` also comes for
 * shallow changes and back/forward navigation; Next's query update right after hydrating a
 * static page sends no event, so the first load stays one view. A hash change is no page view.
 */
if (typeof window !== 'undefined') {
  Router.events.on('routeChangeStart', tracker.navigationStarted)
  Router.events.on('routeChangeComplete', tracker.navigationCompleted)
  Router.events.on('routeChangeError', tracker.navigationFailed)
}

/**
 * Puts the view's payload in place, then executes the tag. The first view loads the script;
 * each later one re-runs it the way the network's tag expects to be re-run: by inserting a
 * fresh script element with the same src (the old element is removed first). A script element
 * executes only once, and the tag offers no documented function to call again, so a new
 * element is the one way that works for any version of the tag; the browser's cache usually
 * answers the repeated request.
 */
function runTag(scriptUrl: string, payload: AffiliatePayload): Promise<void> {
  return new Promise((resolve) => {
    window.cj = cjDataFor(window.cj, payload)
    document.getElementById(AFFILIATE_SCRIPT_ID)?.remove()
    const script = document.createElement('script')
    script.id = AFFILIATE_SCRIPT_ID
    script.async = true
    script.src = scriptUrl
    script.addEventListener('load', () => resolve(), { once: true })
    script.addEventListener('error', () => resolve(), { once: true })
    document.head.appendChild(script)
  })
}

/** The loader (consent/ThirdPartyScripts.tsx) allows the tag on this document. */
export function enableAffiliateTag(scriptUrl: string): void {
  tracker.enable((payload) => runTag(scriptUrl, payload))
}

/** Consent withdrawn, or a page that must not be tracked: no further run. */
export function disableAffiliateTag(): void {
  tracker.disable()
}

/** The payload of page view `viewId`; dropped when that view is over or already ran. */
export function reportPageView(viewId: number, payload: AffiliatePayload): void {
  tracker.report(viewId, payload)
}

const serverView: PageView = { id: 0, navigating: true }

/** The current page view; changes with every navigation (re-renders the component). */
export function useAffiliatePageView(): PageView {
  return useSyncExternalStore(tracker.subscribe, tracker.view, () => serverView)
}
