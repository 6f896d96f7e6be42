import type { Page, Response } from '@playwright/test'
import { conversionOfQuery, S2sStandIn } from '../integration/tracking/s2s-stand-in'
import { expect, test } from './fixtures'
import { uniqueAddress } from './mail'
import { e2eS2sStandInPort } from './ports'
import { addProductToCart, fillCheckout, payOnHostedPage } from './shop'

// Issue 20, point 2: the server-to-server conversion report as a real purchase triggers it.
// A shopper lands from an affiliate link (`?cjevent=`), accepts marketing cookies, buys in
// Chromium through the real checkout; the stack's hub (playwright.config.ts points its
// CONVERSION_POSTBACK_URL here) must report the order exactly once to this stand-in of the
// network's S2S endpoint, with the figures the confirmation page's `conversionOrder` got.

// A first visit: no consent cookie yet, so the banner asks.
test.use({ storageState: { cookies: [], origins: [] } })

const network = new S2sStandIn(e2eS2sStandInPort)

test.beforeAll(async () => {
  await network.start()
})

test.afterAll(async () => {
  await network.stop()
})

interface ConversionOrderAnswer {
  orderId: string
  enterpriseId: number
  actionTrackerId: number
  currency: string
  amount: number
  cjeventOrder: string
  discount: number
  coupon: string
  customerStatus: string
  items: { itemId: string; unitPrice: number; quantity: number; discount: number | null }[]
}

/** Third parties are unreachable here: every request off this machine gets an empty script. */
async function stubOtherHosts(page: Page) {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* stub */' }),
  )
}

/**
 * The confirmation page's own `conversionOrder` answer, as the browser received it. Apollo
 * Client sends it as a persisted query (GET with `operationName=ConversionOrder`, or a POST
 * with the query text after a PersistedQueryNotFound); only an answer with data counts.
 */
function confirmationAnswer(page: Page): Promise<ConversionOrderAnswer> {
  const isConversionOrder = (url: string, body: string) =>
    new URL(url).searchParams.get('operationName') === 'ConversionOrder' ||
    body.includes('"operationName":"ConversionOrder"') ||
    body.includes('conversionOrder(')
  const dataOf = async (response: Response) => {
    const answer = (await response.json().catch(() => ({}))) as {
      data?: { conversionOrder?: ConversionOrderAnswer | null }
    }
    return answer.data?.conversionOrder ?? null
  }
  return page
    .waitForResponse(
      async (response) =>
        new URL(response.url()).pathname === '/graphql' &&
        isConversionOrder(response.url(), response.request().postData() ?? '') &&
        (await dataOf(response)) !== null,
      { timeout: 30_000 },
    )
    .then(async (response) => (await dataOf(response))!)
}

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`an affiliate purchase is reported once server-to-server (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    // A step that cannot be taken fails with its own locator, not the test's timeout.
    page.setDefaultTimeout(15_000)
    await stubOtherHosts(page)
    const clickId = `cj-e2e-${name}-${Date.now()}`

    await page.goto(`/?cjevent=${clickId}`)
    // Accepting loads the page again, under a policy that allows the affiliate tag
    // (consent/ThirdPartyScripts.tsx). The next step waits for that load: a navigation started
    // while the reload is pending is cancelled by it (net::ERR_ABORTED in a CI run).
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await reloaded
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'cje')?.value)
      .toBe(clickId)

    await addProductToCart(page)
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await fillCheckout(page, uniqueAddress(`s2s-${name}`))
    const answered = confirmationAnswer(page)
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page)
    await expect(page.getByTestId('licence-key').first()).toBeVisible()
    const orderNumber = new URL(page.url()).searchParams.get('order')!
    const conversion = await answered
    expect(conversion).toMatchObject({ orderId: orderNumber, cjeventOrder: clickId })

    // The hub's worker reports the order on its own, without the browser.
    await expect.poll(() => network.callsFor(orderNumber).length, { timeout: 20_000 }).toBe(1)
    const [call] = network.callsFor(orderNumber)
    expect(call!.method).toBe('GET')
    const reported = conversionOfQuery(call!.query)
    expect(reported).toMatchObject({
      method: 'S2S',
      enterpriseId: conversion.enterpriseId,
      actionTrackerId: conversion.actionTrackerId,
      orderId: orderNumber,
      cjeventOrder: clickId,
      currency: conversion.currency,
      coupon: conversion.coupon,
      discount: conversion.discount,
      customerStatus: conversion.customerStatus,
      // The page's Apollo Client adds __typename; the figures are what counts.
      items: conversion.items.map(({ itemId, unitPrice, quantity, discount }) => ({
        itemId,
        unitPrice,
        quantity,
        discount,
      })),
      amount: conversion.amount,
    })
    expect(Date.parse(reported.eventTime)).not.toBeNaN()
    await expect.poll(() => call!.answered).toBe(200)
    // Answered 200 means SENT: reloading the confirmation page reports nothing again.
    await page.reload()
    await expect(page.getByTestId('licence-key').first()).toBeVisible()
    expect(network.callsFor(orderNumber)).toHaveLength(1)
  })
}
