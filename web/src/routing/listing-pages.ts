import type { Platform } from '../__generated__/graphql'
import type { ListingFilters } from '../components/ProductListing/listing-filters'

// The platform pages and the query keys that make their address a filtered listing. Read by
// next.config.ts (the rewrite of filtered addresses) and by the pages: kept free of anything
// heavier than types.

/** The platform pages, by their path: the platforms they list, the first preselected. */
export const LISTING_PAGES = {
  windows: ['WINDOWS'],
  mac: ['MAC'],
  mobile: ['ANDROID', 'IOS'],
} as const satisfies Record<string, readonly Platform[]>

export type ListingPageKey = keyof typeof LISTING_PAGES

/** The query keys that make an address a filtered listing (next.config.ts rewrites it). */
export const LISTING_FILTER_KEYS = ['category', 'sort', 'platform'] as const

/** A platform page's filters when its address has none: its first platform, all categories, by name. */
export function defaultFilters(key: ListingPageKey): ListingFilters {
  return { platform: LISTING_PAGES[key][0], category: null, sort: 'NAME' }
}
