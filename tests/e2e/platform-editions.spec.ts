import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Issue 19, points 1 and 3: a program is one product with an edition per platform. A listing
// links to the product below the platform it lists; the product page offers that platform's
// installer first and the other platforms' clearly labelled; mobile editions link to their
// app store; a platform a program does not exist for has no page for it; the Plus edition
// the page advertises can be bought at its own price.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

// Passwort-Tresor is one of the promotion's products: its modal (another helper's test) would
// open over the page once per session, so the session has already seen it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('schaufenster.promoModalShown', '1'))
})

/** Opens a listing and follows the product card's link named `name`. */
async function openFromListing(page: Page, listing: string, name: string) {
  await page.goto(listing)
  const card = page.getByTestId('product-card').filter({ hasText: name })
  await card.getByRole('link', { name }).click()
}

/** Clicks a download link and returns the name of the file the browser receives. */
async function downloadedFileName(page: Page, link: ReturnType<Page['getByTestId']>) {
  const download = page.waitForEvent('download')
  await link.click()
  return (await download).suggestedFilename()
}

test.describe('platform editions', () => {
  test.use({ viewport: DESKTOP })

  test('/windows → Passwort-Tresor is the Windows edition with the .exe; the others are labelled', async ({
    page,
  }) => {
    await openFromListing(page, '/windows', 'Passwort-Tresor')
    await expect(page).toHaveURL(/\/windows\/sicherheit\/passwort-tresor$/)
    const primary = page.getByTestId('download-button')
    await expect(primary).toHaveText(/^Testversion herunterladen \(\.exe, .+\)$/)
    await expect(primary).toHaveAttribute('href', /platform=windows/)

    // The other platforms: the Mac's download and the phones' app stores, each named.
    const others = page.getByTestId('other-editions')
    await expect(others.locator('li[data-platform="MAC"]')).toContainText(
      /Auch für Mac:\s*Testversion herunterladen \(\.dmg, .+\)/,
    )
    await expect(others.locator('li[data-platform="IOS"]')).toContainText('Auch für iOS:')
    await expect(others.getByRole('link', { name: 'Im App Store laden' })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\/app\/password-vault\//,
    )
    await expect(others.getByRole('link', { name: 'Jetzt bei Google Play' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/,
    )
    // No raw phone installer is offered anywhere on the page.
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.filter((href) => /\.(apk|ipa)\b|platform=(android|ios)/.test(href))).toEqual([])

    expect(await downloadedFileName(page, primary)).toBe('password-vault-trial-windows.exe')
    await expect(page).toHaveURL(/\/download\?product=passwort-tresor&platform=windows$/)
  })

  test('/windows → Sicherungsmeister gives the .exe, and the Mac edition the .dmg', async ({
    page,
  }) => {
    await openFromListing(page, '/windows', 'Sicherungsmeister')
    await expect(page).toHaveURL(/\/windows\/werkzeuge\/sicherungsmeister$/)
    expect(await downloadedFileName(page, page.getByTestId('download-button'))).toBe(
      'backup-master-trial-windows.exe',
    )
    await page.goBack()
    await expect(page).toHaveURL(/\/windows\/werkzeuge\/sicherungsmeister$/)
    const mac = page.getByTestId('other-editions').locator('li[data-platform="MAC"]')
    expect(await downloadedFileName(page, mac.getByTestId('edition-download'))).toBe(
      'backup-master-trial-mac.dmg',
    )
  })

  test('/mac → Foto-Studio Pro is the Mac edition with the .dmg', async ({ page }) => {
    await openFromListing(page, '/mac', 'Foto-Studio Pro')
    await expect(page).toHaveURL(/\/mac\/grafik\/foto-studio-pro$/)
    await expect(page.getByTestId('other-editions')).toContainText(
      /Auch für Windows:\s*Testversion herunterladen \(\.exe, .+\)/,
    )
    expect(await downloadedFileName(page, page.getByTestId('download-button'))).toBe(
      'photo-studio-pro-trial-mac.dmg',
    )
  })

  test('related products link to the page platform’s edition where they have one', async ({
    page,
  }) => {
    await page.goto('/android/sicherheit/passwort-tresor')
    const related = page.locator('#more-programs').getByTestId('product-card')
    // Vokabeltrainer Französisch is an iOS app that also exists for Android: its Android page.
    await expect(
      related.filter({ hasText: 'Vokabeltrainer Französisch' }).getByRole('link'),
    ).toHaveAttribute('href', /^\/android\//)
    // Virenwächter exists for Windows only: its own platform's page.
    await expect(related.filter({ hasText: 'Virenwächter' }).getByRole('link')).toHaveAttribute(
      'href',
      /^\/windows\//,
    )
  })

  test('a program is not listed on a platform it does not exist for, and has no page there', async ({
    page,
    request,
  }) => {
    await page.goto('/windows')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(
      page.getByTestId('product-card').filter({ hasText: 'Schriftenverwaltung' }),
    ).toHaveCount(0)
    expect((await request.get('/mac/grafik/schriftenverwaltung')).status()).toBe(200)
    expect((await request.get('/windows/grafik/schriftenverwaltung')).status()).toBe(404)
    expect(
      (await request.get('/download?product=schriftenverwaltung&platform=windows')).status(),
    ).toBe(404)
    expect((await request.get('/download?product=schriftenverwaltung&platform=mac')).status()).toBe(
      200,
    )
  })

  test('the Plus edition is bought at its own price', async ({ page }) => {
    await page.goto('/windows/grafik/foto-studio-pro')
    const offer = page.getByTestId('plus-offer')
    await expect(offer.getByRole('heading', { name: 'Plus-Edition' })).toBeVisible()
    await expect(offer.getByTestId('price')).toHaveText('39,99\u00a0€')
    await offer.getByRole('button', { name: 'Plus-Edition kaufen' }).click()
    await expect(page).toHaveURL(/\/warenkorb$/)
    const item = page.getByTestId('cart-item')
    await expect(item).toHaveCount(1)
    await expect(item.getByRole('checkbox', { name: /Plus-Edition/ })).toBeChecked()
    await expect(page.getByTestId('cart-total')).toHaveText('39,99\u00a0€')
  })
})

test.describe('platform editions on a phone, in English', () => {
  test.use({ viewport: PHONE })

  test('/en/android → Password Vault offers Google Play first, never an .apk', async ({
    page,
    request,
  }) => {
    await openFromListing(page, '/en/android', 'Password Vault')
    await expect(page).toHaveURL(/\/en\/android\/security\/password-vault$/)
    const hero = page.locator('article header')
    await expect(hero.getByTestId('download-button')).toHaveCount(0)
    const store = hero.getByTestId('store-badge').first()
    await expect(store).toHaveAttribute('data-platform', 'ANDROID')
    await expect(store).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/,
    )
    await expect(store.getByRole('img', { name: 'Get it on Google Play' })).toBeVisible()
    const others = page.getByTestId('other-editions')
    await expect(others.locator('li[data-platform="IOS"]')).toContainText('Also for iOS:')
    await expect(others.getByRole('link', { name: 'Download on the App Store' })).toBeVisible()
    await expect(others.locator('li[data-platform="WINDOWS"]')).toContainText(
      /Also for Windows:\s*Download the trial \(\.exe, .+\)/,
    )
    // The badge art is the storefront's own file: no request to a third party.
    for (const badge of ['/badges/google-play.svg', '/badges/app-store.svg']) {
      const answer = await request.get(badge)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toContain('image/svg+xml')
    }
    // The download page of a mobile edition sends to the store too.
    await page.goto('/en/download?product=password-vault&platform=android')
    await expect(page.getByTestId('store-badge')).toHaveAttribute('href', /play\.google\.com/)
  })

  test('/en/mac → Photo Studio Pro downloads the Mac file at 390 px', async ({ page }) => {
    await openFromListing(page, '/en/mac', 'Photo Studio Pro')
    await expect(page).toHaveURL(/\/en\/mac\/graphics\/photo-studio-pro$/)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expect(page.getByTestId('plus-offer').getByTestId('price')).toHaveText(/^€39\.99$/)
    expect(await downloadedFileName(page, page.getByTestId('download-button'))).toBe(
      'photo-studio-pro-trial-mac.dmg',
    )
  })
})
