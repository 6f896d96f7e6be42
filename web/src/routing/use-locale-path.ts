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
