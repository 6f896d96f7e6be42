// Countries the shop sells to, shared by the checkout, the account's billing address and
// the VAT rules.

/** The 27 member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const

/** Countries a buyer may choose at checkout: the EU and the markets we sell to outside it. */
export const CHECKOUT_COUNTRIES = [
  ...EU_COUNTRIES,
  'CH',
  'LI',
  'NO',
  'IS',
  'GB',
  'US',
  'CA',
  'AU',
  'NZ',
  'JP',
] as const

export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number]
