import { createHash, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Locale } from '@schaufenster/validation'
import type { HubDb } from '../db/database'
import { coupons, personalCoupons } from '../db/schema-orders'
import { mailboxKey } from '../mail/mailbox'

// Personal coupons (issue 19 §8): a coupon bound to one address. The newsletter's welcome
// voucher is one: granted on the double opt-in's confirmation, 25 % off one order, for the
// subscriber's address only, valid for a stated time, and one per address ever (an
// unsubscribe and a new subscription do not make another one).
//
// The owner is kept as the hash of the address's mailbox (coupon-rules.ts redemptionKey),
// so `name+tag@` of the same inbox counts as the owner and the table names nobody. The cart
// accepts the code like any other (the buyer's address is not known there); the order's
// transaction refuses it for another buyer address (redeemCoupon → isSomeoneElsesCoupon).

export const NEWSLETTER_VOUCHER = {
  purpose: 'newsletter-welcome',
  percent: 25,
  validityDays: 90,
} as const

/** The owner as stored: the SHA-256 of the mailbox, as coupon-rules.ts redemptionKey keys uses. */
const redemptionKey = (email: string) =>
  createHash('sha256').update(mailboxKey(email)).digest('hex')

// Letters and digits without the look-alikes 0/O and 1/I, as licence keys use them.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A random code `NL25-XXXX-XXXX` (40 bits: guessing one that someone else owns is hopeless). */
export function newPersonalCode(prefix: string): string {
  const chars = [...randomBytes(8)].map((byte) => ALPHABET[byte & 31])
  return `${prefix}-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

export interface GrantedVoucher {
  code: string
  percent: number
  validUntil: Date
}

type Tx = Pick<HubDb, 'select' | 'insert' | 'delete'>

/**
 * The newsletter voucher of an address: created on its first confirmation. A later
 * confirmation (after unsubscribing) gets the same code again while it is unused and valid,
 * and none once it was used or has expired. Call inside the confirmation's transaction.
 */
export async function grantNewsletterVoucher(
  tx: Tx,
  email: string,
  now: Date = new Date(),
): Promise<GrantedVoucher | undefined> {
  const { purpose, percent, validityDays } = NEWSLETTER_VOUCHER
  const ownerHash = redemptionKey(email)
  const existing = await voucherOf(tx, purpose, ownerHash)
  if (existing) {
    const usable =
      existing.usedCount < (existing.usageLimit ?? Infinity) &&
      existing.validUntil !== null &&
      existing.validUntil > now
    return usable && existing.validUntil
      ? {
          code: existing.code,
          percent: existing.percent ?? percent,
          validUntil: existing.validUntil,
        }
      : undefined
  }
  const code = newPersonalCode(`NL${percent}`)
  const validUntil = new Date(now.getTime() + validityDays * 86_400_000)
  await tx.insert(coupons).values({
    code,
    kind: 'percent',
    percent,
    amounts: null,
    validFrom: now,
    validUntil,
    // Single use: once in total, and once for its owner.
    usageLimit: 1,
    perCustomerLimit: 1,
  })
  const owned = await tx
    .insert(personalCoupons)
    .values({ couponCode: code, purpose, ownerHash })
    .onConflictDoNothing()
    .returning({ code: personalCoupons.couponCode })
  if (owned.length === 0) {
    // Another address of the same mailbox got there first: that voucher is the one.
    await tx.delete(coupons).where(eq(coupons.code, code))
    const winner = await voucherOf(tx, purpose, ownerHash)
    return winner?.validUntil
      ? { code: winner.code, percent: winner.percent ?? percent, validUntil: winner.validUntil }
      : undefined
  }
  return { code, percent, validUntil }
}

async function voucherOf(db: Pick<HubDb, 'select'>, purpose: string, ownerHash: string) {
  const [row] = await db
    .select({
      code: coupons.code,
      percent: coupons.percent,
      validUntil: coupons.validUntil,
      usageLimit: coupons.usageLimit,
      usedCount: coupons.usedCount,
    })
    .from(personalCoupons)
    .innerJoin(coupons, eq(coupons.code, personalCoupons.couponCode))
    .where(and(eq(personalCoupons.purpose, purpose), eq(personalCoupons.ownerHash, ownerHash)))
  return row
}

/** Whether the coupon is someone else's: personal, and the buyer's address is not its owner's. */
export async function isSomeoneElsesCoupon(
  db: Pick<HubDb, 'select'>,
  code: string,
  buyerEmail: string,
): Promise<boolean> {
  const [row] = await db
    .select({ ownerHash: personalCoupons.ownerHash })
    .from(personalCoupons)
    .where(eq(personalCoupons.couponCode, code))
  return row !== undefined && row.ownerHash !== redemptionKey(buyerEmail)
}

const NOT_OWNER_MESSAGES: Record<Locale, string> = {
  de: 'Dieser Gutschein ist persönlich und gilt nur für die E-Mail-Adresse, an die er geschickt wurde. Bitte bestellen Sie mit dieser Adresse oder entfernen Sie den Gutschein aus Ihrem Warenkorb.',
  en: 'This coupon is personal and valid only for the e-mail address it was sent to. Please order with that address or remove the coupon from your cart.',
}

/** The checkout's answer when the buyer's address is not the personal coupon's owner's. */
export function notOwnerMessage(locale: Locale): string {
  return NOT_OWNER_MESSAGES[locale]
}
