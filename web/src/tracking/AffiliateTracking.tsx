import { useApolloClient } from '@apollo/client/react'
import { useEffect } from 'react'
import {
  TrackingPageDocument,
  useConversionOrderQuery,
  type AffiliatePageType,
  type TrackingPageQuery,
  type TrackingPageQueryVariables,
} from '../__generated__/graphql'
import { orderTokenContext } from '../cart/order-access'
import { useConsent } from '../consent/ConsentProvider'
import { isReportedPageType } from './affiliate-payload'
import { reportPageView, useAffiliatePageView } from './affiliate-tag'

/**
 * Hands the affiliate tag the payload of this page view (spec §4: homepage, productDetail,
 * cart) — only with marketing consent; computed by the gateway from the cart token, never
 * in the browser. Asked anew for every page view, once its navigation completed, so the
 * cart's figures are those of the cart the visitor arrives with, and a component that stays
 * mounted from one product page to the next reports each view. A page type that is not
 * reported asks nothing and runs no tag.
 */
export function AffiliatePageTracking({ pageType }: { pageType: AffiliatePageType }) {
  const { ready, marketing } = useConsent()
  const client = useApolloClient()
  const view = useAffiliatePageView()
  const reported = isReportedPageType(pageType)
  useEffect(() => {
    if (!ready || !marketing || !reported || view.navigating) return
    let current = true
    client
      .query<TrackingPageQuery, TrackingPageQueryVariables>({
        query: TrackingPageDocument,
        variables: { pageType },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        const page = data?.trackingPage
        if (current && page) reportPageView(view.id, { kind: 'sitePage', data: page })
      })
      // The tag never disturbs the page: without its payload this view simply runs no tag.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [client, ready, marketing, reported, pageType, view.id, view.navigating])
  return null
}

/** The conversion order of the confirmation page, for the tracker, with marketing consent. */
export function AffiliateConversion({
  orderNumber,
  accessToken,
}: {
  orderNumber: string
  accessToken: string
}) {
  const { ready, marketing } = useConsent()
  const view = useAffiliatePageView()
  const { data } = useConversionOrderQuery({
    variables: { orderNumber },
    context: orderTokenContext(accessToken),
    skip: !ready || !marketing,
    fetchPolicy: 'network-only',
    ssr: false,
  })
  const order = data?.conversionOrder
  // This component lives only on the confirmation page and asks once per mount: its order is
  // the order of the current view, set as `cj.order` before the tag runs.
  useEffect(() => {
    if (order && !view.navigating) reportPageView(view.id, { kind: 'order', data: order })
  }, [order, view.id, view.navigating])
  return null
}
