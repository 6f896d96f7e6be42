import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'

// Cart, checkout, orders and licences. Amounts are integer minor units, gross (tax
// included) unless the column says tax.

export const COUPON_KINDS = ['percent', 'fixed'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]

export const coupons = pgTable(
  'coupons',
  {
    // Stored upper-cased; codes are entered in any case.
    code: text('code').primaryKey(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    percent: integer('percent'),
    // A fixed coupon's amount per currency, e.g. { EUR: 1000, USD: 1100 }.
    amounts: jsonb('amounts').$type<Partial<Record<string, number>>>(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    // Counted up in the order's transaction, never by putting a coupon into a cart.
    usedCount: integer('used_count').notNull().default(0),
    // The subtotal (gross, before the coupon) a cart needs, per currency like `amounts`,
    // e.g. { EUR: 2000, USD: 2200 }. Null: no minimum. A coupon with minimums applies only
    // in the currencies they name, as a fixed coupon applies only in those of its amounts.
    minimumAmounts: jsonb('minimum_amounts').$type<Partial<Record<string, number>>>(),
    // Orders per customer (e-mail address) that may use it; null: no limit per customer.
    perCustomerLimit: integer('per_customer_limit'),
  },
  (table) => [
    check('coupons_kind_check', sql`${table.kind} in ('percent', 'fixed')`),
    check(
      'coupons_per_customer_limit_check',
      sql`${table.perCustomerLimit} is null or ${table.perCustomerLimit} >= 1`,
    ),
    check(
      'coupons_percent_check',
      sql`${table.kind} <> 'percent' or ${table.percent} between 1 and 100`,
    ),
    check('coupons_used_count_check', sql`${table.usedCount} >= 0`),
  ],
)

// Uses of a coupon with a per-customer limit, per address: counted up in the order's
// transaction by one upsert that stops at the limit, so concurrent orders of one address
// (on any hub instance) cannot both pass it. The address is kept only as a SHA-256 hash: the
// row must outlive an account's deletion (or the limit would reset) without naming anyone.
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code, { onDelete: 'cascade' }),
    emailHash: text('email_hash').notNull(),
    usedCount: integer('used_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.couponCode, table.emailHash] }),
    check('coupon_redemptions_used_count_check', sql`${table.usedCount} >= 1`),
  ],
)

