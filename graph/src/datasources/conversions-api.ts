import type { AugmentedRequest, DataSourceConfig } from '@apollo/datasource-rest'
import { GraphQLError } from 'graphql'
import type { ConversionPostbackRest } from '../analytics/conversion-postback'
import { BackendDataSource, type BackendRequestScope } from './backend-data-source'
import type { RestCurrency } from './rest-types'

/**
 * An order as an analyst key reads it from the hub: conversion figures only (no buyer, no
 * licence keys). Enough for the §9 conversion of the pricing module.
 */
export interface ConversionRest {
  orderNumber: string
  placedAt: string
  price: { currency: RestCurrency; tax: number; taxVatPercentage: number; price: number }
  products: {
    productId: number
    qty: number
    price: { price: number; tax: number }
    offer: { price: number } | null
    offerProduct: boolean
  }[]
  coupon: { code: string; resultingDiscount: number } | null
  additionalProperties: { cjEvent: string | null }
  /** The server-to-server report's state; null when none was queued (a direct order). */
  postback?: ConversionPostbackRest | null
}

/** GET /v1/conversions: the conversions of a date range, oldest first. */
export interface ConversionPageRest {
  items: { cursor: string; conversion: ConversionRest }[]
  hasNextPage: boolean
  endCursor: string | null
}

/** One group and currency of GET /v1/conversion-stats; amounts in minor units, net. */
export interface ConversionStatRest {
  key: string
  currency: RestCurrency
  orders: number
  /** Licences (Σ quantity). */
  items: number
  amount: number
  discount: number
  newCustomers: number
  returningCustomers: number
}

/** One currency of GET /v1/conversion-totals; amounts in minor units, net. */
export interface ConversionTotalsRest {
  currency: RestCurrency
  orders: number
  /** Licences (Σ quantity). */
  items: number
  amount: number
  discount: number
}

/** Which conversions count besides the range; the hub's query parameters of the same names. */
export interface ConversionFilterRest {
  currency?: RestCurrency | null
  source?: 'affiliate' | 'direct' | null
  /** Exact code; '' for orders without a coupon. */
  coupon?: string | null
  productId?: number | null
}

/** The filter as query parameters; absent fields are left out. */
export function filterParams(filter: ConversionFilterRest | null | undefined) {
  const params: Record<string, string> = {}
  if (!filter) return params
  if (filter.currency) params['currency'] = filter.currency
  if (filter.source) params['source'] = filter.source
  if (filter.coupon != null) params['coupon'] = filter.coupon
  if (filter.productId != null) params['productId'] = String(filter.productId)
  return params
}

export type ConversionGroupByRest =
  'day' | 'week' | 'month' | 'product' | 'coupon' | 'customer_status'

export interface ConversionsRequestScope extends BackendRequestScope {
  /** The analyst key of the incoming request's `Authorization: Bearer` header. */
  analystKey?: string
}

// An analyst key is only ever sent to `Authorization: Bearer`; `\S+` would let a header
// with spaces or control bytes through, so the shape is strict.
const ANALYST_KEY = /^Bearer ([A-Za-z0-9_-]{1,200})$/

export function analystKeyFrom(header: string | undefined): string | undefined {
  return header ? ANALYST_KEY.exec(header.trim())?.[1] : undefined
}

/** The hub's analyst endpoints (conversions only), with the analyst's key. */
export class ConversionsAPI extends BackendDataSource {
  readonly analystKey: string | undefined

  constructor(baseURL: string, scope: ConversionsRequestScope, config: DataSourceConfig) {
    super(baseURL.endsWith('/') ? baseURL : `${baseURL}/`, scope, config)
    this.analystKey = scope.analystKey
  }

  protected override willSendRequest(path: string, request: AugmentedRequest): void {
    super.willSendRequest(path, request)
    if (this.analystKey) request.headers['authorization'] = `Bearer ${this.analystKey}`
  }

  // Answers depend on the key; never share one between requests.
  protected override requestDeduplicationPolicyFor() {
    return { policy: 'do-not-deduplicate' as const }
  }

  private requireKey() {
    if (!this.analystKey) {
      throw new GraphQLError('An analyst key is required (Authorization: Bearer <key>)', {
        extensions: { code: 'UNAUTHENTICATED' },
      })
    }
  }

  async getConversion(orderNumber: string): Promise<ConversionRest | null> {
    this.requireKey()
    try {
      const answer = await this.get<{ conversion: ConversionRest }>(
        `conversions/${encodeURIComponent(orderNumber)}`,
      )
      return answer.conversion
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions['code'] === 'NOT_FOUND') return null
      throw error
    }
  }

  conversions(args: {
    from: string
    to: string
    first: number
    after?: string | null
    filter?: ConversionFilterRest | null
  }) {
    this.requireKey()
    return this.get<ConversionPageRest>('conversions', {
      params: {
        from: args.from,
        to: args.to,
        first: String(args.first),
        ...(args.after ? { after: args.after } : {}),
        ...filterParams(args.filter),
      },
    })
  }

  async conversionStats(args: {
    from: string
    to: string
    groupBy: ConversionGroupByRest
    filter?: ConversionFilterRest | null
  }) {
    this.requireKey()
    const answer = await this.get<{ stats: ConversionStatRest[] }>('conversion-stats', {
      params: {
        from: args.from,
        to: args.to,
        groupBy: args.groupBy,
        ...filterParams(args.filter),
      },
    })
    return answer.stats
  }

  async conversionTotals(args: { from: string; to: string; filter?: ConversionFilterRest | null }) {
    this.requireKey()
    const answer = await this.get<{ totals: ConversionTotalsRest[] }>('conversion-totals', {
      params: {
        from: args.from,
        to: args.to,
        ...filterParams(args.filter),
      },
    })
    return answer.totals
  }
}
