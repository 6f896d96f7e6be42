import { describe, expect, it } from 'vitest'
import { analystKeyFrom } from '../../../graph/src/datasources/conversions-api'

describe('analyst key of the Authorization header', () => {
  it('takes a base64url bearer key', () => {
    expect(analystKeyFrom('Bearer abc_DEF-123')).toBe('abc_DEF-123')
    expect(analystKeyFrom(' Bearer abc ')).toBe('abc')
  })

  it('passes nothing else on', () => {
    expect(analystKeyFrom(undefined)).toBeUndefined()
    expect(analystKeyFrom('')).toBeUndefined()
    expect(analystKeyFrom('Basic dXNlcjpwYXNz')).toBeUndefined()
    expect(analystKeyFrom('Bearer a b')).toBeUndefined()
    expect(analystKeyFrom('Bearer a\r\nx-evil: 1')).toBeUndefined()
    expect(analystKeyFrom(`Bearer ${'a'.repeat(201)}`)).toBeUndefined()
  })
})
