import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  stackEnv,
  startGraph,
  startHub,
  startWeb,
  stopProcess,
  waitForHttp,
} from '../../scripts/stack-processes'
import { expect, test } from '../e2e/fixtures'
import { resiliencePorts as ports } from '../e2e/ports'
import { addProductToCart, fillCheckout, payOnHostedPage, PRODUCT } from '../e2e/shop'

// A second stack of its own (using the production build of the main e2e
// stack), so this test can stop and restart its hub without disturbing others.
test.describe('a stopped hub', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use({ baseURL: `http://127.0.0.1:${ports.web}` })
  let dataDir: string
  let hub: ChildProcess | undefined
  let graph: ChildProcess | undefined
  let web: ChildProcess | undefined
  const hubUrl = `http://127.0.0.1:${ports.hub}`
  const graphUrl = `http://127.0.0.1:${ports.graph}`
  const webUrl = `http://127.0.0.1:${ports.web}`
  const env = () =>
    stackEnv(ports, {
      // Its own public origin: links in mail and the payment page's return lead back here.
      SITE_URL: webUrl,
      PGLITE_DIR: dataDir,
      LOG_LEVEL: 'silent',
      HUB_TIMEOUT_MS: '1000',
      GRAPH_TIMEOUT_MS: '2000',
      REVALIDATE_SECONDS: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    })

  const startTheHub = async () => {
    hub = startHub(env(), 'production')
    await waitForHttp(`${hubUrl}/healthz`, 60_000, hub)
  }

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'schaufenster-resilience-'))
    await startTheHub()
    graph = startGraph(env(), 'production')
    await waitForHttp(`${graphUrl}/healthz`, 60_000, graph)
    web = startWeb(env(), 'production', ports.web)
    await waitForHttp(`${webUrl}/`, 60_000, web)
  })

  test.afterAll(async () => {
    await Promise.all([web, graph, hub].map((child) => (child ? stopProcess(child) : undefined)))
    rmSync(dataDir, { recursive: true, force: true })
  })

  const timed = async (url: string) => {
    const started = Date.now()
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    const body = await response.text()
    return { status: response.status, body, ms: Date.now() - started }
  }

  test('is reported by the gateway, never hangs the storefront, and recovers on restart', async () => {
    const healthy = await timed(`${webUrl}/`)
    expect(healthy.status).toBe(200)
    expect(healthy.body).toContain('Foto-Studio Pro')

    await stopProcess(hub!)

    const health = await timed(`${graphUrl}/healthz`)
    expect(health.status).toBe(503)
    expect(JSON.parse(health.body)).toEqual({ status: 'degraded', dependencies: { hub: 'down' } })
    expect(health.ms).toBeLessThan(5000)

    const query = await fetch(`${graphUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(locale: de, first: 1) { totalCount } }' }),
    })
    const queryBody = (await query.json()) as { errors: { extensions: { code: string } }[] }
    expect(queryBody.errors[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE')

    // Twice past the revalidation interval: the regeneration fails in the
    // background and the last good page keeps being served.
    for (const path of ['/', '/en', '/', '/en']) {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      const page = await timed(`${webUrl}${path}`)
      expect(page.ms).toBeLessThan(5000)
      expect(page.status).toBe(200)
      expect(page.body).toContain(path === '/' ? 'Foto-Studio Pro' : 'Photo Studio Pro')
    }

    // A page that was never generated cannot be rendered without data: "please retry"
    // (503, not cached), never a 500 and never a 404 for a program that may exist.
    const unbuilt = '/windows/grafik/noch-nicht-erzeugt'
    const unavailable = await timed(`${webUrl}${unbuilt}`)
    expect(unavailable.status).toBe(503)
    expect(unavailable.ms).toBeLessThan(5000)

    await startTheHub()
    await expect
      .poll(async () => (await timed(`${graphUrl}/healthz`)).status, { timeout: 10_000 })
      .toBe(200)
    // With data again, the same address is what it is: no such program.
    expect((await timed(`${webUrl}${unbuilt}`)).status).toBe(404)
    const recovered = await fetch(`${graphUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(locale: de, first: 1) { totalCount } }' }),
    })
    const recoveredBody = (await recovered.json()) as { data: { products: { totalCount: number } } }
    expect(recoveredBody.data.products.totalCount).toBeGreaterThanOrEqual(12)
    expect((await timed(`${webUrl}/en`)).status).toBe(200)
  })

  test('under load: catalog pages keep coming, cart and checkout ask to retry, then it all works again', async ({
    page,
  }) => {
    // The gateway's outage answers reach the browser as failed requests.
    test.info().annotations.push({ type: 'expected-console-error', description: 'status of 503' })
    await addProductToCart(page)
    await page.goto('/kasse')
    const form = await fillCheckout(page, 'ausfall@example.org')

    // Visitors keep browsing the catalog from several connections throughout.
    let loading = true
    const statuses: number[] = []
    const browse = async () => {
      const paths = ['/', '/windows', PRODUCT, '/en']
      for (let i = 0; loading; i += 1) {
        const response = await fetch(`${webUrl}${paths[i % paths.length]}`, {
          signal: AbortSignal.timeout(10_000),
        }).catch(() => undefined)
        await response?.body?.cancel()
        statuses.push(response?.status ?? 0)
      }
    }
    const load = Array.from({ length: 6 }, browse)

    await stopProcess(hub!)
    await form.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await expect(form.getByText(/Der Dienst ist gerade nicht erreichbar/)).toBeVisible()
    // Nothing the buyer typed is lost.
    await expect(form.getByLabel(/^E-Mail-Adresse/)).toHaveValue('ausfall@example.org')
    await expect(form.getByLabel(/^Straße und Hausnummer/)).toHaveValue('Musterstraße 1')
    await expect(form.getByLabel(/^Postleitzahl/)).toHaveValue('10115')

    await page.goto('/warenkorb')
    await expect(page.getByText('Der Warenkorb konnte nicht geladen werden.')).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 2000))

    // The hub comes back; web and gateway were never restarted.
    await startTheHub()
    await page.getByRole('button', { name: 'Erneut versuchen' }).click()
    await expect(page.getByTestId('cart-item')).toHaveCount(1)
    await page.goto('/kasse')
    const again = await fillCheckout(page, 'ausfall@example.org')
    await again.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page)
    await expect(page).toHaveURL(/bestellbestaetigung/)
    await expect(page.getByText(/SCHF-/).first()).toBeVisible()

    loading = false
    await Promise.all(load)
    expect(statuses.length).toBeGreaterThan(20)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
  })
})
