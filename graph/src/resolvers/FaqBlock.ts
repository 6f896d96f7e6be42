import type { FaqBlockResolvers } from '../__generated__/resolvers-types'

export const FaqBlock: FaqBlockResolvers = {
  questions: (block) => block.items,
}
