import type { IncomingHttpHeaders } from 'node:http'
import type { Locale } from '../../../../validation'
import { visitorAddress } from '../../lib/client-address'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { formPageUrl, type FormPage } from './form-routes'
import { formTranslations } from './page-props'

export interface TokenLandingProps {
  problem: 'invalid' | 'unavailable'
}

export type TokenOutcome = { ok: true; locale: Locale } | { ok: false }

// The part of Next's getServerSideProps context a landing uses (kept structural so the
// logic can be tested without a Next server).
interface LandingContext {
  query: Record<string, string | string[] | undefined>
  locale?: string
  req: { socket: { remoteAddress?: string }; headers?: IncomingHttpHeaders }
  res: { setHeader(name: string, value: string): unknown }
}

/**
 * The target of an e-mail link: confirms the token through the gateway on the server
 * and redirects to the page in the language of the subscription or activation, so the
 * link works without JavaScript. A bad link shows a message instead.
 */
export function tokenLanding(
  page: FormPage,
  confirm: (token: string, locale: Locale, visitorIp: string | undefined) => Promise<TokenOutcome>,
) {
  return async ({ query, locale, req, res }: LandingContext) => {
    const siteLocale = toSiteLocale(locale)
    const token = typeof query['token'] === 'string' ? query['token'] : ''
    res.setHeader('cache-control', 'no-store')
    let problem: TokenLandingProps['problem'] = 'invalid'
    if (token) {
      try {
        const result = await confirm(token, siteLocale, visitorAddress(req))
        if (result.ok) {
          return {
            redirect: { destination: formPageUrl(page, result.locale), permanent: false },
          }
        }
      } catch {
        problem = 'unavailable'
      }
    }
    return { props: { ...(await formTranslations(siteLocale)), problem } }
  }
}
