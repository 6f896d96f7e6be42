import { NextResponse, type NextRequest } from 'next/server'
import { pagePolicy } from './config/security-headers'
import { webServerConfig } from './config/server-config'
import { thirdPartiesOf } from './config/third-parties'
import { consentCookieName, parseConsentCookie } from './consent/consent-cookie'
import { toSiteLocale } from './i18n/next-i18next-config'
import { localeCookie, localeCookieHeader } from './routing/language-detection'
import {
  pagePathOfDataRequest,
  runNavigationSteps,
  UnknownMiddlewareError,
} from './routing/navigation-steps'

const MALFORMED_ADDRESS =
  'Diese Adresse ist fehlerhaft. Bitte prüfen Sie sie.\nThis address is malformed. Please check it.\n'

/**
 * The request-time steps of every navigation (spec §2): product filters from
 * the route, then language handling. Runs for documents and for the data
 * requests of client-side navigations alike.
 */
export function proxy(request: NextRequest) {
  // skipProxyUrlNormalize: request.url is the path as sent (`/de` stays `/de`).
  const rawPathname = new URL(request.url).pathname
  const dataPath = pagePathOfDataRequest(rawPathname)
  let context
  try {
    context = runNavigationSteps({
      pathname: dataPath ?? request.nextUrl.pathname,
      rawPathname,
      locale: toSiteLocale(request.nextUrl.locale),
      cookieLocale: request.cookies.get(localeCookie.name)?.value,
      acceptLanguage: request.headers.get('accept-language'),
      isDocumentRequest: dataPath === undefined && request.method === 'GET',
    })
  } catch (error) {
    if (error instanceof UnknownMiddlewareError) {
      return new NextResponse(error.message, { status: error.statusCode })
    }
    // A malformed percent-escape in a catalog path (`/windows/%E0%A4%A`) is the request's
    // fault: 400, not a 500. The address says nothing of the language, so both.
    if (error instanceof URIError) {
      return new NextResponse(MALFORMED_ADDRESS, {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    }
    throw error
  }

  const config = webServerConfig()
  const secure = config.SITE_URL.startsWith('https:')
  // A fresh nonce per page answer. Set on the request too: Next reads it from there and
  // marks the scripts of a page it renders for this request (spec: no inline script
  // without the nonce); web/server.ts renews it in pre-rendered HTML. Third-party scripts
  // only as the visitor's consent cookie allows (config/third-parties.ts): the page
  // answer varies by Cookie (server/answer-cache-policy.ts). Data requests keep the
  // shared policy of next.config.ts, which allows no third party. Development runs
  // React Refresh, which evaluates code: no policy.
  const policy =
    process.env.NODE_ENV === 'production' && dataPath === undefined
      ? pagePolicy(
          thirdPartiesOf(config),
          parseConsentCookie(request.cookies.get(consentCookieName)?.value),
          Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64'),
        )
      : undefined
  let response: NextResponse
  if (context.redirectTo) {
    const target = request.nextUrl.clone()
    target.pathname = '/'
    target.locale = 'en'
    response = NextResponse.redirect(target, 302)
  } else {
    const headers = new Headers(request.headers)
    headers.set('x-product-filters', JSON.stringify(context.filters ?? null))
    // Only this proxy names the nonce: a request's own header of that name never counts.
    if (policy) headers.set('content-security-policy', policy)
    else headers.delete('content-security-policy')
    response = NextResponse.next({ request: { headers } })
  }
  if (policy) response.headers.set('content-security-policy', policy)
  if (context.storeLocale)
    response.headers.append('set-cookie', localeCookieHeader(context.storeLocale, secure))
  return response
}

export const config = {
  // The root needs its own entry: with i18n the pattern alone misses `/`, `/de` and `/en`.
  matcher: ['/', '/((?!api|_next/static|_next/image|favicon|media|downloads|uploads|graphql).*)'],
}
