import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { REVIEW_REPORT_REASONS } from '@schaufenster/contract'
import { products, type Platform } from './schema-products'
import { customers, orders } from './schema-orders'

// Tables of the browsable catalog (issue 4). Texts that are only ever shown, never
// filtered or joined on (functions, FAQ, advantages, page blocks), live in jsonb per
// locale; everything that is filtered, counted or joined on has columns of its own.

export const CATEGORY_KINDS = ['platform', 'product'] as const
export type CategoryKind = (typeof CATEGORY_KINDS)[number]

export const VERSION_KINDS = ['full', 'plus', 'trial', 'free'] as const
export type VersionKind = (typeof VERSION_KINDS)[number]

/** Localized text kept as one jsonb object: `{ de, en }`. */
export type Localized<T> = { de: T; en: T }

/** Amounts in minor units per currency code. */
export type AmountsByCurrency = Record<string, number>

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: CATEGORY_KINDS }).notNull(),
    slugDe: text('slug_de').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [check('categories_kind_check', sql`${table.kind} in ('platform', 'product')`)],
)

export const productPlatforms = pgTable(
  'product_platforms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    // A mobile edition is installed from its app store page (issue 19, point 1), never
    // from a raw .apk/.ipa; desktop editions have none.
    storeUrl: text('store_url'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.platform] }),
    check(
      'product_platforms_store_url_check',
      sql`${table.storeUrl} is null or ${table.storeUrl} ~ '^https://'`,
    ),
    check(
      'product_platforms_platform_check',
      sql`${table.platform} in ('windows', 'mac', 'android', 'ios')`,
    ),
  ],
)

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    // 0 marks the main category, the one in the product's canonical path.
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.categoryId] })],
)

export const setupFiles = pgTable(
  'setup_files',
  {
    fileName: text('file_name').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: text('version', { enum: VERSION_KINDS }).notNull(),
    platform: text('platform').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (table) => [
    unique('setup_files_product_version_platform').on(
      table.productId,
      table.version,
      table.platform,
    ),
    check('setup_files_version_check', sql`${table.version} in ('full', 'plus', 'trial', 'free')`),
  ],
)

export const subscriptionOptions = pgTable(
  'subscription_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    amountPerPeriod: integer('amount_per_period').notNull(),
    strikeAmount: integer('strike_amount'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.period, table.currency] }),
    check('subscription_options_period_check', sql`${table.period} ~ '^[1-9][0-9]?[dmy]$'`),
    check('subscription_options_amount_check', sql`${table.amountPerPeriod} >= 0`),
  ],
)

export const productModifications = pgTable(
  'product_modifications',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: jsonb('name').$type<Localized<string>>().notNull(),
    amounts: jsonb('amounts').$type<AmountsByCurrency>().notNull(),
  },
  (table) => [unique('product_modifications_product_key').on(table.productId, table.key)],
)

export interface ProductContent {
  functions: { title: string; text: string }[]
  advantages: { version: VersionKind; items: string[] }[]
  faq: { question: string; answer: string }[]
  services: { title: string; text: string }[]
  pressQuotes: { source: string; quote: string; rating?: string }[]
}

export const productContent = pgTable('product_content', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<Localized<ProductContent>>().notNull(),
})

/** What a program needs on one platform (issue 24, point 2). */
export interface SystemRequirements {
  /** Operating systems, e.g. de 'Windows 11, Windows 10 (64 Bit)'. */
  os: Localized<string>
  /** Processor, e.g. de 'Zweikernprozessor ab 2 GHz'. */
  cpu: Localized<string>
  /** Minimum RAM in megabytes. */
  ramMb: number
  /** Free disk space in megabytes. */
  diskMb: number
  /** Anything else it needs (a microphone, an internet connection), when it needs something. */
  other?: Localized<string>
}

/** One release of a program, newest first in a changelog. */
export interface ChangelogEntry {
  version: string
  /** YYYY-MM-DD */
  date: string
  changes: Localized<string[]>
}

/** The facts a product page and its structured data state about a program. */
export interface ProductFactsData {
  /** Current version (= changelog[0].version). */
  version: string
  /** Requirements for every platform the program runs on. */
  requirements: Partial<Record<Platform, SystemRequirements>>
  /** Interface languages, ISO 639-1. */
  languages: string[]
  /** Devices one licence (or subscription) may be installed on at once; 0: unlimited (free). */
  devicesPerLicence: number
  /** The last releases, newest first. */
  changelog: ChangelogEntry[]
}

// One row per product: shown, never filtered on, so one jsonb document beside the version
// and its date, which the structured data and the listing of versions read.
export const productFacts = pgTable('product_facts', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  versionDate: date('version_date').notNull(),
  facts: jsonb('facts').$type<ProductFactsData>().notNull(),
})

