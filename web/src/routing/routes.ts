import type { SiteLocale } from '../i18n/next-i18next-config'

/**
 * A page of the site (spec §2). Every page answers under its German and its
 * English slug, each in three forms (base = German, `/de/…`, `/en/…`); the
 * language comes from the prefix, whatever the slug. `page` is the Next.js
 * page file that renders it.
 */
export interface PageRoute {
  /** Next.js page path, e.g. `/about-us`. */
  page: string
  /** Slug path in German and in English, e.g. `/ueber-uns` and `/about-us`. */
  paths: Record<SiteLocale, string>
  /**
   * A page of the customer account (issue 8): per visitor, never cached, answered
   * `noindex` and left out of the sitemap.
   */
  account?: true
  /** Only for a logged-in customer: anyone else is redirected to the login page. */
  loginRequired?: true
  /**
   * Opened from a mailed link (issue 19): without a valid token the page shows only the
   * failure and answers 400 (unknown token) or 410 (used or expired).
   */
  mailedLink?: true
}

const route = (page: string, de: string, en: string): PageRoute => ({ page, paths: { de, en } })
const accountRoute = (page: string, de: string, en: string, loginRequired = false): PageRoute => ({
  ...route(page, de, en),
  account: true,
  ...(loginRequired ? { loginRequired: true as const } : {}),
})
const mailedLinkRoute = (page: string, de: string, en: string): PageRoute => ({
  ...accountRoute(page, de, en),
  mailedLink: true,
})

export const pageRoutes: readonly PageRoute[] = [
  route('/', '/', '/'),
  route('/about-us', '/ueber-uns', '/about-us'),
  route('/activated', '/aktiviert', '/activated'),
  route('/terms', '/agb', '/terms'),
  route('/contact', '/kontakt', '/contact'),
  route('/privacy', '/datenschutz', '/privacy'),
  route('/download', '/download', '/download'),
  route('/first-steps', '/erste-schritte', '/first-steps'),
  route('/imprint', '/impressum', '/imprint'),
  // Widerrufsbelehrung with the model withdrawal form (issue 23.5), linked from every footer.
  route('/withdrawal', '/widerruf', '/withdrawal'),
  route('/mac', '/mac', '/mac'),
  route('/windows', '/windows', '/windows'),
  route('/mobile', '/mobile', '/mobile'),
  route('/newsletter', '/newsletter', '/newsletter'),
  route('/newsletter/registered', '/newsletter/angemeldet', '/newsletter/registered'),
  route('/newsletter/unsubscribed', '/newsletter/abgemeldet', '/newsletter/unsubscribed'),
  route('/page-not-found', '/page-not-found', '/page-not-found'),
  route('/partner', '/partner', '/partner'),
  route('/press', '/presse', '/press'),
  route('/press-contact', '/presse-kontakt', '/press-contact'),
  route('/press-downloads', '/presse-downloads', '/press-downloads'),
  route('/ticket/sent', '/ticket/abgeschickt', '/ticket/sent'),
  route('/search', '/suche', '/search'),
  route('/cart', '/warenkorb', '/cart'),
  route('/checkout', '/kasse', '/checkout'),
  route('/order-confirmation', '/bestellbestaetigung', '/order-confirmation'),
  // The analysts' page (issue 20): behind the analyst key, noindex, not in the sitemap.
  route('/analytics', '/analysen', '/analytics'),
  // Customer accounts (issue 8). The e-mails link to set-password, reset-password,
  // confirm and confirm-email (hub/src/accounts/links.ts).
  accountRoute('/account', '/konto', '/account', true),
  accountRoute('/account/settings', '/konto/einstellungen', '/account/settings', true),
  accountRoute('/account/login', '/konto/anmelden', '/account/login'),
  accountRoute('/account/register', '/konto/registrieren', '/account/register'),
  accountRoute('/account/forgot-password', '/konto/passwort-vergessen', '/account/forgot-password'),
  mailedLinkRoute('/account/set-password', '/konto/passwort-setzen', '/account/set-password'),
  mailedLinkRoute(
    '/account/reset-password',
    '/konto/passwort-zuruecksetzen',
    '/account/reset-password',
  ),
  mailedLinkRoute('/account/confirm', '/konto/bestaetigen', '/account/confirm'),
  mailedLinkRoute('/account/confirm-email', '/konto/email-bestaetigen', '/account/confirm-email'),
  // The link mailed for a guest order or ticket made with an account's address (issue 18).
  mailedLinkRoute('/account/claim', '/konto/zuordnen', '/account/claim'),
]

/** Route names carry the locale after three underscores: `about-us___en`. */
export function routeName(slugPath: string, locale: SiteLocale): string {
  const base = slugPath === '/' ? 'index' : slugPath.slice(1).replaceAll('/', '-')
  return `${base}___${locale}`
}

