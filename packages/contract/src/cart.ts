// How a cart travels between the tiers.

/** The request header carrying the signed cart token (storefront → gateway → hub). */
export const CART_TOKEN_HEADER = 'x-abs-carttoken'

/**
 * The request header carrying a guest order's access token (storefront → gateway): never a URL
 * or a GraphQL argument, which end up in logs.
 */
export const ORDER_TOKEN_HEADER = 'x-order-token'

/** The request header carrying a placed order's access token (gateway → hub). */
export const ORDER_ACCESS_HEADER = 'x-order-access-token'

/** The affiliate network's click id cookie (spec §9 "cookie key 'cje'"). */
export const CJ_EVENT_COOKIE = 'cje'

/** The shape of a click id every tier accepts; anything else is dropped, never an error. */
export const CJ_EVENT_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
