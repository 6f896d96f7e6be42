import { sql, type SQL } from 'drizzle-orm'
import { productPrices } from '../db/schema'

/** A price row as stored: an offer price with its regular price until the offer ends. */
export interface StoredPrice {
  amount: number
  strikeAmount: number | null
  offerEndsAt: Date | null
}

/** What a price is at one moment: what the buyer pays, and what is crossed out beside it. */
export interface PriceNow {
  amount: number
  /** The regular price while an offer runs; null otherwise. */
  strikeAmount: number | null
  /** When the running offer ends; null when none runs. */
  offerEndsAt: Date | null
}

/**
 * The price at `now`. An offer runs until its end: then the regular price (the former strike
 * price) applies again and nothing is crossed out, so no saving is advertised outside its
 * dates (issue 24, point 6). Catalog, cart and press sheet all price through this.
 */
export function priceAt(row: StoredPrice, now: Date): PriceNow {
  if (row.strikeAmount === null)
    return { amount: row.amount, strikeAmount: null, offerEndsAt: null }
  if (row.offerEndsAt !== null && row.offerEndsAt.getTime() > now.getTime()) {
    return { amount: row.amount, strikeAmount: row.strikeAmount, offerEndsAt: row.offerEndsAt }
  }
  return { amount: row.strikeAmount, strikeAmount: null, offerEndsAt: null }
}

/** `priceAt(row, now()).amount` in SQL, for sorting by price in the database. */
export const amountNowSql: SQL<number> = sql<number>`case
  when ${productPrices.strikeAmount} is not null
    and (${productPrices.offerEndsAt} is null or ${productPrices.offerEndsAt} <= now())
  then ${productPrices.strikeAmount} else ${productPrices.amount} end`
