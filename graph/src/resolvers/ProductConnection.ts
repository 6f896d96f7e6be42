import type { ProductConnectionResolvers } from '../__generated__/resolvers-types'
import { cursorForProduct } from '../pagination'

export const ProductConnection: ProductConnectionResolvers = {
  edges: (page) =>
    page.items.map((product) => ({ cursor: cursorForProduct(product), node: product })),
  pageInfo: (page) => page.pageInfo,
  totalCount: (page) => page.totalCount,
}
