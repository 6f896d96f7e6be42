import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ChildProcess } from 'node:child_process'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  stackEnv,
  startGraph,
  startHub,
  startWeb,
  stopProcess,
  waitForHttp,
} from '../../scripts/stack-processes'
import { newCartToken, postOrder } from '../faults/support/hub-process'
import { runCommand } from './analyst-stack'
import { expect, test } from './fixtures'
import { e2eMailDir, linkIn, mailsTo, uniqueAddress, waitForMail } from './mail'

// Reviews in moderation (issue 24, point 3) end to end. A buyer's review waits: the product
// page says it is being checked and does not show it; staff publish it with
// `npm run reviews` beside the running hub, and it is on the page (and counted in the stars'
// distribution). A visitor reports a review in English on a phone-sized screen.
//
// On a stack of its own, started as `npm start` starts it (production build of the main e2e
// stack) but on a PGlite folder in a temporary var/: only then does the hub open the admin
// listener staff's command talks to. Its catalog pages regenerate after one second instead
// of a minute, so a published review shows without waiting. Mail goes to the e2e mail
// folder (every address here is unique).

const ports = { web: 3500, graph: 4500, hub: 4501, admin: 4502 }
const PRODUCT = {
  de: '/windows/grafik/foto-studio-pro',
  en: '/en/windows/graphics/photo-studio-pro',
}
const REVIEWS_DESK = 'bewertungen@schaufenster.invalid'
const PASSWORD = 'ein langes Passwort 42'

interface Stack {
  env: NodeJS.ProcessEnv
  hubUrl: string
  stop(): Promise<void>
}

async function startModerationStack(): Promise<Stack> {
  const varDir = mkdtempSync(join(tmpdir(), 'schaufenster-reviews-'))
  const env = stackEnv(ports, {
    PGLITE_DIR: join(varDir, 'pglite'),
    ADMIN_PORT: String(ports.admin),
    ADMIN_CREDENTIAL_FILE: join(varDir, 'admin', 'credential'),
    SECRETS_DIR: join(varDir, 'secrets'),
    DOWNLOAD_DIR: join(varDir, 'downloads'),
    ATTACHMENT_DIR: join(varDir, 'attachments'),
    MAIL_DIR: e2eMailDir,
    REVALIDATE_SECONDS: '1',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
    ORDER_RATE_LIMIT_MAX: '100000',
    FORMS_RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '100000',
    ACCOUNT_RATE_LIMIT_MAX: '100000',
    MAIL_IP_LIMIT_MAX: '100000',
    OUTBOX_POLL_MS: '200',
    HUB_TIMEOUT_MS: '15000',
    GRAPH_TIMEOUT_MS: '20000',
  })
  const children: ChildProcess[] = []
  const stop = async () => {
    await Promise.all([...children].reverse().map((child) => stopProcess(child)))
    rmSync(varDir, { recursive: true, force: true })
  }
  const hubUrl = `http://127.0.0.1:${ports.hub}`
  try {
    const hub = startHub(env, 'production')
    children.push(hub)
    await waitForHttp(`${hubUrl}/healthz`, 120_000, hub)
    const graph = startGraph(env, 'production')
    children.push(graph)
    await waitForHttp(`http://127.0.0.1:${ports.graph}/healthz`, 60_000, graph)
    const web = startWeb(env, 'production', ports.web)
    children.push(web)
    await waitForHttp(`http://127.0.0.1:${ports.web}/`, 120_000, web)
  } catch (error) {
    await stop()
    throw error
  }
  return { env, hubUrl, stop }
}

/** `npm run reviews -- …` as staff run it, beside the hub, with its configuration. */
async function reviewsCommand(stack: Stack, ...args: string[]) {
  const run = await runCommand('npm', ['run', '--silent', 'reviews', '--', ...args], stack.env)
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0)
  return run.stdout
}

/** The review id the queue lists for a title (`#12  Foto-Studio Pro  4/5 …` above it). */
function idInQueue(listing: string, title: string): string {
  const block = listing.split('\n\n').find((entry) => entry.includes(`"${title}"`))
  const id = block?.match(/^#(\d+) /)?.[1]
  if (!id) throw new Error(`"${title}" is not in the queue:\n${listing}`)
  return id
}

/** A page's HTML as a fresh visitor (no cookie) gets it, and its Product JSON-LD's count. */
async function publicPage(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
  const product = blocks
    .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
    .find((data) => [data['@type']].flat().includes('Product')) as
    { aggregateRating?: { reviewCount: number } } | undefined
  return { html, reviewCount: product?.aggregateRating?.reviewCount ?? 0 }
}

/** The count of a row of the stars' distribution ("4 Sterne 3 Bewertungen"). */
async function distributionCount(page: Page, label: string): Promise<number> {
  const row = page
    .getByRole('list', { name: /Verteilung der Sterne|Distribution of stars/ })
    .getByRole('listitem')
    .filter({ hasText: label })
  if ((await row.count()) === 0) return 0
  return Number(((await row.textContent()) ?? '').replace(label, '').match(/\d+/)?.[0] ?? 0)
}

let stack: Stack

test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.use({ baseURL: `http://127.0.0.1:${ports.web}` })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  stack = await startModerationStack()
})

test.afterAll(async () => {
  await stack?.stop()
})

