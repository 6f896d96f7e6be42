/**
 * The payment methods the shop offers on the provider's hosted page, in one place: the hub asks
 * the provider (Stripe Checkout or the embedded test provider) for exactly these, and the AGB
 * name exactly these. `card` is approved at once; `sepa_debit` is asynchronous (the order stays
 * pending until the debit settles).
 */
export const PAYMENT_METHODS = ['card', 'sepa_debit'] as const

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
