import type { SubscriptionOptionResolvers } from '../__generated__/resolvers-types'

export const SubscriptionOption: SubscriptionOptionResolvers = {
  amountPerPeriodGross: (option) => ({
    amountMinor: option.amountPerPeriod,
    currency: option.currency,
  }),
  strikeAmountGross: (option) =>
    option.strikeAmount === null
      ? null
      : { amountMinor: option.strikeAmount, currency: option.currency },
}
