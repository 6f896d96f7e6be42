import { useRouter } from 'next/router'
import { useCallback } from 'react'
import { useCustomer } from './CustomerProvider'
import { loginUrl, splitLocalePrefix } from './return-path'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { canonicalPath, pageRouteForSlug } from '../routing/routes'

/**
 * What an account page does after one of its mutations: read the page again from the
 * server (its data is props, so nothing stale stays), or, when the session ended
 * meanwhile, go to the login page that leads back here.
 */
export function useAccountActions() {
  const router = useRouter()
  const { signedOut } = useCustomer()
  const locale = toSiteLocale(router.locale)

  const refresh = useCallback(
    () => router.replace(router.asPath, undefined, { scroll: false, locale }),
    [router, locale],
  )

  const sessionEnded = useCallback(async () => {
    const path = router.asPath.split(/[?#]/)[0] ?? '/'
    const route = pageRouteForSlug(path)
    await signedOut()
    const target = splitLocalePrefix(
      loginUrl(locale, route ? canonicalPath(route.paths, locale) : undefined),
    )
    await router.push(target.path, undefined, { locale: target.locale })
  }, [router, locale, signedOut])

  return { refresh, sessionEnded }
}
