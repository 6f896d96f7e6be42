import { PREMIUM_SUPPORT_PRODUCT_ID } from '@schaufenster/contract'
import { z } from 'zod'
import { CHECKOUT_COUNTRIES } from '@schaufenster/validation'
import { cartError, type CartErrorReason } from './cart-errors'
import { CURRENCIES, MAX_CART_ITEMS, MAX_QTY, PERIOD_PATTERN, type CartState } from './types'

// POST /cart/changes: the cart changed by deltas (add one product, set one quantity, …)
// instead of the whole new item list, so a client needs no read-modify-write round trip.
// The changes apply in order to the cart of the request's token; the answer is the priced
// cart like GET and PATCH /cart.

/** The most changes one request may carry. */
export const MAX_CHANGES = 20

const QTY_MESSAGE = 'qty must be a whole number between 1 and 99'

export const productIdSchema = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647),
])

const qty = z
  .number({ error: QTY_MESSAGE })
  .int(QTY_MESSAGE)
  .min(1, QTY_MESSAGE)
  .max(MAX_QTY, QTY_MESSAGE)

export const currencySchema = z.enum(CURRENCIES, {
  error: `currency must be one of ${CURRENCIES.join(', ')}`,
})

export const countrySchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code')
  .transform((v) => v.toUpperCase())
  .refine((v) => (CHECKOUT_COUNTRIES as readonly string[]).includes(v), 'country is not supported')

export const couponCodeSchema = z.string().trim().min(1).max(64, 'coupon is at most 64 characters')

export const periodSchema = z.string().regex(PERIOD_PATTERN, 'period must look like 1y, 6m or 30d')

const changeSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('addItem'), productId: productIdSchema, qty: qty.default(1) }),
    z.object({ type: z.literal('setQuantity'), productId: productIdSchema, qty }),
    z.object({ type: z.literal('removeItem'), productId: productIdSchema }),
    z.object({
      type: z.literal('setModification'),
      productId: productIdSchema,
      modificationId: productIdSchema,
      active: z.boolean({ error: 'active must be true or false' }),
    }),
    z.object({ type: z.literal('applyCoupon'), code: couponCodeSchema }),
    z.object({ type: z.literal('removeCoupon') }),
    z.object({ type: z.literal('setCountry'), country: countrySchema }),
    z.object({ type: z.literal('setCurrency'), currency: currencySchema }),
    z.object({ type: z.literal('setSubscription'), period: periodSchema.nullable() }),
  ],
  {
    error:
      'type must be one of addItem, setQuantity, removeItem, setModification, applyCoupon, removeCoupon, setCountry, setCurrency, setSubscription',
  },
)

export const changesBodySchema = z.object({
  changes: z
    .array(changeSchema, { error: 'changes must be a list of change objects' })
    .min(1, 'changes must hold at least one change')
    .max(MAX_CHANGES, `at most ${MAX_CHANGES} changes per request`),
})

export type CartChange = z.infer<typeof changeSchema>

/** The refusal reason for an invalid field of a change (`changes.0.qty`). */
export function reasonForChangeField(path: string): CartErrorReason {
  const field = path.split('.').slice(2).join('.')
  if (field === 'qty') return 'QTY_OUT_OF_RANGE'
  if (field === 'productId' || field === 'modificationId') return 'INVALID_ITEM'
  if (field === 'currency') return 'CURRENCY_NOT_SUPPORTED'
  if (field === 'country') return 'COUNTRY_NOT_SUPPORTED'
  if (field === 'period') return 'SUBSCRIPTION_NOT_OFFERED'
  if (field === 'code') return 'COUPON_INVALID'
  return 'INVALID_CHANGE'
}

/** What the changes touched: the checks after pricing depend on it (like PATCH's fields). */
export interface ChangeEffects {
  itemsChanged: boolean
  /** The last coupon code applied; undefined when no change applied one. */
  couponApplied?: string
  /** The last subscription period chosen; undefined when none was chosen. */
  subscriptionChosen?: string
}

/**
 * The cart state after the changes, in order. Refuses what PATCH /cart refuses for the same
 * resulting item list (a second premium support licence, more than 99 licences or 50 products).
 */
export function applyChanges(
  current: CartState,
  changes: readonly CartChange[],
): { state: CartState; effects: ChangeEffects } {
  const state: CartState = {
    ...current,
    items: current.items.map((item) => ({ ...item, modifications: [...item.modifications] })),
  }
  const effects: ChangeEffects = { itemsChanged: false }
  for (const change of changes) {
    switch (change.type) {
      case 'addItem': {
        effects.itemsChanged = true
        const existing = state.items.find((item) => item.productId === change.productId)
        // The premium support plan is sold once per order: adding it again keeps the one.
        if (existing && existing.productId === PREMIUM_SUPPORT_PRODUCT_ID) existing.qty = 1
        else if (existing) existing.qty = checkedQty(existing.qty + change.qty, change.productId)
        else state.items.push(newItem(change.productId, change.qty))
        break
      }
      case 'setQuantity': {
        effects.itemsChanged = true
        const existing = state.items.find((item) => item.productId === change.productId)
        if (existing) existing.qty = checkedQty(change.qty, change.productId)
        else state.items.push(newItem(change.productId, change.qty))
        break
      }
      case 'removeItem':
        effects.itemsChanged = true
        state.items = state.items.filter((item) => item.productId !== change.productId)
        break
      case 'setModification': {
        effects.itemsChanged = true
        const existing = state.items.find((item) => item.productId === change.productId)
        if (existing) {
          existing.modifications = [
            ...existing.modifications.filter((m) => m.id !== change.modificationId),
            { id: change.modificationId, active: change.active },
          ]
        }
        break
      }
      case 'applyCoupon':
        state.couponCode = change.code
        effects.couponApplied = change.code
        break
      case 'removeCoupon':
        state.couponCode = null
        effects.couponApplied = undefined
        break
      case 'setCountry':
        state.country = change.country
        break
      case 'setCurrency':
        state.currency = change.currency
        break
      case 'setSubscription':
        state.subscriptionPeriod = change.period
        effects.subscriptionChosen = change.period ?? undefined
        break
    }
  }
  if (state.items.length > MAX_CART_ITEMS) {
    throw cartError('TOO_MANY_ITEMS', `a cart holds at most ${MAX_CART_ITEMS} products`)
  }
  return { state, effects }
}

function newItem(productId: number, qty: number): CartState['items'][number] {
  return { productId, qty: checkedQty(qty, productId), modifications: [] }
}

function checkedQty(qty: number, productId: number): number {
  if (productId === PREMIUM_SUPPORT_PRODUCT_ID && qty !== 1) {
    throw cartError('QTY_FIXED', 'the premium support plan is sold once per order (qty 1)')
  }
  if (qty > MAX_QTY) throw cartError('QTY_OUT_OF_RANGE', QTY_MESSAGE, { qty: QTY_MESSAGE })
  return qty
}
