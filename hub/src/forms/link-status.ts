import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { CLAIM_LINK_DAYS } from '../accounts/claims'
import { hashToken, SECRET_TOKEN } from '../accounts/tokens'
import type { HubDb } from '../db/database'
import { accountTokens, type AccountTokenPurpose } from '../db/schema-accounts'
import { activations, newsletterSubscriptions, supportTickets } from '../db/schema-forms'
import { orders } from '../db/schema-orders'
import { HttpError } from '../http/errors'

// Issue 19 §5: the page of an e-mailed link says at once when its link cannot work, before
// anyone presses its button (and with a 4xx status), instead of a headline of success over
// a failure. The check only reads: opening a link still changes nothing (mail scanners open
// links), the button's POST does.

export const LINK_KINDS = [
  'newsletter-confirm',
  'newsletter-unsubscribe',
  'activation',
  'account-confirm',
  'email-change',
  'reset-password',
  'set-password',
  'claim',
] as const
export type LinkKind = (typeof LINK_KINDS)[number]

/** valid: the button will work; used: it did already; expired: too late; invalid: unknown. */
export type LinkStatus = 'valid' | 'used' | 'expired' | 'invalid'

const FORM_TOKEN = /^[A-Za-z0-9_-]{16,200}$/

const bodySchema = z.object({
  kind: z.enum(LINK_KINDS),
  token: z.string().max(200),
})

// The account pages and the purposes their POST accepts (accounts/routes.ts consumeToken).
const ACCOUNT_PURPOSES: Partial<Record<LinkKind, AccountTokenPurpose[]>> = {
  'account-confirm': ['verify-registration'],
  'email-change': ['change-email'],
  'reset-password': ['set-password', 'reset-password'],
  'set-password': ['set-password', 'reset-password'],
}

type Reader = Pick<HubDb, 'select'>

async function accountTokenStatus(
  db: Reader,
  token: string,
  purposes: AccountTokenPurpose[],
): Promise<LinkStatus> {
  if (!SECRET_TOKEN.test(token)) return 'invalid'
  const [row] = await db
    .select({ usedAt: accountTokens.usedAt, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(
      and(eq(accountTokens.tokenHash, hashToken(token)), inArray(accountTokens.purpose, purposes)),
    )
  if (!row) return 'invalid'
  if (row.usedAt) return 'used'
  return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'valid'
}

async function claimStatus(db: Reader, token: string): Promise<LinkStatus> {
  if (!SECRET_TOKEN.test(token)) return 'invalid'
  const hash = hashToken(token)
  const window = sql`now() - ${`${CLAIM_LINK_DAYS} days`}::interval`
  const [order] = await db
    .select({ fresh: sql<boolean>`${orders.placedAt} > ${window}` })
    .from(orders)
    .where(and(eq(orders.claimTokenHash, hash), isNull(orders.customerId)))
  const [ticket] = order
    ? []
    : await db
        .select({ fresh: sql<boolean>`${supportTickets.createdAt} > ${window}` })
        .from(supportTickets)
        .where(and(eq(supportTickets.claimTokenHash, hash), isNull(supportTickets.customerId)))
  const found = order ?? ticket
  if (!found) return 'invalid'
  return found.fresh ? 'valid' : 'expired'
}

/** Whether the link's button would work now. */
export async function linkStatus(db: Reader, kind: LinkKind, token: string): Promise<LinkStatus> {
  const purposes = ACCOUNT_PURPOSES[kind]
  if (purposes) return accountTokenStatus(db, token, purposes)
  if (kind === 'claim') return claimStatus(db, token)
  if (!FORM_TOKEN.test(token)) return 'invalid'
  if (kind === 'newsletter-confirm') {
    const [row] = await db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.confirmToken, token))
    // An unsubscribed address's confirmation link is spent; a confirmed one's still
    // lands on the "registered" page.
    if (!row) return 'invalid'
    return row.status === 'unsubscribed' ? 'used' : 'valid'
  }
  if (kind === 'newsletter-unsubscribe') {
    const [row] = await db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    return row ? 'valid' : 'invalid'
  }
  const [row] = await db
    .select({ id: activations.id })
    .from(activations)
    .where(eq(activations.token, token))
  return row ? 'valid' : 'invalid'
}

/** `POST /v1/link-status` {kind, token} → {status}: read by the storefront's link pages. */
export function registerLinkStatusRoute(app: FastifyInstance, db: HubDb): void {
  // A page view, not a submission: no per-visitor limit (tokens are far too long to guess).
  app.post('/v1/link-status', { config: { rateLimit: false } }, async (request) => {
    const body = bodySchema.safeParse(request.body ?? {})
    if (!body.success) throw new HttpError(400, 'BAD_REQUEST', 'The body must be { kind, token }')
    return { status: await linkStatus(db, body.data.kind, body.data.token) }
  })
}
