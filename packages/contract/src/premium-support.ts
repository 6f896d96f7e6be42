// The premium support plan: a service sold beside the programs (one year, one per cart).

/**
 * Its id in carts and orders: outside the catalog's ids, so it can never name a program.
 */
export const PREMIUM_SUPPORT_PRODUCT_ID = 900001

/** Its name in carts, orders and mails. */
export const PREMIUM_SUPPORT_NAME = {
  de: 'Premium-Support (1 Jahr)',
  en: 'Premium support (1 year)',
} as const

/** The kind of a cart or order line that is the plan (a program line is `program`). */
export const PREMIUM_SUPPORT_KIND = 'premium-support'

/**
 * The modification key of the subsequent-version upgrade when SUBSEQUENT_VERSION_KEY is
 * unset (hub and gateway): the §9 conversion amount counts it apart.
 */
export const DEFAULT_SUBSEQUENT_VERSION_KEY = 'subsequent-version'
