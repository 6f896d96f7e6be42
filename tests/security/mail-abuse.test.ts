import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../graph/src/app'
import { accountsConfig } from '../../hub/src/accounts/config'
import { customers } from '../../hub/src/db/schema-orders'
import { TEST_HASHER, PASSWORD, tokenIn, nextMail } from '../integration/accounts/helpers'
import { bootFormsHub, PUBLIC_BASE_URL, type FormsHub } from '../integration/forms/boot'
import { TestSmtpServer, type ReceivedMail } from '../integration/forms/smtp'
import { bootGatewayOver } from '../integration/graph/harness'
import { databaseTargets } from '../integration/hub/harness'

// Issue 18 §5: the shop as a mail cannon. Every form that mails an address the sender
// types in is limited per recipient (whoever sends) and per sender address (whatever the
// recipients), with the localized 429 of every other limit; and what a sender chooses (a
// name) never turns into a link or a call to action in a mail to an address they do not
// own. Real hub, real outbox worker, real SMTP server.

const RECIPIENT_MAX = 3
const IP_MAX = 6

let ipCounter = 0
const freshIp = () => `198.51.100.${(++ipCounter % 250) + 1}`
let addressCounter = 0
const freshAddress = (name: string) =>
  `${name}.${Date.now().toString(36)}${(++addressCounter).toString(36)}@example.org`

