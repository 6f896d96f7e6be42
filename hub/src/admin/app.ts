import Fastify from 'fastify'
import { z } from 'zod'
import {
  AnalystKeyNameError,
  createAnalystKey,
  listAnalystKeys,
  revokeAnalystKey,
} from '../analysts/keys'
import type { HubDatabase } from '../db/database'
import { hubErrorHandler, HttpError } from '../http/errors'
import type { HubLogger } from '../logger'
import { reviewAdminRoutes, type ReviewAdminOptions } from '../reviews/admin-routes'
import { adminGuard } from './guard'

// The hub's admin endpoint: what the command-line tools ask the running hub to do, so that
// no second process opens its PGlite folder. Listens on 127.0.0.1 (see start.ts); every
// request must pass adminGuard.

export interface AdminAppOptions {
  database: HubDatabase
  /** The PGlite folder (or memory://) this hub has open; the CLI checks it is its own. */
  dataDir: string
  credential: string
  logger: HubLogger
  /** Review moderation's mail settings (tests); the hub's environment when omitted. */
  reviews?: Omit<ReviewAdminOptions, 'database'>
}

/** GET /admin/analyst-keys, one entry. */
export interface AdminKeyListing {
  id: number
  name: string
  createdAt: string
  revokedAt: string | null
}

const nameBody = z.object({ name: z.string().max(200) })
const revokeBody = z.object({ idOrName: z.string().min(1).max(200) })

export function buildAdminApp({ database, dataDir, credential, logger, reviews }: AdminAppOptions) {
  const app = Fastify({ loggerInstance: logger, bodyLimit: 16 * 1024 })
  app.setErrorHandler(hubErrorHandler)
  app.addHook('onRequest', adminGuard(credential))
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get('/admin/status', async () => ({ kind: database.kind, dataDir, pid: process.pid }))

  app.get('/admin/analyst-keys', async () => ({
    keys: (await listAnalystKeys(database.db)).map((key): AdminKeyListing => ({
      id: key.id,
      name: key.name,
      createdAt: key.createdAt.toISOString(),
      revokedAt: key.revokedAt?.toISOString() ?? null,
    })),
  }))

  app.post('/admin/analyst-keys', async (request, reply) => {
    const body = nameBody.safeParse(request.body)
    if (!body.success) throw new HttpError(400, 'BAD_REQUEST', 'name is required')
    try {
      return reply.code(201).send(await createAnalystKey(database.db, body.data.name))
    } catch (error) {
      if (error instanceof AnalystKeyNameError) {
        throw new HttpError(400, 'BAD_REQUEST', error.message)
      }
      throw error
    }
  })

  app.post('/admin/analyst-keys/revoke', async (request) => {
    const body = revokeBody.safeParse(request.body)
    if (!body.success) throw new HttpError(400, 'BAD_REQUEST', 'idOrName is required')
    return { revoked: await revokeAnalystKey(database.db, body.data.idOrName) }
  })

  // Review moderation (issue 24): the queue, publish and reject (npm run reviews).
  app.register(reviewAdminRoutes, { database, ...reviews })

  return app
}
