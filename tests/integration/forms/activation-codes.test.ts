import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { licences, orderItems, orders } from '../../../hub/src/db/schema-orders'
import { databaseTargets } from '../hub/harness'
import { bootFormsHub, PUBLIC_BASE_URL, type FormsHub } from './boot'
import { injectPaidOrder } from '../orders/hosted-payment'
import { TestSmtpServer } from './smtp'

// Issue 19 §4: "Request activation codes" mails every licence key bought with the address,
// with fresh signed download links, in the page's language; an address without licences
// gets the same answer on the page and a mail saying so and where help is.

let keyCounter = 0

describe.each(databaseTargets())('activation codes by mail on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: FormsHub
  let attachmentDir: string

  beforeAll(async () => {
    await smtp.start()
    attachmentDir = await mkdtemp(path.join(tmpdir(), 'codes-'))
    hub = await bootFormsHub(target, { smtpUrl: smtp.url, attachmentDir })
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
    await rm(attachmentDir, { recursive: true, force: true })
  })

  async function order(email: string, items: { productId: number; qty: number }[]) {
    const cart = await hub.app.inject({ method: 'PATCH', url: '/cart', payload: { items } })
    expect(cart.statusCode).toBe(200)
    const placed = await injectPaidOrder(hub.app, {
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': `codes-order-${Date.now()}-${++keyCounter}` },
      payload: {
        cartToken: cart.json().cart.token,
        locale: 'de',
        customer: {
          email,
          name: 'Erika Mustermann',
          country: 'DE',
          acceptTerms: true,
          waiveWithdrawal: true,
          street: 'Musterstraße 1',
          postalCode: '10115',
          city: 'Berlin',
        },
      },
    })
    expect(placed.statusCode).toBe(201)
    return placed.json().order.orderNumber as string
  }

  async function keysOf(orderNumbers: string[]) {
    const rows = await hub.database.db
      .select({ key: licences.key })
      .from(licences)
      .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orders.orderNumber, orderNumbers))
    return rows.map((row) => row.key)
  }

  const request = (email: string, locale: string) =>
    hub.app.inject({
      method: 'POST',
      url: '/v1/help/missing-code',
      headers: { 'accept-language': locale, 'x-client-ip': '203.0.113.61' },
      payload: { email },
    })

  it('mails every licence key of the address with product names and working download links', async () => {
    const first = await order('Licensee@Example.com', [{ productId: 1, qty: 2 }])
    const second = await order('licensee@example.com', [{ productId: 2, qty: 1 }])
    await order('someone-else@example.com', [{ productId: 3, qty: 1 }])
    const keys = await keysOf([first, second])
    expect(keys).toHaveLength(3)

    const answer = await request('LICENSEE@example.com', 'en')
    expect(answer.statusCode).toBe(202)
    const mail = await smtp.waitFor(
      (m) => m.to === 'licensee@example.com' && m.subject === 'Your licence keys',
    )
    // English product names (the page's language), every key once.
    expect(mail.text).toContain('Photo Studio Pro: ')
    for (const key of keys) expect(mail.text).toContain(key)
    expect(mail.text).not.toMatch(/someone-else/)
    expect(mail.text).toMatch(/valid for 72 hours/)
    const links = [...mail.text.matchAll(/https?:\/\/\S+\/downloads\/\S+/g)].map((m) => m[0])
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      const url = new URL(link)
      expect(url.origin + url.pathname).toMatch(new RegExp(`^${PUBLIC_BASE_URL}/en/downloads/`))
      // The storefront forwards /downloads/<file> to the hub's file route: the link works.
      const file = url.pathname.replace(/^\/en\/downloads\//, '')
      const download = await hub.app.inject({ url: `/v1/downloads/${file}${url.search}` })
      expect(download.statusCode).toBe(200)
    }
  })

  it('answers an address without licences the same and mails that none was found', async () => {
    const known = await request('licensee@example.com', 'de')
    const unknown = await request('nobody-here@example.com', 'de')
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    const german = await smtp.waitFor(
      (m) => m.to === 'licensee@example.com' && m.subject === 'Ihre Lizenzschlüssel',
    )
    expect(german.text).toContain('Foto-Studio Pro: ')
    const none = await smtp.waitFor((m) => m.to === 'nobody-here@example.com')
    expect(none.subject).toBe('Ihre Anfrage nach Aktivierungscodes')
    expect(none.text).toContain('keine Lizenz gefunden')
    expect(none.text).toContain(`${PUBLIC_BASE_URL}/kontakt`)
    expect(none.text).not.toMatch(/SCHF-/)
  })

  it('counts the request against the recipient limit', async () => {
    const limited = await bootFormsHub(target, {
      smtpUrl: smtp.url,
      attachmentDir,
      mailLimits: { MAIL_RECIPIENT_LIMIT_MAX: 1 },
    })
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/help/missing-code',
          headers: { 'x-client-ip': '203.0.113.62' },
          payload: { email: 'limited@example.com' },
        })
      expect((await ask()).statusCode).toBe(202)
      expect((await ask()).statusCode).toBe(429)
    } finally {
      await limited.stop()
    }
  })
})
