import type { CustomerReviewResolvers } from '../__generated__/resolvers-types'

export const CustomerReview: CustomerReviewResolvers = {
  id: (review) => String(review.id),
  productId: (review) => String(review.productId),
  product: (review, { locale }, { dataSources }) =>
    dataSources.dataHub.productDetail(review.productId, locale),
}
