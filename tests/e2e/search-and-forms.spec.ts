import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Issue 19, point 19: search in both languages with suggestions while typing (an ARIA 1.2
// combobox), and point 6: what a person typed survives switching the contact page's help
// options and the article's "No. Create a ticket".

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

/** The listbox the combobox controls, found through aria-controls as a screen reader would. */
async function listboxOf(page: Page, combobox: Locator): Promise<Locator> {
  const id = await combobox.getAttribute('aria-controls')
  expect(id).toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

test.describe('search suggestions while typing', () => {
  test('German header search: arrow keys choose a suggestion, Enter opens the program', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const box = page.getByRole('combobox', { name: 'Programme durchsuchen' })
    await box.click()
    await box.pressSequentially('fotost', { delay: 30 })
    const list = await listboxOf(page, box)
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const first = list.getByRole('option').first()
    await expect(first).toHaveText('Foto-Studio Pro')

    // Down moves the active option (announced through aria-activedescendant), Up back.
    await box.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    const count = await list.getByRole('option').count()
    if (count > 1) {
      await box.press('ArrowDown')
      await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
      await box.press('ArrowUp')
    }
    await expect(first).toHaveAttribute('aria-selected', 'true')

    // Escape closes the list and keeps the text; the list comes back with Down.
    await box.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(list).toBeHidden()
    await expect(box).toHaveValue('fotost')
    await box.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-selected', 'true')

    await box.press('Enter')
    await expect(page).toHaveURL(/\/foto-studio-pro$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Foto-Studio Pro/)
  })

  test('English search page on a phone: a German word suggests the English program', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en/search?q=foto')
    // The results: both photo programs first, named in English, found by the German word.
    const cards = page.getByTestId('product-card')
    await expect(cards.nth(0)).toContainText(/Photo (Studio Pro|Collage)/)
    await expect(cards.nth(1)).toContainText(/Photo (Studio Pro|Collage)/)

    const box = page.getByRole('combobox', { name: 'Change search term' })
    await expect(box).toHaveValue('foto')
    await box.fill('')
    await box.pressSequentially('virenschutz', { delay: 20 })
    const list = await listboxOf(page, box)
    const option = list.getByRole('option', { name: 'Virus Guard' })
    await expect(option).toBeVisible()
    // The list stays on the screen at 390 px.
    const bounds = (await list.boundingBox())!
    expect(bounds.x).toBeGreaterThanOrEqual(0)
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(390)
    await option.click()
    await expect(page).toHaveURL(/\/en\/.*\/virus-guard$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Virus Guard/)
  })

  test('Enter without a chosen suggestion shows the ranked results', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en')
    const box = page.getByRole('combobox', { name: 'Search programs' })
    await box.fill('antivirs')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=antivirs/)
    await expect(page.getByTestId('product-card').first()).toContainText('Virus Guard')

    await page.goto('/suche?q=photo')
    await expect(page.getByTestId('product-card').first()).toContainText(
      /Foto-(Studio Pro|Collage)/,
    )
  })

  test('empty, absurd and overlong searches answer with a message, never an error page', async ({
    page,
  }) => {
    const nothing = await page.goto('/suche?q=%25%25%25')
    expect(nothing?.status()).toBe(200)
    await expect(page.getByText('Keine Programme gefunden.')).toBeVisible()
    const empty = await page.goto('/en/search?q=')
    expect(empty?.status()).toBe(200)
    await expect(page.getByText('Enter a search term.')).toBeVisible()
    const long = await page.goto(`/en/search?q=${'photo '.repeat(40)}`)
    expect(long?.status()).toBe(200)
    await expect(page.getByTestId('search-count')).toBeVisible()
  })
})

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header form searches by plain submit', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const box = page.getByRole('combobox', { name: 'Programme durchsuchen' })
    await box.fill('fotostudio')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/suche\?q=fotostudio/)
    await expect(page.getByTestId('product-card').first()).toContainText('Foto-Studio Pro')
  })
})

