import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { customerWithOrder, PASSWORD, uniqueEmail, uniqueIp } from '../accounts/helpers'
import { TestSmtpServer } from '../forms/smtp'
import { bootGatewayOver } from '../graph/harness'
import { databaseTargets } from '../hub/harness'
import { bootModerationHub, REPORT_LIMIT, type ModerationHub } from './moderation-hub'

// Reviews in moderation through the gateway: the account sees each review's state, the
// product page only published reviews with their distribution, and visitors report with
// `reportReview`, whose refusals are the union's ErrorResult members.

interface Answer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string } }[]
}

const WRITE = /* GraphQL */ `
  mutation Write($input: WriteReviewInput!) {
    writeReview(input: $input, locale: en) {
      __typename
      ... on ReviewSaved {
        created
        review {
          id
          status
          rejectionReason
        }
      }
    }
  }
`

const MY_REVIEWS = /* GraphQL */ `
  query Mine {
    me {
      reviews {
        id
        status
        rejectionReason
      }
    }
  }
`

const PRODUCT = /* GraphQL */ `
  query Product {
    product(slug: "photo-studio-pro", locale: en) {
      reviewCount
      reviews {
        id
      }
      ratingDistribution {
        stars
        count
      }
    }
  }
`

const REPORT = /* GraphQL */ `
  mutation Report($input: ReportReviewInput!, $locale: Locale!) {
    reportReview(input: $input, locale: $locale) {
      __typename
      ... on ReviewReported {
        reviewId
      }
      ... on ErrorResult {
        code
        message
      }
      ... on ValidationErrors {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`

type ReportAnswer = {
  reportReview: {
    __typename: string
    reviewId?: string
    code?: string
    message?: string
    fieldErrors?: { field: string; message: string }[]
  }
}

