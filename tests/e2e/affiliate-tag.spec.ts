import type { BrowserContext, Page, Response } from '@playwright/test'
import { expect, test } from './fixtures'
import { uniqueAddress } from './mail'
import { fillCheckout, payOnHostedPage } from './shop'
import { appReady, quiet, watchRequests } from './waits'

// The affiliate network's Universal Tag (issue 20.1): per page view, that page's payload in
// `window.cj` first, then the tag; never without marketing consent, never under DNT or GPC.
// The network is not reachable here: a stand-in tag is served from its hosts by routing.

const ENTERPRISE_ID = 1234567
/** The stack's AFFILIATE_SCRIPT_URL (web's default; playwright.config.ts sets none). */
const TAG_URL = 'https://www.mczbf.com/tags/1234567/tag.js'
/** docs.cj.com, "Universal Tag implementation": the hosts a CSP must allow. */
const NETWORK_SOURCES = [
  'https://mczbf.com',
  'https://sjwoe.com',
  'https://cj.dotomi.com',
  'https://emjcd.com',
  'https://idsync.rlcdn.com',
  'https://*.cj.com',
]
const NETWORK_HOSTS =
  /^https:\/\/([a-z0-9-]+\.)*(mczbf\.com|sjwoe\.com|cj\.dotomi\.com|emjcd\.com|idsync\.rlcdn\.com|cj\.com)(:\d+)?\//

/**
 * The stand-in tag: at the moment it runs it copies what `window.cj` holds and sends it to the
 * network's hosts the way the real tag does (a request and a pixel), which only a CSP that
 * allows those hosts lets through. Each run is one report; a reload keeps the count.
 */
const STAND_IN_TAG = `(function () {
  var cj = window.cj || {};
  var seen = JSON.parse(JSON.stringify({ sitePage: cj.sitePage, order: cj.order }));
  seen.path = location.pathname + location.search;
  fetch('https://emjcd.com/stand-in/run', {
    method: 'POST', mode: 'no-cors', keepalive: true, body: JSON.stringify(seen)
  });
  new Image().src = 'https://sjwoe.com/stand-in/pixel?at=' + Date.now();
})();`
/** What a page view may send: its payload query to the gateway, the tag and the tag's reports. */
const TRACKING_TRAFFIC = new RegExp(`/graphql|${NETWORK_HOSTS.source.slice(1)}`)
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

interface TagRun {
  sitePage?: Record<string, unknown>
  order?: Record<string, unknown>
  path: string
}

async function standInNetwork(context: BrowserContext) {
  const runs: TagRun[] = []
  const requests: string[] = []
  // The tag manager (statistics consent) is not the affiliate network: answered, not counted.
  await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* stub */' }),
  )
  await context.route(NETWORK_HOSTS, async (route) => {
    const request = route.request()
    requests.push(request.url())
    const url = new URL(request.url())
    if (request.url() === TAG_URL) {
      await route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        headers: { 'cache-control': 'no-store' },
        body: STAND_IN_TAG,
      })
    } else if (url.hostname === 'emjcd.com' && url.pathname === '/stand-in/run') {
      runs.push(JSON.parse(request.postData() ?? '{}') as TagRun)
      await route.fulfill({ status: 204 })
    } else {
      await route.fulfill({ status: 200, contentType: 'image/gif', body: GIF })
    }
  })
  return { runs, requests }
}

async function consent(context: BrowserContext, value: string) {
  await context.addCookies([
    { name: 'consent', value, domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
  ])
}
const MARKETING = 'v1.s0.m1.1790000000'

/** The gateway's answer, removing nulls as the storefront does before handing it to the tag. */
async function gatewayAnswer(
  page: Page,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const data = await page.evaluate(
    async ({ query, variables, headers }) => {
      const stored = localStorage.getItem('cartToken')
      const token = stored ? (JSON.parse(stored) as { cart: { token: string } }).cart.token : null
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { 'x-abs-carttoken': token } : {}),
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      })
      return ((await response.json()) as { data: Record<string, unknown> }).data
    },
    { query, variables, headers },
  )
  return JSON.parse(
    JSON.stringify(data, (_key, value: unknown) => (value === null ? undefined : value)),
  ) as Record<string, unknown>
}

async function cartPayload(page: Page) {
  const data = await gatewayAnswer(
    page,
    `query { trackingPage(pageType: CART) {
      pageType enterpriseId cartSubtotal items { unitPrice itemId quantity discount } } }`,
    {},
  )
  return data['trackingPage'] as { cartSubtotal: number; items: { itemId: string }[] }
}

