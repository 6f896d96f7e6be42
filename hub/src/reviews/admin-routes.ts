import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { HubDatabase } from '../db/database'
import { loadHubConfig } from '../config'
import { HttpError } from '../http/errors'
import type { ReviewMailConfig } from './mails'
import { REJECTION_REASON_MAX, ReviewService } from './service'

// Moderation on the hub's admin listener (hub/src/admin/app.ts, loopback only, the admin
// credential): what `npm run reviews` asks the running hub to do. Answers are for staff at a
// terminal, in English like the other admin endpoints.

export interface ReviewAdminOptions {
  database: HubDatabase
  /** Mail settings; when omitted, the hub's own, read from its environment as at its start. */
  config?: ReviewMailConfig
  /** The outbox worker's nudge; without it the mails go with the worker's next poll. */
  onMailQueued?: () => void
}

const ID = /^[1-9][0-9]{0,9}$/
const MAX_ID = 2_147_483_647

const queueQuery = z.object({
  status: z.enum(['pending', 'reported']).default('pending'),
})

const rejectBody = z.object({
  reason: z.string().trim().min(1).max(REJECTION_REASON_MAX),
})

function reviewId(params: unknown): number {
  const id = (params as { id?: string }).id ?? ''
  if (!ID.test(id) || Number(id) > MAX_ID) throw noSuchReview(id)
  return Number(id)
}

const noSuchReview = (id: string | number) =>
  new HttpError(404, 'NOT_FOUND', `There is no review #${id}`)

export const reviewAdminRoutes: FastifyPluginAsync<ReviewAdminOptions> = async (app, options) => {
  // Made on the first moderation request: reading the environment never stands in the way
  // of the listener starting (the analyst keys need none of it).
  let made: ReviewService | undefined
  const service = () =>
    (made ??= new ReviewService({
      database: options.database,
      config: options.config ?? loadHubConfig(),
      onMailQueued: options.onMailQueued,
    }))

  app.get('/admin/reviews', async (request) => {
    const query = queueQuery.safeParse(request.query ?? {})
    if (!query.success) {
      throw new HttpError(400, 'BAD_REQUEST', 'status must be "pending" or "reported"')
    }
    return service().queue(query.data.status)
  })

  app.post('/admin/reviews/:id/publish', async (request) => {
    const id = reviewId(request.params)
    const result = await service().publish(id)
    if (!result) throw noSuchReview(id)
    return result
  })

  app.post('/admin/reviews/:id/reject', async (request) => {
    const id = reviewId(request.params)
    const body = rejectBody.safeParse(request.body ?? {})
    if (!body.success) {
      throw new HttpError(
        400,
        'BAD_REQUEST',
        `reason is required: the text the author is mailed, 1 to ${REJECTION_REASON_MAX} characters`,
        { reason: `1 to ${REJECTION_REASON_MAX} characters` },
      )
    }
    const result = await service().reject(id, body.data.reason)
    if (!result) throw noSuchReview(id)
    return result
  })
}
