import { GraphQLError } from 'graphql'
import type {
  MutationResolvers,
  ProductResolvers,
  PromotionResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types'
import { tokenResult } from '../datasources/forms-api'
import type { PromotionParent } from '../datasources/promotions-api'

// Promotions (issue 19, point 2). The hub answers only what runs now, so nothing here
// decides about dates; a product's `promotion` is the running one of its product id.

const KINDS = { 'free-full-version': 'FREE_FULL_VERSION' } as const

const withoutNulls = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))

export const PromotionQuery: QueryResolvers = {
  promotions: async (_parent, { locale }, { dataSources }) =>
    (await dataSources.promotions.running(locale)).map((p) => ({ ...p, locale })),
}

export const PromotionProduct: ProductResolvers = {
  promotion: async (product, _args, { dataSources }) => {
    const running = await dataSources.promotions.running(product.locale)
    const found = running.find((promotion) => promotion.productId === product.id)
    return found ? { ...found, locale: product.locale } : null
  },
}

export const Promotion: PromotionResolvers = {
  id: (promotion: PromotionParent) => String(promotion.id),
  kind: (promotion: PromotionParent) => KINDS[promotion.kind],
  product: async (promotion: PromotionParent, _args, { dataSources }) => {
    const product = await dataSources.dataHub.productDetail(promotion.productId, promotion.locale)
    if (!product) {
      throw new GraphQLError(`Product ${promotion.productId} is no longer available`, {
        extensions: { code: 'NOT_FOUND' },
      })
    }
    return product
  },
}

export const PromotionMutation: MutationResolvers = {
  claimPromotion: async (_parent, { id, input, locale }, { dataSources }) => {
    const result = await tokenResult(() =>
      dataSources.promotions.claim(id, withoutNulls(input), locale),
    )
    if ('__typename' in result) {
      // The hub's 404 here means the promotion does not run (not yet or no longer).
      return result.__typename === 'InvalidToken'
        ? { __typename: 'PromotionNotRunning', message: result.message }
        : result
    }
    return { __typename: 'PromotionClaimAccepted', message: result.message }
  },
}
