import type { MutationResolvers } from '../__generated__/resolvers-types'
import { formResult, isFailure, tokenResult } from '../datasources/forms-api'

// Form submissions: the hub validates and stores; expected refusals come back as typed
// results (ValidationErrors, RateLimited, InvalidToken) the page shows next to its fields.

const withoutNulls = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))

export const FormsMutation: MutationResolvers = {
  subscribeNewsletter: async (_parent, { input, locale }, { dataSources }) => {
    const result = await formResult(() =>
      dataSources.forms.subscribeNewsletter(withoutNulls(input), locale),
    )
    return isFailure(result)
      ? result
      : { __typename: 'NewsletterSubscriptionPending', pending: true }
  },
  confirmNewsletterSubscription: async (
    _parent,
    { token, locale, consentText, userAgent },
    { dataSources },
  ) => {
    const result = await tokenResult(() =>
      dataSources.forms.confirmNewsletter(
        { token, consentText, ...(userAgent ? { userAgent } : {}) },
        locale,
      ),
    )
    return isFailure(result)
      ? result
      : { __typename: 'NewsletterSubscriptionConfirmed', locale: result.locale }
  },
  unsubscribeNewsletter: async (_parent, { token, locale }, { dataSources }) => {
    const result = await tokenResult(() => dataSources.forms.unsubscribeNewsletter(token, locale))
    return isFailure(result)
      ? result
      : { __typename: 'NewsletterUnsubscribed', locale: result.locale }
  },
  createSupportTicket: async (_parent, { input, locale }, { dataSources }) => {
    const result = await formResult(() =>
      dataSources.forms.createTicket(withoutNulls(input), locale),
    )
    return isFailure(result)
      ? result
      : { __typename: 'SupportTicketCreated', ticketNumber: result.ticketNumber }
  },
  reportMissingProgram: async (_parent, { input, locale }, { dataSources }) => {
    const result = await formResult(() =>
      dataSources.forms.reportMissingProgram(withoutNulls(input), locale),
    )
    return isFailure(result) ? result : { __typename: 'RequestAccepted', accepted: true }
  },
  requestActivationCodes: async (_parent, { input, locale }, { dataSources }) => {
    const result = await formResult(() =>
      dataSources.forms.requestActivationCodes(withoutNulls(input), locale),
    )
    return isFailure(result) ? result : { __typename: 'RequestAccepted', accepted: true }
  },
  sendPressContact: async (_parent, { input, locale }, { dataSources }) => {
    const result = await formResult(() =>
      dataSources.forms.sendPressContact(withoutNulls(input), locale),
    )
    return isFailure(result) ? result : { __typename: 'RequestAccepted', accepted: true }
  },
  rateHelpArticle: async (_parent, { input, locale }, { dataSources }) => {
    const result = await formResult(() => dataSources.forms.rateArticle(input, locale))
    return isFailure(result)
      ? result
      : { __typename: 'HelpArticleRated', articleId: input.articleId, helpful: input.helpful }
  },
  requestProgramActivation: async (_parent, { input, locale }, { dataSources }) => {
    const result = await formResult(() =>
      dataSources.forms.requestActivation(withoutNulls(input), locale),
    )
    return isFailure(result) ? result : { __typename: 'ProgramActivationPending', pending: true }
  },
  confirmProgramActivation: async (_parent, { token, locale }, { dataSources }) => {
    const result = await tokenResult(() => dataSources.forms.confirmActivation(token, locale))
    return isFailure(result)
      ? result
      : {
          __typename: 'ProgramActivated',
          productId: String(result.productId),
          locale: result.locale,
        }
  },
}
