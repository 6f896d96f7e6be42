import { describe, expect, it } from 'vitest'
import { contentMatchesExtension } from '../../../hub/src/forms/attachments'
import { formsConfig } from '../../../hub/src/forms/config'
import { retryDelayMs } from '../../../hub/src/mail/outbox'
import { mailTemplates, storefrontUrl } from '../../../hub/src/mail/templates'

describe('attachment content checks', () => {
  it.each([
    ['a.png', '89504e470d0a1a0a', true],
    ['a.jpg', 'ffd8ffe0', true],
    ['a.gif', Buffer.from('GIF89a').toString('hex'), true],
    ['a.pdf', Buffer.from('%PDF-1.4').toString('hex'), true],
    ['a.zip', '504b0304', true],
    ['a.log', Buffer.from('line 1\nline 2').toString('hex'), true],
    ['a.png', 'ffd8ffe0', false],
    ['a.txt', '4d5a900003000000', false],
    ['a.exe', '4d5a9000', false],
  ])('%s starting with %s → %s', (name, hex, expected) => {
    expect(contentMatchesExtension(name, Buffer.from(hex, 'hex'))).toBe(expected)
  })
})

describe('outbox backoff', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ])
  })
})

describe('mail templates', () => {
  it('escape HTML and carry an unsubscribe link on newsletter mail', () => {
    const mail = mailTemplates.newsletterConfirm('en', 'http://x/c?token=a&b', 'http://x/u?token=1')
    expect(mail.html).toContain('href="http://x/c?token=a&#38;b"')
    expect(mail.text).toContain('http://x/u?token=1')
    expect(mail.headers?.['List-Unsubscribe']).toBe('<http://x/u?token=1>')
    const ticket = mailTemplates.ticketConfirmation('de', 'T-1')
    expect(ticket.text).toContain('48 Stunden an Werktagen')
    // A name that stays (the order mail) is escaped and loses anything link-like.
    const order = mailTemplates.orderConfirmation('de', {
      orderNumber: '1-1',
      name: '<b>Eve</b> www.evil.example',
      total: '1,00 €',
      lines: [],
      amounts: [],
      invoiceNumber: 'RE-2026-000001',
      reverseCharge: false,
      waivedAt: '28. November 2026 um 10:00',
      seller: ['Beispiel GmbH'],
      withdrawalUrl: 'http://x/widerruf',
      orderUrl: 'http://x/o',
    })
    expect(order.html).not.toContain('<b>')
    expect(order.text).toContain('Hallo b Eve b,')
    expect(`${order.html}${order.text}`).not.toContain('evil')
  })
  it('link German pages without prefix and English ones under /en', () => {
    expect(storefrontUrl('http://s', 'de', '/aktiviert')).toBe('http://s/aktiviert')
    expect(storefrontUrl('http://s', 'en', '/activated')).toBe('http://s/en/activated')
  })
})

describe('forms config', () => {
  it('has defaults that need no mail server', () => {
    const config = formsConfig()
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.MAIL_DIR).toMatch(/var[/\\]mail$/)
    expect(config.ATTACHMENT_DIR).toMatch(/var[/\\]attachments$/)
    expect(config.PUBLIC_BASE_URL).toBe('http://localhost:3000')
    expect(config.PREMIUM_SUPPORT_PRICE_EUR_MINOR).toBe(2999)
  })
  it('refuses a mail URL of another scheme', () => {
    expect(() => formsConfig({ SMTP_URL: 'http://mail' })).toThrow()
    expect(formsConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBe(
      'smtp://127.0.0.1:2525',
    )
  })
})
