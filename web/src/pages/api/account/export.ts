import type { NextApiRequest, NextApiResponse } from 'next'
import {
  ExportMyDataDocument,
  type ExportMyDataMutation,
  type ExportMyDataMutationVariables,
} from '../../../__generated__/graphql'
import { attachmentFileName } from '../../../account/attachment-name'
import { loginUrl } from '../../../account/return-path'
import { admitsSameOriginPost } from '../../../account/same-origin'
import { sessionSetCookies, sessionTokenFromCookieHeader } from '../../../account/session-cookie'
import { createServerApolloClient } from '../../../apollo/server-apollo-client'
import { toSiteLocale } from '../../../i18n/next-i18next-config'
import { serverLogger } from '../../../lib/logger'
import { pageUrl } from '../../../routing/routes'

/**
 * "Download my data" (Art. 15 and 20 GDPR): the account page's form posts here; the
 * answer is the JSON document of the gateway's exportMyData as a file download. Works
 * without JavaScript. Logged out: back to the login page, then to the settings.
 */
export default async function exportMyData(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('cache-control', 'private, no-store')
  if (!admitsSameOriginPost(request, response)) return
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as {
    locale?: unknown
  }
  const locale = toSiteLocale(typeof body.locale === 'string' ? body.locale : undefined)
  const toLogin = loginUrl(locale, pageUrl('/account/settings', locale))
  const sessionToken = sessionTokenFromCookieHeader(request.headers.cookie)
  if (!sessionToken) {
    response.redirect(303, toLogin)
    return
  }
  const cookies: string[] = []
  let result: ExportMyDataMutation['exportMyData']
  try {
    const { data } = await createServerApolloClient(undefined, {
      sessionToken,
      visitorIp: request.socket.remoteAddress,
      onSessionCookies: (setCookies) => cookies.push(...setCookies),
    }).mutate<ExportMyDataMutation, ExportMyDataMutationVariables>({
      mutation: ExportMyDataDocument,
      variables: { locale },
      fetchPolicy: 'no-cache',
    })
    if (!data) throw new Error('no data')
    result = data.exportMyData
  } catch (error) {
    serverLogger.warn({ err: error }, 'data export failed')
    response.status(503).json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Please retry' } })
    return
  }
  const sessionCookies = sessionSetCookies(cookies)
  if (sessionCookies.length > 0) response.setHeader('set-cookie', sessionCookies)
  if (result.__typename !== 'DataExport') {
    response.redirect(303, toLogin)
    return
  }
  response.setHeader('content-type', 'application/json; charset=utf-8')
  response.setHeader(
    'content-disposition',
    `attachment; filename="${attachmentFileName(result.fileName)}"`,
  )
  response.status(200).send(result.json)
}
