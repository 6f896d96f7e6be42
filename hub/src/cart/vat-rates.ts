// The VAT rates live with the VAT rules in @schaufenster/pricing (vat-treatment.ts), which the
// checkout's reverse charge needs too; the cart takes the consumer's rate of its country.
export { DEFAULT_COUNTRY, EU_VAT_RATES, vatRateFor } from '@schaufenster/pricing'
