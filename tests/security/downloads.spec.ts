import { expect, test } from '../e2e/fixtures'
import { uniqueAddress } from '../e2e/mail'
import { addProductToCart, fillCheckout, payOnHostedPage } from '../e2e/shop'

// Issue 18 §2 against the production stack: the full version of a paid program is not there
// for the asking. A visitor who asks for its file or its download page sees the localized
// 403 page (German and English) and never the file; a buyer's confirmation link downloads it.

const FULL_FILE = '/downloads/photo-studio-pro-full-windows.exe'
const FULL_PAGE = '/download?product=photo-studio-pro&version=full'
const FULL_BYTES_START = 'MZ'

test.describe('paid downloads', () => {
  // The browser reports the refused page's status as a failed resource; that is the point.
  test.use({ expectedConsoleErrors: [/status of 403/] })

  test('the full version file and download page are a German 403 page, not the file', async ({
    page,
  }) => {
    for (const url of [FULL_FILE, FULL_PAGE]) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(403)
      expect(response?.headers()['content-type'], url).toContain('text/html')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download nicht möglich')
      await expect(page.getByTestId('download-refused')).toContainText('Lizenz')
      await expect(page.getByRole('link', { name: /Kundenkonto an/ })).toHaveAttribute(
        'href',
        '/konto',
      )
      await expect(page.getByRole('link', { name: /per E-Mail an/ })).toBeVisible()
    }
  })

  test('the English addresses give the English 403 page', async ({ page }) => {
    for (const url of [`/en${FULL_FILE}`, `/en${FULL_PAGE}`]) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(403)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download not available')
      await expect(
        page.getByRole('link', { name: /Log in to your customer account/ }),
      ).toBeVisible()
    }
  })

  test('an altered link is refused with the 403 page, and no request yields the file', async ({
    page,
    request,
  }) => {
    const forged = `${FULL_FILE}?licence=00000000-0000-4000-8000-000000000000&expires=9999999999&signature=${'A'.repeat(43)}`
    const response = await page.goto(forged)
    expect(response?.status()).toBe(403)
    await expect(page.getByTestId('download-refused')).toHaveAttribute('data-reason', 'invalid')
    // Whatever a script or download manager asks (the whole file, a range), no file comes.
    for (const headers of [{}, { range: 'bytes=0-1' }] as Record<string, string>[]) {
      const answer = await request.get(FULL_FILE, { headers, maxRedirects: 0 })
      expect(answer.status()).toBe(303)
      expect((await answer.body()).toString('latin1').startsWith(FULL_BYTES_START)).toBe(false)
    }
    // Trial versions stay public.
    const trial = await request.get('/downloads/photo-studio-pro-trial-windows.exe')
    expect(trial.status()).toBe(200)
  })

  test("after buying, the confirmation's link downloads the full version", async ({ page }) => {
    await addProductToCart(page)
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await expect(page).toHaveURL(/\/kasse$/)
    await fillCheckout(page, uniqueAddress('full-version'))
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page)
    await expect(page).toHaveURL(/\/bestellbestaetigung\?order=[\w-]+$/)
    const link = page
      .getByTestId('full-version-download')
      .filter({ hasText: 'photo-studio-pro-full-windows.exe' })
    await expect(link).toHaveAttribute(
      'href',
      /^\/downloads\/photo-studio-pro-full-windows\.exe\?licence=[\w-]+&expires=\d+&signature=[\w-]{43}$/,
    )
    const downloading = page.waitForEvent('download')
    await link.click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('photo-studio-pro-full-windows.exe')
    const path = await download.path()
    const { readFile } = await import('node:fs/promises')
    const bytes = await readFile(path)
    expect(bytes.subarray(0, 2).toString('latin1')).toBe(FULL_BYTES_START)
    expect(bytes.toString('latin1')).toContain('Version: full')
  })
})