export interface NamedRoute {
  name: string
  /** The URL path as the browser sees it, with its locale prefix where it has one. */
  path: string
  locale: SiteLocale
  route: PageRoute
}

/** Prefixes a slug path for a locale: `/ueber-uns` → `/en/ueber-uns`; base form for German. */
export function withLocalePrefix(slugPath: string, locale: SiteLocale | 'base'): string {
  if (locale === 'base') return slugPath
  return slugPath === '/' ? `/${locale}` : `/${locale}${slugPath}`
}

/**
 * The full route table: every slug of every page in base, `/de` and `/en`
 * form, each with its name (`ueber-uns___de`, `about-us___en`, …).
 */
export function allNamedRoutes(): NamedRoute[] {
  const named: NamedRoute[] = []
  for (const pageRoute of pageRoutes) {
    const slugs = [...new Set([pageRoute.paths.de, pageRoute.paths.en])]
    for (const slug of slugs) {
      for (const form of ['base', 'de', 'en'] as const) {
        const locale: SiteLocale = form === 'en' ? 'en' : 'de'
        named.push({
          name: routeName(slug, locale),
          path: withLocalePrefix(slug, form),
          locale,
          route: pageRoute,
        })
      }
    }
  }
  return named
}

const routeBySlug = new Map<string, PageRoute>()
for (const pageRoute of pageRoutes) {
  routeBySlug.set(pageRoute.paths.de, pageRoute)
  routeBySlug.set(pageRoute.paths.en, pageRoute)
}

/** The page a slug path (without locale prefix) belongs to, by either of its slugs. */
export function pageRouteForSlug(slugPath: string): PageRoute | undefined {
  return routeBySlug.get(slugPath)
}

/** The page a Next.js page path belongs to. */
export function pageRouteForPage(page: string): PageRoute | undefined {
  return pageRoutes.find((candidate) => candidate.page === page)
}

/**
 * The URL of a page in a locale as the browser shows it: the canonical path
 * (`/konto/anmelden`, `/en/account/login`). Throws for a page the table lacks.
 */
export function pageUrl(page: string, locale: SiteLocale): string {
  const pageRoute = pageRouteForPage(page)
  if (!pageRoute) throw new Error(`No route for page ${page}`)
  return canonicalPath(pageRoute.paths, locale)
}

/**
 * The canonical URL path of a page in a locale: German unprefixed with its
 * German slug, English under `/en` with its English slug.
 */
export function canonicalPath(paths: Record<SiteLocale, string>, locale: SiteLocale): string {
  return locale === 'de' ? paths.de : withLocalePrefix(paths.en, 'en')
}

// Job openings live below the about page, each at its slug in the page's language.
const JOBS_BELOW: Record<SiteLocale, string> = { de: '/ueber-uns/jobs', en: '/about-us/jobs' }

// Press releases live below the press page, each at its slug in the page's language.
const PRESS_RELEASES_BELOW: Record<SiteLocale, string> = {
  de: '/presse/mitteilungen',
  en: '/press/releases',
}

/** Rewrites that let every German slug render the page file named after the English one. */
export function slugRewrites(): { source: string; destination: string }[] {
  return [
    ...pageRoutes
      .filter((pageRoute) => pageRoute.paths.de !== pageRoute.page)
      .map((pageRoute) => ({ source: pageRoute.paths.de, destination: pageRoute.page })),
    // A job opening's page (issue 24.5) below the about page: pages/about-us/jobs/[slug].tsx.
    { source: `${JOBS_BELOW.de}/:slug`, destination: `${JOBS_BELOW.en}/:slug` },
    // A press release's page (issue 24, point 4): pages/press/releases/[slug].tsx.
    { source: `${PRESS_RELEASES_BELOW.de}/:slug`, destination: `${PRESS_RELEASES_BELOW.en}/:slug` },
  ]
}

/** A job opening's path in each language (its alternates): `/ueber-uns/jobs/<slug>`, … */
export function jobOpeningPaths(slugs: Record<SiteLocale, string>): Record<SiteLocale, string> {
  return { de: `${JOBS_BELOW.de}/${slugs.de}`, en: `${JOBS_BELOW.en}/${slugs.en}` }
}

/** A press release's path in each language (its alternates): `/presse/mitteilungen/<slug>`, … */
export function pressReleasePaths(slugs: Record<SiteLocale, string>): Record<SiteLocale, string> {
  return {
    de: `${PRESS_RELEASES_BELOW.de}/${slugs.de}`,
    en: `${PRESS_RELEASES_BELOW.en}/${slugs.en}`,
  }
}
