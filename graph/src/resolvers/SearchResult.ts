import type { SearchResultResolvers } from '../__generated__/resolvers-types'

export const SearchResult: SearchResultResolvers = {
  products: (result) => result.items,
}
