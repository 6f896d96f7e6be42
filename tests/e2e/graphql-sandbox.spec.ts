import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { e2ePorts } from './ports'

// Issue 20.8: the sandbox at /graphql is GraphiQL served by the gateway itself. Every
// request to a host other than this machine is refused and recorded, as on a machine
// without internet or behind a strict proxy: the page must work and must not even try.

const gatewayUrl = `http://127.0.0.1:${e2ePorts.graph}/graphql`
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Aborts every request that leaves this machine; the list is what the page tried. */
async function offline(context: BrowserContext): Promise<string[]> {
  const attempted: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname)) {
      return route.continue()
    }
    attempted.push(url.href)
    return route.abort('internetdisconnected')
  })
  return attempted
}

/** The answer pane of GraphiQL (a read-only Monaco editor). */
const responsePane = (page: Page) => page.locator('.graphiql-response')

test('GraphiQL at the gateway works offline: schema, examples, explorer, strict policy', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const attempted = await offline(context)

  const response = await page.goto(gatewayUrl)
  expect(response?.status()).toBe(200)
  const headers = response!.headers()
  const policy = headers['content-security-policy'] ?? ''
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')] as const
    }),
  )
  expect(directives.get('default-src')).toBe("'none'")
  expect(directives.get('script-src')).toBe("'self'")
  expect(directives.get('worker-src')).toBe("'self'")
  expect(directives.get('connect-src')).toBe("'self'")
  expect(directives.get('img-src')).toBe("'self' data:")
  expect(directives.get('frame-ancestors')).toBe("'none'")
  expect(directives.get('base-uri')).toBe("'none'")
  expect(directives.get('form-action')).toBe("'none'")
  expect(policy).not.toMatch(/https?:|blob:|unsafe-eval|\*/)
  expect(headers['referrer-policy']).toBe('no-referrer')

  // The schema arrived (introspection through the GraphQL limits): the docs list its types.
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click()
  const docs = page.locator('.graphiql-doc-explorer')
  await docs.getByRole('link', { name: 'Query', exact: true }).click()
  await expect(docs.getByText('conversionStats', { exact: true }).first()).toBeVisible()
  await expect(docs.getByText('product', { exact: true }).first()).toBeVisible()

  // Four example tabs, one operation each; the product page answers with real catalog data.
  const tabs = page.getByRole('tablist', { name: 'Select active operation' })
  await expect(tabs.getByRole('tab')).toContainText([
    'ProductPage',
    'AddToCart',
    'Cart',
    'ConversionsPerDay',
  ])
  await tabs.getByRole('tab', { name: /^ProductPage/ }).click()
  await page.getByRole('button', { name: /^Execute query/ }).click()
  await expect(responsePane(page)).toContainText('"name": "Photo Studio Pro"')
  await expect(responsePane(page)).toContainText('"amountMinor": 2999')

  // The cart tab: the mutation goes through Apollo's CSRF prevention (JSON) and answers a token.
  await tabs.getByRole('tab', { name: /^AddToCart/ }).click()
  await page.getByRole('button', { name: /^Execute query/ }).click()
  await expect(responsePane(page)).toContainText('"__typename": "CartUpdated"')
  await expect(responsePane(page)).toContainText('"itemCount": 1')
  // The cart tab reads a cart by its token: the header is there to fill in.
  await tabs.getByRole('tab', { name: /^Cart/ }).click()
  await page.getByRole('button', { name: 'Headers', exact: true }).click()
  await expect(page.locator('.graphiql-editor-tool')).toContainText('X-ABS-CartToken')

  // The analyst tab comes with the key header to fill in.
  await tabs.getByRole('tab', { name: /^ConversionsPerDay/ }).click()
  await page.getByRole('button', { name: 'Headers', exact: true }).click()
  await expect(page.locator('.graphiql-editor-tool')).toContainText(
    '"Authorization": "Bearer <your analyst key>"',
  )

  // The explorer plugin opens beside the editor and shows the fields of the schema.
  await page.getByRole('button', { name: 'Show GraphiQL Explorer' }).click()
  await expect(page.getByText('Explorer', { exact: true })).toBeVisible()
  await expect(page.locator('.graphiql-explorer-root')).toContainText('conversionStats')

  expect(attempted, 'requests to other hosts').toEqual([])
})

test('the storefront shows the same GraphiQL at /graphql, on a phone, offline', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const attempted = await offline(context)
  const assets: string[] = []
  page.on('response', (answer) => {
    if (new URL(answer.url()).pathname.startsWith('/sandbox/')) {
      assets.push(`${answer.status()} ${answer.headers()['cache-control']}`)
    }
  })
  const response = await page.goto('/graphql')
  expect(response?.status()).toBe(200)
  // The gateway's policy, alone: the storefront's own would refuse the bundle's workers.
  const policies = (await response!.headersArray()).filter(
    (h) => h.name === 'content-security-policy',
  )
  expect(policies).toHaveLength(1)
  expect(policies[0]!.value).toContain("script-src 'self'")
  const answer = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/graphql' &&
      r.request().method() === 'POST' &&
      (r.request().postData() ?? '').includes('"operationName":"ProductPage"'),
  )
  await page.getByRole('button', { name: /^Execute query/ }).click()
  // A phone shows the first lines of the answer; the whole of it came through the storefront.
  expect(JSON.stringify(await (await answer).json())).toContain('"name":"Photo Studio Pro"')
  await expect(responsePane(page)).toContainText('"product": {')
  // Content-hashed files, kept by browsers for a year.
  expect(assets.length).toBeGreaterThanOrEqual(2)
  for (const asset of assets) expect(asset).toBe('200 public, max-age=31536000, immutable')
  expect(attempted, 'requests to other hosts').toEqual([])
})
