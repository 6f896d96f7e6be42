import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAYMENT_METHODS } from '@schaufenster/contract'
import { describe, expect, it } from 'vitest'
import { Imprint } from '../../../../web/src/components/Legal/Imprint'
import { PrivacyPolicy } from '../../../../web/src/components/Legal/PrivacyPolicy'
import { Terms } from '../../../../web/src/components/Legal/Terms'
import { Withdrawal } from '../../../../web/src/components/Legal/Withdrawal'
import { STORAGE_ENTRIES, THIRD_PARTY_ENTRIES } from '../../../../web/src/consent/registry'
import { CONFIGURED_COMPANY, renderLegal } from './render-legal'

// Impressum, privacy policy, AGB and withdrawal policy as the storefront renders them from
// their props: the seller's configured details, the consent registry and PAYMENT_METHODS.

const company = CONFIGURED_COMPANY
const legalTexts = (locale: string) =>
  JSON.parse(
    readFileSync(
      join(
        import.meta.dirname,
        '..',
        '..',
        '..',
        '..',
        'web',
        'public',
        'locales',
        locale,
        'legal.json',
      ),
      'utf8',
    ),
  ) as {
    paymentMethods: Record<string, string>
    privacy: { storage: Record<string, string>; parties: Record<string, Record<string, string>> }
  }

describe.each(['de', 'en'] as const)('legal pages in %s', (locale) => {
  it('Impressum: every § 5 DDG detail from the configuration', () => {
    const { text } = renderLegal(<Imprint company={company} />, locale)
    for (const part of [
      company.name,
      company.street,
      `${company.postalCode} ${company.city}`,
      locale === 'de' ? 'Deutschland' : 'Germany',
      'Jana Beispiel, Olaf Probe',
      company.registerCourt,
      company.registerNumber,
      company.vatId,
      company.taxNumber!,
      company.email,
      company.phone,
      '§ 5 DDG',
      'MStV',
    ]) {
      expect(text).toContain(part)
    }
    if (locale === 'de') {
      for (const part of ['Geschäftsführer', 'Registergericht', 'Umsatzsteuer']) {
        expect(text).toContain(part)
      }
    }
    expect(text).not.toContain('MISSING(')
    expect(text).not.toContain('HRB 00000')
    expect(text).not.toMatch(/fiktiv|fictional/i)
  })

  it('says so while the seller is the fictional default', () => {
    const { text } = renderLegal(<Imprint company={{ ...company, fictional: true }} />, locale)
    expect(text).toMatch(locale === 'de' ? /fiktive Beispieldaten/ : /fictional sample data/)
  })

  it('does not escape company details twice', () => {
    const { text } = renderLegal(
      <Terms company={{ ...company, name: 'Müller & Söhne GmbH' }} />,
      locale,
    )
    expect(text).toContain('Müller & Söhne GmbH')
    expect(text).not.toContain('&amp;amp;')
  })

  it('privacy policy: every cookie, storage key and third party of the consent registry', () => {
    const { html, text } = renderLegal(<PrivacyPolicy company={company} />, locale)
    const texts = legalTexts(locale)
    for (const entry of STORAGE_ENTRIES) {
      expect(html).toContain(`data-name="${entry.name}"`)
      expect(text).toContain(entry.name)
      expect(text).toContain(texts.privacy.storage[entry.id]!)
    }
    for (const party of THIRD_PARTY_ENTRIES) {
      for (const field of ['name', 'provider', 'purpose', 'retention']) {
        expect(text).toContain(texts.privacy.parties[party.id]![field]!)
      }
    }
    for (const basis of ['lit. a', 'lit. b', 'lit. f']) {
      expect(text).toContain(locale === 'de' ? basis : basis.replace('lit. ', '(').concat(')'))
    }
    expect(text).toContain('§ 25')
    expect(text).toContain(company.name)
    expect(text).toContain(company.street)
    expect(text).not.toContain('MISSING(')
  })

  it('AGB: licence, devices, subscriptions and exactly the payment methods offered', () => {
    const { html, text } = renderLegal(<Terms company={company} />, locale)
    const labels = legalTexts(locale).paymentMethods
    for (const method of PAYMENT_METHODS) {
      expect(labels[method], method).toBeDefined()
      expect(text).toContain(labels[method]!)
      expect(html).toContain(`data-method="${method}"`)
    }
    // Labels of methods that are not offered must not appear.
    for (const [method, label] of Object.entries(labels)) {
      if (!(PAYMENT_METHODS as readonly string[]).includes(method))
        expect(text).not.toContain(label)
    }
    expect(text).not.toMatch(/PayPal/)
    expect(text).not.toMatch(/Kreditkarte, PayPal oder Rechnung|credit card, PayPal or invoice/i)
    expect(text).toContain(company.name)
    expect(html).toContain(locale === 'de' ? 'href="/widerruf"' : 'href="/withdrawal"')
    const expected =
      locale === 'de'
        ? [
            'Lizenzumfang',
            'Anzahl der Geräte',
            'Abonnements',
            'Kündigung',
            'Download',
            '§ 356 Abs. 5 BGB',
          ]
        : [
            'Scope of the licence',
            'Number of devices',
            'Subscriptions',
            'cancellation',
            'download',
            '§ 356 (5) BGB',
          ]
    for (const part of expected) expect(text).toContain(part)
    expect(text).not.toContain('MISSING(')
  })

  it('Widerrufsbelehrung: model text for digital content and the model form, to the seller', () => {
    const { html, text } = renderLegal(<Withdrawal company={company} />, locale)
    expect(html).toContain('data-testid="withdrawal-form"')
    const parts =
      locale === 'de'
        ? [
            'binnen vierzehn Tagen ohne Angabe von Gründen',
            'ab dem Tag des Vertragsabschlusses',
            'Folgen des Widerrufs',
            '§ 356 Abs. 5 BGB',
            '§ 312f BGB',
            'Muster-Widerrufsformular',
            'Hiermit widerrufe(n) ich/wir (*)',
            'Unterschrift des/der Verbraucher(s)',
            '(*) Unzutreffendes streichen.',
          ]
        : [
            'within fourteen days without giving any reason',
            'from the day of the conclusion of the contract',
            'Effects of withdrawal',
            '§ 356 (5) BGB',
            'Model withdrawal form',
            'I/We (*) hereby give notice',
            'Signature of consumer(s)',
            '(*) Delete as appropriate.',
          ]
    for (const part of parts) expect(text).toContain(part)
    for (const part of [company.name, company.street, company.email, company.phone]) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain('MISSING(')
  })
})
