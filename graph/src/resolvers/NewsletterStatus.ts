import type { NewsletterStatusResolvers } from '../__generated__/resolvers-types'

export const NewsletterStatus: NewsletterStatusResolvers = {
  subscribed: (status) => status.state === 'subscribed',
}
