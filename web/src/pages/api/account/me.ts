import type { NextApiRequest, NextApiResponse } from 'next'
import { HeaderCustomerDocument, type HeaderCustomerQuery } from '../../../__generated__/graphql'
import type { CustomerAnswer } from '../../../account/customer-answer'
import { sessionTokenFromCookieHeader } from '../../../account/session-cookie'
import { createServerApolloClient } from '../../../apollo/server-apollo-client'
import { serverLogger } from '../../../lib/logger'

/**
 * Who is logged in, for the header of statically generated pages (issue 22): the session
 * cookie is HttpOnly, so the browser asks here, with a few bytes of `fetch` instead of an
 * Apollo Client in every page's first load. Without a session cookie it answers at once.
 * The gateway may clear an expired session; that Set-Cookie is passed on.
 */
export default async function currentCustomer(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('cache-control', 'private, no-store')
  if (request.method !== 'GET') {
    response.setHeader('allow', 'GET')
    response.status(405).end()
    return
  }
  const sessionToken = sessionTokenFromCookieHeader(request.headers.cookie)
  if (!sessionToken) {
    response.status(200).json({ customer: null } satisfies CustomerAnswer)
    return
  }
  const cookies: string[] = []
  try {
    const { data } = await createServerApolloClient(undefined, {
      sessionToken,
      visitorIp: request.socket.remoteAddress,
      onSessionCookies: (setCookies) => cookies.push(...setCookies),
    }).query<HeaderCustomerQuery>({ query: HeaderCustomerDocument, fetchPolicy: 'no-cache' })
    if (cookies.length > 0) response.setHeader('set-cookie', cookies)
    const me = data?.me
    const answer: CustomerAnswer = { customer: me ? { id: me.id, name: me.name } : null }
    response.status(200).json(answer)
  } catch (error) {
    serverLogger.warn({ err: error }, 'current customer: the gateway did not answer')
    response.status(503).json({ customer: null } satisfies CustomerAnswer)
  }
}
