import type { RestCurrency } from './datasources/rest-types'

/** A GraphQL `Money` from an amount in minor units (cent) and its currency. */
export const money = (amountMinor: number, currency: RestCurrency) => ({ amountMinor, currency })
