import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  accountTokenSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailChangeSchema,
  logInSchema,
  passwordResetRequestSchema,
  registerSchema,
  reviewSchema,
  setPasswordSchema,
  type Locale,
} from '@schaufenster/validation'
import type { DownloadLinks, DownloadSubject } from '../downloads/links'
import type { InvoiceLinks } from '../invoices/links'
import { reviews } from '../db/catalog-schema'
import type { HubDatabase } from '../db/database'
import { newsletterSubscriptions } from '../db/schema-forms'
import { customers, type CustomerRow } from '../db/schema-orders'
import { clientLimitKey } from '../http/client-ip'
import { clientIp, fieldError, parseBody, rateLimitedError, requestLocale } from '../forms/http'
import { isUniqueViolation } from '../http/errors'
import { NEWSLETTER_CONSENT_VERSION } from '../forms/newsletter-consent'
import { enqueueMail } from '../mail/outbox'
import { MailLimits } from '../mail/recipient-limit'
import { formsConfig } from '../forms/config'
import { mailTemplates, storefrontUrl } from '../mail/templates'
import {
  customerLicences,
  customerOrder,
  customerOrders,
  customerReviews,
  customerSubscriptions,
  customerTickets,
  exportOf,
  hasBought,
  isSerial,
  isUuid,
  newsletterOf,
  premiumSupportStatus,
} from './account-data'
import type { AccountsConfig } from './config'
import { billingAddressRoutes } from './billing-address-routes'
import { releaseGuestItems } from './claims'
import { deleteAccount } from './deletion'
import type { Redis } from 'ioredis'
import { attemptCounter } from './limiter'
import { accountLink } from './links'
import {
  accountText,
  invalidCredentials,
  invalidLink,
  notFound,
  notLoggedIn,
  notPurchased,
} from './messages'
import { LOGIN_DELAY_BASE_MS, LoginThrottle } from './login-throttle'
import { PasswordHasher, refuseCommonPassword } from './passwords'
import {
  consumeToken,
  createSession,
  customerOfSession,
  customerView,
  issueToken,
  pruneExpired,
  retireTokens,
  revokeSessionByToken,
  revokeSessions,
  sessionLifetime,
  sessionTokenOf,
  type SessionCustomer,
} from './service'
import { newSecretToken } from './tokens'
import { ReviewService } from '../reviews/service'

export interface AccountRoutesOptions {
  database: HubDatabase
  config: AccountsConfig
  publicBaseUrl: string
  attachmentDir: string
  /** Called after a transaction queued e-mail. */
  onMailQueued?: () => void
  /** Password hashing (tests use cheaper parameters). */
  hasher?: PasswordHasher
  /** Redis for attempt counters shared by every hub instance (REDIS_URL). */
  redis?: Redis
  /** Per-recipient and per-sender mail limits, shared with the form routes. */
  mailLimits?: MailLimits
  /** Signs the paid downloads' links of the account's orders and licences. */
  downloadLinks?: DownloadLinks
  /** Signs the invoice links of the account's orders (decision 0024). */
  invoiceLinks?: InvoiceLinks
  /** Reviews in moderation (issue 24); one of its own, mailing with default settings, when omitted. */
  reviews?: ReviewService
}

const isHoneypotFilled = (body: unknown) =>
  typeof (body as { website?: unknown } | null)?.website === 'string' &&
  (body as { website: string }).website.trim() !== ''

