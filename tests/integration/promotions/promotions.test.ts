import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promotionClaims, promotions } from '../../../hub/src/db/catalog-schema'
import { mailOutbox } from '../../../hub/src/db/schema-forms'
import { licences, orderItems, orders } from '../../../hub/src/db/schema-orders'
import { productById } from '../../../hub/src/db/seed/products'
import { setupFileBytes } from '../../../hub/src/db/seed/setup-files'
import { LICENCE_KEY_PATTERN } from '../../../hub/src/orders/licences'
import { bootFormsHub, PUBLIC_BASE_URL, type FormsHub } from '../forms/boot'
import { TestSmtpServer, type ReceivedMail } from '../forms/smtp'
import { bootGatewayOver } from '../graph/harness'
import { databaseTargets } from '../hub/harness'
import { injectPaidOrder } from '../orders/hosted-payment'
import type { GraphApp } from '../../../graph/src/app'

// Issue 19, point 2: a promotion is data with a start and an end, the hub's clock decides
// whether it runs, and "free" delivers a licence key and the full version by mail while the
// cart charges nothing for the product meanwhile.

const PRODUCT = 38 // Musikwerkstatt / Music Workshop, 49,99 € otherwise
// Far from the seed's own rotation (which starts when the test boots the hub).
const STARTS = new Date('2031-03-01T08:00:00.000Z')
const ENDS = new Date('2031-03-02T08:00:00.000Z')
const BEFORE = new Date(STARTS.getTime() - 1000)
const DURING = new Date(STARTS.getTime() + 3_600_000)

const CUSTOMER = {
  name: 'Erika Mustermann',
  country: 'DE',
  acceptTerms: true,
  waiveWithdrawal: true,
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
}

let counter = 0
const address = (name: string) => `${name}-${Date.now()}-${++counter}@example.org`

