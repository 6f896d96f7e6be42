import { describe, expect, it } from 'vitest'
import { clientIpFrom } from '../../../graph/src/client-ip'

describe('clientIpFrom', () => {
  it('takes the first x-forwarded-for entry (the visitor, as the web proxy saw it)', () => {
    expect(clientIpFrom({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }, '127.0.0.1')).toBe(
      '203.0.113.7',
    )
    expect(clientIpFrom({ 'x-forwarded-for': '2001:db8::1' }, '127.0.0.1')).toBe('2001:db8::1')
  })
  it('falls back to the socket, and ignores what is no address', () => {
    expect(clientIpFrom({}, '::ffff:127.0.0.1')).toBe('::ffff:127.0.0.1')
    expect(clientIpFrom({ 'x-forwarded-for': '<script>' }, '127.0.0.1')).toBe('127.0.0.1')
    expect(clientIpFrom({}, undefined)).toBeUndefined()
  })
})