export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  const { config, publicBaseUrl } = options
  const { db } = options.database
  const hasher = options.hasher ?? new PasswordHasher()
  const mailQueued = () => options.onMailQueued?.()
  const downloadLinks = options.downloadLinks
  const pageLinks = downloadLinks && ((subject: DownloadSubject) => downloadLinks.pageLink(subject))
  const invoiceLinks = options.invoiceLinks
  const invoiceLink = invoiceLinks && ((number: string) => invoiceLinks.pageLink(number))
  const lifetime = sessionLifetime(config)
  const counter = (name: string, max: number, windowMs: number) =>
    attemptCounter(options.redis, name, max, windowMs, app.log)
  const limits = {
    formsIp: counter(
      'account-forms-ip',
      config.ACCOUNT_RATE_LIMIT_MAX,
      config.ACCOUNT_RATE_LIMIT_WINDOW_MS,
    ),
  }
  // Password checks (login, password change, e-mail change, deletion): per address, per
  // account and address, and a growing wait per account instead of a lockout.
  const logins = new LoginThrottle(
    {
      source: counter('login-ip', config.LOGIN_RATE_LIMIT_MAX, config.LOGIN_RATE_LIMIT_WINDOW_MS),
      accountSource: counter(
        'login-account-ip',
        config.LOGIN_RATE_LIMIT_MAX,
        config.LOGIN_RATE_LIMIT_WINDOW_MS,
      ),
      accountFailures: counter(
        'account',
        config.LOGIN_RATE_LIMIT_MAX,
        config.LOGIN_RATE_LIMIT_WINDOW_MS,
      ),
    },
    {
      freeFailures: config.LOGIN_RATE_LIMIT_MAX,
      baseDelayMs: LOGIN_DELAY_BASE_MS,
      maxDelayMs: config.LOGIN_DELAY_MAX_MS,
    },
  )
  // E-mails to one address and from one visitor per window, whoever asks: nobody floods an
  // inbox through us. Counted before any lookup, so a 429 says nothing about an account.
  const mailLimits = options.mailLimits ?? new MailLimits(formsConfig(), options.redis, app.log)
  const limitMail = (request: FastifyRequest, to: string, locale: Locale) =>
    mailLimits.consume(clientIp(request), to, locale)
  const link = (locale: Locale, page: Parameters<typeof accountLink>[2], token?: string) =>
    accountLink(publicBaseUrl, locale, page, token)

  // Expired sessions and links are deleted a day after they stopped working.
  const pruning = setInterval(
    () => {
      pruneExpired(db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning failed'))
    },
    60 * 60 * 1000,
  )
  pruning.unref()
  app.addHook('onClose', async () => clearInterval(pruning))

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  /** Per-address limit of the account endpoints that mail or check e-mailed links. */
  async function limitForms(request: FastifyRequest, locale: Locale) {
    if (!(await limits.formsIp.consume(clientLimitKey(request)))) throw rateLimitedError(locale)
  }

  async function loggedIn(
    reader: Pick<typeof db, 'select'>,
    customer: CustomerRow,
    session: { token: string; expiresAt: string },
  ) {
    return { session, customer: await customerView(reader, customer) }
  }

  async function me(request: FastifyRequest): Promise<SessionCustomer> {
    const found = await customerOfSession(db, sessionTokenOf(request))
    if (!found) throw notLoggedIn(requestLocale(request))
    return found
  }

  /** A password check of a logged-in customer, limited like a login. */
  async function checkPassword(
    customer: CustomerRow,
    password: string,
    locale: Locale,
    request: FastifyRequest,
  ) {
    if (!(await logins.admit(customer.email, clientIp(request), { countSource: false }))) {
      throw rateLimitedError(locale)
    }
    const ok = customer.passwordHash
      ? await hasher.verify(password, customer.passwordHash)
      : await hasher.verifyDummy(password)
    if (!ok) {
      await logins.failed(customer.email)
      throw invalidCredentials(locale, 'wrongPassword')
    }
  }

  // ---------------------------------------------------------------- registration

  app.post('/v1/accounts', async (request, reply) => {
    const locale = requestLocale(request)
    await limitForms(request, locale)
    if (isHoneypotFilled(request.body)) return reply.code(202).send({ status: 'pending' })
    const { data } = parseBody(request, registerSchema)
    await refuseCommonPassword(locale, data.password)
    await limitMail(request, data.email, locale)
    // Hashed in every case, so the answer takes as long for a known address.
    const passwordHash = await hasher.hash(data.password)
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(customers)
        .where(and(eq(customers.email, data.email), isNull(customers.deletedAt)))
      if (!existing?.passwordHash) {
        // The account comes into being when the link is followed; until then the link
        // carries the name and the password hash. A password-less record (from a guest
        // checkout anybody may have made with this address) gets the same link: confirming
        // it gives the registrant's name and releases the guest items (claims.ts).
        const token = await issueToken(tx, {
          purpose: 'verify-registration',
          customerId: null,
          email: data.email,
          locale,
          payload: { name: data.name, passwordHash },
        })
        await enqueueMail(tx, {
          kind: 'account-registration',
          to: data.email,
          locale,
          ...mailTemplates.registrationConfirm(locale, link(locale, 'confirmRegistration', token)),
        })
      } else {
        await enqueueMail(tx, {
          kind: 'account-exists',
          to: existing.email,
          locale,
          ...mailTemplates.accountExists(
            locale,
            link(locale, 'login'),
            link(locale, 'forgotPassword'),
          ),
        })
      }
    })
    mailQueued()
    return reply.code(202).send({ status: 'pending' })
  })

  app.post('/v1/accounts/confirmations', async (request) => {
    const locale = requestLocale(request)
    await limitForms(request, locale)
    const { data } = parseBody(request, accountTokenSchema)
    const result = await db.transaction(async (tx) => {
      const token = await consumeToken(tx, data.token, ['verify-registration'])
      if (!token?.payload) return undefined
      const [existing] = await tx
        .select()
        .from(customers)
        .where(eq(customers.email, token.email))
        .for('update')
      let customer: CustomerRow
      if (existing) {
        // The address got a password after this link was mailed: the link no longer
        // decides it.
        if (existing.deletedAt || existing.passwordHash) return undefined
        // A password-less record holds only what guests filed with this address, maybe a
        // stranger: the account takes the registrant's name and none of it until claimed.
        await releaseGuestItems(tx, existing.id)
        ;[customer] = (await tx
          .update(customers)
          .set({
            name: token.payload.name,
            passwordHash: token.payload.passwordHash,
            emailVerifiedAt: sql`now()`,
            locale: token.locale,
          })
          .where(eq(customers.id, existing.id))
          .returning()) as [CustomerRow]
      } else {
        ;[customer] = (await tx
          .insert(customers)
          .values({
            email: token.email,
            name: token.payload.name,
            passwordHash: token.payload.passwordHash,
            emailVerifiedAt: new Date(),
            locale: token.locale,
          })
          .returning()) as [CustomerRow]
      }
      // An order mail's set-password link would otherwise replace the password just chosen.
      await retireTokens(tx, { email: token.email }, ['verify-registration', 'set-password'])
      return loggedIn(tx, customer, await createSession(tx, customer.id, lifetime))
    })
    if (!result) throw invalidLink(locale)
    request.log.info({ customerId: result.customer.id }, 'registration confirmed')
    return result
  })

  // ---------------------------------------------------------------- sessions

  app.post('/v1/sessions', async (request, reply) => {
    const locale = requestLocale(request)
    const { data } = parseBody(request, logInSchema)
    // Refused (or slowed down) before the password is looked at, by the address typed in
    // alone: a limited account gives no hint whether it exists.
    if (!(await logins.admit(data.email, clientIp(request)))) throw rateLimitedError(locale)
    const [customer] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.email, data.email), isNull(customers.deletedAt)))
    // Unknown address, no password yet, wrong password, unconfirmed address: one answer,
    // after one full scrypt each.
    const ok = customer?.passwordHash
      ? await hasher.verify(data.password, customer.passwordHash)
      : await hasher.verifyDummy(data.password)
    if (!customer || !ok || !customer.emailVerifiedAt) {
      await logins.failed(data.email)
      request.log.info('login refused')
      throw invalidCredentials(locale)
    }
    const previous = sessionTokenOf(request)
    const session = await db.transaction(async (tx) => {
      // Rotation: whatever session this browser had ends with the new login.
      if (previous) await revokeSessionByToken(tx, previous)
      if (hasher.needsRehash(customer.passwordHash!)) {
        await tx
          .update(customers)
          .set({ passwordHash: await hasher.hash(data.password) })
          .where(eq(customers.id, customer.id))
      }
      return createSession(tx, customer.id, lifetime)
    })
    request.log.info({ customerId: customer.id }, 'logged in')
    return reply.code(201).send(await loggedIn(db, customer, session))
  })

  app.delete('/v1/sessions/current', async (request, reply) => {
    const token = sessionTokenOf(request)
    if (token) await revokeSessionByToken(db, token)
    return reply.code(204).send()
  })

  // ---------------------------------------------------------------- passwords

  app.post('/v1/password-resets', async (request, reply) => {
    const locale = requestLocale(request)
    await limitForms(request, locale)
    if (isHoneypotFilled(request.body)) return reply.code(202).send({ status: 'accepted' })
    const { data } = parseBody(request, passwordResetRequestSchema)
    await limitMail(request, data.email, locale)
    let queued = false
    await db.transaction(async (tx) => {
      const [customer] = await tx
        .select()
        .from(customers)
        .where(and(eq(customers.email, data.email), isNull(customers.deletedAt)))
      // Unknown addresses get the same answer and no mail: nobody learns who is a customer.
      if (!customer) return
      // Only the newest link works.
      await retireTokens(tx, { customerId: customer.id }, ['reset-password'])
      const token = await issueToken(tx, {
        purpose: 'reset-password',
        customerId: customer.id,
        email: customer.email,
        locale,
      })
      await enqueueMail(tx, {
        kind: 'account-password-reset',
        to: customer.email,
        locale,
        ...mailTemplates.passwordReset(locale, link(locale, 'resetPassword', token)),
      })
      queued = true
    })
    if (queued) mailQueued()
    return reply.code(202).send({ status: 'accepted' })
  })

  app.post('/v1/password-resets/confirmations', async (request) => {
    const locale = requestLocale(request)
    await limitForms(request, locale)
    const { data } = parseBody(request, setPasswordSchema)
    await refuseCommonPassword(locale, data.password)
    const passwordHash = await hasher.hash(data.password)
    const result = await db.transaction(async (tx) => {
      const token = await consumeToken(tx, data.token, ['set-password', 'reset-password'])
      if (!token?.customerId) return undefined
      const [customer] = await tx
        .update(customers)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())` })
        // The link is bound to the address it was mailed to.
        .where(
          and(
            eq(customers.id, token.customerId),
            eq(customers.email, token.email),
            isNull(customers.deletedAt),
          ),
        )
        .returning()
      if (!customer) return undefined
      await retireTokens(tx, { customerId: customer.id }, ['set-password', 'reset-password'])
      await revokeSessions(tx, customer.id)
      return loggedIn(tx, customer, await createSession(tx, customer.id, lifetime))
    })
    if (!result) throw invalidLink(locale)
    request.log.info({ customerId: result.customer.id }, 'password set by e-mailed link')
    return result
  })

  // ---------------------------------------------------------------- e-mail change

  app.post('/v1/email-changes/confirmations', async (request) => {
    const locale = requestLocale(request)
    await limitForms(request, locale)
    const { data } = parseBody(request, accountTokenSchema)
    const email = await db
      .transaction(async (tx) => {
        const token = await consumeToken(tx, data.token, ['change-email'])
        if (!token?.customerId) return undefined
        const [taken] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.email, token.email))
        if (taken) return undefined
        const [customer] = await tx
          .update(customers)
          .set({ email: token.email, emailVerifiedAt: sql`now()` })
          .where(and(eq(customers.id, token.customerId), isNull(customers.deletedAt)))
          .returning()
        if (!customer) return undefined
        // Links mailed to the old address are bound to it and stop working.
        await retireTokens(tx, { customerId: customer.id }, [
          'change-email',
          'set-password',
          'reset-password',
        ])
        return customer.email
      })
      // Two accounts confirming the same new address at once: the unique index lets one
      // through and the other's link is spent, like a link to an address already taken.
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return undefined
        throw error
      })
    if (!email) throw invalidLink(locale)
    return { email }
  })

  // ---------------------------------------------------------------- the account itself

  app.get('/v1/accounts/me', async (request) => {
    const { customer } = await me(request)
    return customerView(db, customer)
  })

  app.put('/v1/accounts/me/password', async (request) => {
    const { customer, sessionId } = await me(request)
    const { locale, data } = parseBody(request, changePasswordSchema)
    await refuseCommonPassword(locale, data.newPassword, 'newPassword')
    await checkPassword(customer, data.currentPassword, locale, request)
    const passwordHash = await hasher.hash(data.newPassword)
    const revokedSessions = await db.transaction(async (tx) => {
      await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id))
      await retireTokens(tx, { customerId: customer.id }, ['set-password', 'reset-password'])
      await enqueueMail(tx, {
        kind: 'account-password-changed',
        to: customer.email,
        locale: customer.locale,
        ...mailTemplates.passwordChanged(customer.locale, link(customer.locale, 'forgotPassword')),
      })
      return revokeSessions(tx, customer.id, sessionId)
    })
    mailQueued()
    return { revokedSessions }
  })

  app.post('/v1/accounts/me/email-changes', async (request, reply) => {
    const { customer } = await me(request)
    const { locale, data } = parseBody(request, emailChangeSchema)
    if (data.newEmail === customer.email) {
      throw fieldError(locale, { newEmail: accountText(locale, 'sameEmail') })
    }
    await checkPassword(customer, data.password, locale, request)
    await limitMail(request, data.newEmail, locale)
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, data.newEmail))
      if (taken) {
        // The same answer as for a free address; the owner of that one hears of it.
        await enqueueMail(tx, {
          kind: 'account-email-taken',
          to: data.newEmail,
          locale,
          ...mailTemplates.emailTaken(locale, link(locale, 'login')),
        })
        return
      }
      await retireTokens(tx, { customerId: customer.id }, ['change-email'])
      const token = await issueToken(tx, {
        purpose: 'change-email',
        customerId: customer.id,
        email: data.newEmail,
        locale,
      })
      await enqueueMail(tx, {
        kind: 'account-email-change',
        to: data.newEmail,
        locale,
        ...mailTemplates.emailChangeConfirm(
          locale,
          data.newEmail,
          link(locale, 'confirmEmail', token),
        ),
      })
      await enqueueMail(tx, {
        kind: 'account-email-change-notice',
        to: customer.email,
        locale: customer.locale,
        ...mailTemplates.emailChangeRequested(customer.locale, data.newEmail),
      })
    })
    mailQueued()
    return reply.code(202).send({ newEmail: data.newEmail })
  })

  app.get('/v1/accounts/me/orders', async (request) => {
    const { customer } = await me(request)
    return { orders: await customerOrders(db, customer.id, pageLinks, invoiceLink) }
  })

  app.get('/v1/accounts/me/orders/:orderNumber', async (request) => {
    const { customer } = await me(request)
    const { orderNumber } = request.params as { orderNumber: string }
    const order =
      orderNumber.length <= 32
        ? await customerOrder(db, customer.id, orderNumber, pageLinks, invoiceLink)
        : undefined
    if (!order) throw notFound(requestLocale(request))
    return { order }
  })

  app.get('/v1/accounts/me/licences', async (request) => {
    const { customer } = await me(request)
    return { licences: await customerLicences(db, customer.id, undefined, pageLinks) }
  })

  app.get('/v1/accounts/me/licences/:id', async (request) => {
    const { customer } = await me(request)
    const { id } = request.params as { id: string }
    const [licence] = isUuid(id) ? await customerLicences(db, customer.id, id, pageLinks) : []
    if (!licence) throw notFound(requestLocale(request))
    return { licence }
  })

  app.get('/v1/accounts/me/subscriptions', async (request) => {
    const { customer } = await me(request)
    return { subscriptions: await customerSubscriptions(db, customer.id) }
  })

  app.get('/v1/accounts/me/premium-support', async (request) => {
    const { customer } = await me(request)
    return premiumSupportStatus(db, customer.id)
  })

  app.get('/v1/accounts/me/tickets', async (request) => {
    const { customer } = await me(request)
    return { tickets: await customerTickets(db, customer) }
  })

  app.get('/v1/accounts/me/tickets/:id', async (request) => {
    const { customer } = await me(request)
    const { id } = request.params as { id: string }
    const plain = id.replace(/^T-/i, '')
    const [ticket] = isSerial(plain) ? await customerTickets(db, customer, Number(plain)) : []
    if (!ticket) throw notFound(requestLocale(request))
    return { ticket }
  })

  // The billing address kept for the checkout (issue 23, decision 0023).
  await app.register(billingAddressRoutes, { database: options.database })

  app.get('/v1/accounts/me/newsletter', async (request) => {
    const { customer } = await me(request)
    const { email, state } = await newsletterOf(db, customer.email)
    return { email, state }
  })

  const newsletterBody = z.object({ subscribed: z.boolean() })

  app.put('/v1/accounts/me/newsletter', async (request) => {
    const { customer } = await me(request)
    const locale = requestLocale(request)
    const body = newsletterBody.safeParse(request.body ?? {})
    if (!body.success) throw fieldError(locale, { subscribed: 'true or false' })
    const email = customer.email
    let queued = false
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
        .for('update')
      if (!body.data.subscribed) {
        if (existing && existing.status !== 'unsubscribed') {
          await tx
            .update(newsletterSubscriptions)
            .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
            .where(eq(newsletterSubscriptions.id, existing.id))
        }
        return
      }
      if (existing?.status === 'confirmed') return
      // The account's address is confirmed (login needs it) and the logged-in customer
      // asks in person: that is the double opt-in. Proof: time, consent text, source.
      const consent = {
        locale,
        status: 'confirmed' as const,
        requestedAt: new Date(),
        confirmedAt: new Date(),
        unsubscribedAt: null,
        consentTextVersion: NEWSLETTER_CONSENT_VERSION,
        sourcePage: 'account',
      }
      const unsubscribeToken = existing?.unsubscribeToken ?? newSecretToken()
      if (existing) {
        await tx
          .update(newsletterSubscriptions)
          .set(consent)
          .where(eq(newsletterSubscriptions.id, existing.id))
      } else {
        await tx
          .insert(newsletterSubscriptions)
          .values({ email, confirmToken: newSecretToken(), unsubscribeToken, ...consent })
      }
      await enqueueMail(tx, {
        kind: 'newsletter-welcome',
        to: email,
        locale,
        ...mailTemplates.newsletterWelcome(
          locale,
          storefrontUrl(publicBaseUrl, locale, `/newsletter/unsubscribe?token=${unsubscribeToken}`),
        ),
      })
      queued = true
    })
    if (queued) mailQueued()
    const { state } = await newsletterOf(db, email)
    return { email, state }
  })

  // ---------------------------------------------------------------- reviews

  app.get('/v1/accounts/me/reviews', async (request) => {
    const { customer } = await me(request)
    return { reviews: await customerReviews(db, customer.id) }
  })

  app.get('/v1/accounts/me/reviews/:id', async (request) => {
    const { customer } = await me(request)
    const { id } = request.params as { id: string }
    const [review] = isSerial(id) ? await customerReviews(db, customer.id, Number(id)) : []
    if (!review) throw notFound(requestLocale(request))
    return { review }
  })

  // One review per customer and product: writing again edits it. Either way it waits for
  // staff (hub/src/reviews) and is on the product page only once they published it.
  const reviewService =
    options.reviews ??
    new ReviewService({
      database: options.database,
      config: formsConfig(),
      onMailQueued: mailQueued,
    })
  app.put('/v1/accounts/me/reviews/by-product/:productId', async (request, reply) => {
    const { customer } = await me(request)
    const locale = requestLocale(request)
    const { productId } = request.params as { productId: string }
    request.body = { ...((request.body ?? {}) as object), productId }
    const { data } = parseBody(request, reviewSchema)
    if (!(await hasBought(db, customer.id, data.productId))) throw notPurchased(locale)
    const { review, created } = await reviewService.save(customer, data)
    return reply.code(created ? 201 : 200).send({ review, created })
  })

  app.delete('/v1/accounts/me/reviews/:id', async (request, reply) => {
    const { customer } = await me(request)
    const { id } = request.params as { id: string }
    const deleted = isSerial(id)
      ? await db
          .delete(reviews)
          .where(and(eq(reviews.id, Number(id)), eq(reviews.customerId, customer.id)))
          .returning({ id: reviews.id })
      : []
    if (deleted.length === 0) throw notFound(requestLocale(request))
    return reply.code(204).send()
  })

  // ---------------------------------------------------------------- privacy rights

  app.get('/v1/accounts/me/export', async (request, reply: FastifyReply) => {
    const { customer, sessionId } = await me(request)
    const document = await exportOf(db, customer, sessionId)
    request.log.info({ customerId: customer.id }, 'personal data exported')
    return reply
      .header(
        'content-disposition',
        `attachment; filename="schaufenster-daten-${customer.id}.json"`,
      )
      .send(document)
  })

  app.post('/v1/accounts/me/deletion', async (request) => {
    const { customer } = await me(request)
    const { locale, data } = parseBody(request, deleteAccountSchema)
    await checkPassword(customer, data.password, locale, request)
    await deleteAccount(db, customer, options.attachmentDir)
    request.log.info({ customerId: customer.id }, 'account deleted')
    return { deleted: true }
  })
}
