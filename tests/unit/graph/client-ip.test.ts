import { describe, expect, it } from 'vitest'
import { clientIpFrom, trustedProxyList } from '../../../graph/src/client-ip'

describe('clientIpFrom', () => {
  it('believes X-Forwarded-For from a loopback peer (the storefront), read from the right', () => {
    expect(clientIpFrom({ 'x-forwarded-for': '203.0.113.7' }, '127.0.0.1')).toBe('203.0.113.7')
    expect(clientIpFrom({ 'x-forwarded-for': '2001:db8::1' }, '::1')).toBe('2001:db8::1')
    // A hop the peer added after the visitor is not a trusted proxy: that hop is the visitor.
    expect(clientIpFrom({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }, '127.0.0.1')).toBe(
      '10.0.0.1',
    )
    // Trusted hops on the right are skipped.
    expect(
      clientIpFrom(
        { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.1' },
        '127.0.0.1',
        trustedProxyList(['127.0.0.1', '10.0.0.0/8']),
      ),
    ).toBe('203.0.113.7')
  })

  it('ignores X-Forwarded-For from any other peer', () => {
    expect(clientIpFrom({ 'x-forwarded-for': '203.0.113.7' }, '198.51.100.9')).toBe('198.51.100.9')
    expect(
      clientIpFrom({ 'x-forwarded-for': '203.0.113.7' }, '10.1.2.3', trustedProxyList([])),
    ).toBe('10.1.2.3')
  })

  it('falls back to the socket, and ignores what is no address', () => {
    expect(clientIpFrom({}, '::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(clientIpFrom({ 'x-forwarded-for': '<script>' }, '127.0.0.1')).toBe('127.0.0.1')
    expect(clientIpFrom({}, undefined)).toBeUndefined()
  })
})
