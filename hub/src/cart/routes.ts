import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { CHECKOUT_COUNTRIES, toLocale, type Locale } from '@schaufenster/validation'
import type { HubDatabase, HubDb } from '../db/database'
import { cartError, reasonForField } from './cart-errors'
import type { PromotionService } from '../promotions/service'
import type { CartConfig } from './config'
import { couponMessage } from './coupon-rules'
import { buildCart, type BuiltCart } from './service'
import { readCartToken, signCart } from './token'
import {
  CURRENCIES,
  EMPTY_CART_STATE,
  MAX_CART_ITEMS,
  MAX_QTY,
  PERIOD_PATTERN,
  PREMIUM_SUPPORT_PRODUCT_ID,
  type CartState,
} from './types'

export const CART_TOKEN_HEADER = 'x-abs-carttoken'

export interface CartRoutesOptions {
  database: HubDatabase
  config: CartConfig
  /** Price of the premium support plan (one year), sold as a cart item. */
  premiumSupportPriceEurMinor: number
  /** Refuses products a running promotion gives away (issue 19, point 2). */
  promotions?: Pick<PromotionService, 'refusalFor'>
}

const id = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647),
])

// Unknown keys (amounts a client might send along) are stripped, never read.
const patchSchema = z.object({
  currency: z
    .enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(', ')}` })
    .optional(),
  items: z
    .array(
      z.object({
        productId: id.describe('productId'),
        qty: z
          .number({ error: 'qty must be a whole number between 1 and 99' })
          .int('qty must be a whole number between 1 and 99')
          .min(1, 'qty must be a whole number between 1 and 99')
          .max(MAX_QTY, 'qty must be a whole number between 1 and 99'),
        modifications: z
          .array(z.object({ id, active: z.boolean({ error: 'active must be true or false' }) }))
          .max(20)
          .optional(),
      }),
      { error: 'items must be a list of { productId, qty, modifications? }' },
    )
    .max(MAX_CART_ITEMS, `a cart holds at most ${MAX_CART_ITEMS} products`)
    .optional(),
  coupon: z.string().trim().min(1).max(64, 'coupon is at most 64 characters').nullable().optional(),
  subscription: z
    .object({ period: z.string().regex(PERIOD_PATTERN, 'period must look like 1y, 6m or 30d') })
    .nullable()
    .optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code')
    .transform((v) => v.toUpperCase())
    .refine(
      (v) => (CHECKOUT_COUNTRIES as readonly string[]).includes(v),
      'country is not supported',
    )
    .optional(),
})

/** The cart state in the request's token; none for a missing or unusable token (logged). */
export async function cartStateOf(
  request: FastifyRequest,
  secret: string,
  token = request.headers[CART_TOKEN_HEADER],
): Promise<CartState | undefined> {
  if (typeof token !== 'string' || token === '') return undefined
  const result = await readCartToken(token, secret)
  if (result.ok) return result.state
  request.log.warn({ reason: result.reason }, 'cart token rejected, treated as no cart')
  return undefined
}

function localeOf(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined
  if (typeof query?.['locale'] === 'string') return toLocale(query['locale'])
  const header = request.headers['accept-language']
  return toLocale(typeof header === 'string' ? header.split(',')[0]?.trim() : undefined)
}

async function answer(request: FastifyRequest, built: BuiltCart, secret: string) {
  const query = request.query as Record<string, unknown> | undefined
  const token = await signCart(built.cart, secret)
  return {
    cart: { token, ...built.cart },
    ...(built.couponRejection
      ? {
          couponRejection: {
            ...built.couponRejection,
            message: couponMessage(
              localeOf(request),
              built.couponRejection.reason,
              built.couponRejection.minimumAmount === undefined
                ? undefined
                : { amount: built.couponRejection.minimumAmount, currency: built.cart.currency },
            ),
          },
        }
      : {}),
    ...(query && 'debug' in query ? { debug: built.debug } : {}),
  }
}

export const cartRoutes: FastifyPluginAsync<CartRoutesOptions> = async (app, options) => {
  const { config } = options
  const db: HubDb = options.database.db
  const secret = config.CART_TOKEN_SECRET
  const pricing = {
    premiumSupportPriceEurMinor: options.premiumSupportPriceEurMinor,
    catalogCache: options.database.catalogCache,
  }

  // Every answer is one shopper's cart: no shared cache may keep it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get('/cart', async (request) => {
    const state = await cartStateOf(request, secret)
    if (!state) {
      return {
        cart: { token: null, ...EMPTY_CART_STATE_VIEW },
        ...('debug' in ((request.query as object | undefined) ?? {})
          ? { debug: { note: 'no cart token: the empty cart' } }
          : {}),
      }
    }
    // Prices are looked up again on every read; products that left the catalog drop out.
    return answer(request, await buildCart(db, state, pricing), secret)
  })

  app.patch('/cart', async (request) => {
    const body = request.body ?? {}
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw cartError('INVALID_CHANGE', 'The body must be a JSON object')
    }
    const parsed = patchSchema.safeParse(body)
    if (!parsed.success) {
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join('.') || '_body'
        fields[key] ??= issue.message
      }
      const [first] = Object.entries(fields)
      throw cartError(
        first ? reasonForField(first[0]) : 'INVALID_CHANGE',
        first ? `${first[0]}: ${first[1]}` : 'Invalid cart change',
        fields,
      )
    }
    const patch = parsed.data
    const current = (await cartStateOf(request, secret)) ?? EMPTY_CART_STATE
    if (patch.items) {
      const seen = new Set<number>()
      for (const item of patch.items) {
        if (seen.has(item.productId)) {
          throw cartError('INVALID_ITEM', `items: product ${item.productId} is listed twice`)
        }
        seen.add(item.productId)
        if (item.productId === PREMIUM_SUPPORT_PRODUCT_ID && item.qty !== 1) {
          throw cartError(
            'QTY_FIXED',
            'items: the premium support plan is sold once per order (qty 1)',
          )
        }
      }
    }
    const next: CartState = {
      items: patch.items
        ? patch.items.map((item) => ({
            productId: item.productId,
            qty: item.qty,
            modifications: item.modifications ?? [],
          }))
        : current.items,
      currency: patch.currency ?? current.currency,
      country: patch.country ?? current.country,
      subscriptionPeriod:
        patch.subscription === undefined
          ? current.subscriptionPeriod
          : (patch.subscription?.period ?? null),
      couponCode: patch.coupon === undefined ? current.couponCode : patch.coupon,
    }
    let built = await buildCart(db, next, pricing)
    // A refused code leaves the coupon the cart had before in place.
    if (built.couponRejection && patch.coupon && current.couponCode) {
      const refused = built.couponRejection
      const kept = await buildCart(db, { ...next, couponCode: current.couponCode }, pricing)
      if (!kept.couponRejection) built = { ...kept, couponRejection: refused }
    }
    if (patch.items && options.promotions) {
      // While a promotion gives a product away, nobody is charged for it: the server says so.
      const locale = localeOf(request)
      const refusal = await options.promotions.refusalFor(
        built.cart.items.map((item) => item.productId),
        locale,
      )
      if (refusal) {
        throw cartError('PROMOTION_FREE', refusal, { items: refusal })
      }
    }
    if (patch.items && built.unknownProductIds.length > 0) {
      throw cartError(
        'UNKNOWN_PRODUCT',
        `Unknown product id ${built.unknownProductIds.join(', ')}`,
        {
          items: `unknown product id ${built.unknownProductIds.join(', ')}`,
        },
      )
    }
    if (patch.items && built.unknownModifications.length > 0) {
      const [bad] = built.unknownModifications
      throw cartError(
        'UNKNOWN_MODIFICATION',
        `Product ${bad?.productId} has no modification ${bad?.id}`,
      )
    }
    if (
      patch.subscription &&
      !built.cart.items.some((item) =>
        item.subscriptionOptions.some((option) => option.period === patch.subscription?.period),
      )
    ) {
      throw cartError(
        'SUBSCRIPTION_NOT_OFFERED',
        `No product in the cart offers the subscription period ${patch.subscription.period}`,
      )
    }
    // A refused coupon is answered (with its reason) and not kept in the cart.
    return answer(request, built, secret)
  })
}

const EMPTY_CART_STATE_VIEW = {
  items: [],
  currency: EMPTY_CART_STATE.currency,
  country: EMPTY_CART_STATE.country,
  vat: { percentageValue: 19 },
}
