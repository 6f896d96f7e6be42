import type { NextApiRequest, NextApiResponse } from 'next'
import { reviewSchema } from '@schaufenster/validation'
import {
  WriteReviewDocument,
  type WriteReviewMutation,
  type WriteReviewMutationVariables,
} from '../../../__generated__/graphql'
import type { WriteReviewAnswer, WriteReviewResult } from '../../../account/review-api'
import { productPagePaths } from '../../../account/review-paths'
import { admitsSameOriginPost } from '../../../account/same-origin'
import { sessionSetCookies, sessionTokenFromCookieHeader } from '../../../account/session-cookie'
import { createServerApolloClient } from '../../../apollo/server-apollo-client'
import { toSiteLocale } from '../../../i18n/next-i18next-config'
import { serverLogger } from '../../../lib/logger'
import { forgetCachedPages } from '../../../server/forget-cached-pages'

/**
 * Writes (or edits) the logged-in customer's review of a product and regenerates the
 * product's static pages right away, so the review is on the page for everyone, in its
 * HTML and its Product JSON-LD. The review goes to the gateway with the visitor's session
 * cookie; which pages to regenerate comes from the catalog's answer, never from the
 * request.
 */
export default async function writeReview(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('cache-control', 'no-store')
  if (!admitsSameOriginPost(request, response)) return
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as {
    locale?: unknown
    review?: unknown
  }
  const locale = toSiteLocale(typeof body.locale === 'string' ? body.locale : undefined)
  const parsed = reviewSchema(locale).safeParse(body.review ?? {})
  if (!parsed.success) {
    const fieldErrors = parsed.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? '_form'),
      message: issue.message,
    }))
    const answer: WriteReviewAnswer = {
      // Shaped as the gateway's ValidationErrors: the first field's message is the result's.
      result: {
        __typename: 'ValidationErrors',
        code: 'BAD_REQUEST',
        message: fieldErrors[0]?.message ?? '',
        fieldErrors,
      },
      revalidated: false,
    }
    response.status(200).json(answer)
    return
  }
  const sessionToken = sessionTokenFromCookieHeader(request.headers.cookie)
  if (!sessionToken) {
    const answer: WriteReviewAnswer = {
      result: { __typename: 'NotLoggedIn', code: 'UNAUTHORIZED', message: '' },
      revalidated: false,
    }
    response.status(200).json(answer)
    return
  }

  const cookies: string[] = []
  let result: WriteReviewResult
  try {
    const { data } = await createServerApolloClient(undefined, {
      sessionToken,
      visitorIp: request.socket.remoteAddress,
      onSessionCookies: (setCookies) => cookies.push(...setCookies),
    }).mutate<WriteReviewMutation, WriteReviewMutationVariables>({
      mutation: WriteReviewDocument,
      variables: { input: { ...parsed.data, productId: String(parsed.data.productId) }, locale },
      fetchPolicy: 'no-cache',
    })
    if (!data) throw new Error('no data')
    result = data.writeReview
  } catch (error) {
    serverLogger.warn({ err: error }, 'writing a review failed')
    response.status(503).json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Please retry' } })
    return
  }
  // A session the hub no longer accepts is cleared in the browser as well.
  const sessionCookies = sessionSetCookies(cookies)
  if (sessionCookies.length > 0) response.setHeader('set-cookie', sessionCookies)

  let revalidated = false
  if (result.__typename === 'ReviewSaved' && result.review.product) {
    const paths = productPagePaths(result.review.product.paths)
    const outcomes = await Promise.allSettled(
      paths.map((path) => response.revalidate(path, { unstable_onlyGenerated: true })),
    )
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        serverLogger.warn({ err: outcome.reason }, 'product page not regenerated')
      }
    }
    revalidated = outcomes.every((outcome) => outcome.status === 'fulfilled')
    // The page's previous answer may still be repeated from memory for up to a second.
    forgetCachedPages()
  }
  const answer: WriteReviewAnswer = { result, revalidated }
  response.status(200).json(answer)
}
