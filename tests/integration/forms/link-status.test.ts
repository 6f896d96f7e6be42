import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { issueToken } from '../../../hub/src/accounts/service'
import { accountTokens } from '../../../hub/src/db/schema-accounts'
import { newsletterSubscriptions } from '../../../hub/src/db/schema-forms'
import { hashToken } from '../../../hub/src/accounts/tokens'
import { bootGatewayOver } from '../graph/harness'
import { databaseTargets } from '../hub/harness'
import { bootFormsHub, type FormsHub } from './boot'

// Issue 19 §5: whether a mailed link still works, as the storefront's link pages ask it on
// opening (through the gateway). Reading changes nothing.

const STATUS = /* GraphQL */ `
  mutation Status($kind: MailedLinkKind!, $token: String!) {
    mailedLinkStatus(kind: $kind, token: $token)
  }
`

describe.each(databaseTargets())('mailed link status on $name', (target) => {
  let hub: FormsHub
  let graph: GraphApp
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'link-status-'))
    hub = await bootFormsHub(target, {
      attachmentDir: path.join(dir, 'attachments'),
      mailDir: path.join(dir, 'mail'),
    })
    graph = await bootGatewayOver(hub)
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  async function status(kind: string, token: string): Promise<string | undefined> {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.90' },
      payload: { query: STATUS, variables: { kind, token } },
    })
    return (response.json() as { data?: { mailedLinkStatus: string } }).data?.mailedLinkStatus
  }

  it('knows every kind; an unknown or malformed token of any kind is INVALID', async () => {
    for (const kind of [
      'NEWSLETTER_CONFIRM',
      'NEWSLETTER_UNSUBSCRIBE',
      'ACTIVATION',
      'ACCOUNT_CONFIRM',
      'EMAIL_CHANGE',
      'RESET_PASSWORD',
      'SET_PASSWORD',
      'CLAIM',
    ]) {
      expect(await status(kind, 'x'.repeat(43)), kind).toBe('INVALID')
      expect(await status(kind, 'bad'), kind).toBe('INVALID')
    }
  })

  it('a newsletter confirmation is VALID until the address unsubscribes, then USED', async () => {
    const subscribed = await hub.app.inject({
      method: 'POST',
      url: '/v1/newsletter/subscriptions',
      headers: { 'x-client-ip': '203.0.113.91' },
      payload: { email: 'status@example.com' },
    })
    expect(subscribed.statusCode).toBe(202)
    const [row] = await hub.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'status@example.com'))
    expect(await status('NEWSLETTER_CONFIRM', row!.confirmToken)).toBe('VALID')
    expect(await status('NEWSLETTER_UNSUBSCRIBE', row!.unsubscribeToken)).toBe('VALID')
    // Asking changed nothing.
    const [still] = await hub.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, row!.id))
    expect(still!.status).toBe('pending')
    await hub.database.db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscriptions.id, row!.id))
    expect(await status('NEWSLETTER_CONFIRM', row!.confirmToken)).toBe('USED')
  })

  it('an account link is VALID, then USED once used or EXPIRED once its time is over', async () => {
    const db = hub.database.db
    const issue = () =>
      issueToken(db, {
        purpose: 'reset-password',
        customerId: null,
        email: 'holder@example.com',
        locale: 'de',
      })
    const fresh = await issue()
    expect(await status('RESET_PASSWORD', fresh)).toBe('VALID')
    // A reset link is not a registration link.
    expect(await status('ACCOUNT_CONFIRM', fresh)).toBe('INVALID')
    await db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(eq(accountTokens.tokenHash, hashToken(fresh)))
    expect(await status('RESET_PASSWORD', fresh)).toBe('USED')
    const old = await issue()
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(accountTokens.tokenHash, hashToken(old)))
    expect(await status('SET_PASSWORD', old)).toBe('EXPIRED')
  })
})
