import { describe, expect, it } from 'vitest'
import type { AffiliatePageType } from '../../../../web/src/__generated__/graphql'
import {
  cjDataFor,
  isReportedPageType,
  plainPayload,
} from '../../../../web/src/tracking/affiliate-payload'

const cartPage = {
  __typename: 'TrackingPage',
  pageType: 'cart',
  enterpriseId: 1234567,
  cartSubtotal: 8.4,
  items: [
    { __typename: 'ConversionItem', unitPrice: 8.4, itemId: '1', quantity: 1, discount: null },
  ],
}
const order = {
  __typename: 'ConversionOrder',
  pageType: 'conversionConfirmation',
  orderId: 'SF-1-0',
  amount: 8.4,
  currency: 'EUR',
  cjeventOrder: 'click-1',
  coupon: null,
  items: [],
}

describe('the affiliate tag payload per page view (spec §3, §4)', () => {
  it('hands the tag exactly the spec fields, without Apollo type names or nulls', () => {
    expect(plainPayload(cartPage)).toEqual({
      pageType: 'cart',
      enterpriseId: 1234567,
      cartSubtotal: 8.4,
      items: [{ unitPrice: 8.4, itemId: '1', quantity: 1 }],
    })
  })

  it('a site page sets cj.sitePage and drops an earlier order', () => {
    const afterOrder = cjDataFor(
      { order: plainPayload(order), tagState: 'kept' },
      {
        kind: 'sitePage',
        data: cartPage,
      },
    )
    expect(afterOrder).toEqual({ tagState: 'kept', sitePage: plainPayload(cartPage) })
    expect(cjDataFor(undefined, { kind: 'sitePage', data: { pageType: 'homepage' } })).toEqual({
      sitePage: { pageType: 'homepage' },
    })
  })

  it('the confirmation sets cj.order and drops the previous page payload', () => {
    const data = cjDataFor({ sitePage: plainPayload(cartPage) }, { kind: 'order', data: order })
    expect(data).toEqual({
      order: {
        pageType: 'conversionConfirmation',
        orderId: 'SF-1-0',
        amount: 8.4,
        currency: 'EUR',
        cjeventOrder: 'click-1',
        items: [],
      },
    })
    expect(data).not.toHaveProperty('sitePage')
  })

  it('reports only cart, homepage and productDetail', () => {
    const all: AffiliatePageType[] = [
      'CART',
      'HOMEPAGE',
      'PRODUCT_DETAIL',
      'ACCOUNT_CENTER',
      'CATEGORY',
      'SEARCH_RESULTS',
      'INFORMATION',
    ]
    expect(all.filter(isReportedPageType)).toEqual(['CART', 'HOMEPAGE', 'PRODUCT_DETAIL'])
  })
})
