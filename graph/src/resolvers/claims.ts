import { GraphQLError } from 'graphql'
import type { CurrencyCode, MutationResolvers } from '../__generated__/resolvers-types'
import type { GraphContext } from '../context'
import { accountCall, failureOf, isAccountFailure, notLoggedIn } from './account-results'

// Guest orders and tickets made with the account's address (issue 18): the account area
// lists them for the holder to add; the mailed link's page adds one. The hub decides
// (hub/src/accounts/claims.ts); these resolvers shape its answers.

// A Customer field has no locale argument: the refusal names itself in both languages,
// with the code the storefront acts on.
const NOT_LOGGED_IN_BOTH = `${notLoggedIn('de').message} / ${notLoggedIn('en').message}`

export async function claimableOf(context: GraphContext) {
  if (!context.session.token) {
    throw new GraphQLError(NOT_LOGGED_IN_BOTH, { extensions: { code: 'UNAUTHENTICATED' } })
  }
  const answer = await context.dataSources.accounts.claimable()
  return {
    orders: answer.orders.map((order) => ({
      orderNumber: order.orderNumber,
      placedAt: order.placedAt,
      total: { amountMinor: order.total.amount, currency: order.total.currency as CurrencyCode },
      productNames: order.productNames,
    })),
    tickets: answer.tickets,
  }
}

export const ClaimMutation: MutationResolvers = {
  claimGuestItems: async (_parent, { orders, tickets, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    const result = await accountCall(context, () =>
      context.dataSources.accounts.claimGuestItems({ orders, tickets }, locale),
    )
    if (isAccountFailure(result)) return failureOf(result, ['NotLoggedIn', 'ValidationErrors'])
    return { __typename: 'GuestItemsClaimed', ...result }
  },

  confirmGuestClaim: async (_parent, { token, locale }, context) => {
    const result = await accountCall(context, () =>
      context.dataSources.accounts.confirmGuestClaim(token, locale),
    )
    if (isAccountFailure(result)) return failureOf(result, ['InvalidToken', 'RateLimited'])
    return {
      __typename: 'GuestItemClaimed',
      kind: result.kind === 'order' ? 'ORDER' : 'TICKET',
      number: result.number,
    }
  },
}
