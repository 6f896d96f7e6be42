import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, personalCoupons } from '../../../hub/src/db/schema-orders'
import { bootFormsHub, PUBLIC_BASE_URL, type FormsHub } from '../forms/boot'
import { linkIn, TestSmtpServer, type ReceivedMail } from '../forms/smtp'
import { injectPaidOrder } from '../orders/hosted-payment'
import { databaseTargets } from '../hub/harness'

// Issue 19 §8: the newsletter promises 25 % off the next order. The welcome mail after the
// double opt-in brings a personal single-use code with its validity; the checkout refuses it
// for another buyer address; an address gets one, even after unsubscribing and coming back.

const CODE = /NL25-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/
const DAY = 86_400_000
let keyCounter = 0

describe.each(databaseTargets())('the newsletter voucher on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: FormsHub
  let attachmentDir: string

  beforeAll(async () => {
    await smtp.start()
    attachmentDir = await mkdtemp(path.join(tmpdir(), 'voucher-'))
    hub = await bootFormsHub(target, { smtpUrl: smtp.url, attachmentDir })
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
    await rm(attachmentDir, { recursive: true, force: true })
  })

  const post = (url: string, payload: object, locale: string) =>
    hub.app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': locale, 'x-client-ip': '203.0.113.80' },
      payload,
    })

  /** Subscribes and confirms; the welcome mail. */
  async function subscribeAndConfirm(email: string, locale: 'de' | 'en'): Promise<ReceivedMail> {
    const before = smtp.received.length
    expect((await post('/v1/newsletter/subscriptions', { email }, locale)).statusCode).toBe(202)
    const prefix = `${PUBLIC_BASE_URL}${locale === 'en' ? '/en' : ''}/newsletter/confirm?token=`
    const confirmMail = await smtp.waitFor(
      (m) => m.to === email && m.text.includes(prefix) && smtp.received.indexOf(m) >= before,
    )
    const confirmed = await post(
      '/v1/newsletter/confirmations',
      {
        token: linkIn(confirmMail, prefix).searchParams.get('token'),
        consentText: 'newsletter-confirm-2026-11',
      },
      locale,
    )
    expect(confirmed.statusCode).toBe(200)
    return smtp.waitFor(
      (m) =>
        m.to === email &&
        /Willkommen|Welcome/.test(m.subject) &&
        smtp.received.indexOf(m) >= before,
    )
  }

  async function order(code: string, email: string, locale: 'de' | 'en') {
    const cart = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: { items: [{ productId: 1, qty: 1 }], coupon: code },
    })
    expect(cart.statusCode).toBe(200)
    return injectPaidOrder(hub.app, {
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': `voucher-${Date.now()}-${++keyCounter}` },
      payload: {
        cartToken: cart.json().cart.token,
        locale,
        customer: {
          email,
          name: 'Vera Voucher',
          country: 'DE',
          acceptTerms: true,
          waiveWithdrawal: true,
          street: 'Musterstraße 1',
          postalCode: '10115',
          city: 'Berlin',
        },
      },
    })
  }

  it('mails a personal 25 % code with its validity; only its owner can use it, once', async () => {
    const welcome = await subscribeAndConfirm('vera@example.com', 'en')
    const code = CODE.exec(welcome.text)?.[0]
    expect(code, welcome.text).toBeDefined()
    expect(welcome.text).toContain('25% off your next order')
    const [coupon] = await hub.database.db.select().from(coupons).where(eq(coupons.code, code!))
    expect(coupon).toMatchObject({ kind: 'percent', percent: 25, usageLimit: 1 })
    const days = (coupon!.validUntil!.getTime() - Date.now()) / DAY
    expect(days).toBeGreaterThan(89)
    expect(days).toBeLessThanOrEqual(90)
    // The stated validity is the coupon's last day.
    const until = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    }).format(coupon!.validUntil!)
    expect(welcome.text).toContain(`valid until ${until}`)

    // Someone else's address: refused with a localized message, and nothing is used up.
    const stranger = await order(code!, 'mallory@example.com', 'de')
    expect(stranger.statusCode).toBe(409)
    expect(stranger.json().error.message).toMatch(/persönlich/)
    const strangerEn = await order(code!, 'mallory@example.com', 'en')
    expect(strangerEn.json().error.message).toMatch(/personal and valid only for the e-mail/)
    const [unused] = await hub.database.db.select().from(coupons).where(eq(coupons.code, code!))
    expect(unused!.usedCount).toBe(0)

    // The owner (typed in any case) gets 25 % off.
    const own = await order(code!, 'Vera@Example.com', 'en')
    expect(own.statusCode).toBe(201)
    expect(own.json().order.coupon.code).toBe(code)
    // Single use: the cart refuses it from now on.
    const again = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: { items: [{ productId: 1, qty: 1 }], coupon: code },
    })
    expect(again.json().couponRejection.reason).toBe('USAGE_LIMIT_REACHED')
  })

  it('gives one voucher per address, also after unsubscribing and subscribing again', async () => {
    const first = await subscribeAndConfirm('leser@example.de', 'de')
    const code = CODE.exec(first.text)?.[0]
    expect(code).toBeDefined()
    expect(first.text).toMatch(/25 % Rabatt auf Ihre nächste Bestellung/)
    expect(first.text).toMatch(/Er gilt bis zum \d{1,2}\. \S+ \d{4}/)

    const unsubscribe = linkIn(first, `${PUBLIC_BASE_URL}/newsletter/unsubscribe?token=`)
    const left = await post(
      '/v1/newsletter/unsubscriptions',
      { token: unsubscribe.searchParams.get('token') },
      'de',
    )
    expect(left.statusCode).toBe(200)

    // Back while the code is unused: the same code again, no second one.
    const second = await subscribeAndConfirm('leser@example.de', 'de')
    expect(CODE.exec(second.text)?.[0]).toBe(code)
    const owned = await hub.database.db
      .select()
      .from(personalCoupons)
      .where(eq(personalCoupons.purpose, 'newsletter-welcome'))
    expect(owned.filter((row) => row.couponCode === code)).toHaveLength(1)

    // Used, and back once more: no new code, and the mail says why.
    expect((await order(code!, 'leser@example.de', 'de')).statusCode).toBe(201)
    const third = linkIn(second, `${PUBLIC_BASE_URL}/newsletter/unsubscribe?token=`)
    await post('/v1/newsletter/unsubscriptions', { token: third.searchParams.get('token') }, 'de')
    const last = await subscribeAndConfirm('leser@example.de', 'de')
    expect(last.text).not.toMatch(CODE)
    expect(last.text).toContain('einmal je E-Mail-Adresse')
    const all = await hub.database.db.select().from(personalCoupons)
    expect(all).toHaveLength(2)
  })
})
