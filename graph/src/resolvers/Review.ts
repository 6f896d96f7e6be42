import type { ReviewResolvers } from '../__generated__/resolvers-types'

export const Review: ReviewResolvers = {
  id: (review) => String(review.id),
}
