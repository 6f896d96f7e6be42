import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { PRESS_CONTACT } from '../../hub/src/db/seed/press-office'
import { SEED_PRESS_RELEASES } from '../../hub/src/db/seed/press-releases'
import { readZip } from '../integration/press/read-zip'
import { expect, test } from './fixtures'
import { appReady } from './waits'

// Issue 24, point 4: the press area in both languages, German on a phone and English on a
// desktop. The press page lists the releases (date, headline, lead); a release has its own
// page in each language with its date line, NewsArticle data and its program's press kit; the
// downloads page lists the kits, which download as real zip files; a named contact everywhere.

const NEWEST = [...SEED_PRESS_RELEASES].sort((a, b) =>
  b.publishedOn.localeCompare(a.publishedOn),
)[0]!

const variants = [
  {
    locale: 'de',
    width: 390,
    height: 844,
    press: '/presse',
    releases: '/presse/mitteilungen',
    otherReleases: '/en/press/releases',
    downloads: '/presse-downloads',
    contact: '/presse-kontakt',
    heading: 'Presse',
    date: '14. Oktober 2026',
    back: 'Alle Pressemitteilungen',
    kitLink: 'Pressemappe Foto-Studio Pro',
    kitFile: 'foto-studio-pro.zip',
    companyKit: 'Pressemappe Schaufenster Software (Unternehmen)',
    contactHeading: 'Ihre Ansprechpartnerin',
  },
  {
    locale: 'en',
    width: 1280,
    height: 800,
    press: '/en/press',
    releases: '/en/press/releases',
    otherReleases: '/presse/mitteilungen',
    downloads: '/en/press-downloads',
    contact: '/en/press-contact',
    heading: 'Press',
    date: 'October 14, 2026',
    back: 'All press releases',
    kitLink: 'Photo Studio Pro press kit',
    kitFile: 'photo-studio-pro.zip',
    companyKit: 'Schaufenster Software company press kit',
    contactHeading: 'Your contact',
  },
] as const

const KIT_ENTRIES = [
  'LIESMICH.txt',
  'README.txt',
  'logos/foto-studio-pro-programmsymbol.svg',
  'logos/foto-studio-pro-programmsymbol-1024.png',
  'logos/schaufenster-software-logo-1920x480.png',
  'datenblatt-foto-studio-pro.pdf',
  'fact-sheet-photo-studio-pro.pdf',
  'screenshots/de/foto-studio-pro-1.png',
  'screenshots/en/photo-studio-pro-3.png',
  'ueber-schaufenster-software.txt',
  'about-schaufenster-software.txt',
]

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
}

for (const variant of variants) {
  const { locale, width, height } = variant
  const title = NEWEST.title[locale]
  const slug = NEWEST.slugs[locale]

  test.describe(`press area (${locale}, ${width}px)`, () => {
    test.use({ viewport: { width, height }, locale: locale === 'de' ? 'de-DE' : 'en-US' })

    test('lists the releases, opens one with its date and kit, and goes back', async ({ page }) => {
      await page.goto(variant.press)
      await appReady(page)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('[data-layout="press"]')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant.heading)
      const items = page.getByTestId('press-release')
      await expect(items).toHaveCount(SEED_PRESS_RELEASES.length)
      const first = items.first()
      await expect(first.locator('time')).toHaveText(variant.date)
      await expect(first.locator('time')).toHaveAttribute('datetime', NEWEST.publishedOn)
      await expect(first).toContainText(NEWEST.lead[locale])
      await expect(page.getByText(PRESS_CONTACT.name)).toBeVisible()
      await fitsTheScreen(page, width)

      // List → release.
      await first.getByRole('link', { name: title }).click()
      await expect(page).toHaveURL(new RegExp(`${variant.releases}/${slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('article header time')).toHaveText(variant.date)
      for (const paragraph of NEWEST.body[locale]) {
        await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
      }
      await expect(page.locator(`a[href="/press-kits/${variant.kitFile}"]`)).toBeVisible()
      await fitsTheScreen(page, width)

      // Structured data, and the language switch to the release's slug in the other language.
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const article = jsonLd
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((item) => item['@type'] === 'NewsArticle')
      expect(article).toMatchObject({
        headline: title,
        datePublished: NEWEST.publishedOn,
        inLanguage: locale === 'de' ? 'de-DE' : 'en-US',
      })
      const other = locale === 'de' ? 'en' : 'de'
      const switchHref = await page
        .locator(`a[hreflang="${other}"][href^="/api/locale"]`)
        .getAttribute('href')
      expect(new URLSearchParams(switchHref!.split('?')[1]).get('path')).toBe(
        `${variant.otherReleases}/${NEWEST.slugs[other]}`,
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${variant.releases}/${slug}$`),
      )

      // Release → list, by its link, and back to the release with the browser.
      await page.getByRole('link', { name: variant.back }).click()
      await expect(page).toHaveURL(new RegExp(`${variant.press}$`))
      await expect(page.getByTestId('press-release')).toHaveCount(SEED_PRESS_RELEASES.length)
      await page.goBack()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    })

    test('answers an unknown release with a real 404', async ({ request }) => {
      const response = await request.get(`${variant.releases}/gibt-es-nicht`)
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain(`<html lang="${locale}"`)
    })

    test('lists the press kits, and a kit downloads as a zip with the expected entries', async ({
      page,
    }) => {
      // A kit is drawn on its first request (some seconds), then kept.
      test.setTimeout(120_000)
      await page.goto(variant.downloads)
      await appReady(page)
      await expect(page.locator('[data-layout="press"]')).toHaveCount(1)
      await expect(page.getByRole('link', { name: variant.companyKit })).toHaveAttribute(
        'href',
        locale === 'de' ? '/press-kits/unternehmen.zip' : '/press-kits/company.zip',
      )
      expect(
        await page.getByTestId('program-press-kits').getByRole('link').count(),
      ).toBeGreaterThanOrEqual(40)
      await expect(page.getByText('2560 × 1600').first()).toBeVisible()
      await expect(page.getByRole('heading', { name: variant.contactHeading })).toBeVisible()
      await expect(page.getByText(PRESS_CONTACT.name)).toBeVisible()
      await expect(page.getByRole('link', { name: 'PC Kompass' })).toBeVisible()
      await fitsTheScreen(page, width)

      const downloading = page.waitForEvent('download')
      await page.getByRole('link', { name: variant.kitLink }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toBe(variant.kitFile)
      const archive = await readFile((await download.path())!)
      const names = readZip(archive).map((entry) => entry.name)
      expect(names).toEqual(expect.arrayContaining(KIT_ENTRIES))
      expect(names.filter((name) => name.startsWith('screenshots/'))).toHaveLength(6)
    })

    test('the press contact page names the contact person', async ({ page }) => {
      await page.goto(variant.contact)
      await appReady(page)
      await expect(page.getByRole('heading', { name: variant.contactHeading })).toBeVisible()
      await expect(page.getByText(PRESS_CONTACT.name)).toBeVisible()
      await expect(page.getByText(PRESS_CONTACT.role[locale])).toBeVisible()
      await expect(page.getByRole('link', { name: PRESS_CONTACT.email })).toHaveAttribute(
        'href',
        `mailto:${PRESS_CONTACT.email}`,
      )
      await fitsTheScreen(page, width)
    })

    test('has no serious accessibility violations on the press pages', async ({ page }) => {
      for (const path of [variant.press, `${variant.releases}/${slug}`, variant.downloads]) {
        await page.goto(path)
        await appReady(page)
        expect(await seriousViolations(page), path).toEqual([])
      }
    })
  })
}
