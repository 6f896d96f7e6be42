import type { MutationResolvers } from '../__generated__/resolvers-types'
import { hubResult, notLoggedIn } from '../error-results'
import { change, patch } from '../cart/cart-changes'

// Every mutation of the schema. Each is one hub call: the answer shapes the success member
// of its result union, the hub's refusals become the union's ErrorResult members through the
// one mapper (graph/src/error-results.ts). Login-like mutations start a session (the response
// sets the `sf_session` cookie); logout and account deletion end it.

const withoutNulls = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))

const FORM = ['ValidationErrors', 'RateLimited'] as const
const TOKEN = ['InvalidToken', 'ValidationErrors', 'RateLimited'] as const
const SESSION = ['InvalidCredentials', 'NotLoggedIn', 'ValidationErrors', 'RateLimited'] as const
const APPLICATION = ['NotFound', 'ValidationErrors', 'RateLimited'] as const

export const Mutation: MutationResolvers = {
  // Cart: each change is one cart API call answering the priced cart (graph/src/cart/cart-changes.ts).
  setCartItems: (_parent, { items, locale }, context) =>
    patch(context, locale, {
      items: items.map((item) => ({
        productId: item.productId,
        qty: item.quantity,
        modifications: item.modifications ?? [],
      })),
    }),
  // The shopper's chosen currency (web/src/currency): a new cart starts in it. The cart API
  // keeps one premium support plan when it is added again.
  addToCart: (_parent, { productId, quantity, locale, currency }, context) =>
    change(context, locale, ...(currency ? [{ type: 'setCurrency' as const, currency }] : []), {
      type: 'addItem',
      productId,
      qty: quantity,
    }),
  changeCartItemQuantity: (_parent, { productId, quantity, locale }, context) =>
    change(context, locale, { type: 'setQuantity', productId, qty: quantity }),
  removeFromCart: (_parent, { productId, locale }, context) =>
    change(context, locale, { type: 'removeItem', productId }),
  setCartItemModification: (_parent, { productId, modificationId, active, locale }, context) =>
    change(context, locale, { type: 'setModification', productId, modificationId, active }),
  applyCoupon: (_parent, { code, locale }, context) =>
    change(context, locale, { type: 'applyCoupon', code }),
  removeCoupon: (_parent, { locale }, context) => change(context, locale, { type: 'removeCoupon' }),
  setCartCurrency: (_parent, { currency, locale }, context) =>
    change(context, locale, { type: 'setCurrency', currency }),
  setCartSubscription: (_parent, { period, locale }, context) =>
    change(context, locale, { type: 'setSubscription', period: period ?? null }),
  setCartCountry: (_parent, { country, locale }, context) =>
    change(context, locale, { type: 'setCountry', country }),

  // Forms (newsletter, support, help, activation).
  subscribeNewsletter: (_parent, { input, locale }, context) =>
    hubResult(
      context,
      FORM,
      () => context.dataSources.forms.subscribeNewsletter(withoutNulls(input), locale),
      () => ({ __typename: 'NewsletterSubscriptionPending', pending: true }),
    ),
  confirmNewsletterSubscription: (_parent, { token, locale, consentText, userAgent }, context) =>
    hubResult(
      context,
      TOKEN,
      () =>
        context.dataSources.forms.confirmNewsletter(
          { token, consentText, ...(userAgent ? { userAgent } : {}) },
          locale,
        ),
      (confirmed) => ({ __typename: 'NewsletterSubscriptionConfirmed', locale: confirmed.locale }),
    ),
  unsubscribeNewsletter: (_parent, { token, locale }, context) =>
    hubResult(
      context,
      TOKEN,
      () => context.dataSources.forms.unsubscribeNewsletter(token, locale),
      (done) => ({ __typename: 'NewsletterUnsubscribed', locale: done.locale }),
    ),
  createSupportTicket: (_parent, { input, locale }, context) =>
    hubResult(
      context,
      FORM,
      () => context.dataSources.forms.createTicket(withoutNulls(input), locale),
      (ticket) => ({ __typename: 'SupportTicketCreated', ticketNumber: ticket.ticketNumber }),
    ),
  reportMissingProgram: (_parent, { input, locale }, context) =>
    hubResult(
      context,
      FORM,
      () => context.dataSources.forms.reportMissingProgram(withoutNulls(input), locale),
      () => ({ __typename: 'RequestAccepted', accepted: true }),
    ),
  requestActivationCodes: (_parent, { input, locale }, context) =>
    hubResult(
      context,
      FORM,
      () => context.dataSources.forms.requestActivationCodes(withoutNulls(input), locale),
      () => ({ __typename: 'RequestAccepted', accepted: true }),
    ),
  sendPressContact: (_parent, { input, locale }, context) =>
    hubResult(
      context,
      FORM,
      () => context.dataSources.forms.sendPressContact(withoutNulls(input), locale),
      () => ({ __typename: 'RequestAccepted', accepted: true }),
    ),
  rateHelpArticle: (_parent, { input, locale }, context) =>
    hubResult(
      context,
      FORM,
      () => context.dataSources.forms.rateArticle(input, locale),
      () => ({
        __typename: 'HelpArticleRated',
        articleId: input.articleId,
        helpful: input.helpful,
      }),
    ),
  requestProgramActivation: (_parent, { input, locale }, context) =>
    hubResult(
      context,
      FORM,
      () => context.dataSources.forms.requestActivation(withoutNulls(input), locale),
      () => ({ __typename: 'ProgramActivationPending', pending: true }),
    ),
  confirmProgramActivation: (_parent, { token, locale }, context) =>
    hubResult(
      context,
      TOKEN,
      () => context.dataSources.forms.confirmActivation(token, locale),
      (activated) => ({
        __typename: 'ProgramActivated',
        productId: String(activated.productId),
        locale: activated.locale,
      }),
    ),
  // The storefront's page of a mailed link asks whether the link still works before it
  // offers its button, so a bad, used or expired link shows only its failure.
  mailedLinkStatus: async (_parent, { kind, token }, { dataSources }) =>
    (await dataSources.forms.mailedLinkStatus(kind, token)).status,

  // Checkout: the hub validates the form with the shared zod schema, writes the order once
  // per idempotency key (pending) and opens its payment on the provider's hosted page.
  // No card number passes here: the buyer pays on that page (decision 0022).
  placeOrder: (_parent, { input, idempotencyKey, locale }, context) => {
    // The form's value wins; else the `cje` cookie the request came with.
    const { cjEvent } = context
    const customer = { ...(cjEvent ? { cjEvent } : {}), ...withoutNulls(input) }
    return hubResult(
      context,
      ['PaymentDeclined', 'CartNotOrderable', 'ValidationErrors', 'RateLimited'],
      () =>
        context.dataSources.orders.placeOrder(
          { cartToken: context.dataSources.cart.cartToken, customer, locale },
          idempotencyKey,
        ),
      (placed) => ({
        __typename: 'OrderPlaced',
        order: placed.order,
        accessToken: placed.accessToken,
        paymentUrl: placed.paymentUrl ?? null,
      }),
    )
  },

  // Accounts.
  register: (_parent, { input, locale }, context) =>
    hubResult(
      context,
      FORM,
      () => context.dataSources.accounts.register(withoutNulls(input), locale),
      () => ({ __typename: 'RegistrationPending', pending: true }),
    ),
  confirmRegistration: (_parent, { token, locale }, context) =>
    hubResult(
      context,
      TOKEN,
      () => context.dataSources.accounts.confirmRegistration(token, locale),
      (result) => {
        context.session.start(result.session)
        return { __typename: 'LoggedIn', customer: result.customer }
      },
    ),
  logIn: (_parent, { input, locale }, context) =>
    hubResult(
      context,
      ['InvalidCredentials', 'ValidationErrors', 'RateLimited'],
      () => context.dataSources.accounts.logIn(input, locale),
      (result) => {
        context.session.start(result.session)
        return { __typename: 'LoggedIn', customer: result.customer }
      },
    ),
  logOut: async (_parent, _args, context) => {
    if (context.session.token) await context.dataSources.accounts.logOut()
    context.session.end()
    return { loggedOut: true }
  },
  requestPasswordReset: (_parent, { input, locale }, context) =>
    hubResult(
      context,
      FORM,
      () => context.dataSources.accounts.requestPasswordReset(withoutNulls(input), locale),
      () => ({ __typename: 'RequestAccepted', accepted: true }),
    ),
  setPassword: (_parent, { input, locale }, context) =>
    hubResult(
      context,
      TOKEN,
      () => context.dataSources.accounts.setPassword(input, locale),
      (result) => {
        context.session.start(result.session)
        return { __typename: 'LoggedIn', customer: result.customer }
      },
    ),
  changePassword: async (_parent, { input, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    return hubResult(
      context,
      SESSION,
      () => context.dataSources.accounts.changePassword(input, locale),
      (result) => ({ __typename: 'PasswordChanged', revokedSessions: result.revokedSessions }),
    )
  },
  requestEmailChange: async (_parent, { input, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    return hubResult(
      context,
      SESSION,
      () => context.dataSources.accounts.requestEmailChange(input, locale),
      (result) => ({ __typename: 'EmailChangePending', newEmail: result.newEmail }),
    )
  },
  confirmEmailChange: (_parent, { token, locale }, context) =>
    hubResult(
      context,
      TOKEN,
      () => context.dataSources.accounts.confirmEmailChange(token, locale),
      (result) => ({ __typename: 'EmailChanged', email: result.email }),
    ),
  updateMyNewsletter: async (_parent, { subscribed, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    return hubResult(
      context,
      ['NotLoggedIn'],
      () => context.dataSources.accounts.updateNewsletter(subscribed, locale),
      (status) => ({ __typename: 'NewsletterStatus', ...status }),
    )
  },
  saveMyBillingAddress: async (_parent, { input, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    return hubResult(
      context,
      ['NotLoggedIn', 'ValidationErrors'],
      () => context.dataSources.accounts.saveBillingAddress(withoutNulls(input), locale),
      (address) => ({ __typename: 'BillingAddress', ...address }),
    )
  },
  writeReview: async (_parent, { input, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    const { productId, ...review } = input
    return hubResult(
      context,
      ['NotPurchased', 'NotLoggedIn', 'ValidationErrors', 'RateLimited'],
      () => context.dataSources.accounts.writeReview(productId, review, locale),
      (result) => ({ __typename: 'ReviewSaved', review: result.review, created: result.created }),
    )
  },
  // Issue 24: a visitor reports a published review; the hub keeps one report per reporter.
  reportReview: (_parent, { input, locale }, context) => {
    const { reviewId, ...report } = input
    return hubResult(
      context,
      ['NotFound', ...FORM],
      () => context.dataSources.forms.reportReview(reviewId, withoutNulls(report), locale),
      (answer) => ({ __typename: 'ReviewReported', reviewId: String(answer.reviewId) }),
    )
  },
  deleteReview: async (_parent, { id, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    return hubResult(
      context,
      ['NotFound', 'NotLoggedIn'],
      () => context.dataSources.accounts.deleteReview(id, locale),
      () => ({ __typename: 'ReviewDeleted', id }),
    )
  },
  exportMyData: async (_parent, { locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    return hubResult(
      context,
      ['NotLoggedIn'],
      () => context.dataSources.accounts.exportData(),
      (data) => {
        const customer = data['customer'] as { id?: number } | undefined
        return {
          __typename: 'DataExport',
          fileName: `schaufenster-daten-${customer?.id ?? 'export'}.json`,
          contentType: 'application/json',
          json: JSON.stringify(data, null, 2),
        }
      },
    )
  },
  deleteMyAccount: async (_parent, { input, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    return hubResult(
      context,
      SESSION,
      () => context.dataSources.accounts.deleteAccount(input, locale),
      () => {
        context.session.end()
        return { __typename: 'AccountDeleted', deleted: true }
      },
    )
  },

  // Guest orders and tickets made with the account's address (issue 18): the hub decides
  // (hub/src/accounts/claims.ts).
  claimGuestItems: async (_parent, { orders, tickets, locale }, context) => {
    if (!context.session.token) return notLoggedIn(locale)
    return hubResult(
      context,
      ['NotLoggedIn', 'ValidationErrors'],
      () => context.dataSources.accounts.claimGuestItems({ orders, tickets }, locale),
      (claimed) => ({ __typename: 'GuestItemsClaimed', ...claimed }),
    )
  },
  confirmGuestClaim: (_parent, { token, locale }, context) =>
    hubResult(
      context,
      ['InvalidToken', 'RateLimited'],
      () => context.dataSources.accounts.confirmGuestClaim(token, locale),
      (claimed) => ({ __typename: 'GuestItemClaimed', kind: claimed.kind, number: claimed.number }),
    ),

  // Applications (issue 24.5): one hub endpoint for both forms; its `target` is the input's
  // programme (already in the hub's spelling, graph/src/enums.ts) or position.
  applyForPartnerProgramme: (_parent, { input, locale }, context) => {
    const { programme, ...fields } = input
    return hubResult(
      context,
      APPLICATION,
      () =>
        context.dataSources.careers.apply(
          { kind: 'partner', target: programme, locale, ...withoutNulls(fields) },
          locale,
        ),
      (received) => ({ __typename: 'ApplicationReceived', reference: received.reference }),
      { target: 'programme' },
    )
  },
  applyForJob: (_parent, { input, locale }, context) => {
    const { jobSlug, ...fields } = input
    return hubResult(
      context,
      APPLICATION,
      () =>
        context.dataSources.careers.apply(
          { kind: 'job', target: jobSlug, locale, ...withoutNulls(fields) },
          locale,
        ),
      (received) => ({ __typename: 'ApplicationReceived', reference: received.reference }),
      { target: 'jobSlug' },
    )
  },

  // Promotions (issue 19): the hub's NOT_FOUND here means the promotion does not run.
  claimPromotion: (_parent, { id, input, locale }, context) =>
    hubResult(
      context,
      ['PromotionNotRunning', 'ValidationErrors', 'RateLimited'],
      () => context.dataSources.promotions.claim(id, withoutNulls(input), locale),
      (accepted) => ({ __typename: 'PromotionClaimAccepted', message: accepted.message }),
    ),
}
