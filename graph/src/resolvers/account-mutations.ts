import type { MutationResolvers } from '../__generated__/resolvers-types'
import { accountCall, failureOf, isAccountFailure, notLoggedIn } from './account-results'

// Registration, login and the account's changes. Login-like mutations start a session
// (the response sets the `sf_session` cookie); logout and account deletion end it.

const withoutNulls = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))

export const AccountMutation: MutationResolvers = {
  register: async (_parent, { input, locale }, context) => {
    const result = await accountCall(context, () =>
      context.dataSources.accounts.register(withoutNulls(input), locale),
    )
    return isAccountFailure(result)
      ? failureOf(result, ['ValidationErrors', 'RateLimited'])
      : { __typename: 'RegistrationPending', pending: true }
  },

  confirmRegistration: async (_parent, { token, locale }, context) => {
    const result = await accountCall(context, () =>
      context.dataSources.accounts.confirmRegistration(token, locale),
    )
    if (isAccountFailure(result)) {
      return failureOf(result, ['InvalidToken', 'ValidationErrors', 'RateLimited'])
    }
    context.session.start(result.session)
    return { __typename: 'LoggedIn', customer: result.customer }
  },

  logIn: async (_parent, { input, locale }, context) => {
    const result = await accountCall(context, () =>
      context.dataSources.accounts.logIn(input, locale),
    )
    if (isAccountFailure(result)) {
      return failureOf(result, ['InvalidCredentials', 'ValidationErrors', 'RateLimited'])
    }
    context.session.start(result.session)
    return { __typename: 'LoggedIn', customer: result.customer }
  },

  logOut: async (_parent, _args, context) => {
    if (context.session.token) await context.dataSources.accounts.logOut()
    context.session.end()
    return { loggedOut: true }
  },

  requestPasswordReset: async (_parent, { input, locale }, context) => {
    const result = await accountCall(context, () =>
      context.dataSources.accounts.requestPasswordReset(withoutNulls(input), locale),
    )
    return isAccountFailure(result)
      ? failureOf(result, ['ValidationErrors', 'RateLimited'])
      : { __typename: 'RequestAccepted', accepted: true }
  },

  setPassword: async (_parent, { input, locale }, context) => {
    const result = await accountCall(context, () =>
      context.dataSources.accounts.setPassword(input, locale),
    )
    if (isAccountFailure(result)) {
      return failureOf(result, ['InvalidToken', 'ValidationErrors', 'RateLimited'])
    }
    context.session.start(result.session)
    return { __typename: 'LoggedIn', customer: result.customer }
  },

  changePassword: async (_parent, { input, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    const result = await accountCall(context, () =>
      context.dataSources.accounts.changePassword(input, locale),
    )
    return isAccountFailure(result)
      ? failureOf(result, ['InvalidCredentials', 'NotLoggedIn', 'ValidationErrors', 'RateLimited'])
      : { __typename: 'PasswordChanged', revokedSessions: result.revokedSessions }
  },

  requestEmailChange: async (_parent, { input, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    const result = await accountCall(context, () =>
      context.dataSources.accounts.requestEmailChange(input, locale),
    )
    return isAccountFailure(result)
      ? failureOf(result, ['InvalidCredentials', 'NotLoggedIn', 'ValidationErrors', 'RateLimited'])
      : { __typename: 'EmailChangePending', newEmail: result.newEmail }
  },

  confirmEmailChange: async (_parent, { token, locale }, context) => {
    const result = await accountCall(context, () =>
      context.dataSources.accounts.confirmEmailChange(token, locale),
    )
    return isAccountFailure(result)
      ? failureOf(result, ['InvalidToken', 'ValidationErrors', 'RateLimited'])
      : { __typename: 'EmailChanged', email: result.email }
  },

  updateMyNewsletter: async (_parent, { subscribed, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    const result = await accountCall(context, () =>
      context.dataSources.accounts.updateNewsletter(subscribed, locale),
    )
    return isAccountFailure(result)
      ? failureOf(result, ['NotLoggedIn'])
      : { __typename: 'NewsletterStatus', ...result }
  },

  writeReview: async (_parent, { input, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    const { productId, ...review } = input
    const result = await accountCall(context, () =>
      context.dataSources.accounts.writeReview(productId, review, locale),
    )
    return isAccountFailure(result)
      ? failureOf(result, ['NotPurchased', 'NotLoggedIn', 'ValidationErrors', 'RateLimited'])
      : { __typename: 'ReviewSaved', review: result.review, created: result.created }
  },

  deleteReview: async (_parent, { id, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    const result = await accountCall(context, () =>
      context.dataSources.accounts.deleteReview(id, locale),
    )
    return isAccountFailure(result)
      ? failureOf(result, ['NotFound', 'NotLoggedIn'])
      : { __typename: 'ReviewDeleted', id }
  },

  exportMyData: async (_parent, { locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    const result = await accountCall(context, () => context.dataSources.accounts.exportData())
    if (isAccountFailure(result)) return failureOf(result, ['NotLoggedIn'])
    const customer = result['customer'] as { id?: number } | undefined
    return {
      __typename: 'DataExport',
      fileName: `schaufenster-daten-${customer?.id ?? 'export'}.json`,
      contentType: 'application/json',
      json: JSON.stringify(result, null, 2),
    }
  },

  deleteMyAccount: async (_parent, { input, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    const result = await accountCall(context, () =>
      context.dataSources.accounts.deleteAccount(input, locale),
    )
    if (isAccountFailure(result)) {
      return failureOf(result, [
        'InvalidCredentials',
        'NotLoggedIn',
        'ValidationErrors',
        'RateLimited',
      ])
    }
    context.session.end()
    return { __typename: 'AccountDeleted', deleted: true }
  },
}
