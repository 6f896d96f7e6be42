import { eq } from 'drizzle-orm'
import type { BillingAddress } from '@schaufenster/validation'
import type { HubDb } from '../db/database'
import { customerBillingAddresses } from '../db/schema-billing'

// The billing address a customer keeps in the account (decision 0023): read by the account
// settings and the checkout, written by the settings or by an order whose buyer asked to
// keep the address. Always addressed by the customer id of the session, never by input.

type Reader = Pick<HubDb, 'select'>
type Writer = Pick<HubDb, 'insert'>

/** The address as the account answers it (optional fields null). */
export interface BillingAddressView {
  country: string
  name: string
  company: string | null
  vatId: string | null
  street: string
  postalCode: string
  city: string
}

export async function billingAddressOf(
  db: Reader,
  customerId: number,
): Promise<BillingAddressView | null> {
  const [row] = await db
    .select()
    .from(customerBillingAddresses)
    .where(eq(customerBillingAddresses.customerId, customerId))
  if (!row) return null
  const { country, name, company, vatId, street, postalCode, city } = row
  return { country, name, company, vatId, street, postalCode, city }
}

/** Keeps the address (already checked by billingAddressSchema) as the customer's one. */
export async function saveBillingAddress(
  db: Writer,
  customerId: number,
  address: Omit<BillingAddress, 'company' | 'vatId'> & {
    company?: string | null
    vatId?: string | null
  },
): Promise<BillingAddressView> {
  const values = {
    country: address.country,
    name: address.name,
    company: address.company ?? null,
    vatId: address.vatId ?? null,
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
  }
  await db
    .insert(customerBillingAddresses)
    .values({ customerId, ...values })
    .onConflictDoUpdate({
      target: customerBillingAddresses.customerId,
      set: { ...values, updatedAt: new Date() },
    })
  return values
}
