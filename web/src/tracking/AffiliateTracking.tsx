import { useEffect } from 'react'
import type { AffiliatePageType } from '../__generated__/graphql'
import { useConsent } from '../consent/ConsentProvider'
import { isReportedPageType } from './affiliate-payload'
import { reportPageView, useAffiliatePageView } from './affiliate-tag'

/**
 * Hands the affiliate tag the payload of this page view (spec §4: homepage, productDetail,
 * cart) — only with marketing consent; computed by the gateway from the cart token, never
 * in the browser. Asked anew for every page view, once its navigation completed, so the
 * cart's figures are those of the cart the visitor arrives with, and a component that stays
 * mounted from one product page to the next reports each view. A page type that is not
 * reported asks nothing and runs no tag. The gateway is asked through a module loaded only
 * then: without consent, no Apollo Client is ever loaded for it (issue 22).
 */
export function AffiliatePageTracking({ pageType }: { pageType: AffiliatePageType }) {
  const { ready, marketing } = useConsent()
  const view = useAffiliatePageView()
  const reported = isReportedPageType(pageType)
  useEffect(() => {
    if (!ready || !marketing || !reported || view.navigating) return
    let current = true
    import('./fetch-tracking-page')
      .then((module) => module.fetchTrackingPage({ pageType }))
      .then((page) => {
        if (current && page) reportPageView(view.id, { kind: 'sitePage', data: page })
      })
      // The tag never disturbs the page: without its payload this view simply runs no tag.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [ready, marketing, reported, pageType, view.id, view.navigating])
  return null
}