describe.each(databaseTargets())('promotions on $name', (target) => {
  const smtp = new TestSmtpServer()
  const clock = { now: BEFORE }
  let hub: FormsHub
  let graph: GraphApp
  let attachmentDir: string
  let promotionId: number

  beforeAll(async () => {
    await smtp.start()
    attachmentDir = await mkdtemp(path.join(tmpdir(), 'promotions-'))
    hub = await bootFormsHub(target, {
      smtpUrl: smtp.url,
      attachmentDir,
      promotions: { now: () => clock.now },
      // Two claims of an address pass, the third mail within the hour does not.
      mailLimits: { MAIL_RECIPIENT_LIMIT_MAX: 2 },
    })
    const [row] = await hub.database.db
      .insert(promotions)
      .values({
        key: `test-${Date.now()}`,
        productId: PRODUCT,
        kind: 'free-full-version',
        startsAt: STARTS,
        endsAt: ENDS,
        headline: { de: 'Gratis: Musikwerkstatt', en: 'Free: Music Workshop' },
        text: { de: 'Vollversion von Musikwerkstatt', en: 'Full version of Music Workshop' },
      })
      .returning()
    promotionId = row!.id
    graph = await bootGatewayOver(hub)
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
    await smtp.stop()
    await rm(attachmentDir, { recursive: true, force: true })
  })

  const running = async (locale: 'de' | 'en') => {
    const response = await hub.app.inject({ url: `/v1/promotions?locale=${locale}` })
    expect(response.statusCode).toBe(200)
    return (response.json() as { items: { id: number; headline: string; endsAt: string }[] }).items
  }
  const claim = (email: string, locale: 'de' | 'en' = 'de', id = promotionId) =>
    hub.app.inject({
      method: 'POST',
      url: `/v1/promotions/${id}/claims?locale=${locale}`,
      payload: { email },
    })
  const addToCart = (productId: number, locale: 'de' | 'en' = 'de') =>
    hub.app.inject({
      method: 'PATCH',
      url: `/cart?locale=${locale}`,
      payload: { items: [{ productId, qty: 1 }] },
    })
  const mailTo = (email: string, after = 0) =>
    smtp.waitFor((mail) => mail.to === email && smtp.received.indexOf(mail) >= after)
  const keyIn = (mail: ReceivedMail) => mail.text.match(/SCHF(-[A-Z0-9]{4}){4}/)?.[0]

  it('shows nothing, sends nothing and sells at the price before the start', async () => {
    clock.now = BEFORE
    expect((await running('de')).map((p) => p.id)).not.toContain(promotionId)
    const email = address('early')
    const refused = await claim(email, 'en')
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.message).toBe(
      'This promotion is not running (any more). Nothing was sent.',
    )
    expect((await claim(email, 'de')).json().error.message).toMatch(/Aktion läuft nicht/)
    const cart = await addToCart(PRODUCT)
    expect(cart.statusCode).toBe(200)
    expect(cart.json().cart.items[0].displayAmount).toBe(4999)
    // Refused before anything was queued: no mail waits for the address either.
    const queued = await hub.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
    expect(queued).toHaveLength(0)
  })

  it('runs while the clock is inside its dates, and the cart refuses to charge for it', async () => {
    clock.now = BEFORE
    const before = await addToCart(PRODUCT)
    const tokenFromBefore = before.json().cart.token as string

    clock.now = DURING
    const listed = (await running('en')).find((p) => p.id === promotionId)
    expect(listed).toMatchObject({ headline: 'Free: Music Workshop', endsAt: ENDS.toISOString() })

    for (const locale of ['de', 'en'] as const) {
      const refused = await addToCart(PRODUCT, locale)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.reason).toBe('PROMOTION_FREE')
      expect(refused.json().error.message).toContain(
        locale === 'de' ? 'Musikwerkstatt gibt es' : 'Music Workshop is free',
      )
    }
    // Other products are still sold.
    expect((await addToCart(1)).statusCode).toBe(200)

    // A cart filled before the start is not charged for it either.
    const order = await injectPaidOrder(hub.app, {
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': `promo-order-${Date.now()}` },
      payload: {
        cartToken: tokenFromBefore,
        customer: { ...CUSTOMER, email: address('buyer') },
        locale: 'en',
      },
    })
    expect(order.statusCode).toBe(409)
    expect(order.json().error.message).toContain('Music Workshop is free')
  })

  it('mails a licence key and a working full-version link, as a 0,00 € order', async () => {
    clock.now = DURING
    const email = address('claim')
    const mark = smtp.received.length
    const response = await claim(email, 'en')
    expect(response.statusCode).toBe(202)
    const mail = await mailTo(email, mark)
    expect(mail.subject).toBe('Your free full version of Music Workshop')
    const key = keyIn(mail)
    expect(key).toMatch(LICENCE_KEY_PATTERN)

    // The link is signed (72 h) and serves the full version's file, not the trial.
    const product = productById(PRODUCT)!
    const link = mail.text.match(/https?:\/\/\S+music-workshop-full-mac\.dmg\S*/)?.[0]
    expect(link, mail.text).toBeDefined()
    const url = new URL(link!)
    expect(url.origin).toBe(PUBLIC_BASE_URL)
    const expires = Number(url.searchParams.get('expires'))
    // Mail links live 72 hours (DOWNLOAD_MAIL_LINK_TTL_HOURS), on the download links' clock.
    const hoursLeft = (expires * 1000 - Date.now()) / 3_600_000
    expect(hoursLeft).toBeGreaterThan(71.9)
    expect(hoursLeft).toBeLessThanOrEqual(72)
    // The hub serves /downloads at /v1/downloads (the /en prefix is the storefront's).
    const file = await hub.app.inject({
      url: `/v1${url.pathname.replace(/^\/en/, '')}${url.search}`,
    })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(setupFileBytes(product, 'full', 'mac'))).toBe(true)

    const [row] = await hub.database.db
      .select({ total: orders.totalGross, provider: orders.paymentProvider, key: licences.key })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(licences, eq(licences.orderItemId, orderItems.id))
      .where(and(eq(orders.email, email), eq(orderItems.productId, PRODUCT)))
    expect(row).toEqual({ total: 0, provider: 'promotion', key })
  })

  it('gives one licence per address and product: a second claim re-sends the same key', async () => {
    clock.now = DURING
    const email = address('twice')
    const first = await claim(email, 'de')
    const firstMail = await mailTo(email)
    const mark = smtp.received.length
    // Another spelling of the same mailbox (case, +tag) counts as the same address.
    const alias = email.replace('@', '+again@').toUpperCase()
    const second = await claim(alias, 'de')
    expect(second.statusCode).toBe(first.statusCode)
    expect(second.json()).toEqual(first.json())
    const secondMail = await mailTo(alias.toLowerCase(), mark)
    expect(keyIn(secondMail)).toBe(keyIn(firstMail))
    expect(secondMail.subject).toBe('Ihre kostenlose Vollversion von Musikwerkstatt')

    const claims = await hub.database.db
      .select()
      .from(promotionClaims)
      .where(eq(promotionClaims.productId, PRODUCT))
    expect(claims.filter((c) => c.mailbox === email.toLowerCase())).toHaveLength(1)
    const keys = await hub.database.db
      .select({ key: licences.key })
      .from(licences)
      .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.email, email.toLowerCase()))
    expect(keys).toHaveLength(1)

    // The mail limit of a mailbox applies like on every form that mails.
    const limited = await claim(email, 'en')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.message).toMatch(/Too many e-mails/)
  })

  it('refuses bad input with localized field messages and no 500', async () => {
    clock.now = DURING
    const de = await claim('not-an-address', 'de')
    const en = await claim('not-an-address', 'en')
    expect(de.statusCode).toBe(400)
    expect(en.statusCode).toBe(400)
    expect(de.json().error.fields.email).toBeTruthy()
    expect(en.json().error.fields.email).toBeTruthy()
    expect(de.json().error.fields.email).not.toBe(en.json().error.fields.email)
    expect((await claim(address('x'), 'de', 99_999_999)).statusCode).toBe(404)
    expect((await claim(address('x'), 'de', 9_999_999_999)).statusCode).toBe(404)
    const junk = await hub.app.inject({
      method: 'POST',
      url: `/v1/promotions/abc/claims`,
      payload: { email: 'a@b.de' },
    })
    expect(junk.statusCode).toBe(404)
  })

  it('ends at its end: not listed, no claims, sold at its price again', async () => {
    clock.now = ENDS
    expect((await running('de')).map((p) => p.id)).not.toContain(promotionId)
    expect((await claim(address('late'), 'de')).statusCode).toBe(404)
    const cart = await addToCart(PRODUCT)
    expect(cart.statusCode).toBe(200)
    expect(cart.json().cart.items[0].displayAmount).toBe(4999)
  })
  // The gateway answers what the hub's clock says; each phase asks its own query, so the
  // gateway's response cache (15 s for promotions) cannot answer for another phase.
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query, variables },
    })
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by value
    const body = response.json() as { data?: Record<string, any>; errors?: unknown[] }
    expect(body.errors).toBeUndefined()
    return body.data!
  }
  const CLAIM = `mutation Claim($id: ID!, $email: String!, $locale: Locale!) {
    claimPromotion(id: $id, input: { email: $email }, locale: $locale) {
      __typename
      ... on PromotionClaimAccepted { message }
      ... on PromotionNotRunning { message }
      ... on ValidationErrors { fieldErrors { field message } }
    }
  }`

  it('is served by the gateway only within its dates, with its product, and claimed there', async () => {
    clock.now = DURING
    const during = await gql(`{
      duringPromotions: promotions(locale: en) { id kind endsAt headline product { id name paths { en } } }
      duringProduct: product(slug: "musikwerkstatt", locale: de) { promotion { id headline } }
    }`)
    expect(during['duringPromotions']).toContainEqual({
      id: String(promotionId),
      kind: 'FREE_FULL_VERSION',
      endsAt: ENDS.toISOString(),
      headline: 'Free: Music Workshop',
      product: {
        id: '38',
        name: 'Music Workshop',
        paths: { en: expect.stringMatching(/music-workshop$/) },
      },
    })
    expect(during['duringProduct'].promotion).toEqual({
      id: String(promotionId),
      headline: 'Gratis: Musikwerkstatt',
    })
    const email = address('graph')
    const accepted = await gql(CLAIM, { id: String(promotionId), email, locale: 'en' })
    expect(accepted['claimPromotion']).toMatchObject({ __typename: 'PromotionClaimAccepted' })
    expect(keyIn(await mailTo(email))).toMatch(LICENCE_KEY_PATTERN)
    const invalid = await gql(CLAIM, { id: String(promotionId), email: 'nope', locale: 'de' })
    expect(invalid['claimPromotion'].__typename).toBe('ValidationErrors')
    // The cart through the gateway: a localized refusal, not a price.
    const cart = await gql(`mutation {
      addToCart(productId: "${PRODUCT}", quantity: 1, locale: en) {
        __typename
        ... on ValidationErrors { fieldErrors { field message code } }
      }
    }`)
    expect(cart['addToCart']).toEqual({
      __typename: 'ValidationErrors',
      fieldErrors: [
        {
          field: 'items',
          message: expect.stringContaining('Music Workshop is free during the current promotion'),
          code: 'PROMOTION_FREE',
        },
      ],
    })

    clock.now = ENDS
    const after = await gql(`{
      afterPromotions: promotions(locale: en) { id }
      afterProduct: product(slug: "musikwerkstatt", locale: de) { promotion { id } }
    }`)
    expect(after['afterPromotions']).not.toContainEqual({ id: String(promotionId) })
    expect(after['afterProduct'].promotion).toBeNull()
    const late = await gql(CLAIM, { id: String(promotionId), email: address('g'), locale: 'en' })
    expect(late['claimPromotion']).toEqual({
      __typename: 'PromotionNotRunning',
      message: 'This promotion is not running (any more). Nothing was sent.',
    })
  })
})
