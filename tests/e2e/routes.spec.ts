import { allNamedRoutes, canonicalPath, withLocalePrefix } from '../../web/src/routing/routes'
import { expect, test } from './fixtures'

const siteUrl = 'http://localhost:3000'

// Every page route × {base, /de, /en}, by German and English slug (spec §2).
test.describe('the route table over HTTP', () => {
  for (const route of allNamedRoutes()) {
    test(`${route.name} at ${route.path}`, async ({ request }) => {
      const response = await request.get(route.path, { maxRedirects: 0 })
      if (route.route.loginRequired) {
        // Per-customer pages send a visitor without a session to the login page and back
        // (account.spec.ts checks their canonical links logged in).
        expect(response.status()).toBe(307)
        const login = canonicalPath({ de: '/konto/anmelden', en: '/account/login' }, route.locale)
        const back = canonicalPath(route.route.paths, route.locale)
        expect(response.headers()['location']).toBe(`${login}?returnTo=${encodeURIComponent(back)}`)
        expect(response.headers()['cache-control']).toBe('private, no-store')
        return
      }
      if (route.route.mailedLink) {
        // Opened without its token, a mailed link's page shows only the failure (issue 19).
        expect(response.status()).toBe(400)
        const html = await response.text()
        expect(html).toContain(`<html lang="${route.locale}"`)
        expect(html).toContain('<meta name="robots" content="noindex"')
        expect(html).toContain('role="alert"')
        return
      }
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<html lang="${route.locale}"`)
      const paths = route.route.paths
      const german = `${siteUrl}${canonicalPath(paths, 'de')}`
      const english = `${siteUrl}${withLocalePrefix(paths.en, 'en')}`
      const canonical = route.locale === 'de' ? german : english
      expect(html).toContain(`<link rel="canonical" href="${canonical}"`)
      expect(html).toContain(`<link rel="alternate" hrefLang="de" href="${german}"`)
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${english}"`)
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${german}"`)
      const pressPage = ['/press', '/press-contact', '/press-downloads'].includes(route.route.page)
      expect(html).toContain(`data-layout="${pressPage ? 'press' : 'default'}"`)
      if (route.route.account) expect(html).toContain('<meta name="robots" content="noindex"')
    })
  }
})

test.describe('unmatched routes (spec §8)', () => {
  for (const [path, lang, headline, message] of [
    [
      '/gibt-es-nicht',
      'de',
      'Ooops! Da ist etwas schiefgelaufen …',
      'Diese Seite konnte nicht gefunden werden',
    ],
    [
      '/de/gibt-es-nicht',
      'de',
      'Ooops! Da ist etwas schiefgelaufen …',
      'Diese Seite konnte nicht gefunden werden',
    ],
    ['/en/does-not-exist', 'en', 'Ooops! Something went wrong...', 'This page could not be found'],
    [
      '/ueber-uns/zu-tief',
      'de',
      'Ooops! Da ist etwas schiefgelaufen …',
      'Diese Seite konnte nicht gefunden werden',
    ],
  ] as const) {
    test(`${path} is a real 404`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).toContain(`<html lang="${lang}"`)
      expect(html).toContain(headline)
      expect(html).toContain(message)
      expect(html).not.toContain('rel="canonical"')
    })
  }
})

test.describe('language detection at / only (spec §2, §9)', () => {
  test('an English browser is sent to /en and the choice is stored', async ({ request }) => {
    const response = await request.get('/', {
      headers: { 'accept-language': 'en-US,en-GB;q=0.9' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(302)
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/en')
    expect(response.headers()['set-cookie']).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    )
  })

  test('a German or unknown browser stays on / and that choice is stored', async ({ request }) => {
    for (const language of ['de-AT', 'fr-FR', '']) {
      const response = await request.get('/', {
        headers: { 'accept-language': language },
        maxRedirects: 0,
      })
      expect(response.status(), language).toBe(200)
      expect(response.headers()['set-cookie'], language).toBe(
        'i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax',
      )
    }
  })

  test('the cookie wins over the browser language', async ({ request }) => {
    const german = await request.get('/', {
      headers: { 'accept-language': 'en-US', cookie: 'i18n_redirected=de' },
      maxRedirects: 0,
    })
    expect(german.status()).toBe(200)
    const english = await request.get('/', {
      headers: { 'accept-language': 'de-DE', cookie: 'i18n_redirected=en' },
      maxRedirects: 0,
    })
    expect(english.status()).toBe(302)
    expect(new URL(english.headers()['location']!, 'http://x').pathname).toBe('/en')
  })

  test('no other path ever redirects for language', async ({ request }) => {
    for (const path of ['/de', '/ueber-uns', '/en/about-us', '/impressum', '/sitemap.xml']) {
      const response = await request.get(path, {
        headers: { 'accept-language': 'en-US' },
        maxRedirects: 0,
      })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['set-cookie'], path).toBeUndefined()
    }
  })
})

test.describe('the language switch', () => {
  test('translates the slug, changes the prefix and stores the cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/ueber-uns')
    await page.getByRole('link', { name: 'Sprache: English' }).click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
    expect(
      (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected'),
    ).toMatchObject({
      value: 'en',
      path: '/',
      sameSite: 'Lax',
    })

    await page.goto('/en/imprint')
    const [switched] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/locale')),
      page.getByRole('link', { name: 'Language: Deutsch' }).click(),
    ])
    expect(switched.status()).toBe(302)
    // German is the default language: its canonical path, never a /de/… duplicate (issue 19).
    expect(new URL(switched.headers()['location']!, 'http://x').pathname).toBe('/impressum')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/impressum$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum')
    expect(
      (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value,
    ).toBe('de')
  })

  test('answers a malformed address with 400, never a 500', async ({ request }) => {
    for (const path of ['/windows/%E0%A4%A', '/mac/%zz', '/%']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(400)
    }
    // The storefront's own answer says what is wrong in both languages.
    const catalog = await request.get('/windows/%E0%A4%A', { maxRedirects: 0 })
    expect(await catalog.text()).toContain('Diese Adresse ist fehlerhaft')
    expect(await catalog.text()).toContain('This address is malformed')
  })

  test('refuses to redirect anywhere but this site', async ({ request }) => {
    const response = await request.get('/api/locale?locale=en&path=//evil.example/x', {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(302)
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/en')
    const bad = await request.get('/api/locale?locale=fr&path=/', { maxRedirects: 0 })
    expect(bad.status()).toBe(400)
  })
})

test('/page-not-found explains, counts down and then goes home', async ({ page }) => {
  await page.goto('/en/page-not-found')
  await expect(
    page.getByText("Sorry, but we couldn't find the page you were looking for."),
  ).toBeVisible()
  await expect(page.getByTestId('redirect-countdown')).toContainText('Redirecting in')
  await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 })

  await page.goto('/page-not-found')
  await expect(page.getByText('Leider konnten wir die gesuchte Seite nicht finden.')).toBeVisible()
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 15_000 })
})

