import type { AffiliatePageType } from '../__generated__/graphql'

/** Removes Apollo's `__typename` and absent values: the tracker gets exactly the spec's fields. */
export function plainPayload<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, field: unknown) =>
      key === '__typename' || field === null ? undefined : field,
    ),
  ) as T
}

/** What one page view hands the tag: a site page's payload, or the confirmation's order. */
export type AffiliatePayload =
  { kind: 'sitePage'; data: unknown } | { kind: 'order'; data: unknown }

/** The affiliate tag's data object (its Universal Tag reads `sitePage` or `order`). */
export interface CjData {
  sitePage?: unknown
  order?: unknown
  [key: string]: unknown
}

declare global {
  interface Window {
    cj?: CjData
  }
}

/**
 * `window.cj` for a page view: that view's payload under its key, the other key removed (a
 * site page after the confirmation must not report the order again, nor the confirmation a
 * page's cart), anything the tag itself keeps there left alone.
 */
export function cjDataFor(previous: CjData | undefined, payload: AffiliatePayload): CjData {
  const rest: CjData = { ...previous }
  delete rest.sitePage
  delete rest.order
  return payload.kind === 'order'
    ? { ...rest, order: plainPayload(payload.data) }
    : { ...rest, sitePage: plainPayload(payload.data) }
}

/** Spec §4: only these page types are reported; every other one gets no payload and no tag run. */
export const REPORTED_PAGE_TYPES: readonly AffiliatePageType[] = [
  'CART',
  'HOMEPAGE',
  'PRODUCT_DETAIL',
]

export function isReportedPageType(pageType: AffiliatePageType): boolean {
  return REPORTED_PAGE_TYPES.includes(pageType)
}
