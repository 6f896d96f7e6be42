import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAYMENT_METHODS } from '@schaufenster/contract'
import type { Page } from '@playwright/test'
import { STORAGE_ENTRIES, THIRD_PARTY_ENTRIES } from '../../web/src/consent/registry'
import { expect, test } from './fixtures'
import { e2ePorts } from './ports'

// Issue 23.5: Impressum from the hub's company configuration, the privacy policy from the consent
// registry, AGB naming exactly the payment methods offered, and a Widerrufsbelehrung with the
// model form, linked from the footer of every page type; German on a phone, English on a desktop.

interface Company {
  name: string
  street: string
  postalCode: string
  city: string
  registerCourt: string
  registerNumber: string
  vatId: string
  managingDirectors: string[]
  email: string
  phone: string
}

const legal = (locale: 'de' | 'en') =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'web', 'public', 'locales', locale, 'legal.json'),
      'utf8',
    ),
  ) as {
    paymentMethods: Record<string, string>
    privacy: { parties: Record<string, { name: string }> }
    withdrawal: { form: string; formLines: string[] }
  }

/** What the running hub is configured with (its own answer, not a copy of the defaults). */
async function configuredCompany(): Promise<Company> {
  const response = await fetch(`http://127.0.0.1:${e2ePorts.hub}/v1/company`)
  expect(response.status).toBe(200)
  return (await response.json()) as Company
}

const variants = [
  { locale: 'de', width: 390, height: 844, prefix: '' },
  { locale: 'en', width: 1280, height: 800, prefix: '/en' },
] as const

const paths = {
  de: { imprint: '/impressum', privacy: '/datenschutz', terms: '/agb', withdrawal: '/widerruf' },
  en: { imprint: '/imprint', privacy: '/privacy', terms: '/terms', withdrawal: '/withdrawal' },
}

async function footerWithdrawalLink(page: Page, locale: 'de' | 'en') {
  const name = locale === 'de' ? 'Widerrufsbelehrung' : 'Withdrawal policy'
  return page.locator('footer').getByRole('link', { name, exact: true })
}

for (const { locale, width, height, prefix } of variants) {
  test.describe(`legal pages (${locale}, ${width}px)`, () => {
    test.use({ viewport: { width, height }, locale: locale === 'de' ? 'de-DE' : 'en-US' })

    test('the Impressum shows the company details the hub is configured with', async ({ page }) => {
      const company = await configuredCompany()
      await page.goto(`${prefix}${paths[locale].imprint}`)
      const article = page.locator('article')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'de' ? 'Impressum' : 'Imprint',
      )
      for (const value of [
        company.name,
        company.street,
        `${company.postalCode} ${company.city}`,
        company.managingDirectors.join(', '),
        company.registerCourt,
        company.registerNumber,
        company.vatId,
        company.phone,
        company.email,
      ]) {
        await expect(article).toContainText(value)
      }
      await expect(article.getByRole('link', { name: company.email })).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      )
      await expect(article).not.toContainText('HRB 00000')
      // The hub of the e2e stack runs with the fictional defaults: the page says so.
      await expect(page.getByTestId('fictional-company')).toBeVisible()
    })

    test('the privacy policy lists every cookie, storage key and third party of the registry', async ({
      page,
    }) => {
      await page.goto(`${prefix}${paths[locale].privacy}`)
      const texts = legal(locale)
      for (const entry of STORAGE_ENTRIES) {
        const item = page.locator(`[data-testid="privacy-storage"][data-name="${entry.name}"]`)
        await expect(item).toBeVisible()
        await expect(item.getByRole('heading', { level: 4 })).toHaveText(entry.name)
      }
      for (const party of THIRD_PARTY_ENTRIES) {
        await expect(page.locator(`[data-party="${party.id}"]`)).toContainText(
          texts.privacy.parties[party.id]!.name,
        )
      }
      await expect(page.locator('article')).toContainText('§ 25')
    })

    test('the AGB name exactly the payment methods offered and link the withdrawal policy', async ({
      page,
    }) => {
      await page.goto(`${prefix}${paths[locale].terms}`)
      const labels = legal(locale).paymentMethods
      const article = page.locator('article')
      for (const method of PAYMENT_METHODS) {
        await expect(article).toContainText(labels[method]!)
      }
      await expect(page.getByTestId('payment-methods').locator('li')).toHaveCount(
        PAYMENT_METHODS.length,
      )
      await expect(article).not.toContainText('PayPal')
      await article
        .getByRole('link', { name: locale === 'de' ? /Widerrufsbelehrung/ : /withdrawal policy/ })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix}${paths[locale].withdrawal}$`))
      await expect(page.getByTestId('withdrawal-form')).toBeVisible()
    })

    test('the withdrawal policy holds the model withdrawal form, addressed to the seller', async ({
      page,
    }) => {
      const company = await configuredCompany()
      await page.goto(`${prefix}${paths[locale].withdrawal}`)
      const texts = legal(locale).withdrawal
      const form = page.getByTestId('withdrawal-form')
      await expect(form.getByRole('heading', { name: texts.form })).toBeVisible()
      for (const line of texts.formLines) await expect(form).toContainText(line)
      await expect(form).toContainText(company.name)
      await expect(form).toContainText(company.email)
      await expect(page.locator('article')).toContainText(
        locale === 'de' ? '§ 356 Abs. 5 BGB' : '§ 356 (5) BGB',
      )
    })

    test('every page type links the withdrawal policy in its footer', async ({ page }) => {
      const pages =
        locale === 'de'
          ? [
              '/',
              '/windows',
              '/en/mac/music-video/music-workshop',
              '/ueber-uns',
              '/warenkorb',
              '/kasse',
              '/konto/anmelden',
              '/suche?q=foto',
              '/agb',
            ]
          : [
              '/en',
              '/en/windows/graphics',
              '/en/mac/music-video/music-workshop',
              '/en/about-us',
              '/en/cart',
              '/en/checkout',
              '/en/account/login',
              '/en/search?q=photo',
              '/en/privacy',
            ]
      for (const path of pages) {
        // The product page in the German run is the English one: German product URLs are
        // covered by the listing; every page type is what matters here.
        const pageLocale = path.startsWith('/en') ? 'en' : 'de'
        await page.goto(path)
        const link = await footerWithdrawalLink(page, pageLocale)
        await expect(link, path).toHaveAttribute(
          'href',
          pageLocale === 'de' ? '/widerruf' : '/en/withdrawal',
        )
      }
      const link = await footerWithdrawalLink(page, locale === 'de' ? 'de' : 'en')
      await link.click()
      await expect(page.getByTestId('withdrawal-form')).toBeVisible()
    })
  })
}
