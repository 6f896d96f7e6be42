import {
  ConfigError,
  companyConfigShape,
  companyDetailsOf,
  defineConfig,
  FICTIONAL_COMPANY,
  fictionalCompanyVariables,
  usesFictionalCompany,
} from '@schaufenster/config'
import { describe, expect, it } from 'vitest'
import { fictionalCompanyWarning } from '../../../hub/src/company/config'
import { loadHubConfig } from '../../../hub/src/config'

// Issue 23.5: the seller's details are configuration (COMPANY_*), validated at start-up with
// the hub's other variables, with clearly fictional defaults that the hub warns about.

const company = defineConfig('hub', companyConfigShape)
const load = (env: Record<string, string>) => loadHubConfig(env as NodeJS.ProcessEnv)

const REAL = {
  COMPANY_NAME: 'Beispielwerk Software AG',
  COMPANY_STREET: 'Hafenweg 7',
  COMPANY_POSTAL_CODE: '20457',
  COMPANY_CITY: 'Hamburg',
  COMPANY_COUNTRY: 'DE',
  COMPANY_REGISTER_COURT: 'Amtsgericht Hamburg',
  COMPANY_REGISTER_NUMBER: 'HRB 246810',
  COMPANY_VAT_ID: 'de 811 907 980',
  COMPANY_MANAGING_DIRECTORS: 'Jana Beispiel, Olaf Probe',
  COMPANY_EMAIL: 'kontakt@beispielwerk.example',
  COMPANY_PHONE: '+49 40 1234567',
}

function problems(env: Record<string, string>): { variable: string; message: string }[] {
  try {
    load(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return [...(error as ConfigError).problems]
  }
  throw new Error('the configuration was accepted')
}

describe('company configuration', () => {
  it('defaults to a clearly fictional seller and says which variables are still fictional', () => {
    const details = companyDetailsOf(company.parse({}))
    expect(details).toEqual({ ...FICTIONAL_COMPANY })
    expect(details.name).toContain('fiktiv')
    expect(details.registerNumber).toContain('Beispiel')
    expect(details.email.endsWith('.example')).toBe(true)
    expect(usesFictionalCompany(details)).toBe(true)
    expect(fictionalCompanyVariables(details)).toEqual(
      expect.arrayContaining(['COMPANY_NAME', 'COMPANY_VAT_ID', 'COMPANY_REGISTER_NUMBER']),
    )
  })

  it('reads a configured seller, normalizing the VAT id, and no longer counts it fictional', () => {
    const details = companyDetailsOf(load(REAL))
    expect(details).toMatchObject({
      name: 'Beispielwerk Software AG',
      vatId: 'DE811907980',
      managingDirectors: ['Jana Beispiel', 'Olaf Probe'],
      countryCode: 'DE',
    })
    expect(details.taxNumber).toBeUndefined()
    expect(fictionalCompanyVariables(details)).toEqual([])
    expect(fictionalCompanyWarning(details, 'production')).toBeUndefined()
    expect(companyDetailsOf(load({ ...REAL, COMPANY_TAX_NUMBER: '27/123/45678' })).taxNumber).toBe(
      '27/123/45678',
    )
  })

  it('still warns when only one identifying detail is left at its default', () => {
    const details = companyDetailsOf(load({ ...REAL, COMPANY_VAT_ID: FICTIONAL_COMPANY.vatId }))
    const warning = fictionalCompanyWarning(details, 'development')
    expect(warning?.variables).toEqual(['COMPANY_VAT_ID'])
    expect(warning?.message).toContain('COMPANY_VAT_ID')
    expect(fictionalCompanyWarning(details, 'production')?.message).toContain('NOT FIT')
  })

  it('refuses a bad VAT id, e-mail, country or an empty list of directors, naming each variable', () => {
    const found = problems({
      COMPANY_VAT_ID: '12345',
      COMPANY_EMAIL: 'kontakt-at-beispielwerk',
      COMPANY_COUNTRY: 'Germany',
      COMPANY_MANAGING_DIRECTORS: ' , ',
    })
    expect(found.map((problem) => problem.variable).sort()).toEqual([
      'COMPANY_COUNTRY',
      'COMPANY_EMAIL',
      'COMPANY_MANAGING_DIRECTORS',
      'COMPANY_VAT_ID',
    ])
    expect(found.find((p) => p.variable === 'COMPANY_VAT_ID')?.message).toMatch(
      /EU VAT identification number/,
    )
    expect(found.find((p) => p.variable === 'COMPANY_EMAIL')?.message).toMatch(/e-mail address/)
  })

  it('rejects VAT ids of no EU member state', () => {
    for (const vatId of ['US123456789', 'DE', 'DE 1']) {
      expect(problems({ COMPANY_VAT_ID: vatId }).map((p) => p.variable)).toEqual(['COMPANY_VAT_ID'])
    }
    expect(() => load({ COMPANY_VAT_ID: 'ATU12345678' })).not.toThrow()
    expect(() => load({ COMPANY_VAT_ID: 'EL123456789' })).not.toThrow()
  })

  it('never echoes a secret in the error that names a bad company variable', () => {
    let message = ''
    try {
      load({
        COMPANY_VAT_ID: 'nope',
        DATABASE_URL: 'mysql://admin:hunter2-secret@db.internal/shop',
      })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('COMPANY_VAT_ID')
    expect(message).toContain('DATABASE_URL')
    expect(message).not.toContain('hunter2-secret')
  })
})
