import { bootGatewayOver } from '../graph/harness'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { databaseTargets } from '../hub/harness'
import { bootFormsHub, PUBLIC_BASE_URL, type FormsHub } from './boot'

interface Answer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string } }[]
}

// The storefront's path to the forms: GraphQL mutations and the `/uploads` passthrough
// of the gateway, over a real hub on a real port writing mail as .eml files.
describe('forms through the gateway', () => {
  let hub: FormsHub
  let graph: GraphApp
  let dir: string
  let mailDir: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'forms-gateway-'))
    mailDir = path.join(dir, 'mail')
    hub = await bootFormsHub(databaseTargets()[0]!, {
      attachmentDir: path.join(dir, 'attachments'),
      mailDir,
      rateLimitMax: 5,
    })
    graph = await bootGatewayOver(hub)
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  async function execute<T>(query: string, variables: object, ip = '203.0.113.50') {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      payload: { query, variables },
    })
    return response.json() as Answer<T>
  }

  const subscribe = /* GraphQL */ `
    mutation Subscribe($input: SubscribeNewsletterInput!, $locale: Locale!) {
      subscribeNewsletter(input: $input, locale: $locale) {
        __typename
        ... on ValidationErrors {
          fieldErrors {
            field
            message
          }
        }
        ... on RateLimited {
          message
        }
      }
    }
  `

  it('subscribes, and the confirmation mail is written as an .eml file with a working link', async () => {
    const answer = await execute<{ subscribeNewsletter: { __typename: string } }>(subscribe, {
      input: { email: 'gateway@example.com', source: '/' },
      locale: 'de',
    })
    expect(answer.data?.subscribeNewsletter.__typename).toBe('NewsletterSubscriptionPending')
    await expect.poll(async () => (await readdir(mailDir).catch(() => [])).length).toBe(1)
    const [file] = await readdir(mailDir)
    expect(file).toMatch(/\.eml$/)
    const mail = await simpleParser(await readFile(path.join(mailDir, file!)))
    expect(mail.headerLines.find((h) => h.key === 'to')?.line).toBe('To: gateway@example.com')
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung')
    const token = mail.text?.match(
      new RegExp(`${PUBLIC_BASE_URL}/newsletter/confirm\\?token=([A-Za-z0-9_-]+)`),
    )?.[1]
    expect(token).toBeDefined()

    const confirm = /* GraphQL */ `
      mutation Confirm($token: String!, $locale: Locale!) {
        confirmNewsletterSubscription(
          token: $token
          locale: $locale
          consentText: "newsletter-confirm-2026-11"
        ) {
          __typename
          ... on NewsletterSubscriptionConfirmed {
            locale
          }
          ... on InvalidToken {
            message
          }
        }
      }
    `
    const confirmed = await execute<{ confirmNewsletterSubscription: object }>(confirm, {
      token,
      locale: 'de',
    })
    expect(confirmed.data?.confirmNewsletterSubscription).toEqual({
      __typename: 'NewsletterSubscriptionConfirmed',
      locale: 'de',
    })
    const invalid = await execute<{ confirmNewsletterSubscription: object }>(confirm, {
      token: 'unknown-token-0123456789',
      locale: 'en',
    })
    expect(invalid.data?.confirmNewsletterSubscription).toEqual({
      __typename: 'InvalidToken',
      message: 'This link is invalid or has expired',
    })
  })

  it('answers bad input with per-field errors in the requested language', async () => {
    const answer = await execute<{ subscribeNewsletter: unknown }>(subscribe, {
      input: { email: 'nope' },
      locale: 'de',
    })
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.subscribeNewsletter).toEqual({
      __typename: 'ValidationErrors',
      fieldErrors: [
        { field: 'email', message: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein' },
      ],
    })
  })

  it('passes the visitor address on, so the limit hits one visitor only', async () => {
    const input = { email: 'limit@example.com' }
    let last: unknown
    for (let i = 0; i < 6; i++) {
      last = (
        await execute<{ subscribeNewsletter: unknown }>(
          subscribe,
          { input, locale: 'en' },
          '198.51.100.99',
        )
      ).data?.subscribeNewsletter
    }
    expect(last).toEqual({
      __typename: 'RateLimited',
      message: 'Too many requests. Please wait a minute and try again.',
    })
    const other = await execute<{ subscribeNewsletter: { __typename: string } }>(
      subscribe,
      { input, locale: 'en' },
      '198.51.100.100',
    )
    expect(other.data?.subscribeNewsletter.__typename).toBe('NewsletterSubscriptionPending')
  })

  it('streams an upload to the hub and takes the attachment id in a ticket', async () => {
    const boundary = 'gatewayboundary'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="error.log"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from('2026-11-22 error: it broke\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const uploaded = await graph.app.inject({
      method: 'POST',
      url: '/uploads?locale=en',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    })
    expect(uploaded.statusCode).toBe(201)
    const { attachmentId } = uploaded.json() as { attachmentId: string }

    const ticket = await execute<{ createSupportTicket: unknown }>(
      /* GraphQL */ `
        mutation Ticket($input: CreateSupportTicketInput!, $locale: Locale!) {
          createSupportTicket(input: $input, locale: $locale) {
            __typename
            ... on SupportTicketCreated {
              ticketNumber
            }
          }
        }
      `,
      {
        input: {
          topic: 'problem-with-program',
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          message: 'See the log.',
          attachmentId,
          premiumSupport: false,
          operatingSystem: 'windows-10',
          version: 'freeversion',
          productId: '1',
        },
        locale: 'en',
      },
    )
    expect(ticket.data?.createSupportTicket).toMatchObject({
      __typename: 'SupportTicketCreated',
      ticketNumber: expect.stringMatching(/^T-\d+$/),
    })
  })

  it('passes a refused upload back as the hub answered it', async () => {
    const boundary = 'b'
    const refused = await graph.app.inject({
      method: 'POST',
      url: '/uploads?locale=de',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="x.gif"\r\n\r\nnot a gif\r\n--${boundary}--\r\n`,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      error: { fields: { attachment: 'Der Inhalt von Anhang passt nicht zum Dateityp' } },
    })
    const notMultipart = await graph.app.inject({
      method: 'POST',
      url: '/uploads',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(notMultipart.statusCode).toBe(400)
  })

  it('serves the premium support offer from the hub', async () => {
    const answer = await execute<{ premiumSupportOffer: unknown }>(
      '{ premiumSupportOffer { validityDays priceGross { amountMinor currency } } }',
      {},
    )
    expect(answer.data?.premiumSupportOffer).toEqual({
      validityDays: 365,
      priceGross: { amountMinor: 2999, currency: 'EUR' },
    })
  })
})
