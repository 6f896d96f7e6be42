import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { createKeyWithCli, placeOrder, startAnalystStack, type AnalystStack } from './analyst-stack'
import { expect, test } from './fixtures'

// The analysts' page (issue 20, point 6) on a stack of its own (analyst-stack.ts): real
// orders in EUR, USD and GBP, affiliate and direct, a key made with `npm run analyst-key`.
const ports = { web: 3300, graph: 4300, hub: 4301, admin: 4302 }
const WRONG_KEY = 'wrongwrongwrongwrongwrongwrongwrongwrong123'

let stack: AnalystStack
let key: string

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ baseURL: `http://127.0.0.1:${ports.web}` })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  stack = await startAnalystStack(ports)
  await placeOrder(stack.hubUrl, { currency: 'EUR', cjEvent: 'cje-analysts-eur' })
  await placeOrder(stack.hubUrl, { currency: 'EUR' })
  await placeOrder(stack.hubUrl, { currency: 'USD', cjEvent: 'cje-analysts-usd', qty: 2 })
  await placeOrder(stack.hubUrl, { currency: 'GBP' })
  key = await createKeyWithCli(stack, 'analysts-page')
})

test.afterAll(async () => {
  await stack?.stop()
})

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim()
const money = (amount: number, currency: string, locale: string) =>
  spaces(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount))

interface Totals {
  currency: string
  orders: number
  items: number
  amount: number
}

