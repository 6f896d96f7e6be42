import { randomBytes } from 'node:crypto'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import {
  activationSchema,
  articleRatingSchema,
  fieldLabel,
  formatMessage,
  labelOf,
  missingCodeSchema,
  missingProgramSchema,
  newsletterSubscriptionSchema,
  pressContactSchema,
  supportTicketSchema,
  tokenSchema,
  type Locale,
} from '@schaufenster/validation'
import { premiumSupportPrice } from '../cart/service'
import { PREMIUM_SUPPORT_PRODUCT_ID } from '@schaufenster/contract'
import type { HubDatabase, HubDb } from '../db/database'
import { CURRENCIES, products } from '../db/schema'
import {
  activations,
  articleRatings,
  attachments,
  contactRequests,
  newsletterSubscriptions,
  supportTickets,
} from '../db/schema-forms'
import { clientLimitKey } from '../http/client-ip'
import { HttpError } from '../http/errors'
import { rateLimitStore } from '../http/rate-limit-store'
import { enqueueMail } from '../mail/outbox'
import { MailLimits } from '../mail/recipient-limit'
import { mailTemplates, storefrontUrl } from '../mail/templates'
import { premiumSupportStatus } from '../accounts/account-data'
import { queueClaimMail, recordOfAddress } from '../accounts/claims'
import { customerOfSession, sessionTokenOf } from '../accounts/service'
import { grantNewsletterVoucher } from '../cart/personal-coupons'
import { DownloadLinks } from '../downloads/links'
import { downloadsConfig } from '../downloads/config'
import { staffMail, type StaffField } from '../mail/staff'
import { receiveAttachment } from './attachments'
import { activationCodesMail } from './licences-of-address'
import { registerLinkStatusRoute } from './link-status'
import {
  NEWSLETTER_CONFIRMATION_TEXT_VERSIONS,
  NEWSLETTER_CONSENT_VERSION,
} from './newsletter-consent'
import { PREMIUM_SUPPORT_VALIDITY_DAYS, ticketNumberOf } from './support-tickets'
import type { FormsConfig } from './config'
import { clientIp, fieldError, parseBody, rateLimitedError, requestLocale } from './http'

export interface FormsRoutesOptions {
  database: HubDatabase
  config: FormsConfig
  /** Called after a transaction queued e-mail, so the worker sends it without waiting. */
  onMailQueued?: () => void
  /** Shares the limit with every hub instance (REDIS_URL); in-process when absent. */
  rateLimitRedis?: Redis
  /** Per-recipient and per-sender mail limits, shared with the account routes. */
  mailLimits?: MailLimits
  /** Signs the download links of the activation-code mail; the development secret when absent. */
  downloadLinks?: DownloadLinks
}

// The confirmation: the token, plus what the storefront saw of the visitor's POST.
const newsletterConfirmationSchema = (locale: Locale) =>
  tokenSchema(locale).extend({
    consentText: z.enum(NEWSLETTER_CONFIRMATION_TEXT_VERSIONS, {
      error: (issue) =>
        formatMessage(
          locale,
          issue.input === undefined ? 'required' : 'oneOf',
          fieldLabel(locale, 'consentText'),
        ),
    }),
    userAgent: z
      .string()
      .optional()
      .transform((value) => (value ? value.slice(0, 512) : null)),
  })

const newToken = () => randomBytes(24).toString('base64url')

async function productName(
  db: Pick<HubDb, 'select'>,
  id: number,
  locale: Locale,
): Promise<string | undefined> {
  const [row] = await db
    .select({ nameDe: products.nameDe, nameEn: products.nameEn })
    .from(products)
    .where(eq(products.id, id))
  return row && (locale === 'de' ? row.nameDe : row.nameEn)
}

function unknownProduct(locale: Locale): HttpError {
  return fieldError(locale, {
    productId: formatMessage(locale, 'oneOf', fieldLabel(locale, 'productId')),
  })
}

function invalidToken(locale: Locale): HttpError {
  return new HttpError(
    404,
    'NOT_FOUND',
    locale === 'de'
      ? 'Dieser Link ist ungültig oder abgelaufen'
      : 'This link is invalid or has expired',
  )
}

const isHoneypotFilled = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { website?: unknown }).website === 'string' &&
  (body as { website: string }).website.trim() !== ''

