import type { BillingAddress_AddressFragment } from '../../__generated__/graphql'

/** A kept billing address as form values (empty fields as empty strings, never null). */
export function billingFormValues(
  address: BillingAddress_AddressFragment | null | undefined,
  fallbackCountry: string,
) {
  return {
    country: address?.country ?? fallbackCountry,
    name: address?.name ?? '',
    company: address?.company ?? '',
    vatId: address?.vatId ?? '',
    street: address?.street ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
  }
}
