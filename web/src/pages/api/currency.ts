import type { NextApiRequest, NextApiResponse } from 'next'
import { webServerConfig } from '../../config/server-config'
import { isShopCurrency } from '@schaufenster/contract'
import { currencyCookieHeader } from '../../currency/currencies'
import { isSitePath, refererSitePath, withRefererQuery } from '../../lib/site-path'

/**
 * The header's currency chooser without JavaScript (components/SiteHeader/CurrencyChooser):
 * a form posts the currency here; the choice is stored in the cookie and the visitor goes
 * back to the page, now marked with it (currency/currency-markup.ts). With JavaScript the
 * chooser sets the same cookie in the page and never comes here.
 */
export default function chooseCurrency(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('cache-control', 'no-store')
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST')
    response.status(405).json({ error: { code: 'METHOD_NOT_ALLOWED', message: 'POST a currency' } })
    return
  }
  const body: unknown = request.body
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const currency = fields['currency']
  if (!isShopCurrency(currency)) {
    response
      .status(400)
      .json({ error: { code: 'BAD_REQUEST', message: 'currency must be EUR, USD, GBP or CHF' } })
    return
  }
  const config = webServerConfig()
  const hosts = { siteUrl: config.SITE_URL, host: request.headers.host }
  const given = fields['return']
  // The page's path (and its query where the page knew it); the Referer adds a query the
  // statically generated page could not know, or is the way back on a page without a path.
  const back = isSitePath(given)
    ? withRefererQuery(given, given, request.headers.referer, hosts)
    : (refererSitePath(request.headers.referer, hosts) ?? '/')
  response.setHeader(
    'set-cookie',
    currencyCookieHeader(currency, config.SITE_URL.startsWith('https:')),
  )
  // 303: the browser follows with a GET of the page, never re-posting the form.
  response.redirect(303, back)
}
