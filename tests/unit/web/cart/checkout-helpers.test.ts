// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { readCjEvent } from '../../../../web/src/cart/cj-event'
import { IdempotencyKeys } from '../../../../web/src/cart/idempotency-key'
import {
  ORDER_ACCESS_KEY,
  readOrderAccess,
  storeOrderAccess,
} from '../../../../web/src/cart/order-access'

function counterKeys() {
  let n = 0
  return new IdempotencyKeys(() => `key-${++n}`)
}

describe('IdempotencyKeys', () => {
  const input = { email: 'a@example.com', name: 'Kim Becker' }

  it('keeps the key when the same submission is sent again', () => {
    const keys = counterKeys()
    expect(keys.keyFor('token-1', input)).toBe('key-1')
    expect(keys.keyFor('token-1', { ...input })).toBe('key-1')
  })

  it('takes a new key after the cart changed', () => {
    const keys = counterKeys()
    keys.keyFor('token-1', input)
    expect(keys.keyFor('token-2', input)).toBe('key-2')
  })

  it('takes a new key when the input changed, e.g. another name after a refusal', () => {
    const keys = counterKeys()
    keys.keyFor('token-1', { ...input, name: 'Kim Becker-Roth' })
    expect(keys.keyFor('token-1', input)).toBe('key-2')
  })

  it('takes a new key after a reset', () => {
    const keys = counterKeys()
    keys.keyFor('token-1', input)
    keys.reset()
    expect(keys.keyFor('token-1', input)).toBe('key-2')
  })

  it('makes UUIDs by default', () => {
    const key = new IdempotencyKeys().keyFor(null, input)
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('readCjEvent', () => {
  it('reads the cje cookie among others', () => {
    expect(readCjEvent('i18n_redirected=de; cje=abc123_XY-9; other=1')).toBe('abc123_XY-9')
  })

  it('is undefined without the cookie, for a similar name, and for a malformed value', () => {
    expect(readCjEvent('')).toBeUndefined()
    expect(readCjEvent('xcje=abc')).toBeUndefined()
    expect(readCjEvent('cje=<script>')).toBeUndefined()
    expect(readCjEvent('cje=%E0%A4%A')).toBeUndefined()
    expect(readCjEvent(`cje=${'a'.repeat(65)}`)).toBeUndefined()
  })
})

describe('order access', () => {
  beforeEach(() => sessionStorage.clear())

  it('gives the access token back for its order only', () => {
    storeOrderAccess({ orderNumber: '100042-0', accessToken: 'secret' })
    expect(readOrderAccess('100042-0')).toBe('secret')
    expect(readOrderAccess('100042-1')).toBeNull()
  })

  it('ignores a damaged stored value', () => {
    sessionStorage.setItem(ORDER_ACCESS_KEY, '{broken')
    expect(readOrderAccess('100042-0')).toBeNull()
    sessionStorage.setItem(ORDER_ACCESS_KEY, JSON.stringify({ orderNumber: '100042-0' }))
    expect(readOrderAccess('100042-0')).toBeNull()
  })
})
