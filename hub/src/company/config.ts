import {
  companyConfigShape,
  companyDetailsOf,
  defineConfig,
  fictionalCompanyVariables,
  type CompanyDetails,
} from '@schaufenster/config'

// The seller's details as the hub's features use them (Impressum via GET /v1/company,
// invoices, order mails). The COMPANY_* variables are part of the hub's configuration
// (hub/src/config.ts), so a bad value stops the hub at start like any other.

const companyConfigDefinition = defineConfig('hub', companyConfigShape)

/** The company details from `env` (the fictional defaults for anything unset); ConfigError when bad. */
export function companyDetails(
  env: Readonly<Record<string, string | undefined>> = {},
): CompanyDetails {
  return companyDetailsOf(companyConfigDefinition.parse(env))
}

/**
 * The start-up warning while the seller is still the fictional default, or undefined. The hub
 * starts anyway (a fresh clone must run with `npm start`), but an operator sees before going
 * live that Impressum, invoices and mails would name a fictional company.
 */
export function fictionalCompanyWarning(
  details: CompanyDetails,
  nodeEnv: string,
): { message: string; variables: string[] } | undefined {
  const variables = fictionalCompanyVariables(details)
  if (variables.length === 0) return undefined
  const where =
    nodeEnv === 'production'
      ? 'NOT FIT FOR A REAL SHOP: Impressum, privacy policy, invoices and order mails name a fictional seller'
      : 'Impressum, privacy policy, invoices and order mails name a fictional seller'
  return {
    message: `the company details are the fictional defaults (${where}); set ${variables.join(', ')}`,
    variables,
  }
}