test.describe('typed text survives switching help options', () => {
  test('German contact page at 1280 px: options and back, then "Nein. Ticket erstellen"', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/kontakt')
    await page.getByRole('button', { name: 'Support-Ticket erstellen' }).click()
    const ticket = page.getByRole('form', { name: 'Support-Ticket erstellen' })
    await ticket.getByLabel(/^Vorname/).fill('Ada')
    await ticket.getByLabel(/^Nachname/).fill('Lovelace')
    await ticket.getByLabel(/^E-Mail-Adresse/).fill('ada@example.org')
    await ticket.getByLabel(/^Betriebssystem/).selectOption('windows-11')
    await ticket.getByLabel(/^Nachricht/).fill('Das Programm startet nicht.')

    await page.getByRole('button', { name: 'Fehlendes Programm melden' }).click()
    await expect(ticket).toBeHidden()
    const missing = page.getByRole('form', { name: 'Fehlendes Programm melden' })
    await missing.getByLabel(/^Vorname/).fill('Grace')
    await missing.getByLabel(/^Mein Programm ist nicht in der Liste/).check()
    await missing.getByLabel(/^Programmname/).fill('Lochkartenleser')
    // The program name survives its own switch (list ↔ free text) too.
    await missing.getByLabel(/^Mein Programm ist nicht in der Liste/).uncheck()
    await missing.getByLabel(/^Mein Programm ist nicht in der Liste/).check()
    await expect(missing.getByLabel(/^Programmname/)).toHaveValue('Lochkartenleser')

    await page.getByRole('button', { name: 'Aktivierungscodes anfordern' }).click()
    const codes = page.getByRole('form', { name: 'Aktivierungscodes anfordern' })
    await codes.getByLabel(/^E-Mail-Adresse/).fill('grace@example.org')

    await page.getByRole('button', { name: 'Support-Ticket erstellen' }).click()
    await expect(ticket.getByLabel(/^Vorname/)).toHaveValue('Ada')
    await expect(ticket.getByLabel(/^Nachname/)).toHaveValue('Lovelace')
    await expect(ticket.getByLabel(/^E-Mail-Adresse/)).toHaveValue('ada@example.org')
    await expect(ticket.getByLabel(/^Betriebssystem/)).toHaveValue('windows-11')
    await expect(ticket.getByLabel(/^Nachricht/)).toHaveValue('Das Programm startet nicht.')

    await page.getByRole('button', { name: 'Fehlendes Programm melden' }).click()
    await expect(missing.getByLabel(/^Vorname/)).toHaveValue('Grace')
    await expect(missing.getByLabel(/^Programmname/)).toHaveValue('Lochkartenleser')
    await page.getByRole('button', { name: 'Aktivierungscodes anfordern' }).click()
    await expect(codes.getByLabel(/^E-Mail-Adresse/)).toHaveValue('grace@example.org')

    // A help article's "No" opens the same ticket with the article's topic, text kept.
    const article = page.locator('details', {
      hasText: 'Meine Zahlung wurde abgelehnt oder doppelt abgebucht',
    })
    await article.locator('summary').click()
    await article.getByRole('button', { name: 'Nein. Ticket erstellen' }).click()
    await expect(ticket.getByLabel(/^Thema/)).toHaveValue('problem-with-payment')
    await expect(ticket.getByLabel(/^Vorname/)).toHaveValue('Ada')
    await expect(ticket.getByLabel(/^Nachricht/)).toHaveValue('Das Programm startet nicht.')
  })

  test('English contact page at 390 px: the ticket with its attachment survives', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en/contact')
    const article = page.locator('details', {
      hasText: 'My payment was declined or charged twice',
    })
    await article.locator('summary').click()
    await article.getByRole('button', { name: 'No. Create a ticket' }).click()
    const ticket = page.getByRole('form', { name: 'Create a support ticket' })
    await expect(ticket.getByLabel(/^Topic/)).toHaveValue('problem-with-payment')
    await ticket.getByLabel(/^First name/).fill('Eve')
    await ticket.getByLabel(/^Message/).fill('Charged twice for one licence.')
    await ticket.getByLabel('Attachment').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: PNG,
    })

    await page.getByRole('button', { name: 'Request activation codes' }).click()
    await expect(ticket).toBeHidden()
    await page.getByRole('button', { name: 'Create a support ticket' }).click()
    await expect(ticket.getByLabel(/^First name/)).toHaveValue('Eve')
    await expect(ticket.getByLabel(/^Message/)).toHaveValue('Charged twice for one licence.')
    await expect(ticket.getByLabel('Attachment')).toHaveValue(/receipt\.png$/)
    await expect(ticket.getByLabel(/^Topic/)).toHaveValue('problem-with-payment')
  })
})
