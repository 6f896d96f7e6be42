import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { customers } from './schema-orders'

// Forms, e-mail and support. Every business record is written in one transaction with
// the outbox rows of its e-mails, so nothing a visitor sends depends on the mail server.

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased: one subscription per address, however it was typed.
    email: text('email').notNull().unique(),
    locale: text('locale', { enum: ['de', 'en'] }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    confirmToken: text('confirm_token').notNull().unique(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    // Proof of consent (double opt-in): when it was asked for and confirmed, which consent
    // text the visitor saw, and on which page.
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    consentTextVersion: text('consent_text_version').notNull(),
    sourcePage: text('source_page'),
    // The confirmation itself, taken from the POST of the confirmation page's button (never
    // from opening the mailed link, which mail scanners do): the visitor's address and
    // browser, and the version of the text they confirmed. Null until confirmed.
    confirmedIp: text('confirmed_ip'),
    confirmedUserAgent: text('confirmed_user_agent'),
    confirmationTextVersion: text('confirmation_text_version'),
  },
  (table) => [
    check(
      'newsletter_subscriptions_status_check',
      sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
)

// Uploaded files live on disk under a generated name; this row is all that links them
// to a ticket. The original name is kept only to show it to support staff.
export const attachments = pgTable('attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  storedName: text('stored_name').notNull().unique(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Who uploaded it, for the per-address upload quota (issue 18); cleared by the sweep once
  // the quota window has passed, so addresses are not kept with tickets.
  uploaderIp: text('uploader_ip'),
})

export const supportTickets = pgTable(
  'support_tickets',
  {
    // The visible ticket number derives from this sequence.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    topic: text('topic').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    customerReference: text('customer_reference'),
    message: text('message').notNull(),
    premiumSupport: boolean('premium_support').notNull().default(false),
    operatingSystem: text('operating_system').notNull(),
    version: text('version').notNull(),
    productId: integer('product_id').notNull(),
    articleId: text('article_id'),
    attachmentId: uuid('attachment_id')
      .unique()
      .references(() => attachments.id),
    locale: text('locale', { enum: ['de', 'en'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The account the ticket belongs to: filed while logged in, or claimed by the holder of
    // its address. Null for a guest ticket, which never shows in an account until claimed.
    customerId: integer('customer_id').references(() => customers.id),
    // SHA-256 of the claim link mailed to the account holder of the address; cleared on claim.
    claimTokenHash: text('claim_token_hash').unique(),
  },
  (table) => [
    index('support_tickets_email_idx').on(table.email),
    index('support_tickets_customer_idx').on(table.customerId),
  ],
)

/** Missing program, missing activation code and press contact requests. */
export const contactRequests = pgTable('contact_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['missing-program', 'missing-code', 'press-contact'] }).notNull(),
  email: text('email').notNull(),
  locale: text('locale', { enum: ['de', 'en'] }).notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const articleRatings = pgTable('article_ratings', {
  id: uuid('id').primaryKey().defaultRandom(),
  articleId: text('article_id').notNull(),
  helpful: boolean('helpful').notNull(),
  locale: text('locale', { enum: ['de', 'en'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Activation codes customers own; the missing-code form mails them. */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    productId: integer('product_id').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activation_codes_email_idx').on(table.email)],
)

/** Program activations requested by the desktop programs, confirmed by e-mail. */
export const activations = pgTable('activations', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  productId: integer('product_id').notNull(),
  locale: text('locale', { enum: ['de', 'en'] }).notNull(),
  token: text('token').notNull().unique(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
})

/** An upload attached to a queued mail: the stored file under ATTACHMENT_DIR and its name. */
export interface UploadAttachmentRef {
  storedName: string
  fileName: string
  contentType: string
}

/** An invoice attached to the order mail: its stored PDF, read when the mail is sent. */
export interface InvoiceAttachmentRef {
  invoiceId: string
  fileName: string
  contentType: 'application/pdf'
}

export type MailAttachmentRef = UploadAttachmentRef | InvoiceAttachmentRef

/**
 * E-mails waiting to be sent. A worker claims rows (lease in `locked_until`), sends, and
 * sets `sent_at` only after the mail server accepted the message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    locale: text('locale', { enum: ['de', 'en'] }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    // Staff mails (issue 19 §7): the sender of the request, so staff answer them directly,
    // and the request's uploads, attached from ATTACHMENT_DIR when the mail is sent.
    replyTo: text('reply_to'),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
)

export type MailOutboxRow = typeof mailOutbox.$inferSelect
