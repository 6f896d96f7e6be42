import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsync } from 'fastify'
import type { Redis } from 'ioredis'
import { fieldErrorsOf } from '@schaufenster/validation'
import { fieldError, rateLimitedError, requestLocale } from '../forms/http'
import { clientLimitKey } from '../http/client-ip'
import { rateLimitStore } from '../http/rate-limit-store'
import type { HubDatabase } from '../db/database'
import type { ReviewReportedDto } from './dto'
import { reviewNotFound } from './messages'
import { reporterKeyOf } from './reporter-key'
import { bodyLocale, reportSchema } from './report-input'
import type { ReviewService } from './service'

export interface ReviewRoutesOptions {
  database: HubDatabase
  service: ReviewService
  /** The forms' per-visitor limit (FORMS_RATE_LIMIT_*): a report is a form. */
  limit: { max: number; timeWindow: number }
  rateLimitRedis?: Redis
}

// Review ids are PostgreSQL serials: anything else is no review, not a database error.
const ID = /^[1-9][0-9]{0,9}$/
const MAX_ID = 2_147_483_647

const isHoneypotFilled = (website: unknown) => typeof website === 'string' && website.trim() !== ''

/** The visitors' side of reviews: reporting a published one (`POST /v1/reviews/:id/reports`). */
export const reviewRoutes: FastifyPluginAsync<ReviewRoutesOptions> = async (app, options) => {
  const { service } = options

  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientLimitKey,
    errorResponseBuilder: (request) =>
      rateLimitedError(bodyLocale(request.body) ?? requestLocale(request)),
    ...rateLimitStore(options.rateLimitRedis, 'review-reports', app.log),
  })

  app.post<{ Params: { id: string } }>(
    '/v1/reviews/:id/reports',
    { config: { rateLimit: options.limit } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      // The dialog names its language in the body; the gateway's Accept-Language otherwise.
      const locale = bodyLocale(request.body) ?? requestLocale(request)
      const { id } = request.params
      if (!ID.test(id) || Number(id) > MAX_ID) throw reviewNotFound(locale)
      const parsed = reportSchema(locale).safeParse(request.body ?? {})
      if (!parsed.success) throw fieldError(locale, fieldErrorsOf(parsed.error))
      // Bots fill the hidden field; they get the answer a person would, and nothing happens.
      if (isHoneypotFilled(parsed.data.website)) {
        request.log.info('honeypot field filled, report dropped')
      } else {
        const reporterKey = await reporterKeyOf(options.database.db, request)
        await service.report(Number(id), parsed.data, reporterKey, locale)
      }
      const answer: ReviewReportedDto = { reviewId: Number(id) }
      return reply.code(202).send(answer)
    },
  )
}
