import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestSmtpServer } from '../integration/forms/smtp'
import {
  newCartToken,
  orderWithRetries,
  startHubProcess,
  type HubProcess,
} from './support/hub-process'
import { faultPorts } from './support/ports'

// The mail server is down while visitors subscribe and buy: nothing fails for them, and when
// it is back every message arrives, none twice.

describe('SMTP down for a while', () => {
  const smtp = new TestSmtpServer()
  let hub: HubProcess

  beforeAll(async () => {
    smtp.port = faultPorts.smtp
    hub = await startHubProcess(faultPorts.hub + 2, {
      PGLITE_DIR: 'memory://',
      SMTP_URL: `smtp://127.0.0.1:${faultPorts.smtp}`,
      OUTBOX_POLL_MS: '200',
      OUTBOX_RETRY_BASE_MS: '200',
    })
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
  })

  it('delivers every mail once the server is back, none twice', async () => {
    const run = `smtp-${Date.now()}`
    const subscribers = Array.from({ length: 5 }, (_, i) => `${run}-news-${i}@example.org`)
    for (const email of subscribers) {
      const response = await fetch(`${hub.url}/v1/newsletter/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ email, locale: 'de', source: '/newsletter' }),
      })
      expect(response.status).toBe(202)
    }
    const buyers = Array.from({ length: 3 }, (_, i) => `${run}-buyer-${i}@example.org`)
    for (const [i, email] of buyers.entries()) {
      const token = await newCartToken(hub.url)
      await orderWithRetries(() => hub.url, `${run}-key-${i}`, token, email)
    }

    // Several attempts fail while the server is down; then it comes back.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(smtp.received).toHaveLength(0)
    await smtp.start()

    const expected = [...subscribers, ...buyers]
    await Promise.all(
      expected.map((address) => smtp.waitFor((mail) => mail.to.includes(address), 30_000)),
    )
    // Another few polls: a message sent twice would show up now.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const mine = smtp.received.filter((mail) => mail.to.includes(run))
    expect(mine.map((mail) => mail.to).sort()).toEqual(expected.sort())
  })
})
