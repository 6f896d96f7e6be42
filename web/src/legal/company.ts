import type { CompanyQuery } from '../__generated__/graphql'

/** The seller as the hub is configured (COMPANY_*), through the gateway's `company`. */
export type Company = CompanyQuery['company']
