import { withLocalePrefix } from '../routing/routes'

/** A catalog path as the gateway answers it: slugs only, never a query or a host. */
const CATALOG_PATH = /^(?:\/[a-z0-9-]{1,80}){1,3}$/

/**
 * Every statically generated URL of a product page whose content a review changes: the
 * page in each language, reached by its German or its English slugs. The paths come
 * from the catalog (the gateway's answer), never from the browser; anything else is
 * dropped.
 */
export function productPagePaths(paths: { de: string; en: string }): string[] {
  const slugPaths = [paths.de, paths.en].filter((path) => CATALOG_PATH.test(path))
  const urls = slugPaths.flatMap((path) => [path, withLocalePrefix(path, 'en')])
  return [...new Set(urls)]
}
