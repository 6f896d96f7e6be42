// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CART_TOKEN_KEY,
  clearCartToken,
  parseStoredCartToken,
  readCartToken,
  writeCartToken,
} from '../../../../web/src/cart/cart-token-storage'
import { cartItemCount, decodeCartToken } from '../../../../web/src/cart/decode-cart-token'
import { cartTokenWith, fakeCartToken } from './jwt'

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('parseStoredCartToken (spec §5)', () => {
  it('accepts JSON with a string cart.token', () => {
    expect(parseStoredCartToken('{"cart":{"token":"abc.def.ghi"}}')).toBe('abc.def.ghi')
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', 'abc.def.ghi'],
    ['truncated JSON', '{"cart":{"token":"abc'],
    ['JSON null', 'null'],
    ['a JSON string', '"abc.def.ghi"'],
    ['no cart', '{"token":"abc.def.ghi"}'],
    ['cart not an object', '{"cart":"abc.def.ghi"}'],
    ['token a number', '{"cart":{"token":42}}'],
    ['token null', '{"cart":{"token":null}}'],
    ['token an object', '{"cart":{"token":{"value":"abc"}}}'],
    ['token empty', '{"cart":{"token":""}}'],
  ])('treats %s as absent', (_case, raw) => {
    expect(parseStoredCartToken(raw)).toBeNull()
  })
})

describe('readCartToken and writeCartToken', () => {
  it('stores a token as {"cart":{"token":…}} and reads it back', () => {
    const token = cartTokenWith({ '7': 2 })
    writeCartToken(token)
    expect(JSON.parse(localStorage.getItem(CART_TOKEN_KEY)!)).toEqual({ cart: { token } })
    expect(readCartToken()).toBe(token)
  })

  it('removes the stored value for no token and on clear', () => {
    writeCartToken(cartTokenWith({ '7': 1 }))
    writeCartToken(null)
    expect(localStorage.getItem(CART_TOKEN_KEY)).toBeNull()
    writeCartToken(cartTokenWith({ '7': 1 }))
    clearCartToken()
    expect(localStorage.getItem(CART_TOKEN_KEY)).toBeNull()
  })

  it('treats a stored value that is not JSON as absent, silently', () => {
    const warn = vi.spyOn(console, 'warn')
    localStorage.setItem(CART_TOKEN_KEY, cartTokenWith({ '7': 1 }))
    expect(readCartToken()).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })

  it('treats JSON without a string cart.token as absent', () => {
    localStorage.setItem(CART_TOKEN_KEY, JSON.stringify({ cart: { token: 12345 } }))
    expect(readCartToken()).toBeNull()
  })

  it('logs an undecodable token once and treats it as absent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(CART_TOKEN_KEY, JSON.stringify({ cart: { token: 'not-a-jwt' } }))
    expect(readCartToken()).toBeNull()
    expect(readCartToken()).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/cart token/i)
  })

  it('treats a JWT whose payload holds no cart as undecodable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const token = fakeCartToken({ sub: 'someone' })
    localStorage.setItem(CART_TOKEN_KEY, JSON.stringify({ cart: { token } }))
    expect(readCartToken()).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    } as unknown as Storage
    expect(readCartToken(broken)).toBeNull()
    expect(() => writeCartToken('a.b.c', broken)).not.toThrow()
  })
})

describe('decodeCartToken and cartItemCount', () => {
  it('counts the licences: the sum of the item quantities', () => {
    expect(cartItemCount(decodeCartToken(cartTokenWith({ '7': 2, '12': 3 })))).toBe(5)
  })

  it('reads a cart that is the payload itself', () => {
    const token = fakeCartToken({ items: [{ productId: 7, qty: 4 }], vat: { percentageValue: 19 } })
    const cart = decodeCartToken(token)
    expect(cart?.vat?.percentageValue).toBe(19)
    expect(cartItemCount(cart)).toBe(4)
  })

  it('is zero for an empty cart and for no cart', () => {
    expect(cartItemCount(decodeCartToken(cartTokenWith({})))).toBe(0)
    expect(cartItemCount(null)).toBe(0)
  })

  it('skips items without a positive whole quantity', () => {
    const token = fakeCartToken({
      cart: {
        items: [
          { productId: '1', qty: 2 },
          { productId: '2', qty: -1 },
          { productId: '3', qty: 1.5 },
          { productId: '4', qty: '3' },
          { qty: 5 },
        ],
      },
    })
    expect(cartItemCount(decodeCartToken(token))).toBe(2)
  })

  it('gives null for something that is no JWT', () => {
    expect(decodeCartToken('garbage')).toBeNull()
    expect(decodeCartToken('a.b.c')).toBeNull()
    expect(decodeCartToken(fakeCartToken({ cart: { items: 'none' } }))).toBeNull()
  })
})