/** Waits (a condition, no fixed time) until the tag ran `count` times. */
async function untilRuns(network: { runs: TagRun[] }, count: number) {
  await expect
    .poll(() => network.runs.length, { timeout: 20_000, message: `tag runs: ${count}` })
    .toBe(count)
}

const home = { pageType: 'homepage', enterpriseId: ENTERPRISE_ID }
const productDetail = { pageType: 'productDetail', enterpriseId: ENTERPRISE_ID }

/** Marks the document: still marked after a navigation means it was client-side. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

function policyOf(response: Response | null): Record<string, string[]> {
  const policy = response?.headers()['content-security-policy'] ?? ''
  return Object.fromEntries(
    policy.split(/;\s*/).map((part) => {
      const [name = '', ...sources] = part.split(' ')
      return [name, sources]
    }),
  )
}

test('desktop, German: every page view runs the tag once, with its own payload set first', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await consent(context, MARKETING)
  const network = await standInNetwork(context)

  const landing = await page.goto('/?cjevent=affiliate-e2e-1')
  const policy = policyOf(landing)
  for (const directive of ['connect-src', 'img-src', 'frame-src'])
    expect(policy[directive]?.filter((source) => source.startsWith('https:'))).toEqual(
      NETWORK_SOURCES,
    )
  await untilRuns(network, 1)
  expect(network.runs[0]).toEqual({ sitePage: home, path: '/?cjevent=affiliate-e2e-1' })
  // The network's other hosts were reached: the CSP let the tag's request and pixel through.
  expect(network.requests.some((url) => url.startsWith('https://sjwoe.com/'))).toBe(true)

  // Home → product page, client-side.
  await markDocument(page)
  await page.locator('main a[href$="/foto-studio-pro"]').filter({ visible: true }).first().click()
  await expect(page).toHaveURL(/\/foto-studio-pro$/)
  await untilRuns(network, 2)
  expect(network.runs[1]?.sitePage).toEqual(productDetail)
  expect(network.runs[1]?.path).toMatch(/\/foto-studio-pro$/)

  // Product → cart, client-side: the cart payload of the real cart.
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  await untilRuns(network, 3)
  const cart = await cartPayload(page)
  expect(cart.cartSubtotal).toBeGreaterThan(0)
  expect(cart.items.map((item) => item.itemId)).toEqual(['1'])
  expect(network.runs[2]).toEqual({ sitePage: cart, path: '/warenkorb' })
  expect(await sameDocument(page)).toBe(true)

  // Back to the product page and forward to the cart: two more page views.
  await page.goBack()
  await expect(page).toHaveURL(/\/foto-studio-pro$/)
  await untilRuns(network, 4)
  expect(network.runs[3]?.sitePage).toEqual(productDetail)
  await page.goForward()
  await expect(page).toHaveURL(/\/warenkorb$/)
  await untilRuns(network, 5)
  expect(network.runs[4]).toEqual({ sitePage: cart, path: '/warenkorb' })
  expect(await sameDocument(page)).toBe(true)

  // A reload is a page view too.
  await page.reload()
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  await untilRuns(network, 6)
  expect(network.runs[5]).toEqual({ sitePage: cart, path: '/warenkorb' })

  // Checkout is not a reported page type; the confirmation reports the order.
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await fillCheckout(page, uniqueAddress('affiliate-tag'))
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await payOnHostedPage(page)
  await expect(page.getByTestId('licence-key').first()).toBeVisible()
  const orderNumber = new URL(page.url()).searchParams.get('order')!
  await untilRuns(network, 7)
  const accessToken = await page.evaluate((number) => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const value = sessionStorage.getItem(sessionStorage.key(i)!) ?? ''
      if (value.includes(number)) return (JSON.parse(value) as { accessToken: string }).accessToken
    }
    return ''
  }, orderNumber)
  const answer = await gatewayAnswer(
    page,
    `query($n: String!) { conversionOrder(orderNumber: $n) {
      enterpriseId pageType orderId actionTrackerId currency amount cjeventOrder discount coupon
      items { unitPrice itemId quantity discount } customerStatus } }`,
    { n: orderNumber },
    { 'x-order-token': accessToken },
  )
  const order = answer['conversionOrder'] as Record<string, unknown>
  expect(order).toMatchObject({
    pageType: 'conversionConfirmation',
    enterpriseId: ENTERPRISE_ID,
    orderId: orderNumber,
    currency: 'EUR',
    cjeventOrder: 'affiliate-e2e-1',
    amount: cart.cartSubtotal,
    items: [expect.objectContaining({ itemId: '1', quantity: 1 })],
  })
  expect(network.runs[6]).toEqual({
    order,
    path: `/bestellbestaetigung?order=${encodeURIComponent(orderNumber)}`,
  })

  // A page type that is not reported (the imprint) runs no tag.
  const traffic = watchRequests(page, TRACKING_TRAFFIC)
  await page.locator('footer').getByRole('link', { name: 'Impressum' }).click()
  await expect(page).toHaveURL(/\/impressum$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await quiet(page, traffic)
  expect(network.runs).toHaveLength(7)
})

