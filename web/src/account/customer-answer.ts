import type { CustomerSummary } from './customer-summary'

/** The answer of `GET /api/account/me`. */
export interface CustomerAnswer {
  customer: CustomerSummary | null
}

/** The storefront's own route that tells the browser who is logged in. */
export const CURRENT_CUSTOMER_PATH = '/api/account/me'
