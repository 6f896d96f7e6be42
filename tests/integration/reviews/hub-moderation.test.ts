import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewReports } from '../../../hub/src/db/catalog-schema'
import { PUBLIC_BASE_URL } from '../forms/boot'
import { TestSmtpServer } from '../forms/smtp'
import { databaseTargets } from '../hub/harness'
import {
  accountClient,
  customerWithOrder,
  nextMail,
  uniqueEmail,
  uniqueIp,
} from '../accounts/helpers'
import { bootModerationHub, REPORT_LIMIT, REVIEWS_DESK, type ModerationHub } from './moderation-hub'

// Reviews in moderation (issue 24, point 3) in the hub: a buyer's review waits until staff
// publish or reject it on the admin listener, the author hears the verdict, and visitors
// report published reviews once each.

interface ProductAnswer {
  reviews: { id: number; title: string; verifiedPurchase: boolean }[]
  reviewCount: number
  ratingAverage: number | null
  ratingDistribution: { stars: number; count: number }[]
  paths: { de: string; en: string }
}

describe.each(databaseTargets())('review moderation in the hub on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: ModerationHub
  let client: ReturnType<typeof accountClient>

  beforeAll(async () => {
    await smtp.start()
    hub = await bootModerationHub(target, smtp)
    client = accountClient(hub)
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
  })

  const product = async (locale: 'de' | 'en' = 'en') =>
    (
      await hub.app.inject({ url: `/v1/products/photo-studio-pro?locale=${locale}` })
    ).json() as ProductAnswer
  const countOf = (answer: ProductAnswer, stars: number) =>
    answer.ratingDistribution.find((entry) => entry.stars === stars)?.count

  /** A logged-in buyer of product 1 and their review calls. */
  async function buyer(name = 'Rita von Rezension') {
    const email = uniqueEmail('reviewer')
    const { session, customer } = await customerWithOrder(hub, smtp, email, undefined, name)
    const write = (body: object) =>
      client.call('PUT', '/v1/accounts/me/reviews/by-product/1', { session, body, locale: 'en' })
    const mine = async () =>
      (await client.call('GET', '/v1/accounts/me/reviews', { session })).json().reviews as {
        id: number
        status: string
        rejectionReason: string | null
        title: string
      }[]
    return { email, session, customer, write, mine }
  }

  const report = (
    id: number | string,
    body: object,
    options: { session?: string; ip?: string } = {},
  ) =>
    client.call('POST', `/v1/reviews/${id}/reports`, {
      body,
      ip: options.ip ?? uniqueIp(),
      ...(options.session ? { session: options.session } : {}),
    })

  it('a new review waits: pending for its author, not on the product page, staff are told', async () => {
    const before = await product()
    const author = await buyer()
    const title = `Waiting ${Date.now()}`
    const created = await author.write({ reviewLocale: 'en', stars: 2, title, body: 'Slow start.' })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      created: true,
      review: {
        status: 'pending',
        rejectionReason: null,
        moderatedAt: null,
        verifiedPurchase: true,
      },
    })
    const id = created.json().review.id as number

    const after = await product()
    expect(after.reviews.map((review) => review.id)).not.toContain(id)
    expect(after.reviewCount).toBe(before.reviewCount)
    expect(after.ratingDistribution).toEqual(before.ratingDistribution)
    expect(await author.mine()).toEqual([expect.objectContaining({ id, status: 'pending' })])

    // Staff hear of it in German, with the commands; a reply goes to the author.
    const mail = await nextMail(smtp, REVIEWS_DESK, (m) => m.text.includes(title))
    expect(mail.subject).toMatch(/^Neue Bewertung zur Freigabe: .+ \(2 Sterne\)$/)
    expect(mail.replyTo).toBe(author.email)
    expect(mail.text).toContain(`npm run reviews -- publish ${id}`)
    expect(mail.text).toContain('Slow start.')

    // Editing while it waits keeps it waiting and mails nobody again.
    const edited = await author.write({ reviewLocale: 'en', stars: 3, title, body: 'Better now.' })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().review.status).toBe('pending')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(
      smtp.received.filter((m) => m.to === REVIEWS_DESK && m.text.includes(title)),
    ).toHaveLength(1)
  })

  it('publishing shows it and counts it in the distribution; the author is mailed with the link', async () => {
    const before = await product()
    const author = await buyer('Paul Publik')
    const title = `Published ${Date.now()}`
    const id = (await author.write({ reviewLocale: 'en', stars: 1, title, body: 'Meh.' })).json()
      .review.id as number
    const waiting = await nextMail(smtp, REVIEWS_DESK, (m) => m.text.includes(title))
    expect(waiting.subject).toBe('Neue Bewertung zur Freigabe: Foto-Studio Pro (1 Stern)')

    const published = await hub.publish(id)
    expect(published).toMatchObject({
      changed: true,
      authorMailed: true,
      resolvedReports: 0,
      review: { id, status: 'published', moderatedAt: expect.any(String) },
    })
    const after = await product()
    expect(after.reviews.find((review) => review.id === id)).toMatchObject({
      title,
      verifiedPurchase: true,
    })
    expect(after.reviewCount).toBe(before.reviewCount + 1)
    expect(countOf(after, 1)).toBe(countOf(before, 1)! + 1)
    expect(countOf(after, 5)).toBe(countOf(before, 5))
    // The German page is not the review's language: nothing changes there.
    expect((await product('de')).reviews.map((review) => review.id)).not.toContain(id)
    expect(await author.mine()).toEqual([expect.objectContaining({ id, status: 'published' })])

    // In the review's language, with the product page's reviews.
    const mail = await nextMail(smtp, author.email, (m) => m.subject.includes('published'))
    expect(mail.subject).toBe('Your review of Photo Studio Pro is published')
    expect(mail.text).toContain('Hello Paul Publik,')
    expect(mail.text).toContain(`${PUBLIC_BASE_URL}/en${after.paths.en}#reviews`)

    // Editing a published review takes it off the page until staff look again.
    const edited = await author.write({ reviewLocale: 'en', stars: 5, title, body: 'Grown on me.' })
    expect(edited.json().review).toMatchObject({ status: 'pending', moderatedAt: null })
    const whileWaiting = await product()
    expect(whileWaiting.reviews.map((review) => review.id)).not.toContain(id)
    expect(whileWaiting.ratingDistribution).toEqual(before.ratingDistribution)
    const again = await nextMail(smtp, REVIEWS_DESK, (m) => m.text.includes(title))
    expect(again.subject).toMatch(/^Geänderte Bewertung zur Freigabe/)
  })

  it('rejecting keeps it off the page and mails the reason; the author can edit and resubmit', async () => {
    const before = await product()
    const author = await buyer('Rolf Ruppig')
    const title = `Rejected ${Date.now()}`
    const id = (
      await author.write({ reviewLocale: 'de', stars: 1, title, body: 'Alles Mist, ruf mich an!' })
    ).json().review.id as number

    const missing = await hub.adminPost(`/admin/reviews/${id}/reject`, { reason: '   ' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toHaveProperty('reason')
    const tooLong = await hub.adminPost(`/admin/reviews/${id}/reject`, { reason: 'x'.repeat(501) })
    expect(tooLong.statusCode).toBe(400)

    const reason = 'Telefonnummern und Aufrufe zum Kontakt gehören nicht in eine Bewertung.'
    const rejected = await hub.adminPost(`/admin/reviews/${id}/reject`, { reason })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({
      changed: true,
      authorMailed: true,
      review: { status: 'rejected', rejectionReason: reason },
    })
    expect((await product('de')).reviews.map((review) => review.id)).not.toContain(id)
    expect((await product()).reviewCount).toBe(before.reviewCount)
    expect(await author.mine()).toEqual([
      expect.objectContaining({ id, status: 'rejected', rejectionReason: reason }),
    ])

    // German, as the review: the reason and the way back through the account.
    const mail = await nextMail(smtp, author.email, (m) =>
      m.subject.includes('nicht veröffentlicht'),
    )
    expect(mail.subject).toBe('Ihre Bewertung von Foto-Studio Pro wurde nicht veröffentlicht')
    expect(mail.text).toContain(reason)
    expect(mail.text).toContain('bearbeiten und erneut einreichen')
    expect(mail.text).toContain(`${PUBLIC_BASE_URL}/konto#reviews`)

    // Resubmitting: waiting again, the old verdict gone, staff told again.
    const resubmitted = await author.write({
      reviewLocale: 'de',
      stars: 2,
      title,
      body: 'Sachlich: zu langsam.',
    })
    expect(resubmitted.json().review).toMatchObject({ status: 'pending', rejectionReason: null })
    await nextMail(smtp, REVIEWS_DESK, (m) => m.text.includes(title))
  })

  it('lists the queues for staff: waiting reviews oldest first, reported ones with their reports', async () => {
    const author = await buyer()
    const title = `Queued ${Date.now()}`
    const id = (await author.write({ reviewLocale: 'en', stars: 4, title, body: 'Fine.' })).json()
      .review.id as number
    const pending = await hub.admin.inject({
      url: '/admin/reviews?status=pending',
      headers: { authorization: `Bearer ${hub.credential}` },
    })
    expect(pending.statusCode).toBe(200)
    const queue = pending.json() as { reviews: { id: number; status: string }[]; total: number }
    expect(queue.total).toBe(queue.reviews.length)
    expect(queue.reviews.at(-1)).toMatchObject({
      id,
      status: 'pending',
      productName: 'Foto-Studio Pro',
      author: 'Rita R.',
      customerId: author.customer.id,
      openReports: [],
    })
    const bad = await hub.admin.inject({
      url: '/admin/reviews?status=everything',
      headers: { authorization: `Bearer ${hub.credential}` },
    })
    expect(bad.statusCode).toBe(400)
    const unknown = await hub.adminPost('/admin/reviews/99999999/publish')
    expect(unknown.statusCode).toBe(404)
    expect((await hub.adminPost('/admin/reviews/abc/publish')).statusCode).toBe(404)
  })

  it('stores reports of published reviews once per reporter, tells staff of the first, resolves them on a verdict', async () => {
    const author = await buyer('Anna Autorin')
    const title = `Reported ${Date.now()}`
    const id = (
      await author.write({ reviewLocale: 'en', stars: 5, title, body: 'Buy buy buy!' })
    ).json().review.id as number

    // Waiting reviews cannot be reported: there is nothing to see.
    const early = await report(id, { reason: 'spam', locale: 'en' })
    expect(early.statusCode).toBe(404)
    expect(early.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'This review does not exist (any more).',
    })
    await hub.publish(id)

    // The same visitor (address) twice: one report, the same answer.
    const ip = uniqueIp()
    const first = await report(id, { reason: 'spam', note: '  Werbung  ', locale: 'de' }, { ip })
    expect(first.statusCode).toBe(202)
    expect(first.json()).toEqual({ reviewId: id })
    const repeated = await report(id, { reason: 'offensive', locale: 'de' }, { ip })
    expect(repeated.statusCode).toBe(202)
    expect(repeated.json()).toEqual({ reviewId: id })
    // A logged-in customer is one reporter wherever they come from.
    const reader = await buyer('Rudi Leser')
    await report(id, { reason: 'false', locale: 'en' }, { session: reader.session })
    await report(id, { reason: 'false', locale: 'en' }, { session: reader.session })
    // Bots fill the hidden field: the same answer, nothing stored.
    const bot = await report(id, { reason: 'spam', website: 'http://spam.test', locale: 'en' })
    expect(bot.statusCode).toBe(202)

    const stored = await hub.database.db
      .select()
      .from(reviewReports)
      .where(eq(reviewReports.reviewId, id))
    expect(stored.map((row) => [row.reason, row.note]).sort()).toEqual([
      ['false', null],
      ['spam', 'Werbung'],
    ])
    expect(stored.find((row) => row.reason === 'false')?.reporterKey).toBe(
      `customer:${reader.customer.id}`,
    )
    // Only a hash of the address is kept.
    expect(stored.find((row) => row.reason === 'spam')?.reporterKey).toMatch(
      /^address:[0-9a-f]{64}$/,
    )

    // Staff get one mail for the first open report, without a Reply-To (reporters are anonymous).
    const mail = await nextMail(smtp, REVIEWS_DESK, (m) =>
      m.subject.startsWith('Bewertung gemeldet'),
    )
    expect(mail.subject).toBe(`Bewertung gemeldet: Foto-Studio Pro – ${title}`)
    expect(mail.text).toContain('Werbung oder Unsinn')
    expect(mail.replyTo).toBe('')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(
      smtp.received.filter(
        (m) => m.subject.startsWith('Bewertung gemeldet') && m.subject.includes(title),
      ),
    ).toHaveLength(1)

    // The customer's data export holds the report they made while logged in.
    const exported = await client.call('GET', '/v1/accounts/me/export', { session: reader.session })
    expect(exported.json().reviewReports).toEqual([
      expect.objectContaining({ reviewId: id, reason: 'false', resolvedAt: null }),
    ])

    const reported = await hub.admin.inject({
      url: '/admin/reviews?status=reported',
      headers: { authorization: `Bearer ${hub.credential}` },
    })
    const entry = (reported.json().reviews as { id: number; openReports: unknown[] }[]).find(
      (review) => review.id === id,
    )
    expect(entry?.openReports).toHaveLength(2)

    // Staff keep it: reports resolved, the author not mailed again, still on the page.
    const kept = await hub.publish(id)
    expect(kept).toMatchObject({ changed: false, authorMailed: false, resolvedReports: 2 })
    expect((await product()).reviews.map((review) => review.id)).toContain(id)
    const afterKeep = await hub.admin.inject({
      url: '/admin/reviews?status=reported',
      headers: { authorization: `Bearer ${hub.credential}` },
    })
    expect((afterKeep.json().reviews as { id: number }[]).map((review) => review.id)).not.toContain(
      id,
    )

    // A new report after that is a new first one; rejecting resolves it too.
    await report(id, { reason: 'offensive', locale: 'en' })
    await nextMail(smtp, REVIEWS_DESK, (m) => m.subject.includes(title))
    const rejected = await hub.adminPost(`/admin/reviews/${id}/reject`, { reason: 'Advertising.' })
    expect(rejected.json()).toMatchObject({ changed: true, resolvedReports: 1 })
    // Rejected reviews are off the page, so they cannot be reported any more.
    expect((await report(id, { reason: 'spam', locale: 'en' })).statusCode).toBe(404)
  })

  it('answers bad reports with localized 400s per field and unknown ids with 404, never a 500', async () => {
    const de = await report(1, { reason: 'boring', note: 'x'.repeat(501), locale: 'de' })
    expect(de.statusCode).toBe(400)
    expect(de.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Bitte prüfen Sie Ihre Eingaben',
      fields: {
        reason: 'Grund hat keinen gültigen Wert',
        note: 'Anmerkung darf nicht länger als 500 Zeichen sein',
      },
    })
    const en = await report(1, { locale: 'en' })
    expect(en.json().error.fields).toEqual({ reason: 'The reason field is required' })
    const odd = await client.call('POST', '/v1/reviews/1/reports', {
      body: ['not', 'an', 'object'],
      ip: uniqueIp(),
      locale: 'en',
    })
    expect(odd.statusCode).toBe(400)
    for (const id of ['abc', '0', '-1', '99999999999', '2147483648', '99999999']) {
      const answer = await report(id, { reason: 'spam', locale: 'en' })
      expect(answer.statusCode, id).toBe(404)
    }
  })

  it('limits reports per visitor address like the forms', async () => {
    const ip = uniqueIp()
    const answers = []
    for (let i = 0; i <= REPORT_LIMIT; i += 1) {
      answers.push(await report(1, { reason: 'spam', locale: 'de' }, { ip }))
    }
    expect(answers.slice(0, REPORT_LIMIT).map((answer) => answer.statusCode)).not.toContain(429)
    const limited = answers.at(-1)!
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    })
  })

  it('answers the admin endpoints only with the admin credential, from loopback', async () => {
    const requests = [
      { method: 'GET' as const, url: '/admin/reviews' },
      { method: 'POST' as const, url: '/admin/reviews/1/publish' },
      { method: 'POST' as const, url: '/admin/reviews/1/reject', payload: { reason: 'x' } },
    ]
    for (const request of requests) {
      expect((await hub.admin.inject(request)).statusCode).toBe(401)
      const wrong = await hub.admin.inject({
        ...request,
        headers: { authorization: `Bearer ${'A'.repeat(43)}` },
      })
      expect(wrong.statusCode).toBe(401)
      const remote = await hub.admin.inject({
        ...request,
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${hub.credential}` },
      })
      expect(remote.statusCode).toBe(403)
    }
    // And the public hub has no moderation at all.
    expect(
      (await hub.app.inject({ method: 'POST', url: '/admin/reviews/1/publish' })).statusCode,
    ).toBe(404)
  })
})
