import { describe, expect, it } from 'vitest'
import { cartTokenFrom, cjEventFrom } from '../../../graph/src/datasources/cart-token'

describe('cart token header', () => {
  it('passes a JWT-shaped token on and drops anything else', () => {
    expect(cartTokenFrom({ 'x-abs-carttoken': ' aGVhZA.cGF5bG9hZA.c2ln ' })).toBe(
      'aGVhZA.cGF5bG9hZA.c2ln',
    )
    expect(cartTokenFrom({ 'x-abs-carttoken': 'eyJhbGciOiJub25lIn0.e30.' })).toBe(
      'eyJhbGciOiJub25lIn0.e30.',
    )
    expect(cartTokenFrom({})).toBeUndefined()
    expect(cartTokenFrom({ 'x-abs-carttoken': 'not a token' })).toBeUndefined()
    expect(cartTokenFrom({ 'x-abs-carttoken': 'a.b' })).toBeUndefined()
    expect(cartTokenFrom({ 'x-abs-carttoken': `${'a'.repeat(20_000)}.b.c` })).toBeUndefined()
  })
})

describe('cje cookie', () => {
  it('reads the affiliate click id among other cookies', () => {
    expect(cjEventFrom({ cookie: 'i18n_redirected=de; cje=abc_123-X; other=1' })).toBe('abc_123-X')
    expect(cjEventFrom({ cookie: 'cje=abc%2D1' })).toBe('abc-1')
  })

  it('ignores a missing, malformed or oversized value', () => {
    expect(cjEventFrom({})).toBeUndefined()
    expect(cjEventFrom({ cookie: 'xcje=abc' })).toBeUndefined()
    expect(cjEventFrom({ cookie: 'cje=<script>' })).toBeUndefined()
    expect(cjEventFrom({ cookie: 'cje=%E0%A4%A' })).toBeUndefined()
    expect(cjEventFrom({ cookie: `cje=${'a'.repeat(65)}` })).toBeUndefined()
  })
})
