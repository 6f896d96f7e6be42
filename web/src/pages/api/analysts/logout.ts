import type { NextApiRequest, NextApiResponse } from 'next'
import { admitsSameOriginPost } from '../../../account/same-origin'
import { clearedAnalystCookieHeader } from '../../../analysts/analyst-cookie'
import { webServerConfig } from '../../../config/server-config'
import { toSiteLocale } from '../../../i18n/next-i18next-config'
import { pageUrl } from '../../../routing/routes'

/** "Log out" on the analysts' page: the key cookie is cleared; back to the key form. */
export default function analystLogout(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('cache-control', 'private, no-store')
  if (!admitsSameOriginPost(request, response)) return
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as {
    locale?: unknown
  }
  const locale = toSiteLocale(typeof body.locale === 'string' ? body.locale : undefined)
  response.setHeader(
    'set-cookie',
    clearedAnalystCookieHeader(webServerConfig().SITE_URL.startsWith('https:')),
  )
  response.redirect(303, pageUrl('/analytics', locale))
}
