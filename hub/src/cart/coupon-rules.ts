import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Locale } from '@schaufenster/validation'
import type { HubDb } from '../db/database'
import { formatAmount } from '../money-format'
import { mailboxKey } from '../mail/mailbox'
import { couponRedemptions, coupons, type CouponRow } from '../db/schema-orders'
import { isSomeoneElsesCoupon, notOwnerMessage } from './personal-coupons'
import type { Currency } from './types'

// The limits of a coupon beyond its validity window: the minimum order value (checked
// whenever a cart is built) and the uses in total and per customer (counted when an order is
// placed, in its transaction).

export const COUPON_REJECTIONS = [
  'UNKNOWN',
  'EXPIRED',
  'NOT_YET_VALID',
  'USAGE_LIMIT_REACHED',
  'MINIMUM_NOT_REACHED',
  'NOT_APPLICABLE',
] as const
export type CouponRejectionReason = (typeof COUPON_REJECTIONS)[number]

/** Why an order's coupon use was refused; the per-customer limit needs the order's address. */
export type RedemptionRefusal = 'USAGE_LIMIT_REACHED' | 'CUSTOMER_LIMIT_REACHED' | 'NOT_OWNER'

export type MinimumCheck =
  | { ok: true }
  | { ok: false; reason: 'MINIMUM_NOT_REACHED'; minimumAmount: number }
  | { ok: false; reason: 'NOT_APPLICABLE' }

/**
 * The minimum order value in the cart's currency. Minimums are set per currency, like a fixed
 * coupon's amounts (never converted at a rate): a coupon with minimums does not apply in a
 * currency they do not name.
 */
export function checkMinimum(
  coupon: Pick<CouponRow, 'minimumAmounts'>,
  subtotal: number,
  currency: Currency,
): MinimumCheck {
  if (!coupon.minimumAmounts) return { ok: true }
  const minimumAmount = coupon.minimumAmounts[currency]
  if (minimumAmount === undefined) return { ok: false, reason: 'NOT_APPLICABLE' }
  if (subtotal < minimumAmount) return { ok: false, reason: 'MINIMUM_NOT_REACHED', minimumAmount }
  return { ok: true }
}

/**
 * The address as coupon_redemptions keeps it: the hash of its mailbox (aliases such as
 * `name+x@` or Gmail dots fold into one customer), so the row names nobody. Rows stored
 * before aliases were folded match only for plain addresses, which is what they held.
 */
export function redemptionKey(email: string): string {
  return createHash('sha256').update(mailboxKey(email)).digest('hex')
}

type Writer = Pick<HubDb, 'update' | 'insert' | 'select'>

/**
 * Counts one use of the coupon by the order's address, inside the order's transaction;
 * nothing when it is refused (the caller rolls the transaction back).
 *
 * Both counters go up in single statements that stop at their limit. The UPDATE of the
 * coupon's row takes its row lock until the order commits, and a concurrent order with the
 * same coupon waits for it and then re-checks the WHERE on the committed row (READ
 * COMMITTED), on any number of hub instances sharing one PostgreSQL. The per-address upsert
 * runs under that lock and is atomic on its own as well: a concurrent first use of the same
 * address waits on the primary key and then takes the update path, whose WHERE sees the
 * committed count.
 */
export async function redeemCoupon(
  tx: Writer,
  code: string,
  email: string,
): Promise<RedemptionRefusal | undefined> {
  // A personal coupon (personal-coupons.ts) is its owner's alone.
  if (await isSomeoneElsesCoupon(tx, code, email)) return 'NOT_OWNER'
  const [used] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.code, code),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning({ perCustomerLimit: coupons.perCustomerLimit })
  if (!used) return 'USAGE_LIMIT_REACHED'
  if (used.perCustomerLimit === null) return undefined
  const counted = await tx
    .insert(couponRedemptions)
    .values({ couponCode: code, emailHash: redemptionKey(email), usedCount: 1 })
    .onConflictDoUpdate({
      target: [couponRedemptions.couponCode, couponRedemptions.emailHash],
      set: { usedCount: sql`${couponRedemptions.usedCount} + 1` },
      setWhere: lt(couponRedemptions.usedCount, used.perCustomerLimit),
    })
    .returning({ usedCount: couponRedemptions.usedCount })
  return counted.length === 0 ? 'CUSTOMER_LIMIT_REACHED' : undefined
}

// ------------------------------------------------------------------ messages

const COUPON_MESSAGES: Record<Locale, Record<CouponRejectionReason, string>> = {
  de: {
    UNKNOWN: 'Diesen Gutscheincode gibt es nicht.',
    EXPIRED: 'Dieser Gutschein ist abgelaufen.',
    NOT_YET_VALID: 'Dieser Gutschein ist noch nicht gültig.',
    USAGE_LIMIT_REACHED: 'Dieser Gutschein wurde bereits so oft wie möglich eingelöst.',
    MINIMUM_NOT_REACHED: 'Dieser Gutschein gilt ab einem Bestellwert von {minimum}.',
    NOT_APPLICABLE: 'Dieser Gutschein gilt nicht für diesen Warenkorb.',
  },
  en: {
    UNKNOWN: 'This coupon code does not exist.',
    EXPIRED: 'This coupon has expired.',
    NOT_YET_VALID: 'This coupon is not valid yet.',
    USAGE_LIMIT_REACHED: 'This coupon has been redeemed as often as it may be.',
    MINIMUM_NOT_REACHED: 'This coupon applies to orders of {minimum} or more.',
    NOT_APPLICABLE: 'This coupon does not apply to this cart.',
  },
}

/** Why the cart refused a coupon, as a sentence; the minimum in the cart's currency. */
export function couponMessage(
  locale: Locale,
  reason: CouponRejectionReason,
  minimum?: { amount: number; currency: Currency },
): string {
  const text = COUPON_MESSAGES[locale][reason]
  return minimum
    ? text.replace('{minimum}', formatAmount(minimum.amount, minimum.currency, locale))
    : text
}

const CUSTOMER_LIMIT_MESSAGES: Record<Locale, string> = {
  de: 'Dieser Gutschein wurde mit dieser E-Mail-Adresse bereits eingelöst. Bitte entfernen Sie ihn aus Ihrem Warenkorb.',
  en: 'This coupon has already been redeemed with this e-mail address. Please remove it from your cart.',
}

/** The checkout's answer when the order's address has used the coupon as often as it may. */
export function customerLimitMessage(locale: Locale): string {
  return CUSTOMER_LIMIT_MESSAGES[locale]
}

/** The checkout's answer to a refused redemption (RedemptionRefusal), localized. */
export function redemptionRefusalMessage(
  locale: Locale,
  refusal: RedemptionRefusal,
): string | undefined {
  if (refusal === 'CUSTOMER_LIMIT_REACHED') return customerLimitMessage(locale)
  if (refusal === 'NOT_OWNER') return notOwnerMessage(locale)
  return undefined
}
