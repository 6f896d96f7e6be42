import { GraphQLError } from 'graphql'
import type { PromotionResolvers } from '../__generated__/resolvers-types'

// Promotions (issue 19, point 2). The hub answers only what runs now, so nothing here
// decides about dates.

export const Promotion: PromotionResolvers = {
  id: (promotion) => String(promotion.id),
  product: async (promotion, _args, { dataSources }) => {
    const product = await dataSources.dataHub.productDetail(promotion.productId, promotion.locale)
    if (!product) {
      throw new GraphQLError(`Product ${promotion.productId} is no longer available`, {
        extensions: { code: 'NOT_FOUND' },
      })
    }
    return product
  },
}
