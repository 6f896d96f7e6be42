import type { MutationResolvers } from '../__generated__/resolvers-types'

// Issue 19 §5: the storefront's page of a mailed link asks whether the link still works
// before it offers its button, so a bad, used or expired link shows only its failure.

const KINDS = {
  NEWSLETTER_CONFIRM: 'newsletter-confirm',
  NEWSLETTER_UNSUBSCRIBE: 'newsletter-unsubscribe',
  ACTIVATION: 'activation',
  ACCOUNT_CONFIRM: 'account-confirm',
  EMAIL_CHANGE: 'email-change',
  RESET_PASSWORD: 'reset-password',
  SET_PASSWORD: 'set-password',
  CLAIM: 'claim',
} as const

const STATUSES = {
  valid: 'VALID',
  used: 'USED',
  expired: 'EXPIRED',
  invalid: 'INVALID',
} as const

export const MailedLinkMutation: MutationResolvers = {
  mailedLinkStatus: async (_parent, { kind, token }, { dataSources }) => {
    const { status } = await dataSources.forms.mailedLinkStatus(KINDS[kind], token)
    return STATUSES[status] ?? 'INVALID'
  },
}
