import { useRouter } from 'next/router'
import { toSiteLocale, type SiteLocale } from '../i18n/next-i18next-config'
import { pageRouteForPage } from './routes'

/**
 * Link helper: the path of a page in the current language, by its page name
 * (`/about-us` → `/ueber-uns` on German pages). Next's Link adds the prefix.
 */
export function useLocalePath(): (page: string, locale?: SiteLocale) => string {
  const router = useRouter()
  const current = toSiteLocale(router.locale)
  return (page, locale = current) => {
    const pageRoute = pageRouteForPage(page)
    if (!pageRoute) throw new Error(`No route for page ${page}`)
    return pageRoute.paths[locale]
  }
}

/**
 * The page's query (`?q=foto`, or `''`) as far as the render may know it (issue 19, point
 * 15: links that keep the page's subject). A server-rendered page knows it on the server
 * and in the browser alike; a statically generated page is one HTML for every query, so
 * there it is `''` until the router is ready after hydration (then the page renders again
 * with it). Server markup and the first render in the browser therefore always agree.
 */
export function useCurrentSearch(): string {
  const router = useRouter()
  return router.isReady ? new URL(router.asPath, 'http://storefront.invalid').search : ''
}
