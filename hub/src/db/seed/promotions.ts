import { and, gt, like, sql } from 'drizzle-orm'
import { promotions, type Localized } from '../catalog-schema'
import type { HubDb } from '../hub-db'
import { SEED_PRODUCTS } from './products'

// The spring promotion of spec §2/§9 as data (issue 19, point 2): each special product's full
// version is free for one day, in turn. Product 53 (Schrittzähler) is free anyway, so a "free
// full version" of it would promise nothing: the rotation skips it.
export const FREE_DAY_ROTATION = [38, 143, 43] as const

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
/** How many days of the rotation one seeding schedules. */
export const FREE_DAY_SCHEDULE_DAYS = 14
const SEED_KEY_PREFIX = 'seed-free-day:'

type Tx = Pick<HubDb, 'select' | 'insert'>

/** Texts that name the product and say exactly what the visitor gets, in both languages. */
export function freeFullVersionTexts(productId: number): {
  headline: Localized<string>
  text: Localized<string>
} {
  const product = SEED_PRODUCTS.find((candidate) => candidate.id === productId)
  if (!product) throw new Error(`Promotion names unknown product ${productId}`)
  return {
    headline: {
      de: `24 Stunden gratis: die Vollversion von ${product.nameDe}`,
      en: `Free for 24 hours: the full version of ${product.nameEn}`,
    },
    text: {
      de: `Geben Sie Ihre E-Mail-Adresse ein: Sie erhalten einen Lizenzschlüssel für die Vollversion von ${product.nameDe} und den Download-Link per E-Mail. Kostenlos, ohne Abo und ohne Zahlungsdaten – ein Schlüssel pro E-Mail-Adresse.`,
      en: `Enter your e-mail address: you get a licence key for the full version of ${product.nameEn} and the download link by e-mail. Free of charge, with no subscription and no payment details – one key per e-mail address.`,
    },
  }
}

/** The rotation from `anchor` on: day i gives FREE_DAY_ROTATION[i mod n] away for 24 hours. */
export function freeDaySchedule(anchor: Date, days = FREE_DAY_SCHEDULE_DAYS) {
  return Array.from({ length: days }, (_, day) => {
    const productId = FREE_DAY_ROTATION[day % FREE_DAY_ROTATION.length]!
    const startsAt = new Date(anchor.getTime() + day * DAY_MS)
    return {
      key: `${SEED_KEY_PREFIX}${anchor.toISOString()}:${day}`,
      productId,
      kind: 'free-full-version' as const,
      startsAt,
      endsAt: new Date(startsAt.getTime() + DAY_MS),
      ...freeFullVersionTexts(productId),
    }
  })
}

/**
 * Keeps a rotation scheduled. The seed runs on every start; a schedule it made earlier is
 * left as it is (its dates are the promise made), and only when none of it is running or
 * to come does it schedule the next two weeks, starting at the current full hour, so a
 * freshly seeded shop has a promotion running with most of its day still ahead.
 */
export async function seedPromotions(tx: Tx, now: Date = new Date()): Promise<void> {
  const [pending] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(promotions)
    .where(and(like(promotions.key, `${SEED_KEY_PREFIX}%`), gt(promotions.endsAt, now)))
  if ((pending?.n ?? 0) > 0) return
  const anchor = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS)
  await tx
    .insert(promotions)
    .values(freeDaySchedule(anchor))
    .onConflictDoNothing({ target: promotions.key })
}
