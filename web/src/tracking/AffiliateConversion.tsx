import { useEffect } from 'react'
import { useConversionOrderQuery } from '../__generated__/graphql'
import { orderTokenContext } from '../cart/order-access'
import { useConsent } from '../consent/ConsentProvider'
import { reportPageView, useAffiliatePageView } from './affiliate-tag'

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
