import { describe, expect, it } from 'vitest'
import {
  filtersFromQuery,
  queryFromFilters,
  sameFilters,
  type ListingFilters,
} from '../../../../web/src/components/ProductListing/listing-filters'

// A platform page shows its props' programs for the default filters and asks the gateway
// only for others (ListingPage.tsx, decision 0020): sameFilters decides which.

const defaults: ListingFilters = { platform: 'ANDROID', category: null, sort: 'NAME' }

describe('sameFilters', () => {
  it('is true for equal choices and false when any one differs', () => {
    expect(sameFilters(defaults, { ...defaults })).toBe(true)
    expect(sameFilters(defaults, { ...defaults, platform: 'IOS' })).toBe(false)
    expect(sameFilters(defaults, { ...defaults, category: 'grafik' })).toBe(false)
    expect(sameFilters(defaults, { ...defaults, sort: 'PRICE' })).toBe(false)
  })

  it('takes an address without filters (or with unknown ones) as the defaults', () => {
    expect(sameFilters(filtersFromQuery({}, ['ANDROID', 'IOS'], defaults), defaults)).toBe(true)
    expect(
      sameFilters(filtersFromQuery({ sort: 'cheapest' }, ['ANDROID', 'IOS'], defaults), defaults),
    ).toBe(true)
    const chosen = filtersFromQuery(
      { platform: 'ios', sort: 'price' },
      ['ANDROID', 'IOS'],
      defaults,
    )
    expect(sameFilters(chosen, defaults)).toBe(false)
    expect(queryFromFilters(chosen, defaults)).toEqual({ platform: 'ios', sort: 'price' })
  })
})
