import { describe, expect, it } from 'vitest'
import {
  applyChanges,
  changesBodySchema,
  reasonForChangeField,
} from '../../../hub/src/cart/changes'
import { PREMIUM_SUPPORT_PRODUCT_ID } from '@schaufenster/contract'
import { EMPTY_CART_STATE, type CartState } from '../../../hub/src/cart/types'

// The deltas of POST /cart/changes (issue 21, point 2), applied in order to a cart's state.

const cart = (items: CartState['items'], extra: Partial<CartState> = {}): CartState => ({
  ...EMPTY_CART_STATE,
  items,
  ...extra,
})

const parse = (changes: unknown) => changesBodySchema.parse({ changes }).changes

describe('cart changes', () => {
  it('adds a product, adds more of it, sets and removes quantities', () => {
    const { state, effects } = applyChanges(
      EMPTY_CART_STATE,
      parse([
        { type: 'addItem', productId: 1, qty: 1 },
        { type: 'addItem', productId: '2' },
        { type: 'addItem', productId: 1, qty: 2 },
        { type: 'setQuantity', productId: 2, qty: 5 },
        { type: 'setQuantity', productId: 3, qty: 1 },
        { type: 'removeItem', productId: 3 },
      ]),
    )
    expect(state.items).toEqual([
      { productId: 1, qty: 3, modifications: [] },
      { productId: 2, qty: 5, modifications: [] },
    ])
    expect(effects).toEqual({ itemsChanged: true })
    // The state it started from is left alone.
    expect(EMPTY_CART_STATE.items).toEqual([])
  })

  it('switches modifications of items in the cart, and ignores other products', () => {
    const start = cart([{ productId: 1, qty: 1, modifications: [{ id: 1001, active: true }] }])
    const { state } = applyChanges(
      start,
      parse([
        { type: 'setModification', productId: 1, modificationId: 1001, active: false },
        { type: 'setModification', productId: 1, modificationId: 2001, active: true },
        { type: 'setModification', productId: 9, modificationId: 1, active: true },
      ]),
    )
    expect(state.items).toEqual([
      {
        productId: 1,
        qty: 1,
        modifications: [
          { id: 1001, active: false },
          { id: 2001, active: true },
        ],
      },
    ])
    expect(start.items[0]!.modifications).toEqual([{ id: 1001, active: true }])
  })

  it('sets coupon, country, currency and subscription, and says which were chosen', () => {
    const { state, effects } = applyChanges(
      cart([], { couponCode: 'ALT' }),
      parse([
        { type: 'applyCoupon', code: ' fruehling20 ' },
        { type: 'setCountry', country: 'at' },
        { type: 'setCurrency', currency: 'USD' },
        { type: 'setSubscription', period: '1y' },
      ]),
    )
    expect(state).toMatchObject({
      couponCode: 'fruehling20',
      country: 'AT',
      currency: 'USD',
      subscriptionPeriod: '1y',
    })
    expect(effects).toEqual({
      itemsChanged: false,
      couponApplied: 'fruehling20',
      subscriptionChosen: '1y',
    })
    const removed = applyChanges(
      state,
      parse([{ type: 'removeCoupon' }, { type: 'setSubscription', period: null }]),
    )
    expect(removed.state).toMatchObject({ couponCode: null, subscriptionPeriod: null })
    expect(removed.effects).toEqual({ itemsChanged: false })
  })

  it('keeps one premium support plan and refuses a second licence or too many licences', () => {
    const withPlan = applyChanges(
      EMPTY_CART_STATE,
      parse([{ type: 'addItem', productId: PREMIUM_SUPPORT_PRODUCT_ID }]),
    ).state
    const again = applyChanges(
      withPlan,
      parse([{ type: 'addItem', productId: PREMIUM_SUPPORT_PRODUCT_ID }]),
    )
    expect(again.state.items).toEqual([
      { productId: PREMIUM_SUPPORT_PRODUCT_ID, qty: 1, modifications: [] },
    ])
    const reasonOf = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return (error as { reason?: string }).reason
      }
      return 'accepted'
    }
    expect(
      reasonOf(() =>
        applyChanges(
          withPlan,
          parse([{ type: 'setQuantity', productId: PREMIUM_SUPPORT_PRODUCT_ID, qty: 2 }]),
        ),
      ),
    ).toBe('QTY_FIXED')
    expect(
      reasonOf(() =>
        applyChanges(
          cart([{ productId: 1, qty: 98, modifications: [] }]),
          parse([{ type: 'addItem', productId: 1, qty: 2 }]),
        ),
      ),
    ).toBe('QTY_OUT_OF_RANGE')
    const full = cart(
      Array.from({ length: 50 }, (_, index) => ({
        productId: index + 1,
        qty: 1,
        modifications: [],
      })),
    )
    expect(reasonOf(() => applyChanges(full, parse([{ type: 'addItem', productId: 51 }])))).toBe(
      'TOO_MANY_ITEMS',
    )
  })

  it('refuses malformed changes with a reason per field', () => {
    const refused = (changes: unknown) => {
      const result = changesBodySchema.safeParse({ changes })
      expect(result.success).toBe(false)
      const path = result.error!.issues[0]!.path.map(String).join('.')
      return reasonForChangeField(path)
    }
    expect(refused([{ type: 'setQuantity', productId: 1, qty: 100 }])).toBe('QTY_OUT_OF_RANGE')
    expect(refused([{ type: 'addItem', productId: 'x' }])).toBe('INVALID_ITEM')
    expect(refused([{ type: 'setCurrency', currency: 'JPY' }])).toBe('CURRENCY_NOT_SUPPORTED')
    expect(refused([{ type: 'setCountry', country: 'XX' }])).toBe('COUNTRY_NOT_SUPPORTED')
    expect(refused([{ type: 'setSubscription', period: 'forever' }])).toBe(
      'SUBSCRIPTION_NOT_OFFERED',
    )
    expect(refused([{ type: 'applyCoupon', code: 'x'.repeat(65) }])).toBe('COUPON_INVALID')
    expect(refused([{ type: 'buyEverything' }])).toBe('INVALID_CHANGE')
    expect(refused([])).toBe('INVALID_CHANGE')
    expect(refused(Array.from({ length: 21 }, () => ({ type: 'removeCoupon' })))).toBe(
      'INVALID_CHANGE',
    )
  })
})
