import type { ConversionSource } from '../__generated__/resolvers-types'
import type { ConversionFilterRest } from '../datasources/conversions-api'
import { conversionOf, type ConversionIds, type ConversionSourceOrder } from '@schaufenster/pricing'

// One conversion as analysts read it: the §9 conversion (the pricing module's numbers, the
// same the page tag and the postback send) plus when it was placed and whether it came
// through the affiliate network. The GraphQL rows and the CSV export both come from here.

export const sourceOf = (cjEvent: string | null | undefined): ConversionSource =>
  cjEvent ? 'AFFILIATE' : 'DIRECT'

export function conversionRowOf<Order extends ConversionSourceOrder & { placedAt: string }>(
  order: Order,
  ids: ConversionIds,
) {
  return {
    ...conversionOf(order, ids),
    placedAt: order.placedAt,
    source: sourceOf(order.additionalProperties.cjEvent),
  }
}

export type ConversionRow = ReturnType<typeof conversionRowOf>

/** The GraphQL filter in the hub's spelling. */
export function filterRest(
  filter:
    | {
        currency?: ConversionFilterRest['currency']
        source?: ConversionSource | null
        coupon?: string | null
        productId?: number | null
      }
    | null
    | undefined,
): ConversionFilterRest | undefined {
  if (!filter) return undefined
  return {
    currency: filter.currency ?? null,
    source: filter.source ? (filter.source === 'AFFILIATE' ? 'affiliate' : 'direct') : null,
    coupon: filter.coupon ?? null,
    productId: filter.productId ?? null,
  }
}
