import type { Platform, ProductSort } from '../../__generated__/graphql'

export interface ListingFilters {
  platform: Platform | null
  category: string | null
  sort: ProductSort
}

export const listingPageSize = 60

const sorts = new Set<ProductSort>(['NAME', 'NEWEST', 'DOWNLOADS', 'PRICE'])

/**
 * Reads the filters from the page's query string (`?category=…&sort=…&platform=…`),
 * keeping only values the page allows; anything else falls back to the defaults.
 */
export function filtersFromQuery(
  query: Record<string, string | string[] | undefined>,
  platforms: readonly Platform[],
  defaults: ListingFilters,
): ListingFilters {
  const one = (key: string) => {
    const value = query[key]
    return typeof value === 'string' ? value : undefined
  }
  const platform = one('platform')?.toUpperCase() as Platform | undefined
  const sort = one('sort')?.toUpperCase() as ProductSort | undefined
  const category = one('category')
  return {
    platform: platform && platforms.includes(platform) ? platform : defaults.platform,
    sort: sort && sorts.has(sort) ? sort : defaults.sort,
    category: category && /^[a-z0-9-]{1,64}$/.test(category) ? category : defaults.category,
  }
}

/** The query string that reproduces the filters, leaving out defaults. */
export function queryFromFilters(
  filters: ListingFilters,
  defaults: ListingFilters,
): Record<string, string> {
  const query: Record<string, string> = {}
  if (filters.platform && filters.platform !== defaults.platform)
    query['platform'] = filters.platform.toLowerCase()
  if (filters.category && filters.category !== defaults.category)
    query['category'] = filters.category
  if (filters.sort !== defaults.sort) query['sort'] = filters.sort.toLowerCase()
  return query
}

/** Whether two filter choices ask for the same programs. */
export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return a.platform === b.platform && a.category === b.category && a.sort === b.sort
}
