// Next's Pages Router, once a statically rendered page has hydrated, replaces the route with
// itself (`router.replace(…, { _h: 1 })` in next/dist/client/index.js) whenever the build has
// rewrites or a proxy matches the page, which here is always: the German slugs are rewrites
// and src/proxy.ts sees every page. That step exists to learn a query string the static HTML
// could not know. Without one it changes nothing visible, but it costs a request for the
// page's own data (cancelled or not), and on a 404 page a request for a data file that does
// not exist (issue 22). It is skipped then; with a query string it runs as before.

/** The router instance's parts this reads and patches. */
export interface HydratingRouter {
  pathname: string
  isReady: boolean
  replace(url: unknown, as?: unknown, options?: unknown): Promise<boolean>
}

/** Error pages never need their query: their data is the error, already rendered. */
const ERROR_ROUTES: readonly string[] = ['/404', '/_error']

/** Whether the hydration step would only repeat what the page already shows. */
export function hydrationReplaceIsRedundant(pathname: string, search: string): boolean {
  return search === '' || ERROR_ROUTES.includes(pathname)
}

/**
 * Patches `router.replace` once: the hydration call (`_h: 1`) is answered without navigating
 * when it is redundant; the router is marked ready as the replace would have marked it.
 * Every other call, and every later one, goes through unchanged.
 */
export function skipRedundantHydrationReplace(
  router: HydratingRouter,
  location: { search: string },
): void {
  const original = router.replace
  router.replace = (url: unknown, as?: unknown, options?: unknown) => {
    if ((options as { _h?: number } | undefined)?._h === 1) {
      router.replace = original
      if (hydrationReplaceIsRedundant(router.pathname, location.search)) {
        router.isReady = true
        return Promise.resolve(true)
      }
    }
    return original.call(router, url, as, options)
  }
}