test('a buyer’s review is checked before it appears; staff publish it with npm run reviews', async ({
  page,
  request,
}) => {
  // A buyer of Foto-Studio Pro, logged in with the set-password link of the order mail.
  const email = uniqueAddress('moderation')
  const order = await postOrder(
    stack.hubUrl,
    `moderation-${Date.now()}`,
    await newCartToken(stack.hubUrl, 1, 1),
    email,
  )
  expect(order.status).toBe(201)
  const orderMail = await waitForMail(email, /Ihre Bestellung/)
  await page.goto(linkIn(orderMail, '/konto/passwort-setzen?token='))
  const setForm = page.getByRole('form', { name: 'Passwort speichern' })
  await setForm.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
  await setForm.getByRole('textbox', { name: 'Passwort-Wiederholung', exact: true }).fill(PASSWORD)
  await setForm.getByRole('button', { name: 'Passwort speichern' }).click()
  await expect(page).toHaveURL(/\/konto\?notice=password-set$/)

  const before = await publicPage(request, PRODUCT.de)
  await page.goto(`${PRODUCT.de}#reviews`)
  const fourBefore = await distributionCount(page, '4 Sterne')

  // The buyer writes: the composer says it is checked first, the page does not show it.
  const composer = page.getByTestId('review-composer')
  await expect(
    composer.getByText('Wir prüfen jede Bewertung, bevor sie auf der Produktseite erscheint.'),
  ).toBeVisible()
  const title = `Geprüft und für gut befunden ${Date.now()}`
  await composer
    .getByRole('radiogroup', { name: 'Ihre Bewertung' })
    .getByRole('radio', { name: '4 Sterne' })
    .check()
  await composer.getByLabel('Überschrift').fill(title)
  await composer
    .getByLabel('Bewertungstext')
    .fill('Bildbearbeitung ohne Umwege, auch für Einsteiger.')
  await composer.getByRole('button', { name: 'Bewertung absenden' }).click()
  await expect(
    composer.getByText(
      /^Vielen Dank! Wir prüfen Ihre Bewertung, bevor sie auf der Produktseite erscheint\./,
    ),
  ).toBeVisible()
  await expect(composer.getByTestId('review-status')).toContainText('Status: Wird geprüft')
  await expect(page.getByTestId('product-review').filter({ hasText: title })).toHaveCount(0)
  const waiting = await publicPage(request, PRODUCT.de)
  expect(waiting.html).not.toContain(title)
  expect(waiting.reviewCount).toBe(before.reviewCount)

  // Staff hear of it, find it in the queue and publish it from the command line.
  await expect
    .poll(async () => (await mailsTo(REVIEWS_DESK)).some((mail) => mail.text.includes(title)), {
      timeout: 20_000,
    })
    .toBe(true)
  const id = idInQueue(await reviewsCommand(stack, 'list'), title)
  expect(await reviewsCommand(stack, 'publish', id)).toContain(`Published review #${id}`)
  const published = await waitForMail(email, /ist veröffentlicht$/)
  expect(published.text).toContain(`${PRODUCT.de}#reviews`)

  // The page regenerates (a second here) and shows it to everyone, verified and counted.
  await expect
    .poll(async () => (await publicPage(request, PRODUCT.de)).html.includes(title), {
      timeout: 30_000,
      intervals: [1000],
    })
    .toBe(true)
  expect((await publicPage(request, PRODUCT.de)).reviewCount).toBe(before.reviewCount + 1)
  // The buyer's tab is still at this address (a goto to it would only scroll): load it anew.
  await expect(page).toHaveURL(new RegExp(`${PRODUCT.de}#reviews$`))
  await page.reload()
  const review = page.getByTestId('product-review').filter({ hasText: title })
  await expect(review).toBeVisible()
  await expect(review.getByTestId('verified-purchase')).toHaveText('Verifizierter Kauf')
  expect(await distributionCount(page, '4 Sterne')).toBe(fourBefore + 1)
  await expect(composer.getByTestId('review-status')).toContainText('Status: Veröffentlicht')

  // The account says so too.
  await page.goto('/konto')
  const listed = page.getByTestId('account-review').filter({ hasText: title })
  await expect(listed.getByTestId('review-status')).toContainText('Status: Veröffentlicht')
})

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' })

  test('a visitor reports a review: reason, note, thanks; staff see it in the reported queue', async ({
    page,
  }) => {
    await page.goto(`${PRODUCT.en}#reviews`)
    const review = page.getByTestId('product-review').first()
    const title = (await review.getByRole('heading', { level: 3 }).textContent()) ?? ''
    const report = review.getByRole('button', { name: `Report the review “${title}”` })
    await expect(report).toHaveText('Report')

    // The dialog's code loads on the click; Escape closes it and the focus comes back.
    await report.click()
    const dialog = page.getByRole('dialog', { name: 'Report a review' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(report).toBeFocused()

    await report.click()
    await expect(dialog).toBeVisible()
    // It fits the phone's width and traps the focus.
    const box = await dialog.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    await expect(dialog.getByRole('radio').first()).toBeFocused()
    const serious = (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id)
    expect(serious).toEqual([])

    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(dialog.getByText('Please choose a reason.')).toBeVisible()
    await dialog.getByRole('radio', { name: 'Advertising or nonsense' }).check()
    const note = `Links to another shop ${Date.now()}`
    await dialog.getByLabel('Note (optional)').fill(note)
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(dialog.getByRole('status')).toHaveText(
      'Thank you for your report! We will look at the review.',
    )
    const close = dialog.getByRole('button', { name: 'Close' })
    await expect(close).toBeFocused()
    await close.click()
    await expect(dialog).toBeHidden()
    await expect(report).toBeFocused()

    // Staff find it among the reported reviews, with the reason and the note.
    const reported = await reviewsCommand(stack, 'list', '--reported')
    expect(reported).toContain(`"${title}"`)
    expect(reported).toContain(`Werbung oder Unsinn: "${note}"`)
  })
})
