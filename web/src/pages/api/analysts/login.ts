import type { NextApiRequest, NextApiResponse } from 'next'
import {
  AnalystKeyCheckDocument,
  type AnalystKeyCheckQuery,
  type AnalystKeyCheckQueryVariables,
} from '../../../__generated__/graphql'
import { admitsSameOriginPost } from '../../../account/same-origin'
import { analystCookieHeader, isAnalystKeyShape } from '../../../analysts/analyst-cookie'
import { AnalystKeyRefused, analystQuery } from '../../../analysts/analyst-gateway'
import type { AnalystLoginAnswer } from '../../../analysts/AnalystLogin'
import type { LoginProblem } from '../../../analysts/analysts-server'
import { webServerConfig } from '../../../config/server-config'
import { toSiteLocale } from '../../../i18n/next-i18next-config'
import { serverLogger } from '../../../lib/logger'
import { pageUrl } from '../../../routing/routes'

/**
 * The analysts' key form posts here. The key is checked with the gateway (an analyst-only
 * question); accepted, it goes into the HttpOnly cookie `sf_analyst` and the analyst back
 * to the page. Refused: back to the form with a message (never with the key in the URL or
 * the page). A script asking for JSON gets the outcome as JSON instead of a redirect.
 */
export default async function analystLogin(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('cache-control', 'private, no-store')
  if (!admitsSameOriginPost(request, response)) return
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as {
    key?: unknown
    locale?: unknown
  }
  const locale = toSiteLocale(typeof body.locale === 'string' ? body.locale : undefined)
  const page = pageUrl('/analytics', locale)
  const wantsJson = /\bapplication\/json\b/i.test(request.headers.accept ?? '')
  const key = typeof body.key === 'string' ? body.key.trim() : ''

  const refuse = (problem: LoginProblem) => {
    if (wantsJson) {
      // 200 with the outcome: the form's script reads it (a 4xx would be logged as an error).
      const answer: AnalystLoginAnswer = { ok: false, problem }
      response.status(200).json(answer)
    } else {
      response.redirect(303, `${page}?error=${problem}`)
    }
  }

  if (!isAnalystKeyShape(key)) {
    refuse('invalid')
    return
  }
  try {
    await analystQuery<AnalystKeyCheckQuery, AnalystKeyCheckQueryVariables>(
      key,
      AnalystKeyCheckDocument,
      { day: new Date().toISOString().slice(0, 10) },
    )
  } catch (error) {
    if (error instanceof AnalystKeyRefused) {
      refuse('invalid')
      return
    }
    serverLogger.warn({ err: error }, 'checking an analyst key failed')
    refuse('unavailable')
    return
  }
  response.setHeader(
    'set-cookie',
    analystCookieHeader(key, webServerConfig().SITE_URL.startsWith('https:')),
  )
  if (wantsJson) {
    const answer: AnalystLoginAnswer = { ok: true, location: page }
    response.status(200).json(answer)
    return
  }
  response.redirect(303, page)
}
