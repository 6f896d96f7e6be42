import { cartTokenWith } from './jwt'

type Currency = 'EUR' | 'USD' | 'GBP' | 'CHF'

const money = (amountMinor: number, currency: Currency = 'EUR') => ({
  __typename: 'Money' as const,
  amountMinor,
  currency,
})

/** A cart as the gateway answers: Foto Studio Pro (offer, 29,99 € instead of 39,99 €). */
export function fotoStudioCart(
  options: {
    quantity?: number
    currency?: Currency
    coupon?: boolean
    upgrade?: boolean
    subscriptionPeriod?: string | null
  } = {},
) {
  const { quantity = 1, currency = 'EUR', coupon = false, upgrade = false } = options
  const unit = currency === 'EUR' ? 2999 : 3299
  const strike = currency === 'EUR' ? 3999 : 4399
  const unitWithUpgrade = unit + (upgrade ? 999 : 0)
  const subtotal = unitWithUpgrade * quantity
  const discount = coupon ? Math.round(subtotal * 0.2) : 0
  const total = subtotal - discount
  const tax = Math.round(total - (total / 119) * 100)
  return {
    __typename: 'Cart' as const,
    token: cartTokenWith({ '7': quantity }) as string | null,
    itemCount: quantity,
    currency,
    country: 'DE',
    vatPercentage: 19,
    subscriptionPeriod: options.subscriptionPeriod ?? null,
    items: [
      {
        __typename: 'CartItem' as const,
        productId: '7',
        name: 'Foto Studio Pro',
        quantity,
        maxQuantity: 99,
        oneTimeUnitPriceGross: money(unitWithUpgrade, currency),
        offerProduct: true,
        product: {
          __typename: 'Product' as const,
          id: '7',
          name: 'Foto Studio Pro',
          paths: {
            __typename: 'LocalizedPaths' as const,
            de: '/windows/grafik/foto-studio-pro',
            en: '/windows/graphics/photo-studio-pro',
          },
          icon: { __typename: 'Image' as const, url: '/images/foto-studio-pro.svg', alt: 'Icon' },
        },
        unitPriceGross: money(unitWithUpgrade, currency),
        strikeUnitPriceGross: money(strike, currency),
        lineTotalGross: money(subtotal, currency),
        modifications: [
          {
            __typename: 'CartItemModification' as const,
            id: '3',
            key: 'subsequent-version',
            name: 'Upgrade auf die Folgeversion',
            active: upgrade,
            amountGross: money(999, currency),
          },
        ],
        subscriptionOptions: [
          {
            __typename: 'SubscriptionOption' as const,
            period: '1y',
            amountPerPeriodGross: money(1999, currency),
            strikeAmountGross: null,
          },
        ],
      },
    ],
    coupon: coupon
      ? {
          __typename: 'AppliedCoupon' as const,
          code: 'FRUEHLING20',
          resultingDiscountGross: money(discount, currency),
        }
      : null,
    subtotalGross: money(subtotal, currency),
    couponDiscountGross: money(discount, currency),
    totalGross: money(total, currency),
    totalNet: money(total - tax, currency),
    taxAmount: money(tax, currency),
  }
}

export function emptyCart(): CartFixture {
  return {
    ...fotoStudioCart(),
    token: null,
    itemCount: 0,
    items: [],
    subtotalGross: money(0),
    couponDiscountGross: money(0),
    totalGross: money(0),
    totalNet: money(0),
    taxAmount: money(0),
  }
}

/** A cart answer of the gateway, with the type names the cache needs. */
export type CartFixture = ReturnType<typeof fotoStudioCart>
