import type { NextApiRequest, NextApiResponse } from 'next'
import { webServerConfig } from '../../config/server-config'
import { isSitePath, withRefererQuery } from '../../lib/site-path'
import { isSiteLocale, localeCookieHeader } from '../../routing/language-detection'

/**
 * The language switch (spec §4): stores the choice in the cookie and redirects to the page.
 * `path` is the page in the new language with its query; when the link could not carry the
 * query (a statically generated page without JavaScript), the Referer gives it, provided it
 * is the page the link names as `from` (components/LanguageSwitch).
 */
export default function switchLocale(request: NextApiRequest, response: NextApiResponse) {
  const { locale, path, from } = request.query
  if (typeof locale !== 'string' || !isSiteLocale(locale)) {
    response
      .status(400)
      .json({ error: { code: 'BAD_REQUEST', message: 'locale must be de or en' } })
    return
  }
  const config = webServerConfig()
  const target = isSitePath(path)
    ? withRefererQuery(path, isSitePath(from) ? from : undefined, request.headers.referer, {
        siteUrl: config.SITE_URL,
        host: request.headers.host,
      })
    : locale === 'en'
      ? '/en'
      : '/'
  response.setHeader('set-cookie', localeCookieHeader(locale, config.SITE_URL.startsWith('https:')))
  response.setHeader('cache-control', 'no-store')
  response.redirect(302, target)
}