/** The gateway's own totals for today, asked with the key: what the page must show. */
async function gatewayTotals(filter: Record<string, string> = {}): Promise<Totals[]> {
  const today = new Date().toISOString().slice(0, 10)
  const response = await fetch(`${stack.graphUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      query:
        'query T($from: String!, $to: String!, $filter: ConversionFilter) { conversionTotals(from: $from, to: $to, filter: $filter) { currency orders items amount } }',
      variables: { from: today, to: today, filter },
    }),
  })
  const body = (await response.json()) as { data: { conversionTotals: Totals[] } }
  return body.data.conversionTotals
}

async function logIn(page: Page, path: string, typed: string, submit: RegExp) {
  await page.goto(path)
  const form = page.getByTestId('analyst-login')
  await form.getByLabel(/^(Analyse-Schlüssel|Analyst key)$/).fill(typed)
  await form.getByRole('button', { name: submit }).click()
}

async function totalsRow(page: Page, currency: string) {
  return page.getByTestId('analyst-totals').locator(`tr[data-currency="${currency}"]`)
}

test('without the key: only the key form, never indexed, linked from nowhere, not in the sitemap', async ({
  page,
  request,
}) => {
  for (const [path, heading] of [
    ['/analysen', 'Analyse-Schlüssel eingeben'],
    ['/en/analytics', 'Enter your analyst key'],
  ] as const) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['x-robots-tag']).toContain('noindex')
    expect(response.headers()['cache-control']).toContain('no-store')
    const html = await response.text()
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
    expect(html).toContain(heading)
    expect(html).not.toContain('role="img"')
    expect(html).not.toContain('data-testid="analyst-totals"')
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<urlset')
  expect(sitemap).not.toMatch(/analysen|analytics/)
  for (const home of ['/', '/en']) {
    await page.goto(home)
    await expect(page.locator('a[href*="analys"], a[href*="analytics"]')).toHaveCount(0)
  }
  // Without the cookie the CSV route answers nothing either.
  expect((await request.get('/api/analysts/conversions-csv')).status()).toBe(401)
})

test('a wrong key: the form again with a message in the page language, the key kept only in the field', async ({
  page,
  request,
}) => {
  await logIn(page, '/analysen', WRONG_KEY, /^Anmelden$/)
  await expect(page.getByTestId('analyst-login').getByRole('alert')).toHaveText(
    /Dieser Schlüssel wird nicht angenommen/,
  )
  await expect(page.getByTestId('analyst-login').getByLabel('Analyse-Schlüssel')).toHaveValue(
    WRONG_KEY,
  )
  expect(await page.content()).not.toContain(WRONG_KEY)
  await expect(page.locator('svg[role="img"]')).toHaveCount(0)

  await logIn(page, '/en/analytics', WRONG_KEY, /^Log in$/)
  await expect(page.getByTestId('analyst-login').getByRole('alert')).toHaveText(
    /This key is not accepted/,
  )
  await expect(page.getByTestId('analyst-login').getByLabel('Analyst key')).toHaveValue(WRONG_KEY)

  // Without JavaScript: a plain form post, back to the form with the message, no key in it.
  const posted = await request.post('/api/analysts/login', {
    form: { key: WRONG_KEY, locale: 'de' },
    maxRedirects: 0,
  })
  expect(posted.status()).toBe(303)
  expect(posted.headers()['location']).toBe('/analysen?error=invalid')
  expect(posted.headers()['set-cookie']).toBeUndefined()
  const back = await (await request.get('/analysen?error=invalid')).text()
  expect(back).toContain('Dieser Schlüssel wird nicht angenommen')
  expect(back).not.toContain(WRONG_KEY)
  // Another site's form cannot log anybody in (or out).
  const forged = await request.post('/api/analysts/login', {
    form: { key, locale: 'de' },
    headers: { origin: 'http://evil.example' },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(403)
  expect(forged.headers()['set-cookie']).toBeUndefined()
})

test('the real key: charts and tables of the real orders per currency, filters, the CSV', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await logIn(page, '/analysen', key, /^Anmelden$/)
  await expect(page.getByRole('heading', { level: 2, name: 'EUR' })).toBeVisible()
  const cookie = (await context.cookies()).find((entry) => entry.name === 'sf_analyst')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', value: key })
  expect(await page.content()).not.toContain(key)

  // Totals per currency, as the gateway counts them; never one sum across currencies.
  const totals = await gatewayTotals()
  expect(totals.map((row) => [row.currency, row.orders])).toEqual([
    ['EUR', 2],
    ['GBP', 1],
    ['USD', 1],
  ])
  for (const row of totals) {
    const cells = (await totalsRow(page, row.currency)).locator('td')
    await expect(cells.nth(0)).toHaveText(String(row.orders))
    await expect(cells.nth(1)).toHaveText(String(row.items))
    expect(spaces(await cells.nth(2).innerText())).toBe(money(row.amount, row.currency, 'de-DE'))
  }

  // Per currency two charts (orders, net amount) as images with a name, and their table.
  const eur = page.getByTestId('analyst-currency-EUR')
  const charts = eur.locator('svg[role="img"]')
  await expect(charts).toHaveCount(2)
  await expect(charts.first()).toHaveAccessibleName(/Bestellungen in EUR/)
  await expect(charts.nth(1)).toHaveAccessibleName(/Nettobetrag in EUR/)
  await expect(charts.first().locator('rect')).toHaveCount(2) // today: affiliate and direct
  const today = new Date().toISOString().slice(0, 10)
  const eurToday = eur.locator(`table tr[data-period="${today}"]`)
  await expect(eurToday.locator('th[scope="row"]')).toHaveCount(1)
  await expect(eurToday.locator('td').nth(0)).toHaveText('1')
  await expect(eurToday.locator('td').nth(1)).toHaveText('1')
  await expect(eur.locator('table caption')).toContainText('EUR')
  await expect(eur.locator('table th[scope="col"]')).toHaveCount(5)
  const usdToday = page.getByTestId('analyst-currency-USD').locator(`tr[data-period="${today}"]`)
  await expect(usdToday.locator('td').nth(0)).toHaveText('1')
  await expect(usdToday.locator('td').nth(1)).toHaveText('0')

  // Desktop: the totals beside the charts.
  const chartsBox = await eur.boundingBox()
  const totalsBox = await page.getByTestId('analyst-totals').boundingBox()
  expect(totalsBox!.x).toBeGreaterThan(chartsBox!.x + chartsBox!.width - 1)

  // Filters: one currency, then affiliate orders only.
  await page.getByTestId('analysis-form').getByLabel('Währung').selectOption('USD')
  await page.getByTestId('analysis-form').getByRole('button', { name: 'Anzeigen' }).click()
  await expect(page).toHaveURL(/currency=USD/)
  await expect(page.getByTestId('analyst-currency-EUR')).toHaveCount(0)
  await expect(page.getByTestId('analyst-totals').locator('tbody tr')).toHaveCount(1)
  await expect((await totalsRow(page, 'USD')).locator('td').first()).toHaveText('1')

  await page.getByTestId('analysis-form').getByLabel('Währung').selectOption('')
  await page.getByTestId('analysis-form').getByLabel('Herkunft').selectOption('affiliate')
  await page.getByTestId('analysis-form').getByRole('button', { name: 'Anzeigen' }).click()
  await expect(page).toHaveURL(/source=affiliate/)
  const affiliateTotals = await gatewayTotals({ source: 'AFFILIATE' })
  expect(affiliateTotals.map((row) => [row.currency, row.orders])).toEqual([
    ['EUR', 1],
    ['USD', 1],
  ])
  await expect(page.getByTestId('analyst-totals').locator('tbody tr')).toHaveCount(2)
  await expect((await totalsRow(page, 'EUR')).locator('td').first()).toHaveText('1')
  expect(spaces(await (await totalsRow(page, 'EUR')).locator('td').nth(2).innerText())).toBe(
    money(affiliateTotals[0]!.amount, 'EUR', 'de-DE'),
  )

  // The CSV of the view, through the storefront, as the gateway writes it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Konversionen als CSV herunterladen' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  const lines = csv.trim().split(/\r?\n/)
  expect(lines[0]).toMatch(/,/)
  expect(lines.length).toBeGreaterThanOrEqual(2)
  expect(csv).toContain('cje-analysts-eur')
  expect(csv).not.toContain('@example.org')
})

test('both languages, phone and desktop, and log out clears the access', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logIn(page, '/en/analytics', key, /^Log in$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(
    page.getByTestId('analyst-currency-USD').locator('svg[role="img"]').first(),
  ).toHaveAccessibleName(/Orders in USD/)
  const usd = (await totalsRow(page, 'USD')).locator('td')
  const [usdTotals] = await gatewayTotals({ currency: 'USD' })
  expect(spaces(await usd.nth(2).innerText())).toBe(money(usdTotals!.amount, 'USD', 'en-US'))
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await page.setViewportSize({ width: 1280, height: 900 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('heading', { name: 'Enter your analyst key' })).toBeVisible()
  await expect(page.locator('svg[role="img"]')).toHaveCount(0)
  expect((await context.cookies()).find((entry) => entry.name === 'sf_analyst')).toBeUndefined()
  const csv = await page.request.get('/api/analysts/conversions-csv')
  expect(csv.status()).toBe(401)
  // The page without the cookie is the key form again, in German too.
  expect(await (await request.get('/analysen')).text()).toContain('Analyse-Schlüssel eingeben')
})
