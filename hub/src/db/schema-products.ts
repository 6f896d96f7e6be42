// The products and their prices: the tables every other part of the schema refers to.
import { sql } from 'drizzle-orm'
import { CURRENCY_CODES } from '@schaufenster/contract'
import { check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

export const PLATFORMS = ['windows', 'mac', 'android', 'ios'] as const
export type Platform = (typeof PLATFORMS)[number]

// The shop's currencies (@schaufenster/contract), in the alphabetical order the database and
// the REST API list them.
export const CURRENCIES = CURRENCY_CODES
export type Currency = (typeof CURRENCIES)[number]

// Ids are assigned by the seed rather than a sequence: URLs, fixtures and later
// features refer to specific products by number.
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    slugDe: text('slug_de').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    // The primary platform; every platform the product runs on is in product_platforms.
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    releaseDate: date('release_date').notNull().default('2024-01-01'),
    shortDescriptionDe: text('short_description_de').notNull().default(''),
    shortDescriptionEn: text('short_description_en').notNull().default(''),
    descriptionDe: text('description_de').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'products_platform_check',
      sql`${table.platform} in ('windows', 'mac', 'android', 'ios')`,
    ),
  ],
)

// Amounts are integer minor units (2999 = 29.99) so no rounding ever happens in the database.
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: integer('amount').notNull(),
    // An offer: `amount` is the offer price and `strikeAmount` the regular price it is
    // crossed out against, until `offerEndsAt`; from then on the regular price applies and
    // nothing is crossed out (catalog/offer.ts). An offer without an end is refused: a
    // crossed-out price shown for ever would promise a saving that is none.
    strikeAmount: integer('strike_amount'),
    offerEndsAt: timestamp('offer_ends_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.currency] }),
    check('product_prices_currency_check', sql`${table.currency} in ('EUR', 'USD', 'GBP', 'CHF')`),
    check('product_prices_amount_check', sql`${table.amount} >= 0`),
    check(
      'product_prices_offer_check',
      sql`${table.strikeAmount} is null or (${table.strikeAmount} > ${table.amount} and ${table.offerEndsAt} is not null)`,
    ),
  ],
)

export type ProductRow = typeof products.$inferSelect
export type ProductPriceRow = typeof productPrices.$inferSelect
