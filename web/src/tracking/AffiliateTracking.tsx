import { useEffect } from 'react'
import {
  useConversionOrderQuery,
  useTrackingPageQuery,
  type AffiliatePageType,
} from '../__generated__/graphql'
import { useCart } from '../cart/CartProvider'
import { useConsent } from '../consent/ConsentProvider'
import { publishOrder, publishSitePage } from './affiliate-payload'

/**
 * Hands the affiliate tracker the page's payload (spec §4: homepage,
 * productDetail, cart) — only with marketing consent; computed by the
 * gateway from the cart token, never in the browser.
 */
export function AffiliatePageTracking({ pageType }: { pageType: AffiliatePageType }) {
  const { ready, marketing } = useConsent()
  const { token } = useCart()
  const { data, refetch } = useTrackingPageQuery({
    variables: { pageType },
    skip: !ready || !marketing,
    fetchPolicy: 'network-only',
    ssr: false,
  })
  // The cart payload follows the cart: a new token means new numbers.
  useEffect(() => {
    if (ready && marketing && pageType === 'CART') void refetch()
  }, [token, ready, marketing, pageType, refetch])
  const payload = data?.trackingPage
  useEffect(() => {
    if (payload) publishSitePage(payload)
  }, [payload])
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
  const { data } = useConversionOrderQuery({
    variables: { orderNumber, accessToken },
    skip: !ready || !marketing,
    fetchPolicy: 'network-only',
    ssr: false,
  })
  const order = data?.conversionOrder
  useEffect(() => {
    if (order) publishOrder(order)
  }, [order])
  return null
}
