import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Localized } from './catalog-schema'
import { attachments } from './schema-forms'
import { products } from './schema-products'

// What the publisher publishes besides the catalog (issue 24, points 4 and 5): press releases,
// job openings, and the applications that partner programmes and job openings receive.

export const pressReleases = pgTable(
  'press_releases',
  {
    // The seed's natural key, so re-seeding never duplicates a release.
    key: text('key').primaryKey(),
    slugDe: text('slug_de').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    publishedOn: date('published_on').notNull(),
    // The program a release is about, if it is about one (its press kit is linked).
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<Localized<string>>().notNull(),
    lead: jsonb('lead').$type<Localized<string>>().notNull(),
    body: jsonb('body').$type<Localized<string[]>>().notNull(),
  },
  (table) => [index('press_releases_published_idx').on(table.publishedOn)],
)

export const jobOpenings = pgTable('job_openings', {
  key: text('key').primaryKey(),
  slugDe: text('slug_de').notNull().unique(),
  slugEn: text('slug_en').notNull().unique(),
  title: jsonb('title').$type<Localized<string>>().notNull(),
  location: jsonb('location').$type<Localized<string>>().notNull(),
  employment: jsonb('employment').$type<Localized<string>>().notNull(),
  summary: jsonb('summary').$type<Localized<string>>().notNull(),
  tasks: jsonb('tasks').$type<Localized<string[]>>().notNull(),
  profile: jsonb('profile').$type<Localized<string[]>>().notNull(),
  publishedOn: date('published_on').notNull(),
  position: integer('position').notNull(),
})

export const APPLICATION_KINDS = ['partner', 'job'] as const
export type ApplicationKind = (typeof APPLICATION_KINDS)[number]

// An application to a partner programme or for a job: kept for the staff address it was
// mailed to, with the uploaded CV (the ticket uploads' safety: attachments table).
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: APPLICATION_KINDS }).notNull(),
    // The programme's key (@schaufenster/contract PARTNER_PROGRAMMES) or the job's key.
    target: text('target').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    website: text('website'),
    message: text('message').notNull(),
    attachmentId: uuid('attachment_id')
      .unique()
      .references(() => attachments.id),
    locale: text('locale', { enum: ['de', 'en'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('applications_kind_check', sql`${table.kind} in ('partner', 'job')`),
    index('applications_created_idx').on(table.createdAt),
  ],
)
