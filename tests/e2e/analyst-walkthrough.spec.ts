import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '../../scripts/stack-processes'
import { placeOrder, runCommand, startAnalystStack, type AnalystStack } from './analyst-stack'
import { expect, test } from './fixtures'

// The README's analyst walkthrough (issue 20, point 7), run as written: the shell blocks
// between `<!-- analyst-walkthrough:start -->` and `<!-- analyst-walkthrough:end -->`, in
// order, in one bash (so `$KEY` from the first reaches the others), in the checkout, with the
// variables of the hub they talk to, against a stack started as `npm start` starts it, on a
// temporary var/ folder (analyst-stack.ts). The one change: this stack's ports replace the
// README's defaults (gateway 4000, storefront 3000), as the e2e stack of playwright.config.ts
// holds other ports and `npm start` may be running on the defaults. `~` is a fresh folder
// (the HOME of the bash), where the CSV step saves its file. Then the page the last step
// names is opened with the key. When a command of the README breaks, this test fails.

const ports = { web: 3400, graph: 4400, hub: 4401, admin: 4402 }
const README_PORTS: [string, number][] = [
  ['localhost:4000', ports.graph],
  ['localhost:3000', ports.web],
]

function walkthrough() {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
  const start = readme.indexOf('<!-- analyst-walkthrough:start -->')
  const end = readme.indexOf('<!-- analyst-walkthrough:end -->')
  if (start < 0 || end < start) throw new Error('README.md has no analyst walkthrough markers')
  let section = readme.slice(start, end)
  for (const [from, port] of README_PORTS) section = section.replaceAll(from, `localhost:${port}`)
  const blocks = [...section.matchAll(/^( *)```sh\n([\s\S]*?)^\1```/gm)].map(([, indent, body]) =>
    body!
      .split('\n')
      .map((line) => (line.startsWith(indent!) ? line.slice(indent!.length) : line))
      .join('\n'),
  )
  const pages = [...section.matchAll(/<(http:\/\/localhost:\d+\/[^>]*)>/g)].map(([, url]) => url!)
  return { blocks, pages }
}

let stack: AnalystStack
let home: string

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  home = mkdtempSync(join(tmpdir(), 'analyst-home-'))
  stack = await startAnalystStack(ports)
  await placeOrder(stack.hubUrl, { currency: 'EUR', cjEvent: 'cje-walkthrough' })
})

test.afterAll(async () => {
  await stack?.stop()
  if (home) rmSync(home, { recursive: true, force: true })
})

test('the README walkthrough: a key, a first query, the CSV and the page, copy-pasted', async ({
  page,
  context,
}) => {
  const { blocks, pages } = walkthrough()
  expect(blocks, 'three shell blocks: key, query, CSV').toHaveLength(3)
  const script = [
    'set -euo pipefail',
    ...blocks.flatMap((block, index) => [`echo "@@step ${index + 1}@@"`, block]),
    // Hands the key on to the browser step.
    'echo "@@key@@"',
    'echo "$KEY"',
  ].join('\n')
  const run = await runCommand('bash', ['-c', script], { ...stack.env, HOME: home })
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0)
  const steps = run.stdout.split(/^@@(?:step \d+|key)@@\n/m).slice(1)
  expect(steps).toHaveLength(4)
  const [keyStep, queryStep, csvStep, keyOut] = steps as [string, string, string, string]

  // 1. The key, printed once.
  const key = keyOut.trim()
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(keyStep.trim()).toBe(key)

  // 2. The first query answers figures of the order, per day and currency.
  const answer = JSON.parse(queryStep) as {
    data?: { conversionStats: { key: string; currency: string; orders: number; amount: number }[] }
    errors?: unknown
  }
  expect(answer.errors).toBeUndefined()
  const today = new Date().toISOString().slice(0, 10)
  const eur = answer.data!.conversionStats.find(
    (stat) => stat.key === today && stat.currency === 'EUR',
  )
  expect(eur?.orders).toBe(1)
  expect(eur?.amount).toBeGreaterThan(0)

  // 3. The CSV: a header row and the order's row, in the file and on the screen.
  const lines = csvStep.trim().split(/\r?\n/)
  expect(lines.length).toBeGreaterThanOrEqual(2)
  expect(lines[0]).toMatch(/currency/)
  expect(lines[1]).toContain('cje-walkthrough')
  expect(existsSync(join(home, 'conversions.csv'))).toBe(true)

  // 4. The analysts' page, in both languages, with the key pasted.
  expect(pages).toEqual([
    `http://localhost:${ports.web}/analysen`,
    `http://localhost:${ports.web}/en/analytics`,
  ])
  await context.addCookies([
    // The consent banner answered, as for every e2e visitor (playwright.config.ts).
    { name: 'consent', value: 'v1.s0.m0.1790000000', domain: 'localhost', path: '/' },
  ])
  await page.goto(pages[0]!)
  const login = page.getByTestId('analyst-login')
  await login.getByLabel('Analyse-Schlüssel').fill(key)
  await login.getByRole('button', { name: 'Anmelden' }).click()
  const totals = page.getByTestId('analyst-totals').locator('tr[data-currency="EUR"] td')
  await expect(totals.first()).toHaveText('1')
  await page.goto(pages[1]!)
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(page.getByTestId('analyst-currency-EUR').locator('svg[role="img"]')).toHaveCount(2)
})
