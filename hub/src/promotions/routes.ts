import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsync } from 'fastify'
import type { Redis } from 'ioredis'
import { missingCodeSchema } from '@schaufenster/validation'
import { clientIp, parseBody, rateLimitedError, requestLocale } from '../forms/http'
import { clientLimitKey } from '../http/client-ip'
import { HttpError } from '../http/errors'
import { rateLimitStore } from '../http/rate-limit-store'
import { PROMOTION_MESSAGES } from './messages'
import type { PromotionService } from './service'

export interface PromotionRoutesOptions {
  service: PromotionService
  /** The forms' per-visitor limit: a claim is a form that sends a mail. */
  limit: { max: number; timeWindow: number }
  rateLimitRedis?: Redis
}

const ID = /^[1-9][0-9]{0,9}$/
// Ids are PostgreSQL integers: a larger number is no promotion, not a database error.
const MAX_ID = 2_147_483_647

export const promotionRoutes: FastifyPluginAsync<PromotionRoutesOptions> = async (app, options) => {
  const { service } = options

  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientLimitKey,
    errorResponseBuilder: (request) => rateLimitedError(requestLocale(request)),
    ...rateLimitStore(options.rateLimitRedis, 'promotions', app.log),
  })

  // What runs now. Short-lived in caches: a promotion must vanish from pages when it ends.
  app.get('/v1/promotions', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=15')
    return { items: await service.running(requestLocale(request)) }
  })

  app.post<{ Params: { id: string } }>(
    '/v1/promotions/:id/claims',
    { config: { rateLimit: options.limit } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const locale = requestLocale(request)
      if (!ID.test(request.params.id) || Number(request.params.id) > MAX_ID) {
        throw new HttpError(404, 'NOT_FOUND', PROMOTION_MESSAGES[locale].notRunning)
      }
      // The claim asks what the activation-code form asks: an address, and the honeypot.
      const { data } = parseBody(request, missingCodeSchema)
      // Bots fill the hidden field; they get the answer a person would, and nothing happens.
      if (!data.website?.trim()) {
        await service.claim({
          promotionId: Number(request.params.id),
          email: data.email,
          locale,
          senderIp: clientIp(request),
        })
      }
      return reply
        .code(202)
        .send({ status: 'accepted', message: PROMOTION_MESSAGES[locale].claimAccepted })
    },
  )
}
