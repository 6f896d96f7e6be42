// Apart from the schema (./billing), so a form can name its fields without zod in its page's
// first load (issue 22).

/** The fields of a billing address, in the order the forms show them. */
export const BILLING_FIELDS = [
  'country',
  'name',
  'company',
  'vatId',
  'street',
  'postalCode',
  'city',
] as const
