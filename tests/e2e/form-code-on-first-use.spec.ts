import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { appReady, quiet, watchRequests } from './waits'

// Issue 22, decision 0021: a form page's first load carries no zod and no schemas (they load on
// the visitor's first move towards a form, or on submit), and a page whose only GraphQL is a
// form's mutation carries no Apollo Client (it comes with that first move too). The
// server-rendered form works meanwhile: what is typed stays, the messages are the page's
// language.

// Strings that survive minification: zod's configuration key (zod core and the storefront's
// CSP-safe resolver) and the root of Apollo's normalized cache.
const ZOD = 'jitless'
const APOLLO_CLIENT = 'ROOT_QUERY'

/** The bodies of every script the page loads from now on (awaited by `loaded`). */
function recordScripts(page: Page) {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      bodies.push(response.text().catch(() => ''))
  })
  return {
    loaded: async () => Promise.all(bodies),
    anyContains: async (marker: string) =>
      (await Promise.all(bodies)).some((b) => b.includes(marker)),
  }
}

async function settledAfterStart(page: Page, path: string) {
  const scripts = recordScripts(page)
  const chunks = watchRequests(page, /\/_next\/static\//)
  await page.goto(path)
  await appReady(page)
  await quiet(page, chunks)
  return scripts
}

test.describe('login at phone width (German)', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('no validation and no Apollo Client before the first move; then localized messages and nothing typed lost', async ({
    page,
  }) => {
    const scripts = await settledAfterStart(page, '/konto/anmelden')
    expect(await scripts.loaded()).not.toHaveLength(0)
    expect(await scripts.anyContains(ZOD), 'zod in the first load').toBe(false)
    expect(await scripts.anyContains(APOLLO_CLIENT), 'Apollo Client in the first load').toBe(false)

    const login = page.getByRole('form', { name: 'Anmelden' })
    // Typed before the code has arrived: the server-rendered form keeps it.
    await login.getByLabel('E-Mail-Adresse').fill('kunde@example.org')
    await expect.poll(() => scripts.anyContains(ZOD)).toBe(true)
    await expect.poll(() => scripts.anyContains(APOLLO_CLIENT)).toBe(true)

    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(login.getByText('Passwort ist ein Pflichtfeld')).toBeVisible()
    await expect(login.getByText('E-Mail-Adresse ist ein Pflichtfeld')).toHaveCount(0)
    await expect(login.getByLabel('E-Mail-Adresse')).toHaveValue('kunde@example.org')

    // The mutation goes out with the client that loaded on the way: the server's answer shows.
    await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill('falsches Passwort 1')
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(login.getByRole('alert')).toContainText(
      'E-Mail-Adresse oder Passwort ist nicht richtig',
    )
  })

  test('a submit before anything loaded waits for the validation instead of sending', async ({
    page,
  }) => {
    await settledAfterStart(page, '/konto/anmelden')
    const graphql = watchRequests(page, /\/graphql/)
    const login = page.getByRole('form', { name: 'Anmelden' })
    // Enter in an empty field: the first move and the submit in one.
    await login.getByLabel('E-Mail-Adresse').press('Enter')
    await expect(login.getByText('E-Mail-Adresse ist ein Pflichtfeld')).toBeVisible()
    await expect(login.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')
    expect(graphql.sent()).toBe(0)
  })
})

test.describe('press contact at desktop width (English)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('no validation and no Apollo Client before the first move; the English messages after', async ({
    page,
  }) => {
    const scripts = await settledAfterStart(page, '/en/press-contact')
    expect(await scripts.anyContains(ZOD), 'zod in the first load').toBe(false)
    expect(await scripts.anyContains(APOLLO_CLIENT), 'Apollo Client in the first load').toBe(false)

    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('The name field is required')).toBeVisible()
    await expect(page.getByText('The email address field is required')).toBeVisible()
  })
})

test.describe('contact at desktop width (German)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('no validation before the first move; the messages after', async ({ page }) => {
    const scripts = await settledAfterStart(page, '/kontakt?option=missing-code')
    expect(await scripts.anyContains(ZOD), 'zod in the first load').toBe(false)

    const form = page.getByRole('form', { name: 'Aktivierungscodes anfordern' })
    await form.getByRole('button', { name: 'Aktivierungscodes senden' }).click()
    await expect(form.getByText('E-Mail-Adresse ist ein Pflichtfeld')).toBeVisible()
  })
})