export const formsRoutes: FastifyPluginAsync<FormsRoutesOptions> = async (app, options) => {
  const { database, config } = options
  const { db } = database
  const mailQueued = () => options.onMailQueued?.()
  const mailLimits = options.mailLimits ?? new MailLimits(config, options.rateLimitRedis, app.log)
  /** Counts a mail to `to` asked for by this request; a 429 once a limit is used up. */
  const limitMail = (request: FastifyRequest, to: string, locale: Locale) =>
    mailLimits.consume(clientIp(request), to, locale)
  const link = (locale: Locale, pathAndQuery: string) =>
    storefrontUrl(config.PUBLIC_BASE_URL, locale, pathAndQuery)
  const downloadLinks = options.downloadLinks ?? new DownloadLinks(downloadsConfig())

  // Every route of this plugin is a form endpoint: all are limited per visitor address.
  await app.register(rateLimit, {
    global: true,
    max: config.FORMS_RATE_LIMIT_MAX,
    timeWindow: config.FORMS_RATE_LIMIT_WINDOW_MS,
    keyGenerator: clientLimitKey,
    errorResponseBuilder: (request) => rateLimitedError(requestLocale(request)),
    ...rateLimitStore(options.rateLimitRedis, 'forms', app.log),
  })
  await app.register(multipart)
  // What the storefront's link pages ask before showing their button (issue 19 §5).
  registerLinkStatusRoute(app, db)

  // Bots fill the hidden field; they get the answer a person would, and nothing happens.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'POST' && isHoneypotFilled(request.body)) {
      request.log.info('honeypot field filled, request dropped')
      return reply.code(202).send({ status: 'accepted' })
    }
  })

  app.post('/v1/newsletter/subscriptions', async (request, reply) => {
    const { locale, data } = parseBody(request, newsletterSubscriptionSchema)
    const email = data.email.toLowerCase()
    // Counted for confirmed addresses too: their answer stays the same as everyone's.
    await limitMail(request, email, locale)
    const confirmToken = newToken()
    const unsubscribeToken = newToken()
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
        .for('update')
      // Confirmed addresses get nothing: the answer is the same, so the list stays private.
      if (existing?.status === 'confirmed') return
      const consent = {
        locale,
        status: 'pending' as const,
        confirmToken,
        unsubscribeToken,
        requestedAt: new Date(),
        confirmedAt: null,
        unsubscribedAt: null,
        consentTextVersion: NEWSLETTER_CONSENT_VERSION,
        sourcePage: data.source ?? null,
        confirmedIp: null,
        confirmedUserAgent: null,
        confirmationTextVersion: null,
      }
      if (existing) {
        await tx
          .update(newsletterSubscriptions)
          .set(consent)
          .where(eq(newsletterSubscriptions.id, existing.id))
      } else {
        await tx.insert(newsletterSubscriptions).values({ email, ...consent })
      }
      await enqueueMail(tx, {
        kind: 'newsletter-confirm',
        to: email,
        locale,
        ...mailTemplates.newsletterConfirm(
          locale,
          link(locale, `/newsletter/confirm?token=${confirmToken}`),
          link(locale, `/newsletter/unsubscribe?token=${unsubscribeToken}`),
        ),
      })
    })
    mailQueued()
    return reply.code(202).send({ status: 'pending' })
  })

  app.post('/v1/newsletter/confirmations', async (request) => {
    const { locale, data } = parseBody(request, newsletterConfirmationSchema)
    const result = await db.transaction(async (tx) => {
      const [subscription] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.confirmToken, data.token))
        .for('update')
      if (!subscription || subscription.status === 'unsubscribed') return undefined
      if (subscription.status === 'confirmed') return subscription.locale
      await tx
        .update(newsletterSubscriptions)
        .set({
          status: 'confirmed',
          confirmedAt: new Date(),
          confirmedIp: clientIp(request),
          confirmedUserAgent: data.userAgent,
          confirmationTextVersion: data.consentText,
        })
        .where(eq(newsletterSubscriptions.id, subscription.id))
      // The promised welcome voucher: one per address, ever (cart/personal-coupons.ts).
      const voucher = await grantNewsletterVoucher(tx, subscription.email)
      await enqueueMail(tx, {
        kind: 'newsletter-welcome',
        to: subscription.email,
        locale: subscription.locale,
        ...mailTemplates.newsletterWelcome(
          subscription.locale,
          link(
            subscription.locale,
            `/newsletter/unsubscribe?token=${subscription.unsubscribeToken}`,
          ),
          voucher,
        ),
      })
      return subscription.locale
    })
    if (!result) throw invalidToken(locale)
    mailQueued()
    return { status: 'confirmed', locale: result }
  })

  app.post('/v1/newsletter/unsubscriptions', async (request) => {
    const { locale, data } = parseBody(request, tokenSchema)
    const [subscription] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.unsubscribeToken, data.token))
    if (!subscription) throw invalidToken(locale)
    if (subscription.status !== 'unsubscribed') {
      await db
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
        .where(eq(newsletterSubscriptions.id, subscription.id))
    }
    return { status: 'unsubscribed', locale: subscription.locale }
  })

  app.post('/v1/attachments', async (request, reply) => {
    const locale = requestLocale(request)
    const answer = await receiveAttachment(request, db, config.ATTACHMENT_DIR, locale, {
      maxFiles: config.UPLOAD_QUOTA_MAX_FILES,
      maxBytes: config.UPLOAD_QUOTA_MAX_BYTES,
      windowMs: config.UPLOAD_QUOTA_WINDOW_MS,
    })
    return reply.code(201).send(answer)
  })

  app.post('/v1/tickets', async (request, reply) => {
    const { locale, data } = parseBody(request, supportTicketSchema)
    const name = await productName(db, data.productId, locale)
    if (name === undefined) throw unknownProduct(locale)
    await limitMail(request, data.email, locale)
    // Logged in, the ticket is the account's, and the premium flag counts only when that
    // account holds an active premium support purchase; a guest's flag is ignored.
    const account = (await customerOfSession(db, sessionTokenOf(request)))?.customer
    const premiumSupport =
      data.premiumSupport === true &&
      account !== undefined &&
      (await premiumSupportStatus(db, account.id)).active
    const ticketNumber = await db.transaction(async (tx) => {
      let attachmentId: string | null = null
      if (data.attachmentId) {
        // An attachment belongs to one ticket; an unknown or used id is refused.
        const [used] = await tx
          .select({ id: supportTickets.id })
          .from(supportTickets)
          .where(eq(supportTickets.attachmentId, data.attachmentId))
        // Locked, so the orphan sweep cannot delete it between this check and the insert
        // (it waits, then sees the ticket); if the sweep got there first, it is gone here.
        const [known] = await tx
          .select({ id: attachments.id })
          .from(attachments)
          .where(eq(attachments.id, data.attachmentId))
          .for('update')
        if (used || !known) {
          throw fieldError(locale, {
            attachmentId: formatMessage(locale, 'default', fieldLabel(locale, 'attachment')),
          })
        }
        attachmentId = data.attachmentId
      }
      const [ticket] = await tx
        .insert(supportTickets)
        .values({
          topic: data.topic,
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          customerReference: data.customerReference ?? null,
          message: data.message,
          premiumSupport,
          customerId: account?.id ?? null,
          operatingSystem: data.operatingSystem,
          version: data.version,
          productId: data.productId,
          articleId: data.articleId ?? null,
          attachmentId,
          locale,
        })
        .returning({ id: supportTickets.id })
      const number = ticketNumberOf(ticket!.id)
      await enqueueMail(tx, {
        kind: 'ticket-confirmation',
        to: data.email,
        locale,
        ...mailTemplates.ticketConfirmation(locale, number),
      })
      const [file] = attachmentId
        ? await tx
            .select({
              storedName: attachments.storedName,
              fileName: attachments.originalName,
              contentType: attachments.contentType,
            })
            .from(attachments)
            .where(eq(attachments.id, attachmentId))
        : []
      await enqueueMail(
        tx,
        staffMail(config, {
          desk: 'support',
          kind: 'staff-ticket',
          subject: `Support-Ticket ${number}: ${labelOf.topic('de', data.topic)} – ${await productName(tx, data.productId, 'de')}`,
          intro: `Neues Support-Ticket ${number}${premiumSupport ? ' (Premium-Support)' : ''}.`,
          fields: [
            ['Ticket', number],
            ['Thema', labelOf.topic('de', data.topic)],
            ['Vorname', data.firstName],
            ['Nachname', data.lastName],
            ['E-Mail', data.email],
            ['Kundennummer', data.customerReference],
            ['Kundenkonto', account ? String(account.id) : 'Gast'],
            ['Premium-Support', premiumSupport],
            ['Programm', `${await productName(tx, data.productId, 'de')} (${data.productId})`],
            ['Betriebssystem', labelOf.operatingSystem('de', data.operatingSystem)],
            ['Version', labelOf.version('de', data.version)],
            ['Hilfeartikel', data.articleId],
            ['Sprache', locale],
          ],
          message: data.message,
          replyTo: data.email,
          attachments: file ? [file] : [],
        }),
      )
      // A guest ticket with an account's address stays out of it unless the holder adds it.
      const holder = account ? undefined : await recordOfAddress(tx, data.email)
      // The claim mail is a second mail to the address: it counts against the mail limits
      // too, and is left out (the ticket stays a guest's) once they are used up.
      if (holder && (await mailLimits.consumeExtra(clientIp(request), data.email))) {
        await queueClaimMail(tx, {
          publicBaseUrl: config.PUBLIC_BASE_URL,
          holder,
          item: { kind: 'ticket', id: ticket!.id, number },
        })
      }
      return number
    })
    mailQueued()
    return reply.code(201).send({ ticketNumber, premiumSupport })
  })

  app.post('/v1/help/missing-program', async (request, reply) => {
    const { locale, data } = parseBody(request, missingProgramSchema)
    if (data.productId !== undefined && !data.notInList) {
      if ((await productName(db, data.productId, locale)) === undefined)
        throw unknownProduct(locale)
    }
    await limitMail(request, data.email, locale)
    const { website: _website, ...payload } = data
    await db.transaction(async (tx) => {
      await tx
        .insert(contactRequests)
        .values({ kind: 'missing-program', email: data.email, locale, payload })
      await enqueueMail(tx, {
        kind: 'missing-program',
        to: data.email,
        locale,
        ...mailTemplates.missingProgram(locale),
      })
      const program =
        data.notInList || data.productId === undefined
          ? `${data.programName ?? ''} (nicht in der Liste)`
          : `${(await productName(tx, data.productId, 'de')) ?? ''} (${data.productId})`
      await enqueueMail(
        tx,
        staffMail(config, {
          desk: 'support',
          kind: 'staff-missing-program',
          subject: `Fehlendes Programm: ${program}`,
          intro: 'Ein Kunde vermisst ein Programm in seinem Kundenkonto oder seinen Downloads.',
          fields: [
            ['Vorname', data.firstName],
            ['Nachname', data.lastName],
            ['E-Mail', data.email],
            ['Kundennummer', data.customerReference],
            ['Programm', program],
            ['Sprache', locale],
          ],
          replyTo: data.email,
        }),
      )
    })
    mailQueued()
    return reply.code(202).send({ status: 'accepted' })
  })

  app.post('/v1/help/missing-code', async (request, reply) => {
    const { locale, data } = parseBody(request, missingCodeSchema)
    const email = data.email.toLowerCase()
    // Counted before the lookup: known and unknown addresses reach the limit alike.
    await limitMail(request, email, locale)
    await db.transaction(async (tx) => {
      await tx
        .insert(contactRequests)
        .values({ kind: 'missing-code', email, locale, payload: { email } })
      // Every address gets a mail: its keys, or "no licence found" and where help is. The
      // answer on the page is the same either way, so nobody learns who is a customer.
      await enqueueMail(tx, {
        kind: 'activation-codes',
        to: email,
        locale,
        ...(await activationCodesMail(tx, {
          email,
          locale,
          publicBaseUrl: config.PUBLIC_BASE_URL,
          downloadLinks,
        })),
      })
      await enqueueMail(
        tx,
        staffMail(config, {
          desk: 'support',
          kind: 'staff-missing-code',
          subject: `Aktivierungscodes angefordert: ${email}`,
          intro:
            'Über das Kontaktformular wurden Aktivierungscodes angefordert. Der Absender hat eine E-Mail mit den Lizenzschlüsseln seiner Bestellungen erhalten (oder den Hinweis, dass keine gefunden wurde).',
          fields: [
            ['E-Mail', email],
            ['Sprache', locale],
          ],
          replyTo: email,
        }),
      )
    })
    mailQueued()
    return reply.code(202).send({ status: 'accepted' })
  })

  app.post('/v1/press/contact', async (request, reply) => {
    const { locale, data } = parseBody(request, pressContactSchema)
    await limitMail(request, data.email, locale)
    const { website: _website, ...payload } = data
    await db.transaction(async (tx) => {
      await tx
        .insert(contactRequests)
        .values({ kind: 'press-contact', email: data.email, locale, payload })
      await enqueueMail(tx, {
        kind: 'press-contact',
        to: data.email,
        locale,
        ...mailTemplates.pressContact(locale),
      })
      const fields: StaffField[] = [
        ['Anrede', labelOf.pressTitle('de', data.title)],
        ['Name', data.name],
        ['E-Mail', data.email],
        ['Telefon', data.phone],
        ['Vollversion für einen Test erbeten', data.fullVersionRequest],
        ['Sprache', locale],
      ]
      await enqueueMail(
        tx,
        staffMail(config, {
          desk: 'press',
          kind: 'staff-press-contact',
          subject: `Presseanfrage: ${data.name}`,
          intro: 'Neue Presseanfrage über das Pressekontaktformular.',
          fields,
          message: data.message,
          replyTo: data.email,
        }),
      )
    })
    mailQueued()
    return reply.code(202).send({ status: 'accepted' })
  })

  app.post('/v1/help/article-ratings', async (request, reply) => {
    const { locale, data } = parseBody(request, articleRatingSchema)
    const [row] = await db
      .insert(articleRatings)
      .values({ articleId: data.articleId, helpful: data.helpful, locale })
      .returning({ id: articleRatings.id })
    return reply.code(201).send({ id: row!.id })
  })

  app.post('/v1/activations', async (request, reply) => {
    // The desktop programs send `product`; the storefront's schema calls it productId.
    const body = (request.body ?? {}) as Record<string, unknown>
    request.body = { ...body, productId: body['productId'] ?? body['product'] }
    const { locale, data } = parseBody(request, activationSchema)
    const name = await productName(db, data.productId, locale)
    if (name === undefined) throw unknownProduct(locale)
    await limitMail(request, data.email, locale)
    const token = newToken()
    await db.transaction(async (tx) => {
      await tx
        .insert(activations)
        .values({ email: data.email.toLowerCase(), productId: data.productId, locale, token })
      await enqueueMail(tx, {
        kind: 'activation-confirm',
        to: data.email,
        locale,
        ...mailTemplates.activationConfirm(locale, name, link(locale, `/activate?token=${token}`)),
      })
    })
    mailQueued()
    return reply.code(202).send({ status: 'pending' })
  })

  app.post('/v1/activations/confirmations', async (request) => {
    const { locale, data } = parseBody(request, tokenSchema)
    const [activation] = await db
      .update(activations)
      .set({ confirmedAt: new Date() })
      .where(and(eq(activations.token, data.token), isNull(activations.confirmedAt)))
      .returning()
    if (activation)
      return { status: 'confirmed', locale: activation.locale, productId: activation.productId }
    const [earlier] = await db.select().from(activations).where(eq(activations.token, data.token))
    if (!earlier) throw invalidToken(locale)
    return { status: 'confirmed', locale: earlier.locale, productId: earlier.productId }
  })

  // Read on page render, not a submission: no per-visitor limit.
  app.get('/v1/support/premium-offer', { config: { rateLimit: false } }, async () => ({
    priceGross: { currency: 'EUR', amount: config.PREMIUM_SUPPORT_PRICE_EUR_MINOR },
    // Every currency the cart charges it in, so each page shows the shopper's currency.
    pricesGross: CURRENCIES.map((currency) => ({
      currency,
      amount: premiumSupportPrice(config.PREMIUM_SUPPORT_PRICE_EUR_MINOR, currency),
    })),
    validityDays: PREMIUM_SUPPORT_VALIDITY_DAYS,
    // The plan is bought through the cart, as an item with this id.
    productId: PREMIUM_SUPPORT_PRODUCT_ID,
  }))
}
