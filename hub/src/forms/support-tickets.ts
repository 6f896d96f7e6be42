// Premium support as the support form (forms) and the account page (accounts) both show it.

/** Premium support is a one-time price valid for one year. */
export const PREMIUM_SUPPORT_VALIDITY_DAYS = 365

/** The number a customer quotes for a support ticket. */
export const ticketNumberOf = (id: number) => `T-${id}`
