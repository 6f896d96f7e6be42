import { expect, test } from './fixtures'
import { appReady } from './waits'

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  for (const path of ['/', '/windows', '/windows/grafik/foto-studio-pro', '/kontakt', '/en/cart']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path)
      await appReady(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      )
    })
  }

  test('the header folds its navigation into a menu', async ({ page }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Menü' })
    const windows = page.locator('#nav-bar').getByRole('link', { name: 'Windows' })
    await expect(windows).toBeHidden()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(windows).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Programme durchsuchen' })).toBeVisible()
    await windows.click()
    await expect(page).toHaveURL(/\/windows$/)
    await expect(windows).toBeHidden()
  })
})
