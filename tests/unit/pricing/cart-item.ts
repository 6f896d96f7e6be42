import type { PricingCartItem } from '@schaufenster/pricing'

/** A cart line of one licence at 29.99 unless the test says otherwise. */
export function item(overrides: Partial<PricingCartItem>): PricingCartItem {
  return {
    productId: 1,
    qty: 1,
    amount: 2999,
    strikeAmount: null,
    displayAmount: overrides.displayAmount ?? overrides.amount ?? 2999,
    offerProduct: false,
    modifications: [],
    subscriptionOptions: [],
    ...overrides,
  }
}
