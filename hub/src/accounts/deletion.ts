import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { eq, inArray, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { reviews } from '../db/catalog-schema'
import type { HubDb } from '../db/database'
import { accountTokens, customerSessions } from '../db/schema-accounts'
import { customerBillingAddresses } from '../db/schema-billing'
import {
  activationCodes,
  activations,
  attachments,
  contactRequests,
  mailOutbox,
  newsletterSubscriptions,
  supportTickets,
} from '../db/schema-forms'
import { customers, idempotencyKeys, orders, type CustomerRow } from '../db/schema-orders'
import { hashToken } from './tokens'

// Deleting an account (Art. 17 GDPR). What tax law makes us keep stays, anonymised as far
// as the law allows; everything else about the person goes. The README's privacy section
// lists what is kept and why.
//
// Kept for 10 years (§ 147 AO, § 14b UStG; invoices need the buyer's name and address,
// § 14 (4) UStG): the orders with number, date, name, country, company, VAT id, lines,
// amounts, tax, coupon, payment reference and licence keys. The customer row stays as an
// anonymous stub because those orders refer to it.
// Removed: e-mail address and name of the account, password, sessions, e-mailed links,
// newsletter subscription, support tickets and their attachments, help and press requests,
// activation requests and codes, queued and sent e-mails to the address, the affiliate click
// id and the access links of the orders; the name on the customer's reviews is replaced.

export const ANONYMOUS_REVIEWER = { de: 'Ehemaliger Kunde', en: 'Former customer' } as const

/** The stub address of a deleted account: unique, and never deliverable (.invalid). */
export const deletedAddress = (customerId: number) => `deleted-${customerId}@deleted.invalid`

export async function deleteAccount(
  db: HubDb,
  customer: CustomerRow,
  attachmentDir: string,
): Promise<void> {
  const email = customer.email
  const ownedBy = (column: AnyPgColumn) => sql`lower(${column}) = ${email}`
  const storedFiles = await db.transaction(async (tx) => {
    const tickets = await tx
      .delete(supportTickets)
      .where(or(ownedBy(supportTickets.email), eq(supportTickets.customerId, customer.id)))
      .returning({ attachmentId: supportTickets.attachmentId })
    const attachmentIds = tickets.flatMap((t) => (t.attachmentId ? [t.attachmentId] : []))
    const files = attachmentIds.length
      ? await tx
          .delete(attachments)
          .where(inArray(attachments.id, attachmentIds))
          .returning({ storedName: attachments.storedName })
      : []
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
    await tx.delete(contactRequests).where(ownedBy(contactRequests.email))
    await tx.delete(activations).where(ownedBy(activations.email))
    await tx.delete(activationCodes).where(ownedBy(activationCodes.email))
    await tx.delete(mailOutbox).where(ownedBy(mailOutbox.recipient))
    await tx.delete(customerSessions).where(eq(customerSessions.customerId, customer.id))
    await tx.delete(accountTokens).where(eq(accountTokens.customerId, customer.id))
    await tx.delete(accountTokens).where(eq(accountTokens.email, email))
    // The account's saved billing address (the orders keep their own copy for the invoices).
    await tx
      .delete(customerBillingAddresses)
      .where(eq(customerBillingAddresses.customerId, customer.id))

    const customerOrders = await tx
      .update(orders)
      .set({
        // The e-mail address is no invoice field; the order's access link stops working.
        email: '',
        cjEvent: null,
        accessTokenHash: hashToken(randomBytes(32).toString('base64url')),
      })
      .where(eq(orders.customerId, customer.id))
      .returning({ id: orders.id })
    if (customerOrders.length > 0) {
      await tx
        .update(idempotencyKeys)
        .set({ accessToken: null })
        .where(
          inArray(
            idempotencyKeys.orderId,
            customerOrders.map((order) => order.id),
          ),
        )
    }
    await tx
      .update(reviews)
      .set({
        author: sql`case when ${reviews.locale} = 'en' then ${ANONYMOUS_REVIEWER.en} else ${ANONYMOUS_REVIEWER.de} end`,
      })
      .where(eq(reviews.customerId, customer.id))
    await tx
      .update(customers)
      .set({
        email: deletedAddress(customer.id),
        name: '',
        passwordHash: null,
        emailVerifiedAt: null,
        deletedAt: sql`now()`,
      })
      .where(eq(customers.id, customer.id))
    return files.map((file) => file.storedName)
  })
  // Files go after the commit: a rolled-back deletion must not lose them.
  await Promise.all(
    storedFiles.map((name) => rm(path.join(attachmentDir, path.basename(name)), { force: true })),
  )
}