test.describe('search engines', () => {
  test('the sitemap lists every page in both languages, robots.txt points at it', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toContain('application/xml')
    const xml = await sitemap.text()
    expect(xml).toContain(`<loc>${siteUrl}/ueber-uns</loc>`)
    expect(xml).toContain(`<loc>${siteUrl}/en/about-us</loc>`)
    // Press releases and job openings are pages of their own, in both languages.
    expect(xml).toMatch(new RegExp(`<loc>${siteUrl}/presse/mitteilungen/[a-z0-9-]+</loc>`))
    expect(xml).toMatch(new RegExp(`<loc>${siteUrl}/en/press/releases/[a-z0-9-]+</loc>`))
    expect(xml).toContain(`<loc>${siteUrl}/ueber-uns/jobs/softwareentwicklung-typescript</loc>`)
    expect(xml).toContain(`<loc>${siteUrl}/en/about-us/jobs/software-developer-typescript</loc>`)
    // The customer account is per visitor: no page of it is listed.
    expect(xml).not.toContain('/konto')
    expect(xml).not.toContain('/account')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })

  test('the home page carries the Organization as JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1]
    // The seller as configured (COMPANY_*; the e2e stack runs on the defaults), the same the
    // Impressum names.
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: expect.stringMatching(/^Schaufenster Software GmbH/),
      foundingDate: '1994',
      address: { '@type': 'PostalAddress', addressCountry: 'DE' },
    })
  })
})

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/en/about-us', '/sitemap.xml', '/gibt-es-nicht']) {
    const headers = (await request.get(path)).headers()
    // The suite's visitor consented to nothing: no third party (issue 18.12); beside the nonce
    // only the hashes of the fixed inline scripts (the consent gate, the first frame, and
    // catalog pages' click keeper and script loader: decision 0034).
    expect(headers['content-security-policy'], path).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]{22,}'( 'sha256-[A-Za-z0-9+/]{43}='){4};/,
    )
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['strict-transport-security'], path).toContain('max-age=')
    expect(headers['permissions-policy'], path).toContain('camera=()')
  }
})

test('every page answer has a fresh script nonce, and Next marks its scripts with it', async ({
  request,
}) => {
  const nonceOf = (policy: string | undefined) =>
    /script-src 'self' 'nonce-([A-Za-z0-9+/=]{22,})'/.exec(policy ?? '')?.[1]
  const first = nonceOf((await request.get('/')).headers()['content-security-policy'])
  const second = nonceOf((await request.get('/')).headers()['content-security-policy'])
  expect(first).toBeTruthy()
  expect(second).toBeTruthy()
  expect(first).not.toBe(second)

  // A page rendered per request (search) carries the nonce of its own answer on every script.
  const search = await request.get('/suche?q=foto')
  const nonce = nonceOf(search.headers()['content-security-policy'])
  const scripts = [...(await search.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
  expect(executable.length).toBeGreaterThan(0)
  for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`)
})

test('the storefront shows the GraphiQL sandbox at /graphql under the policy of its page', async ({
  request,
}) => {
  // Issue 20.8: the gateway's own GraphiQL (graphql-sandbox.spec.ts), its bundle proxied too.
  const response = await request.get('/graphql', { headers: { accept: 'text/html' } })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).not.toContain('embeddable-sandbox')
  const script = /<script defer src="(\/sandbox\/[^"]+\.js)"><\/script>/.exec(html)?.[1]
  expect(script).toBeTruthy()
  // Exactly one policy: the storefront's own would refuse the sandbox's workers.
  const policies = response.headersArray().filter((h) => h.name === 'content-security-policy')
  expect(policies).toHaveLength(1)
  expect(policies[0]!.value).toContain("script-src 'self'")
  expect(policies[0]!.value).not.toContain('unsafe-eval')
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  const bundle = await request.get(script!)
  expect(bundle.status()).toBe(200)
  expect(bundle.headers()['content-type']).toBe('text/javascript; charset=utf-8')
  expect(bundle.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // A GraphQL request on the same path still answers JSON.
  const data = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ __typename }' },
  })
  expect(await data.json()).toEqual({ data: { __typename: 'Query' } })
})
