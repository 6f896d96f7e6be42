import { errors, jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'
import {
  CURRENCIES,
  MAX_CART_ITEMS,
  MAX_QTY,
  PERIOD_PATTERN,
  type Cart,
  type CartState,
} from './types'

// The cart travels as an HS256 JWT signed by the hub. Only HS256 is accepted (no `none`,
// no key confusion), and a token that does not verify is never an error for the shopper:
// the caller logs it and carries on with no cart.

const ISSUER = 'schaufenster-hub'
const AUDIENCE = 'cart'
export const CART_TOKEN_TTL = '30d'
const ALGORITHM = 'HS256'

const keyOf = (secret: string) => new TextEncoder().encode(secret)

export async function signCart(cart: Cart, secret: string): Promise<string> {
  return new SignJWT({ ...cart })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(CART_TOKEN_TTL)
    .sign(keyOf(secret))
}

// Only what the hub needs to rebuild the cart is read back; amounts are recomputed from the
// catalog anyway, so a payload with odd amounts could never change a price.
const payloadSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.number().int().positive(),
        qty: z.number().int().min(1).max(MAX_QTY),
        modifications: z
          .array(z.object({ id: z.number().int(), active: z.boolean() }))
          .max(20)
          .default([]),
      }),
    )
    .max(MAX_CART_ITEMS),
  currency: z.enum(CURRENCIES),
  country: z.string().regex(/^[A-Z]{2}$/),
  subscription: z.object({ period: z.string().regex(PERIOD_PATTERN) }).optional(),
  coupon: z.object({ code: z.string().max(64) }).optional(),
})

export type CartTokenResult =
  { ok: true; state: CartState; cart: unknown } | { ok: false; reason: string }

export async function readCartToken(token: string, secret: string): Promise<CartTokenResult> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iat'],
    })
    const parsed = payloadSchema.safeParse(payload)
    if (!parsed.success) return { ok: false, reason: 'payload does not describe a cart' }
    const data = parsed.data
    return {
      ok: true,
      cart: payload,
      state: {
        items: data.items,
        currency: data.currency,
        country: data.country,
        subscriptionPeriod: data.subscription?.period ?? null,
        couponCode: data.coupon?.code ?? null,
      },
    }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' }
    if (error instanceof errors.JOSEError) return { ok: false, reason: error.code }
    return { ok: false, reason: 'unreadable' }
  }
}
