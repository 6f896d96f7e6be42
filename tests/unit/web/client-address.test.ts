import { describe, expect, it } from 'vitest'
import { trustedProxyList, visitorAddressFrom } from '../../../web/src/lib/client-address'

const request = (peer: string, forwardedFor?: string) => ({
  socket: { remoteAddress: peer },
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
})

describe('the visitor’s address', () => {
  it('is the peer when no proxy is trusted, whatever the request claims', () => {
    expect(visitorAddressFrom(request('198.51.100.4', '203.0.113.1'), undefined)).toBe(
      '198.51.100.4',
    )
    expect(visitorAddressFrom(request('::ffff:198.51.100.4'), undefined)).toBe('198.51.100.4')
  })

  it('is read from the right of X-Forwarded-For behind trusted proxies', () => {
    const trusted = trustedProxyList(['10.0.0.0/8', '127.0.0.1'])
    // nginx replaced the header with the peer it saw.
    expect(visitorAddressFrom(request('10.1.2.3', '198.51.100.7'), trusted)).toBe('198.51.100.7')
    // A forged entry on the left does not count; the first untrusted from the right does.
    expect(
      visitorAddressFrom(request('127.0.0.1', '192.0.2.1, 198.51.100.7, 10.0.0.5'), trusted),
    ).toBe('198.51.100.7')
    // Only proxies all the way: the peer.
    expect(visitorAddressFrom(request('127.0.0.1', '127.0.0.1'), trusted)).toBe('127.0.0.1')
    expect(visitorAddressFrom(request('127.0.0.1'), trusted)).toBe('127.0.0.1')
  })

  it('ignores the header of an untrusted peer and stops at garbage', () => {
    const trusted = trustedProxyList(['10.0.0.0/8'])
    expect(visitorAddressFrom(request('198.51.100.9', '203.0.113.1'), trusted)).toBe('198.51.100.9')
    expect(visitorAddressFrom(request('10.0.0.2', 'not-an-ip'), trusted)).toBe('10.0.0.2')
  })

  it('understands IPv6 proxies and networks', () => {
    const trusted = trustedProxyList(['::1', 'fd00::/8'])
    expect(visitorAddressFrom(request('::1', '2001:db8::5'), trusted)).toBe('2001:db8::5')
    expect(visitorAddressFrom(request('fd00::3', '2001:db8::6'), trusted)).toBe('2001:db8::6')
  })
})
