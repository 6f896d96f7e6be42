import { isVatIdOfCountry, type EU_COUNTRIES } from '@schaufenster/validation'

// Which VAT an order bears (docs/decisions/0023-billing-address-and-reverse-charge.md). The
// shop sells digital goods from Germany, priced gross; the rate is taken out of the gross:
//   - a buyer in Germany pays German VAT, company or not (a domestic sale is never reverse
//     charge);
//   - a consumer elsewhere in the EU pays the VAT of their country (one-stop shop, § 3a (5) UStG);
//   - a business elsewhere in the EU that gives a VAT id of its country owes the VAT itself
//     (reverse charge, § 13b UStG / Art. 196 VAT directive): rate 0, net = gross;
//   - outside the EU no VAT is charged (the export of a service).
// The VAT id's form is checked here (validation); whether it is issued is not (no VIES call).

type EuCountry = (typeof EU_COUNTRIES)[number]

/** Standard VAT rates of the EU member states in percent (as of 2026). */
export const EU_VAT_RATES: Record<EuCountry, number> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
}

/** The seller's country: the shop's default country and where its VAT is owed. */
export const DEFAULT_COUNTRY = 'DE'

function isEuCountry(country: string): country is EuCountry {
  return Object.hasOwn(EU_VAT_RATES, country)
}

/** The VAT rate a consumer in this country pays (ISO 3166-1 alpha-2, upper case). */
export function vatRateFor(country: string): number {
  return isEuCountry(country) ? EU_VAT_RATES[country] : 0
}

export type VatTreatmentKind = 'domestic' | 'eu-consumer' | 'reverse-charge' | 'outside-eu'

export interface VatTreatment {
  kind: VatTreatmentKind
  /** The rate taken out of the gross prices, in percent (0 for reverse charge and export). */
  ratePercent: number
  /** The buyer owes the VAT: the invoice says so and shows none. */
  reverseCharge: boolean
}

export interface VatBuyer {
  /** Billing country, ISO 3166-1 alpha-2, upper case. */
  country: string
  /** The VAT id as normalized by @schaufenster/validation (normalizeVatId), if any. */
  vatId?: string | null
}

/** The VAT an order of this buyer bears. */
export function vatTreatment(buyer: VatBuyer): VatTreatment {
  const { country, vatId } = buyer
  if (!isEuCountry(country)) return { kind: 'outside-eu', ratePercent: 0, reverseCharge: false }
  if (country === DEFAULT_COUNTRY) {
    return { kind: 'domestic', ratePercent: vatRateFor(country), reverseCharge: false }
  }
  if (vatId && isVatIdOfCountry(vatId, country)) {
    return { kind: 'reverse-charge', ratePercent: 0, reverseCharge: true }
  }
  return { kind: 'eu-consumer', ratePercent: vatRateFor(country), reverseCharge: false }
}
