import type { NextApiRequest, NextApiResponse } from 'next'
import { webServerConfig } from '../../config/server-config'
import { isSiteLocale, localeCookieHeader } from '../../routing/language-detection'

// Only paths on this site: one leading slash, no scheme, no protocol-relative `//host`.
const sitePath = /^\/(?![/\\])[^\s\\]*$/

/** The language switch (spec §4): stores the choice in the cookie and redirects to the page. */
export default function switchLocale(request: NextApiRequest, response: NextApiResponse) {
  const { locale, path } = request.query
  if (typeof locale !== 'string' || !isSiteLocale(locale)) {
    response
      .status(400)
      .json({ error: { code: 'BAD_REQUEST', message: 'locale must be de or en' } })
    return
  }
  const target =
    typeof path === 'string' && sitePath.test(path) ? path : locale === 'en' ? '/en' : '/'
  response.setHeader(
    'set-cookie',
    localeCookieHeader(locale, webServerConfig().SITE_URL.startsWith('https:')),
  )
  response.setHeader('cache-control', 'no-store')
  response.redirect(302, target)
}
