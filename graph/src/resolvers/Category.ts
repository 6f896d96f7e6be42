import type { CategoryResolvers } from '../__generated__/resolvers-types'
import { badUserInput } from '../errors'

const maxPageSize = 100

export const Category: CategoryResolvers = {
  id: (category) => String(category.id),
  products: async (category, { first, after, sort }, { dataSources }) => {
    const pageSize = first ?? 20
    if (pageSize < 1 || pageSize > maxPageSize) {
      throw badUserInput(`first must be between 1 and ${maxPageSize}`, 'first')
    }
    return dataSources.dataHub.listProducts({
      locale: category.locale,
      first: pageSize,
      after,
      platform: category.platform,
      category: category.kind === 'product' ? category.slugs.en : null,
      sort,
    })
  },
}
