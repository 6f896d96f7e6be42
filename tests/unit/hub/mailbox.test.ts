import { describe, expect, it } from 'vitest'
import { mailboxKey } from '../../../hub/src/mail/mailbox'
import { recipientKey } from '../../../hub/src/mail/recipient-limit'
import { redemptionKey } from '../../../hub/src/cart/coupon-rules'

describe('mailboxKey', () => {
  it('lower-cases and trims', () => {
    expect(mailboxKey('  Victim@Example.ORG ')).toBe('victim@example.org')
  })
  it('drops a +tag on any domain', () => {
    expect(mailboxKey('victim+1@example.org')).toBe('victim@example.org')
    expect(mailboxKey('victim+a+b@example.org')).toBe('victim@example.org')
  })
  it('keeps dots outside Gmail', () => {
    expect(mailboxKey('v.ictim@example.org')).toBe('v.ictim@example.org')
  })
  it('folds Gmail dots and googlemail.com', () => {
    expect(mailboxKey('V.ictim+2@googlemail.com')).toBe('victim@gmail.com')
    expect(mailboxKey('v.i.c.t.i.m@gmail.com')).toBe('victim@gmail.com')
  })
  it('leaves a leading plus and malformed input alone', () => {
    expect(mailboxKey('+x@example.org')).toBe('+x@example.org')
    expect(mailboxKey('no-at-sign')).toBe('no-at-sign')
  })
  it('is what the recipient limit and coupon limit key on', () => {
    expect(recipientKey('victim+1@gmail.com')).toBe(recipientKey('v.ictim@googlemail.com'))
    expect(redemptionKey('victim+1@gmail.com')).toBe(redemptionKey('v.ictim@gmail.com'))
    expect(redemptionKey('a@example.org')).not.toBe(redemptionKey('b@example.org'))
  })
})