export const productImages = pgTable(
  'product_images',
  {
    file: text('file').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['icon', 'screenshot'] }).notNull(),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: jsonb('alt').$type<Localized<string>>().notNull(),
    // A screenshot shows the program's interface in one language (issue 24); an icon suits
    // every language (null).
    locale: text('locale', { enum: ['de', 'en'] }),
  },
  (table) => [
    check('product_images_role_check', sql`${table.role} in ('icon', 'screenshot')`),
    check(
      'product_images_locale_check',
      sql`${table.locale} is null or ${table.locale} in ('de', 'en')`,
    ),
  ],
)

// Reviews (issue 24, point 3): a verified buyer's review waits in moderation (`pending`)
// until staff publish or reject it; only `published` ones are shown or counted.
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    author: text('author').notNull(),
    stars: integer('stars').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // Customer reviews (issue 8); seed reviews have no customer. A deleted account's
    // reviews keep the (anonymised) customer row, so the one-per-product rule still holds.
    customerId: integer('customer_id').references(() => customers.id),
    // The reviewer bought the program when writing: only buyers can write in the account.
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    // The seed's reviews and those of the time before moderation are published.
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('published'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    // Told to the author when staff reject it.
    rejectionReason: text('rejection_reason'),
  },
  (table) => [
    index('reviews_status_idx').on(table.status, table.createdAt),
    check('reviews_status_check', sql`${table.status} in ('pending', 'published', 'rejected')`),
    // The seed's natural key; customers may share a display name.
    uniqueIndex('reviews_product_locale_author')
      .on(table.productId, table.locale, table.author)
      .where(sql`${table.customerId} is null`),
    unique('reviews_customer_product').on(table.customerId, table.productId),
    check('reviews_stars_check', sql`${table.stars} between 1 and 5`),
    check('reviews_locale_check', sql`${table.locale} in ('de', 'en')`),
  ],
)

// A visitor's report of a published review: one per review and reporter (a hash of the
// session or of the client address), for staff to look at in the moderation queue.
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterKey: text('reporter_key').notNull(),
    reason: text('reason', { enum: REVIEW_REPORT_REASONS }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when staff looked at the review again (kept it or rejected it).
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    unique('review_reports_review_reporter').on(table.reviewId, table.reporterKey),
    check(
      'review_reports_reason_check',
      sql`${table.reason} in ('spam', 'offensive', 'off-topic', 'false')`,
    ),
  ],
)

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.relatedId] })],
)

export const promoBanners = pgTable('promo_banners', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  headline: jsonb('headline').$type<Localized<string>>().notNull(),
  description: jsonb('description').$type<Localized<string>>().notNull(),
  fileName: text('file_name')
    .notNull()
    .references(() => setupFiles.fileName),
})

export const specialPromoProducts = pgTable('special_promo_products', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  fileName: text('file_name')
    .notNull()
    .references(() => setupFiles.fileName),
})

// Promotions (issue 19, point 2): an offer is data with a start and an end, never a text
// that is always on. The storefront shows a promotion (modal, product page, home countdown)
// only while `starts_at <= now < ends_at`, and the hub alone decides what "now" is.
export const PROMOTION_KINDS = ['free-full-version'] as const

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The natural key a seed or an editor gives it, so re-seeding never duplicates it.
    key: text('key').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // Shown texts; they name the product they are about (checked by the seed's tests).
    headline: jsonb('headline').$type<Localized<string>>().notNull(),
    text: jsonb('text').$type<Localized<string>>().notNull(),
  },
  (table) => [
    check('promotions_window_check', sql`${table.endsAt} > ${table.startsAt}`),
    check('promotions_kind_check', sql`${table.kind} in ('free-full-version')`),
    index('promotions_window_idx').on(table.startsAt, table.endsAt),
  ],
)

// A free full version claimed by e-mail: one per mailbox and product, whichever promotion
// gave it, so a second claim re-sends the first licence instead of creating another.
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // hub/src/mail/mailbox.ts mailboxKey: aliases of one inbox are one address here.
    mailbox: text('mailbox').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    // The 0,00 € order that holds the licence.
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.mailbox] })],
)

/** Home page content, one row per locale; product references are ids. */
export interface HomeContent {
  bestsellerOfTheMonth: number
  topPrograms: { categoryId: number; productIds: number[] }[]
  pressLogos: { file: string; name: string; width: number; height: number }[]
  newsletterBanner: { headline: string; text: string; buttonText: string }
}

export const homeContent = pgTable('home_content', {
  locale: text('locale').primaryKey(),
  content: jsonb('content').$type<HomeContent>().notNull(),
})

export const PAGE_LAYOUTS = ['default', 'press'] as const

/** A content page; `key` ties the German and English path of one page together. */
export const pages = pgTable(
  'pages',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    path: text('path').notNull(),
    layout: text('layout', { enum: PAGE_LAYOUTS }).notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    blocks: jsonb('blocks').$type<unknown[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.locale] }),
    unique('pages_locale_path').on(table.locale, table.path),
    check('pages_layout_check', sql`${table.layout} in ('default', 'press')`),
  ],
)
