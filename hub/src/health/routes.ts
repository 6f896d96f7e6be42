import type { FastifyPluginAsync } from 'fastify'
import type { HubDatabase } from '../db/database'
import { errorBody } from '../http/errors'

export const healthRoutes: FastifyPluginAsync<{ database: HubDatabase }> = async (
  app,
  { database },
) => {
  app.get('/healthz', async (request, reply) => {
    try {
      await database.ping()
      return { status: 'ok', database: 'up', kind: database.kind }
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed')
      // Load balancers read status/database; the error member keeps the hub's one error shape.
      return reply.status(503).send({
        status: 'degraded',
        database: 'down',
        ...errorBody('UNAVAILABLE', 'The database is not reachable'),
      })
    }
  })
}
