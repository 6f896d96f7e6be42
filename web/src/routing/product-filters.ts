/** Product filters a catalog route implies (spec §2: the first navigation step). */
export interface ProductFilters {
  platform: 'windows' | 'mac' | 'android' | 'ios' | 'mobile' | null
  category: string | null
}

const platformSegments = new Set(['windows', 'mac', 'android', 'ios', 'mobile'])

/**
 * Derives the filters from a path without locale prefix: `/windows` and
 * `/windows/sicherheit/...` filter by platform (and category); other pages by nothing.
 */
export function productFiltersFromPath(pathname: string): ProductFilters {
  const [first, second] = pathname.split('?')[0]!.split('#')[0]!.split('/').filter(Boolean)
  if (!first || !platformSegments.has(first)) return { platform: null, category: null }
  return {
    platform: first as ProductFilters['platform'],
    category: second ? decodeURIComponent(second) : null,
  }
}
