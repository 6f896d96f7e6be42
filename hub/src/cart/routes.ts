import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { CART_TOKEN_HEADER, PREMIUM_SUPPORT_PRODUCT_ID } from '@schaufenster/contract'
import { toLocale, type Locale } from '@schaufenster/validation'
import type { HubDatabase, HubDb } from '../db/database'
import { cartAnswer } from './answer'
import { cartError, reasonForField, type CartErrorReason } from './cart-errors'
import { changeCart, type ChangeCartDeps } from './change-cart'
import {
  applyChanges,
  changesBodySchema,
  countrySchema,
  couponCodeSchema,
  currencySchema,
  periodSchema,
  productIdSchema,
  reasonForChangeField,
} from './changes'
import type { PromotionService } from '../promotions/service'
import type { CartConfig } from './config'
import { buildCart, type BuiltCart } from './service'
import { readCartToken } from './token'
import { EMPTY_CART_STATE, MAX_CART_ITEMS, MAX_QTY, type CartState } from './types'

export interface CartRoutesOptions {
  database: HubDatabase
  config: CartConfig
  /** Price of the premium support plan (one year), sold as a cart item. */
  premiumSupportPriceEurMinor: number
  /** Refuses products a running promotion gives away (issue 19, point 2). */
  promotions?: Pick<PromotionService, 'refusalFor'>
}

const id = productIdSchema

// Unknown keys (amounts a client might send along) are stripped, never read.
const patchSchema = z.object({
  currency: currencySchema.optional(),
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
  coupon: couponCodeSchema.nullable().optional(),
  subscription: z.object({ period: periodSchema }).nullable().optional(),
  country: countrySchema.optional(),
})

/** A refused body as the cart API's 400: the first field's reason and message, every field. */
function refusal(
  error: z.ZodError,
  reasonFor: (path: string) => CartErrorReason,
  fallback: string,
): never {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_body'
    fields[key] ??= issue.message
  }
  const [first] = Object.entries(fields)
  throw cartError(
    first ? reasonFor(first[0]) : 'INVALID_CHANGE',
    first ? `${first[0]}: ${first[1]}` : fallback,
    fields,
  )
}

function jsonObject(body: unknown): object {
  const value = body ?? {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw cartError('INVALID_CHANGE', 'The body must be a JSON object')
  }
  return value
}

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

export const cartRoutes: FastifyPluginAsync<CartRoutesOptions> = async (app, options) => {
  const { config } = options
  const db: HubDb = options.database.db
  const secret = config.CART_TOKEN_SECRET
  const deps: ChangeCartDeps = {
    db,
    pricing: {
      premiumSupportPriceEurMinor: options.premiumSupportPriceEurMinor,
      catalogCache: options.database.catalogCache,
    },
    ...(options.promotions ? { promotions: options.promotions } : {}),
  }
  const answer = (request: FastifyRequest, built: BuiltCart) =>
    cartAnswer(built, {
      db,
      secret,
      locale: localeOf(request),
      catalogCache: options.database.catalogCache,
      debug: 'debug' in ((request.query as object | undefined) ?? {}),
    })

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
    return answer(request, await buildCart(db, state, deps.pricing))
  })

  app.patch('/cart', async (request) => {
    const parsed = patchSchema.safeParse(jsonObject(request.body))
    if (!parsed.success) refusal(parsed.error, reasonForField, 'Invalid cart change')
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
    const effects = {
      itemsChanged: patch.items !== undefined,
      ...(patch.coupon ? { couponApplied: patch.coupon } : {}),
      ...(patch.subscription ? { subscriptionChosen: patch.subscription.period } : {}),
    }
    return answer(request, await changeCart(deps, current, next, effects, localeOf(request)))
  })

  // Deltas: `{ changes: [{ type: 'addItem', productId, qty }, …] }`, applied in order to the
  // token's cart, answered like PATCH. One call per change a shopper makes (issue 21).
  app.post('/cart/changes', async (request) => {
    const parsed = changesBodySchema.safeParse(jsonObject(request.body))
    if (!parsed.success) refusal(parsed.error, reasonForChangeField, 'Invalid cart change')
    const current = (await cartStateOf(request, secret)) ?? EMPTY_CART_STATE
    const { state, effects } = applyChanges(current, parsed.data.changes)
    return answer(request, await changeCart(deps, current, state, effects, localeOf(request)))
  })
}

const EMPTY_CART_STATE_VIEW = {
  items: [],
  currency: EMPTY_CART_STATE.currency,
  country: EMPTY_CART_STATE.country,
  vat: { percentageValue: 19 },
}