describe.each(databaseTargets())('review moderation through the gateway on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: ModerationHub
  let graph: GraphApp

  beforeAll(async () => {
    await smtp.start()
    hub = await bootModerationHub(target, smtp)
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '5000' })
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
    await smtp.stop()
  })

  async function execute<T>(
    query: string,
    variables: object = {},
    headers: Record<string, string> = {},
  ) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      // A visitor of its own per request unless a test says otherwise (the hub's limits).
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp(), ...headers },
      payload: { query, variables },
    })
    return {
      answer: response.json() as Answer<T>,
      setCookie: String(response.headers['set-cookie'] ?? ''),
    }
  }

  /** A buyer of product 1, logged in through the gateway: the session cookie's header. */
  async function buyer() {
    const email = uniqueEmail('gateway-review')
    await customerWithOrder(hub, smtp, email)
    const { setCookie } = await execute(
      `mutation { logIn(input: { email: "${email}", password: "${PASSWORD}" }, locale: en) { __typename } }`,
    )
    const value = /sf_session=([^;]*)/.exec(setCookie)?.[1]
    if (!value) throw new Error(`no session cookie in ${setCookie}`)
    return { cookie: `sf_session=${value}` }
  }

  const write = (headers: Record<string, string>, stars: number, title: string) =>
    execute<{ writeReview: { __typename: string; review: { id: string; status: string } } }>(
      WRITE,
      { input: { productId: '1', reviewLocale: 'en', stars, title, body: 'Solid.' } },
      headers,
    )

  it('answers the state of each review in the account; only published ones are on the product page', async () => {
    const headers = await buyer()
    // The page as the gateway answers the storefront's renders (never from its cache).
    const page = async () =>
      (
        await execute<{
          product: {
            reviewCount: number
            reviews: { id: string }[]
            ratingDistribution: { stars: number; count: number }[]
          }
        }>(PRODUCT, {}, { 'cache-control': 'no-cache' })
      ).answer.data!.product
    const before = await page()
    const written = await write(headers, 3, 'Through the gateway')
    expect(written.answer.data?.writeReview).toMatchObject({
      __typename: 'ReviewSaved',
      created: true,
      review: { status: 'PENDING', rejectionReason: null },
    })
    const id = written.answer.data!.writeReview.review.id
    expect((await page()).reviews.map((review) => review.id)).not.toContain(id)

    await hub.publish(Number(id))
    const mine = await execute<{ me: { reviews: object[] } }>(MY_REVIEWS, {}, headers)
    expect(mine.answer.data?.me.reviews).toEqual([
      { id, status: 'PUBLISHED', rejectionReason: null },
    ])
    const after = await page()
    expect(after.reviews.map((review) => review.id)).toContain(id)
    expect(after.reviewCount).toBe(before.reviewCount + 1)
    const three = (answer: typeof before) =>
      answer.ratingDistribution.find((e) => e.stars === 3)!.count
    expect(three(after)).toBe(three(before) + 1)
    expect(after.ratingDistribution.map((entry) => entry.stars)).toEqual([5, 4, 3, 2, 1])

    const rejected = await hub.adminPost(`/admin/reviews/${id}/reject`, { reason: 'Off topic.' })
    expect(rejected.statusCode).toBe(200)
    const afterReject = await execute<{ me: { reviews: object[] } }>(MY_REVIEWS, {}, headers)
    expect(afterReject.answer.data?.me.reviews).toEqual([
      { id, status: 'REJECTED', rejectionReason: 'Off topic.' },
    ])
  })

  it('reports a published review once per visitor, with typed refusals', async () => {
    const author = await buyer()
    const id = (await write(author, 5, 'Report me')).answer.data!.writeReview.review.id
    const report = (
      input: object,
      locale: 'de' | 'en' = 'en',
      headers: Record<string, string> = {},
    ) => execute<ReportAnswer>(REPORT, { input, locale }, headers)

    // Not published yet: nothing to report.
    expect((await report({ reviewId: id, reason: 'SPAM' })).answer.data?.reportReview).toEqual({
      __typename: 'NotFound',
      code: 'NOT_FOUND',
      message: 'This review does not exist (any more).',
    })
    await hub.publish(Number(id))

    const visitor = { 'x-forwarded-for': uniqueIp() }
    const first = await report(
      { reviewId: id, reason: 'OFF_TOPIC', note: 'About another program.' },
      'en',
      visitor,
    )
    expect(first.answer.data?.reportReview).toEqual({ __typename: 'ReviewReported', reviewId: id })
    const again = await report({ reviewId: id, reason: 'FALSE_CLAIM' }, 'en', visitor)
    expect(again.answer.data?.reportReview).toEqual({ __typename: 'ReviewReported', reviewId: id })
    // A logged-in reader counts as themselves (the gateway hands the hub the session).
    const reader = await buyer()
    await report({ reviewId: id, reason: 'OFFENSIVE' }, 'de', reader)
    const queue = await hub.admin.inject({
      url: '/admin/reviews?status=reported',
      headers: { authorization: `Bearer ${hub.credential}` },
    })
    const entry = (
      queue.json().reviews as { id: number; openReports: { reason: string }[] }[]
    ).find((review) => String(review.id) === id)
    expect(entry?.openReports.map((r) => r.reason)).toEqual(['off-topic', 'offensive'])

    const invalid = await report({ reviewId: id, reason: 'SPAM', note: 'x'.repeat(501) }, 'de')
    expect(invalid.answer.data?.reportReview).toEqual({
      __typename: 'ValidationErrors',
      code: 'BAD_REQUEST',
      message: 'Anmerkung darf nicht länger als 500 Zeichen sein',
      fieldErrors: [{ field: 'note', message: 'Anmerkung darf nicht länger als 500 Zeichen sein' }],
    })
    expect(
      (await report({ reviewId: 'nope', reason: 'SPAM' })).answer.data?.reportReview.__typename,
    ).toBe('NotFound')
    // An unknown reason never reaches the hub: the schema refuses it.
    const unknownReason = await report({ reviewId: id, reason: 'BORING' })
    expect(unknownReason.answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')

    const busy = { 'x-forwarded-for': uniqueIp() }
    let last: ReportAnswer['reportReview'] | undefined
    for (let i = 0; i <= REPORT_LIMIT; i += 1) {
      last = (await report({ reviewId: id, reason: 'SPAM' }, 'en', busy)).answer.data?.reportReview
    }
    expect(last).toEqual({
      __typename: 'RateLimited',
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a minute and try again.',
    })
  })
})
