import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsync } from 'fastify'
import type { Redis } from 'ioredis'
import { applicationRequestSchema } from '@schaufenster/validation'
import { parseLocaleQuery } from '../catalog/params'
import type { HubDatabase } from '../db/database'
import { clientIp, parseBody, rateLimitedError, requestLocale } from '../forms/http'
import { clientLimitKey } from '../http/client-ip'
import { rateLimitStore } from '../http/rate-limit-store'
import type { MailLimits } from '../mail/recipient-limit'
import type { StaffMailConfig } from '../mail/staff'
import { unstoredReference } from './reference'
import { findJobOpening, jobOpeningDto, listJobOpenings } from './repository'
import { ApplicationService, jobNotFound } from './service'

// Open positions and applications (issue 24, point 5): the careers pages read the positions,
// the partner page's and the positions' forms send applications.

export interface ApplicationRoutesOptions {
  database: HubDatabase
  /** Where the staff mails go (PARTNER_EMAIL, JOBS_EMAIL, MAIL_FROM's domain). */
  config: StaffMailConfig
  /** The forms' per-visitor limit: an application is a form that sends mail. */
  limit: { max: number; timeWindow: number }
  /** The hub's one set of mail counters, shared with every route that mails on request. */
  mailLimits: MailLimits
  onMailQueued?: () => void
  /** Shares the limit with every hub instance (REDIS_URL); in-process when absent. */
  rateLimitRedis?: Redis
}

const isHoneypotFilled = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { website?: unknown }).website === 'string' &&
  (body as { website: string }).website.trim() !== ''

export const applicationRoutes: FastifyPluginAsync<ApplicationRoutesOptions> = async (
  app,
  options,
) => {
  const { db } = options.database
  const service = new ApplicationService({
    db,
    config: options.config,
    mailLimits: options.mailLimits,
    onMailQueued: options.onMailQueued,
  })

  // Only the submission is limited: the positions are read by page renders.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientLimitKey,
    errorResponseBuilder: (request) => rateLimitedError(requestLocale(request)),
    ...rateLimitStore(options.rateLimitRedis, 'applications', app.log),
  })

  app.get('/v1/jobs', async (request) => {
    const { locale } = parseLocaleQuery(request.query)
    return { items: (await listJobOpenings(db)).map((row) => jobOpeningDto(row, locale)) }
  })

  // By the slug of either language (the language switch keeps the other's).
  // Fastify answers 414 for a parameter longer than 100 characters, longer than any slug.
  app.get<{ Params: { slug: string } }>('/v1/jobs/:slug', async (request) => {
    const { locale } = parseLocaleQuery(request.query)
    const job = await findJobOpening(db, request.params.slug)
    if (!job) throw jobNotFound(locale)
    return jobOpeningDto(job, locale)
  })

  app.post('/v1/applications', { config: { rateLimit: options.limit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    // Bots fill the hidden field; they get the answer a person would, and nothing happens.
    if (isHoneypotFilled(request.body)) {
      request.log.info('honeypot field filled, application dropped')
      const kind = (request.body as { kind?: unknown }).kind === 'job' ? 'job' : 'partner'
      return reply.code(201).send({ reference: unstoredReference(kind) })
    }
    const { locale, data } = parseBody(request, applicationRequestSchema)
    const received = await service.submit({ data, locale, senderIp: clientIp(request) })
    return reply.code(201).send(received)
  })
}