test('phone, English: a payload that arrives after its page was left is never run', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await consent(context, MARKETING)
  const network = await standInNetwork(context)
  await page.goto('/en')
  await untilRuns(network, 1)
  expect(network.runs[0]).toEqual({ sitePage: home, path: '/en' })

  // The product page's payload is held back until the visitor is on the cart.
  let seen: () => void = () => undefined
  const productPayloadAsked = new Promise<void>((resolve) => (seen = resolve))
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = false
  await page.route('**/graphql**', async (route) => {
    const request = route.request()
    const asks =
      request.url().includes('operationName=TrackingPage') ||
      (request.postData() ?? '').includes('"operationName":"TrackingPage"')
    if (!asks || held) return route.fallback()
    held = true
    seen()
    await released
    await route.fallback()
  })
  await page.locator('main a[href$="/photo-studio-pro"]').filter({ visible: true }).first().click()
  await expect(page).toHaveURL(/\/photo-studio-pro$/)
  await productPayloadAsked
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/en\/cart$/)
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  await untilRuns(network, 2)
  const cart = await cartPayload(page)
  expect(network.runs[1]).toEqual({ sitePage: cart, path: '/en/cart' })

  // The held answer arrives; whatever it could start (a tag run) has happened once all is quiet.
  const traffic = watchRequests(page, TRACKING_TRAFFIC)
  const answered = page.waitForResponse(
    (response) =>
      (response.request().postData() ?? '').includes('"operationName":"TrackingPage"') ||
      response.url().includes('operationName=TrackingPage'),
  )
  release()
  await answered
  await quiet(page, traffic)
  await page.unroute('**/graphql**')
  expect(network.runs).toHaveLength(2)

  // Back on the product page, its own view runs with its own payload.
  await page.goBack()
  await expect(page).toHaveURL(/\/photo-studio-pro$/)
  await untilRuns(network, 3)
  expect(network.runs[2]?.sitePage).toEqual(productDetail)
  expect(network.runs[2]?.path).toMatch(/^\/en\/.+\/photo-studio-pro$/)
})

test.describe('nothing reaches the network', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  /** The page's scripts ran and all they asked or loaded (a payload, a tag) is done. */
  async function settled(page: Page) {
    const traffic = watchRequests(page, TRACKING_TRAFFIC)
    await appReady(page)
    await quiet(page, traffic)
  }

  async function visitTrackedPages(page: Page) {
    await page.goto('/windows/grafik/foto-studio-pro')
    await settled(page)
    await page.goto('/warenkorb')
    await settled(page)
  }

  test('before consent, after declining, and only after accepting', async ({ page, context }) => {
    const network = await standInNetwork(context)
    const first = await page.goto('/?cjevent=affiliate-e2e-2')
    await expect(page.getByTestId('consent-banner')).toBeVisible()
    expect(Object.values(policyOf(first)).flat().join(' ')).not.toMatch(
      /mczbf|sjwoe|dotomi|emjcd|rlcdn|cj\.com/,
    )
    await settled(page)
    expect(network.requests).toEqual([])
    expect(await page.evaluate(() => window.cj)).toBeUndefined()

    await page.getByRole('button', { name: 'Nur notwendige' }).click()
    await expect(page.getByTestId('consent-banner')).toBeHidden()
    await visitTrackedPages(page)
    expect(network.requests).toEqual([])
    expect(await page.evaluate(() => window.cj)).toBeUndefined()

    // Accepting loads the page again, under a policy that allows the network: one run.
    await page.goto('/')
    await page.locator('footer').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await reloaded
    await untilRuns(network, 1)
    expect(network.runs[0]).toEqual({ sitePage: home, path: '/' })
  })

  for (const [signal, script, headers] of [
    [
      'Do-Not-Track',
      `Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })`,
      { DNT: '1' },
    ],
    [
      'Global Privacy Control',
      `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })`,
      { 'Sec-GPC': '1' },
    ],
  ] as const) {
    test(`with ${signal}, even after consenting to marketing`, async ({ page, context }) => {
      await consent(context, 'v1.s1.m1.1790000000')
      await page.addInitScript(script)
      await page.setExtraHTTPHeaders(headers)
      const network = await standInNetwork(context)
      await page.goto('/')
      await settled(page)
      await visitTrackedPages(page)
      expect(network.requests).toEqual([])
      expect(await page.evaluate(() => window.cj)).toBeUndefined()
    })
  }
})
