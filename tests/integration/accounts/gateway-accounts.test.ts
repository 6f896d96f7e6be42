import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { createAnalystKey } from '../../../hub/src/analysts/keys'
import { ReviewService } from '../../../hub/src/reviews/service'
import { TestSmtpServer } from '../forms/smtp'
import { bootGatewayOver } from '../graph/harness'
import { databaseTargets } from '../hub/harness'
import {
  accountClient,
  bootAccountsHub,
  customerWithOrder,
  linkToken,
  PASSWORD,
  uniqueEmail,
  type AccountsHub,
} from './helpers'

interface Answer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string } }[]
}

const LOG_IN = /* GraphQL */ `
  mutation LogIn($email: String!, $password: String!) {
    logIn(input: { email: $email, password: $password }, locale: de) {
      __typename
      ... on LoggedIn {
        customer {
          id
          email
          emailVerified
        }
      }
      ... on InvalidCredentials {
        message
      }
      ... on ValidationErrors {
        fieldErrors {
          field
          message
        }
      }
      ... on RateLimited {
        message
      }
    }
  }
`

const ME = /* GraphQL */ `
  query Me {
    me {
      id
      email
      name
    }
  }
`

describe.each(databaseTargets())('customer accounts through the gateway on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: AccountsHub
  let graph: GraphApp
  let production: GraphApp

  beforeAll(async () => {
    await smtp.start()
    hub = await bootAccountsHub(target, smtp)
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '5000' })
    // The cookie is Secure whenever the site is https (issue 18), as in a real deployment.
    production = await bootGatewayOver(hub, {
      HUB_TIMEOUT_MS: '5000',
      NODE_ENV: 'production',
      SITE_URL: 'https://www.schaufenster.example',
    })
  })

  afterAll(async () => {
    await graph?.app.close()
    await production?.app.close()
    await hub?.stop()
    await smtp.stop()
  })

  async function execute<T>(
    query: string,
    variables: object = {},
    headers: Record<string, string> = {},
    gateway: GraphApp = graph,
  ) {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    })
    const setCookie = response.headers['set-cookie']
    return {
      answer: response.json() as Answer<T>,
      setCookie: Array.isArray(setCookie) ? setCookie.join('\n') : setCookie,
      cacheControl: response.headers['cache-control'],
    }
  }

  /** The session cookie a response set, as a request Cookie header. */
  const cookieOf = (setCookie: string | undefined) => {
    const value = /^sf_session=([^;]*)/.exec(setCookie ?? '')?.[1]
    if (!value) throw new Error(`no session cookie in ${setCookie}`)
    return { cookie: `consent=necessary; sf_session=${value}` }
  }

  async function logIn(email: string, password = PASSWORD, headers = {}, gateway = graph) {
    return execute<{ logIn: { __typename: string } }>(LOG_IN, { email, password }, headers, gateway)
  }

  /** A customer from checkout with a password, logged in through the gateway. */
  async function customer(name: string) {
    const email = uniqueEmail(name)
    const made = await customerWithOrder(hub, smtp, email)
    const { answer, setCookie } = await logIn(email)
    expect(answer.data?.logIn.__typename).toBe('LoggedIn')
    return { ...made, email, headers: cookieOf(setCookie) }
  }

  it('logs in with an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const { email } = await customer('cookie')
    const { answer, setCookie, cacheControl } = await logIn(email)
    expect(answer.data?.logIn).toMatchObject({
      __typename: 'LoggedIn',
      customer: { email, emailVerified: true },
    })
    expect(setCookie).toMatch(/^sf_session=[A-Za-z0-9_-]{43}; /)
    const attributes = setCookie!.split('; ').slice(1)
    expect(attributes).toEqual([
      'Path=/',
      expect.stringMatching(/^Max-Age=\d+$/),
      'HttpOnly',
      'SameSite=Lax',
    ])
    const maxAge = Number(attributes[1]!.slice('Max-Age='.length))
    expect(maxAge).toBeGreaterThan(30 * 86_400 - 60)
    expect(maxAge).toBeLessThanOrEqual(30 * 86_400)
    expect(cacheControl).toBe('no-store')

    const me = await execute<{ me: { email: string } }>(ME, {}, cookieOf(setCookie))
    expect(me.answer.data?.me).toMatchObject({ email })
    expect(me.setCookie).toBeUndefined()
    expect(me.cacheControl).toBe('no-store')
    expect((await execute<{ me: null }>(ME)).answer.data).toEqual({ me: null })
  })

  it('makes the cookie Secure in production behind an https site', async () => {
    const { email } = await customer('secure')
    const { setCookie } = await logIn(email, PASSWORD, {}, production)
    expect(setCookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
    const out = await execute(
      `mutation { logOut { loggedOut } }`,
      {},
      cookieOf(setCookie),
      production,
    )
    expect(out.setCookie).toBe('sf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure')
  })

  it('rotates at login, revokes at logout and forgets a dead cookie', async () => {
    const { email, headers: first } = await customer('rotate')
    const second = await logIn(email, PASSWORD, first)
    const secondHeaders = cookieOf(second.setCookie)
    expect(secondHeaders.cookie).not.toBe(first.cookie)
    // The old cookie's session was ended by the new login; the gateway clears it.
    const stale = await execute<{ me: null }>(ME, {}, first)
    expect(stale.answer.data).toEqual({ me: null })
    expect(stale.setCookie).toBe('sf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')

    const out = await execute<{ logOut: { loggedOut: boolean } }>(
      `mutation { logOut { loggedOut } }`,
      {},
      secondHeaders,
    )
    expect(out.answer.data?.logOut.loggedOut).toBe(true)
    expect(out.setCookie).toBe('sf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
    expect((await execute<{ me: null }>(ME, {}, secondHeaders)).answer.data).toEqual({ me: null })
  })

  it('answers wrong password and unknown address with the same typed result', async () => {
    const { email } = await customer('typed')
    const wrong = await logIn(email, 'wrong password!')
    const unknown = await logIn(uniqueEmail('nobody'))
    expect(wrong.answer.data?.logIn).toEqual({
      __typename: 'InvalidCredentials',
      message: expect.stringContaining('E-Mail-Adresse oder Passwort'),
    })
    expect(unknown.answer).toEqual(wrong.answer)
    expect(wrong.setCookie).toBeUndefined()
    const invalid = await logIn('not-an-address', '')
    expect(invalid.answer.data?.logIn).toMatchObject({ __typename: 'ValidationErrors' })
  })

  it('registers and logs in with the confirmation link; sets a password with the order link', async () => {
    const email = uniqueEmail('graph-register')
    const registered = await execute<{ register: { __typename: string } }>(
      `mutation R($input: RegisterInput!) { register(input: $input, locale: en) { __typename } }`,
      { input: { email, name: 'Grace Graph', password: PASSWORD } },
    )
    expect(registered.answer.data?.register.__typename).toBe('RegistrationPending')
    const token = await linkToken(smtp, email, '/en/account/confirm')
    const confirm = `mutation C($token: String!) {
      confirmRegistration(token: $token, locale: en) {
        __typename ... on LoggedIn { customer { email name } } ... on InvalidToken { message }
      }
    }`
    const confirmed = await execute<{ confirmRegistration: object }>(confirm, { token })
    expect(confirmed.answer.data?.confirmRegistration).toEqual({
      __typename: 'LoggedIn',
      customer: { email, name: 'Grace Graph' },
    })
    expect(
      (await execute<{ me: object }>(ME, {}, cookieOf(confirmed.setCookie))).answer.data?.me,
    ).toMatchObject({ email })
    const reused = await execute<{ confirmRegistration: object }>(confirm, { token })
    expect(reused.answer.data?.confirmRegistration).toEqual({
      __typename: 'InvalidToken',
      message: 'This link is invalid, was already used or has expired',
    })
    expect(reused.setCookie).toBeUndefined()

    const buyer = uniqueEmail('graph-buyer')
    await accountClient(hub).placeOrder(buyer)
    const setToken = await linkToken(smtp, buyer, '/konto/passwort-setzen')
    const set = await execute<{ setPassword: { __typename: string } }>(
      `mutation S($input: SetPasswordInput!) { setPassword(input: $input, locale: de) { __typename } }`,
      { input: { token: setToken, password: PASSWORD } },
    )
    expect(set.answer.data?.setPassword.__typename).toBe('LoggedIn')
    const area = await execute<{ me: { orders: { items: { licences: { key: string }[] }[] }[] } }>(
      `{ me { orders { orderNumber items { kind licences { id key } downloads { downloadUrl } } } } }`,
      {},
      cookieOf(set.setCookie),
    )
    expect(area.answer.data?.me.orders).toHaveLength(1)
    expect(area.answer.data?.me.orders[0]!.items[0]!.licences).toHaveLength(1)
  })

  it('shows the account area and answers the typed results of its mutations', async () => {
    const alice = await customer('area')
    const answer = await execute<{
      me: {
        orders: { orderNumber: string }[]
        licences: { id: string; productName: string; product: { slug: string } }[]
        premiumSupport: { active: boolean }
        newsletter: { state: string; subscribed: boolean }
        hasPurchased: boolean
        notPurchased: boolean
      }
    }>(
      `{ me {
        orders { orderNumber }
        licences { id productName product(locale: en) { slug } }
        premiumSupport { active }
        newsletter { state subscribed }
        hasPurchased(productId: "1")
        notPurchased: hasPurchased(productId: "2")
      } }`,
      {},
      alice.headers,
    )
    expect(answer.answer.errors).toBeUndefined()
    expect(answer.answer.data?.me).toMatchObject({
      orders: [{ orderNumber: alice.order.orderNumber }],
      licences: [{ productName: 'Foto-Studio Pro', product: { slug: 'photo-studio-pro' } }],
      premiumSupport: { active: false },
      newsletter: { state: 'NOT_SUBSCRIBED', subscribed: false },
      hasPurchased: true,
      notPurchased: false,
    })
    const newsletter = await execute<{ updateMyNewsletter: object }>(
      `mutation { updateMyNewsletter(subscribed: true, locale: de) { __typename ... on NewsletterStatus { state subscribed } } }`,
      {},
      alice.headers,
    )
    expect(newsletter.answer.data?.updateMyNewsletter).toEqual({
      __typename: 'NewsletterStatus',
      state: 'SUBSCRIBED',
      subscribed: true,
    })

    // Without a session: typed NotLoggedIn, never data.
    const anonymous = await execute<{ updateMyNewsletter: object; exportMyData: object }>(
      `mutation { updateMyNewsletter(subscribed: true, locale: en) { __typename ... on NotLoggedIn { message } }
        exportMyData(locale: en) { __typename } }`,
    )
    expect(anonymous.answer.data).toEqual({
      updateMyNewsletter: { __typename: 'NotLoggedIn', message: 'Please log in.' },
      exportMyData: { __typename: 'NotLoggedIn' },
    })

    const exported = await execute<{ exportMyData: { fileName: string; json: string } }>(
      `mutation { exportMyData(locale: de) { ... on DataExport { fileName contentType json } } }`,
      {},
      alice.headers,
    )
    const data = JSON.parse(exported.answer.data!.exportMyData.json)
    expect(exported.answer.data?.exportMyData.fileName).toBe(
      `schaufenster-daten-${alice.customer.id}.json`,
    )
    expect(data.orders[0].orderNumber).toBe(alice.order.orderNumber)
    expect(data.newsletter.state).toBe('subscribed')

    const changed = await execute<{ changePassword: object }>(
      `mutation C($input: ChangePasswordInput!) { changePassword(input: $input, locale: en) {
        __typename ... on PasswordChanged { revokedSessions } ... on InvalidCredentials { message } } }`,
      { input: { currentPassword: 'wrong one', newPassword: 'a brand new password' } },
      alice.headers,
    )
    expect(changed.answer.data?.changePassword).toEqual({
      __typename: 'InvalidCredentials',
      message: 'The password is not correct.',
    })
  })

  it('writes reviews for bought programs, with the verified mark on the product page', async () => {
    const alice = await customer('review')
    const write = (productId: string, stars: number) =>
      execute<{ writeReview: { __typename: string; created?: boolean; review?: { id: string } } }>(
        `mutation W($input: WriteReviewInput!) { writeReview(input: $input, locale: en) {
          __typename
          ... on ReviewSaved { created review { id stars author verifiedPurchase locale status } }
          ... on NotPurchased { message }
          ... on ValidationErrors { fieldErrors { field message } }
        } }`,
        {
          input: {
            productId,
            reviewLocale: 'en',
            stars,
            title: 'Honest',
            body: 'Does the job well.',
          },
        },
        alice.headers,
      )
    expect((await write('2', 5)).answer.data?.writeReview).toEqual({
      __typename: 'NotPurchased',
      message: 'You can only review programs you bought from us.',
    })
    // The product page as the writer sees it: a request with the session cookie is never
    // answered from the gateway's response cache, so the own review shows at once.
    const product = (headers: Record<string, string> = alice.headers) =>
      execute<{
        product: {
          ratingAverage: number
          reviewCount: number
          reviews: { id: string; verifiedPurchase: boolean; updatedAt: string | null }[]
        }
      }>(
        `{ product(slug: "photo-studio-pro", locale: en) {
          ratingAverage reviewCount reviews { id author verifiedPurchase updatedAt }
        } }`,
        {},
        headers,
      )
    const before = (await product()).answer.data!.product
    // Everyone else is served the cached catalog answer for up to its max-age (60 s).
    expect((await product({})).answer.data!.product).toEqual(before)
    const created = await write('1', 1)
    expect(created.answer.data?.writeReview).toMatchObject({
      __typename: 'ReviewSaved',
      created: true,
      review: {
        stars: 1,
        author: 'Erika M.',
        verifiedPurchase: true,
        locale: 'en',
        status: 'PENDING',
      },
    })
    // It waits for staff (issue 24), even for its author's own view of the page.
    expect((await product()).answer.data!.product).toEqual(before)
    const moderation = new ReviewService({ database: hub.database, config: hub.config })
    await moderation.publish(Number(created.answer.data!.writeReview.review!.id))
    const after = (await product()).answer.data!.product
    expect(after.reviewCount).toBe(before.reviewCount + 1)
    expect(after.ratingAverage).toBeLessThan(before.ratingAverage)
    const mine = after.reviews.find((r) => r.id === created.answer.data!.writeReview.review!.id)
    expect(mine).toMatchObject({ verifiedPurchase: true, updatedAt: null })
    expect(before.reviews.every((r) => !r.verifiedPurchase)).toBe(true)
    expect((await product({})).answer.data!.product).toEqual(before)
    const edited = await write('1', 4)
    expect(edited.answer.data?.writeReview).toMatchObject({
      created: false,
      review: { status: 'PENDING' },
    })
    // The edit waits for staff too: off the page until published again.
    expect((await product()).answer.data!.product.reviewCount).toBe(before.reviewCount)
    await moderation.publish(Number(created.answer.data!.writeReview.review!.id))
    expect((await product()).answer.data!.product.reviewCount).toBe(after.reviewCount)
    const invalid = await write('1', 0)
    expect(invalid.answer.data?.writeReview).toMatchObject({
      __typename: 'ValidationErrors',
      fieldErrors: [{ field: 'stars', message: 'The rating field must be between 1 and 5' }],
    })
  })

  it("answers another customer's order, licence, ticket and review as null or NotFound", async () => {
    const alice = await customer('alice')
    const bob = await customer('bob')
    const client = accountClient(hub)
    // Filed while logged in: a guest ticket with the address is not the account's (issue 18).
    const ticketOf = async (email: string, session: string) => {
      const response = await client.call('POST', '/v1/tickets', {
        session,
        body: {
          topic: 'problem-with-program',
          firstName: 'Bob',
          lastName: 'Example',
          email,
          message: 'Private.',
          operatingSystem: 'windows-11',
          version: 'fullversion',
          productId: 1,
        },
      })
      return (response.json() as { ticketNumber: string }).ticketNumber.replace('T-', '')
    }
    const bobTicket = await ticketOf(bob.email, bob.session)
    const aliceTicket = await ticketOf(alice.email, alice.session)
    const review = await client.call('PUT', '/v1/accounts/me/reviews/by-product/1', {
      session: bob.session,
      body: { reviewLocale: 'de', stars: 3, title: 'Bob', body: 'Geht so.' },
    })
    const bobReview = String(review.json().review.id)
    const bobLicence = bob.order.products[0]!.licences[0]!.id

    const QUERY = `query Q($order: String!, $licence: ID!, $ticket: ID!, $review: ID!) {
      me {
        order(orderNumber: $order) { orderNumber }
        licence(id: $licence) { key }
        ticket(id: $ticket) { message }
        review(id: $review) { body }
      }
    }`
    const foreign = await execute<{ me: Record<string, unknown> }>(
      QUERY,
      { order: bob.order.orderNumber, licence: bobLicence, ticket: bobTicket, review: bobReview },
      alice.headers,
    )
    expect(foreign.answer.errors).toBeUndefined()
    expect(foreign.answer.data?.me).toEqual({
      order: null,
      licence: null,
      ticket: null,
      review: null,
    })
    // Bob sees his own.
    const own = await execute<{ me: Record<string, unknown> }>(
      QUERY,
      { order: bob.order.orderNumber, licence: bobLicence, ticket: bobTicket, review: bobReview },
      bob.headers,
    )
    expect(own.answer.data?.me).toEqual({
      order: { orderNumber: bob.order.orderNumber },
      licence: { key: bob.order.products[0]!.licences[0]!.key },
      ticket: { message: 'Private.' },
      review: { body: 'Geht so.' },
    })
    const aliceSees = await execute<{ me: { tickets: { id: string }[] } }>(
      `{ me { tickets { id } } }`,
      {},
      alice.headers,
    )
    expect(aliceSees.answer.data?.me.tickets).toEqual([{ id: aliceTicket }])

    const deleted = await execute<{ deleteReview: object }>(
      `mutation D($id: ID!) { deleteReview(id: $id, locale: en) { __typename ... on NotFound { message } } }`,
      { id: bobReview },
      alice.headers,
    )
    expect(deleted.answer.data?.deleteReview).toEqual({
      __typename: 'NotFound',
      message: 'Not found',
    })
    expect(
      (
        await execute<{ me: { review: object } }>(
          QUERY,
          {
            order: bob.order.orderNumber,
            licence: bobLicence,
            ticket: bobTicket,
            review: bobReview,
          },
          bob.headers,
        )
      ).answer.data?.me.review,
    ).toEqual({ body: 'Geht so.' })
  })

  it('keeps conversion data analyst-only: a customer reads only the conversion of an own order', async () => {
    const alice = await customer('conv-a')
    const bob = await customer('conv-b')
    const CONVERSION = `query C($n: String!) { conversionOrder(orderNumber: $n) { orderId amount customerStatus } }`
    const own = await execute<{ conversionOrder: { orderId: string } | null }>(
      CONVERSION,
      { n: alice.order.orderNumber },
      alice.headers,
    )
    expect(own.answer.data?.conversionOrder).toMatchObject({
      orderId: alice.order.orderNumber,
      customerStatus: 'new',
    })
    const foreign = await execute<{ conversionOrder: null }>(
      CONVERSION,
      { n: bob.order.orderNumber },
      alice.headers,
    )
    expect(foreign.answer.data?.conversionOrder).toBeNull()
    expect(
      (await execute<{ conversionOrder: null }>(CONVERSION, { n: alice.order.orderNumber })).answer
        .data?.conversionOrder,
    ).toBeNull()
    // The buyer's checkout token still works, for the buyer only.
    const byToken = await execute<{ conversionOrder: { orderId: string } | null }>(
      CONVERSION,
      { n: bob.order.orderNumber },
      { ...alice.headers, 'x-order-token': alice.accessToken },
    )
    expect(byToken.answer.data?.conversionOrder).toBeNull()

    const day = new Date().toISOString().slice(0, 10)
    const analystOnly = await execute<unknown>(
      `query A($from: String!, $to: String!) {
        conversions(from: $from, to: $to) { edges { node { orderId } } }
      }`,
      { from: day, to: day },
      alice.headers,
    )
    expect(analystOnly.answer.data).toBeNull()
    expect(analystOnly.answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    const stats = await execute<unknown>(
      `query S($from: String!, $to: String!) { conversionStats(from: $from, to: $to, groupBy: DAY) { key orders } }`,
      { from: day, to: day },
      alice.headers,
    )
    expect(stats.answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    // A session cookie is no analyst key, and an analyst key still reads everything.
    const { key } = await createAnalystKey(hub.database.db, `analyst-${Date.now()}`)
    const analyst = await execute<{ conversionOrder: { orderId: string } }>(
      CONVERSION,
      { n: bob.order.orderNumber },
      { authorization: `Bearer ${key}` },
    )
    expect(analyst.answer.data?.conversionOrder.orderId).toBe(bob.order.orderNumber)
  })

  it('deletes the account with the password and clears the cookie', async () => {
    const alice = await customer('gone')
    const DELETE = `mutation D($p: String!) { deleteMyAccount(input: { password: $p }, locale: en) {
      __typename ... on InvalidCredentials { message } } }`
    const wrong = await execute<{ deleteMyAccount: object }>(
      DELETE,
      { p: 'not it at all' },
      alice.headers,
    )
    expect(wrong.answer.data?.deleteMyAccount).toMatchObject({ __typename: 'InvalidCredentials' })
    expect(wrong.setCookie).toBeUndefined()
    const deleted = await execute<{ deleteMyAccount: object }>(
      DELETE,
      { p: PASSWORD },
      alice.headers,
    )
    expect(deleted.answer.data?.deleteMyAccount).toEqual({ __typename: 'AccountDeleted' })
    expect(deleted.setCookie).toBe('sf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
    expect((await execute<{ me: null }>(ME, {}, alice.headers)).answer.data).toEqual({ me: null })
    expect((await logIn(alice.email)).answer.data?.logIn.__typename).toBe('InvalidCredentials')
  })
})