// Personal coupons (issue 19 §8): a coupon that only the owner of one address may redeem,
// e.g. the newsletter's welcome voucher. The owner is the SHA-256 of the address's mailbox
// (like coupon_redemptions); (purpose, owner) is unique, so an address gets one voucher of a
// kind ever, even after unsubscribing and subscribing again.
export const personalCoupons = pgTable(
  'personal_coupons',
  {
    couponCode: text('coupon_code')
      .primaryKey()
      .references(() => coupons.code, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    ownerHash: text('owner_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('personal_coupons_purpose_owner').on(table.purpose, table.ownerHash)],
)

export const customers = pgTable('customers', {
  // The customer number is this id; the identity starts high so numbers look alike.
  id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1000001 }),
  // Stored lower-cased: one customer per address.
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Customer accounts (issue 8). `scrypt$N$r$p$salt$hash`; null until the customer sets
  // a password through an e-mailed link or a confirmed registration.
  passwordHash: text('password_hash'),
  // Set when a link mailed to the address was followed; login needs it.
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  // Language of account e-mails: the registration's or the first order's.
  locale: text('locale', { enum: ['de', 'en'] })
    .notNull()
    .default('de'),
  // A deleted account stays as an anonymised row because kept orders refer to it.
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
})

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // `<12 random digits>-<0|1>` (older orders: `<customer number>-<n>`). The suffix is the
    // §4 new/return bit for the affiliate network; the number reveals no id and no count.
    orderNumber: text('order_number').notNull().unique(),
    // The account the order belongs to. Null for a guest order placed with the address of an
    // existing customer record: it joins that account only when its holder claims it.
    customerId: integer('customer_id').references(() => customers.id),
    // How many orders the address (or the logged-in account) had placed before; 0 = new (§4).
    sequence: integer('sequence').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    company: text('company'),
    vatId: text('vat_id'),
    // The billing address (issue 23, decision 0023): `name`, `company`, `country` and `vat_id`
    // above are its name, company, country and VAT id. Null only for orders placed before the
    // checkout asked for it.
    billingStreet: text('billing_street'),
    billingPostalCode: text('billing_postal_code'),
    billingCity: text('billing_city'),
    // A business in another EU state with a VAT id of that state owes the VAT itself: the
    // order bears none (tax_vat_percentage 0) and the invoice says so.
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    locale: text('locale', { enum: ['de', 'en'] }).notNull(),
    currency: text('currency').notNull(),
    taxVatPercentage: doublePrecision('tax_vat_percentage').notNull(),
    totalGross: integer('total_gross').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    // The §9 conversion amount: Σ (unit price − unit tax) × qty of the items, before any
    // coupon. Orders never change once placed, so it is kept here for the analysts' figures.
    netAmount: integer('net_amount').notNull(),
    // Licences in the order (Σ qty of its items), kept for the analysts' figures so a year of
    // them sums from the orders' index instead of joining every line.
    itemCount: integer('item_count').notNull().default(0),
    couponCode: text('coupon_code'),
    couponDiscount: integer('coupon_discount'),
    // The coupon discount net of its tax share (§9), as the pricing module figured it when the
    // order was placed; 0 without a coupon. The analysts' figures sum it instead of
    // recomputing the tax formula in SQL.
    couponDiscountNet: integer('coupon_discount_net').notNull().default(0),
    subscriptionPeriod: text('subscription_period'),
    cjEvent: text('cj_event'),
    paymentProvider: text('payment_provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    // Hosted payment (issue 23, decision 0022): an order is placed `pending` with its payment
    // session and becomes `paid` (licences, mail, invoice) or `failed` by one conditional
    // UPDATE (hub/src/orders/paid.ts). Orders from before hosted payment were paid at once.
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('paid'),
    // The provider's checkout session (Stripe `cs_…`) and its hosted page.
    paymentSessionId: text('payment_session_id').unique(),
    paymentUrl: text('payment_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // Only a hash: the token itself is a password for reading the order.
    accessTokenHash: text('access_token_hash').notNull(),
    // SHA-256 of the claim link mailed for an unclaimed guest order; cleared when claimed.
    claimTokenHash: text('claim_token_hash').unique(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    withdrawalWaivedAt: timestamp('withdrawal_waived_at', { withTimezone: true }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId),
    index('orders_email_idx').on(table.email),
    // The analysts' range scans; migration 0010 makes it covering (INCLUDE the summed columns).
    index('orders_placed_at_idx').on(table.placedAt),
    check(
      'orders_payment_status_check',
      sql`${table.paymentStatus} in ('pending', 'paid', 'failed')`,
    ),
  ],
)

export interface OrderItemModification {
  id: number
  key: string
  amount: number
}

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    // The name in the order's language (mails, analysts); `names` holds it in both languages
    // for pages in the other one. Null only for lines ordered before names were kept.
    name: text('name').notNull(),
    names: jsonb('names').$type<{ de: string; en: string }>(),
    qty: integer('qty').notNull(),
    unitPriceGross: integer('unit_price_gross').notNull(),
    unitTax: integer('unit_tax').notNull(),
    offerPriceGross: integer('offer_price_gross'),
    // The offer (strike) price net of tax (§9), by the pricing module when the order was
    // placed; null when the line had no offer price.
    offerPriceNet: integer('offer_price_net'),
    offerProduct: boolean('offer_product').notNull(),
    // The active modifications that are part of the unit price.
    modifications: jsonb('modifications').$type<OrderItemModification[]>().notNull(),
  },
  (table) => [
    unique('order_items_order_position').on(table.orderId, table.position),
    check('order_items_qty_check', sql`${table.qty} between 1 and 99`),
  ],
)

export const licences = pgTable('licences', {
  key: text('key').primaryKey(),
  // The id the account area names a licence by; the key itself never goes into a URL.
  id: uuid('id').notNull().unique().defaultRandom(),
  orderItemId: integer('order_item_id')
    .notNull()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

// One row per Idempotency-Key of POST /v1/orders, inserted in the order's transaction:
// the primary key makes a concurrent duplicate wait for the first and then find its order.
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  // The access token answered to the first request, so a retry gets the same answer.
  accessToken: text('access_token'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

// The payment provider's webhook events already handled (decision 0022): a retried delivery
// finds its id here and changes nothing.
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

// The embedded test provider's checkout sessions (hub/src/payments/test-provider/): kept in
// the database so every hub of a cluster serves the hosted test page of any session.
export const testPaymentSessions = pgTable('test_payment_sessions', {
  id: text('id').primaryKey(),
  // The session as the Stripe API answers it (the fields the shop reads).
  session: jsonb('session').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type CustomerRow = typeof customers.$inferSelect
export type CouponRow = typeof coupons.$inferSelect
export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect

// Server-side conversion reports to the affiliate network (spec §4), written in the order's
// transaction. The order id is the key: an order is reported at most once.
export const conversionPostbacks = pgTable(
  'conversion_postbacks',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    lastStatus: integer('last_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the last attempt's outcome was recorded (analysts see it, issue 20).
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // Set when the report was given up: the network refused it for good (a 4xx other than
    // 408/425/429), or the last allowed attempt failed too.
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (table) => [
    index('conversion_postbacks_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.rejectedAt} is null`),
  ],
)