describe.each(databaseTargets())('mail abuse on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: FormsHub
  let graph: GraphApp
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mail-abuse-'))
    await smtp.start()
    hub = await bootFormsHub(target, {
      smtpUrl: smtp.url,
      attachmentDir: path.join(dir, 'attachments'),
      mailLimits: { MAIL_RECIPIENT_LIMIT_MAX: RECIPIENT_MAX, MAIL_IP_LIMIT_MAX: IP_MAX },
      accounts: {
        hasher: TEST_HASHER,
        config: accountsConfig({ LOGIN_RATE_LIMIT_MAX: 1000, ACCOUNT_RATE_LIMIT_MAX: 1000 }),
      },
    })
    graph = await bootGatewayOver(hub)
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
    await smtp.stop()
    await rm(dir, { recursive: true, force: true })
  })

  const post = (url: string, body: object, ip: string, locale: 'de' | 'en' = 'en') =>
    hub.app.inject({
      method: 'POST',
      url,
      headers: { 'x-client-ip': ip, 'accept-language': locale },
      payload: body as Record<string, unknown>,
    })

  const ticket = (email: string, firstName = 'Ada', lastName = 'Lovelace') => ({
    topic: 'problem-with-program',
    firstName,
    lastName,
    email,
    message: 'The program does not start.',
    operatingSystem: 'windows-11',
    version: 'fullversion',
    productId: 1,
  })

  /** Every mail the form requests below asked for, sent: the outbox is empty. */
  const drained = async () => {
    while ((await hub.worker.runOnce()) > 0) {
      // next batch
    }
  }
  const mailsTo = (to: string) => smtp.received.filter((mail) => mail.to === to)

  it('stops the fourth mail to one address, whichever forms and senders ask for it', async () => {
    const victim = freshAddress('victim')
    const answers = [
      await post('/v1/newsletter/subscriptions', { email: victim }, freshIp()),
      await post('/v1/tickets', ticket(victim), freshIp()),
      await post('/v1/activations', { email: victim, productId: 1 }, freshIp()),
      await post('/v1/accounts', { email: victim, name: 'Ada', password: PASSWORD }, freshIp()),
      await post('/v1/password-resets', { email: victim }, freshIp()),
      await post('/v1/help/missing-code', { email: victim }, freshIp()),
      await post('/v1/newsletter/subscriptions', { email: victim.toUpperCase() }, freshIp()),
    ]
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 201, 202, 429, 429, 429, 429])
    for (const refused of answers.slice(RECIPIENT_MAX)) {
      expect(refused.json()).toEqual({
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many e-mails in a short time. Please try again later.',
        },
      })
    }
    await drained()
    expect(mailsTo(victim)).toHaveLength(RECIPIENT_MAX)
    // Another address is not affected.
    const other = freshAddress('other')
    expect(
      (await post('/v1/newsletter/subscriptions', { email: other }, freshIp())).statusCode,
    ).toBe(202)
  })

  it('counts aliases of one mailbox (+tags, Gmail dots, googlemail.com) as one recipient', async () => {
    const user = `victim${Date.now().toString(36)}${(++addressCounter).toString(36)}`
    const aliases = [
      `${user}+1@gmail.com`,
      `${user}+2@gmail.com`,
      `${user.slice(0, 1)}.${user.slice(1)}@gmail.com`,
      `${user}@googlemail.com`,
    ]
    const statuses: number[] = []
    for (const alias of aliases) {
      statuses.push(
        (await post('/v1/newsletter/subscriptions', { email: alias }, freshIp())).statusCode,
      )
    }
    expect(statuses).toEqual([202, 202, 202, 429])
    // The +tag is dropped on any domain.
    const plain = freshAddress('tagged')
    const [local, domain] = plain.split('@')
    for (let i = 0; i < RECIPIENT_MAX; i++) {
      expect(
        (
          await post(
            '/v1/newsletter/subscriptions',
            { email: `${local}+${i}@${domain}` },
            freshIp(),
          )
        ).statusCode,
      ).toBe(202)
    }
    expect(
      (await post('/v1/newsletter/subscriptions', { email: plain }, freshIp())).statusCode,
    ).toBe(429)
    await drained()
  })

  it('counts the claim mail of a guest ticket with an account address as a mail of its own', async () => {
    const holder = freshAddress('holder')
    // An account holder (as a past order leaves one), with no mail counted yet.
    await hub.database.db.insert(customers).values({ email: holder, name: 'Ada' })
    // Each ticket queues two mails: its confirmation and the claim mail to the holder.
    expect((await post('/v1/tickets', ticket(holder), freshIp())).statusCode).toBe(201)
    await drained()
    expect(mailsTo(holder)).toHaveLength(2)
    expect(
      (await post('/v1/newsletter/subscriptions', { email: holder }, freshIp())).statusCode,
    ).toBe(202)
    // Three mails are the limit: the next request for the address is refused.
    expect(
      (await post('/v1/newsletter/subscriptions', { email: holder }, freshIp())).statusCode,
    ).toBe(429)
  })

  it('stops one sender address from mailing many inboxes', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i <= IP_MAX; i++) {
      const form =
        i % 2 === 0
          ? post('/v1/newsletter/subscriptions', { email: freshAddress('many') }, ip, 'de')
          : post(
              '/v1/press/contact',
              {
                title: 'mr',
                name: 'Max Presse',
                email: freshAddress('many'),
                message: 'Eine Anfrage.',
              },
              ip,
              'de',
            )
      statuses.push((await form).statusCode)
    }
    expect(statuses.slice(0, IP_MAX).every((status) => status === 202)).toBe(true)
    const last = await post(
      '/v1/accounts',
      { email: freshAddress('reg'), name: 'M', password: PASSWORD },
      ip,
      'de',
    )
    expect(statuses[IP_MAX]).toBe(429)
    expect(last.statusCode).toBe(429)
    expect(last.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Zu viele E-Mails in kurzer Zeit. Bitte versuchen Sie es später noch einmal.',
    })
    // Another visitor still gets through.
    expect(
      (await post('/v1/newsletter/subscriptions', { email: freshAddress('ok') }, freshIp()))
        .statusCode,
    ).toBe(202)
  })

  it('answers password resets for customers and strangers alike, also at the limit', async () => {
    const customer = freshAddress('customer')
    const stranger = freshAddress('stranger')
    // Both asked to register once; only the customer confirmed, so only they have an account.
    for (const email of [customer, stranger]) {
      const registered = await post(
        '/v1/accounts',
        { email, name: 'Robin', password: PASSWORD },
        freshIp(),
      )
      expect(registered.statusCode).toBe(202)
    }
    await drained()
    const token = tokenIn(await nextMail(smtp, customer), '/en/account/confirm')
    expect((await post('/v1/accounts/confirmations', { token }, freshIp())).statusCode).toBe(200)

    const answersFor = async (email: string) => {
      const answers = []
      for (let i = 0; i < RECIPIENT_MAX; i++) {
        const answer = await post('/v1/password-resets', { email }, freshIp())
        answers.push({ status: answer.statusCode, body: answer.json() as unknown })
      }
      return answers
    }
    const forCustomer = await answersFor(customer)
    const forStranger = await answersFor(stranger)
    expect(forCustomer).toEqual(forStranger)
    expect(forCustomer.map((answer) => answer.status)).toEqual([202, 202, 429])
  })

  it('says so in the visitor language through the gateway', async () => {
    const email = freshAddress('gateway')
    const subscribe = /* GraphQL */ `
      mutation ($input: SubscribeNewsletterInput!, $locale: Locale!) {
        subscribeNewsletter(input: $input, locale: $locale) {
          __typename
          ... on RateLimited {
            message
          }
        }
      }
    `
    const answers = []
    for (let i = 0; i <= RECIPIENT_MAX; i++) {
      const response = await graph.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: {
          query: subscribe,
          variables: { input: { email }, locale: i === RECIPIENT_MAX ? 'de' : 'en' },
        },
      })
      answers.push((response.json() as { data: { subscribeNewsletter: unknown } }).data)
    }
    expect(answers.at(-1)).toEqual({
      subscribeNewsletter: {
        __typename: 'RateLimited',
        message: 'Zu viele E-Mails in kurzer Zeit. Bitte versuchen Sie es später noch einmal.',
      },
    })
  })

  it('never turns a sender-chosen name into a link or a call to action', async () => {
    const hostile = {
      first: 'Win www.evil.example',
      last: 'now http://evil.example/claim?x=1\r\n\r\nCLICK evil.example',
    }
    const address = freshAddress('named')
    const registration = freshAddress('named-reg')
    const press = freshAddress('named-press')
    const sent = [
      await post('/v1/tickets', ticket(address, hostile.first, hostile.last), freshIp()),
      await post(
        '/v1/accounts',
        { email: registration, name: `${hostile.first} ${hostile.last}`, password: PASSWORD },
        freshIp(),
      ),
      await post(
        '/v1/press/contact',
        { title: 'mr', name: hostile.last.slice(0, 60), email: press, message: 'Hi' },
        freshIp(),
      ),
      await post(
        '/v1/help/missing-program',
        {
          firstName: hostile.first,
          lastName: hostile.last,
          email: address,
          customerReference: 'R-1',
          productId: 1,
        },
        freshIp(),
      ),
    ]
    for (const answer of sent) expect(answer.statusCode, answer.body).toBeLessThan(300)
    await drained()
    const mails: ReceivedMail[] = [...mailsTo(address), ...mailsTo(registration), ...mailsTo(press)]
    expect(mails).toHaveLength(4)
    for (const mail of mails) {
      for (const part of [mail.text, mail.html, mail.subject]) {
        expect(part).not.toMatch(/evil/i)
        expect(part).not.toMatch(/www\./i)
        expect(part).not.toMatch(/\bCLICK\b/)
      }
      // Links are the shop's own, in both parts.
      for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) {
        expect(url.startsWith(PUBLIC_BASE_URL)).toBe(true)
      }
      for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) {
        expect(href!.startsWith(PUBLIC_BASE_URL)).toBe(true)
      }
      // None of what the sender typed as a name reaches the mail: a greeting without one.
      expect(mail.text).toMatch(/^(Hello|Hallo|Guten Tag),$/m)
      for (const word of ['Win', 'now', 'claim']) expect(mail.text).not.toContain(word)
    }
  })
})
