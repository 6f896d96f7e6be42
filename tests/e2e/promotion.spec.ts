import { expect, test } from './fixtures'
import { mailsTo, uniqueAddress, waitForMail, type E2eMail } from './mail'

// Issue 19, point 2: a promotion that says "free" delivers what it says. The seed starts a
// day-long promotion of Musikwerkstatt's full version when the stack starts
// (hub/src/db/seed/promotions.ts): the home countdown counts down to its end and links to the
// product, whose page shows the promotion instead of a price, and the e-mail entered in the
// modal receives a licence key and a link that downloads the full version (not the trial).

const TEXTS = {
  de: {
    home: '/',
    name: 'Musikwerkstatt',
    path: /\/musikwerkstatt$/,
    headline: '24 Stunden gratis: die Vollversion von Musikwerkstatt',
    submit: 'Vollversion gratis anfordern',
    accepted: /Vielen Dank! Wir senden den Lizenzschlüssel/,
    subject: /^Ihre kostenlose Vollversion von Musikwerkstatt$/,
    addToCart: 'In den Warenkorb',
    notNow: 'Jetzt nicht',
    invalid: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein',
  },
  en: {
    home: '/en',
    name: 'Music Workshop',
    path: /\/en\/.*\/music-workshop$/,
    headline: 'Free for 24 hours: the full version of Music Workshop',
    submit: 'Get the full version free',
    accepted: /Thank you! We are sending the licence key/,
    subject: /^Your free full version of Music Workshop$/,
    addToCart: 'Add to cart',
    notNow: 'Not now',
    invalid: 'The email address field must be a valid email',
  },
} as const

const licenceKeyIn = (mail: E2eMail) => mail.text.match(/SCHF(-[A-HJ-NP-Z2-9]{4}){4}/)?.[0]

for (const locale of ['de', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`${locale} at ${width} px: countdown → product → e-mail → licence key and full version`, async ({
      page,
    }) => {
      const texts = TEXTS[locale]
      await page.setViewportSize({ width, height: 900 })

      // Home: the countdown belongs to the running promotion and links to its product.
      await page.goto(texts.home)
      const offer = page.getByTestId('promotion-countdown')
      await expect(offer.getByRole('heading', { name: texts.headline })).toBeVisible()
      const timer = offer.getByRole('timer')
      await expect(timer).toBeVisible()
      const before = await timer.textContent()
      await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(before)
      await offer.getByTestId('offer-link').click()
      await expect(page).toHaveURL(texts.path)

      // The modal: its text names the product; its button asks for the key by e-mail.
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(texts.headline)
      await expect(dialog.getByRole('link')).toHaveCount(0)
      const email = uniqueAddress(`promo-${locale}-${width}`)
      const field = dialog.getByRole('textbox')
      await field.fill('no-address')
      await dialog.getByRole('button', { name: texts.submit }).click()
      await expect(dialog.getByText(texts.invalid)).toBeVisible()
      await field.fill(email)
      await dialog.getByRole('button', { name: texts.submit }).click()
      await expect(dialog.getByRole('status')).toHaveText(texts.accepted)
      await dialog.getByRole('button', { name: texts.notNow }).click()
      await expect(dialog).toBeHidden()

      // The page shows the promotion instead of a price: nothing to buy at a price.
      const block = page.getByTestId('promotion-offer')
      await expect(block).toBeVisible()
      await expect(block.getByRole('heading', { name: texts.headline })).toBeVisible()
      await expect(page.locator('article header').getByTestId('price')).toHaveCount(0)
      await expect(page.getByRole('button', { name: texts.addToCart })).toHaveCount(0)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)

      // The mail: a licence key and the full version's download link, which downloads it.
      const mail = await waitForMail(email, texts.subject)
      expect(licenceKeyIn(mail)).toBeDefined()
      const link = mail.text
        .match(/https?:\/\/\S+/g)
        ?.find((url) => url.includes('/downloads/music-workshop-full-'))
      expect(link, mail.text).toBeDefined()
      const url = new URL(link!)
      const file = await page.request.get(`${url.pathname}${url.search}`)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-disposition']).toMatch(
        /filename="music-workshop-full-(mac|windows)\.(dmg|exe)"/,
      )
      // The placeholder installer names what it is.
      expect((await file.body()).toString('latin1')).toContain('Version: full')

      // Asking again on the page's own promotion block re-sends the same key: one licence.
      await block.getByRole('textbox').fill(email)
      await block.getByRole('button', { name: texts.submit }).click()
      await expect(block.getByRole('status')).toHaveText(texts.accepted)
      await expect
        .poll(async () => (await mailsTo(email)).map(licenceKeyIn), { timeout: 20_000 })
        .toEqual([licenceKeyIn(mail), licenceKeyIn(mail)])
    })
  }
}
