import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisClient, closeRedisClient } from '../../../hub/src/redis'
import { databaseTargets, silentLogger } from '../hub/harness'
import { bootFormsHub, type FormsHub } from './boot'

// With REDIS_URL the forms and order limits live in Redis (npm run test:cluster proves
// they are shared). Here Redis fails: refused connections, and a server that accepts and
// never answers. Neither may turn into a 500 or a hanging request: each hub then counts
// on its own, so the limit still holds per instance.

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
}

const [target] = databaseTargets()

describe.each([
  ['refuses connections', 'refused'],
  ['accepts and never answers', 'silent'],
] as const)('forms limit while Redis %s', (_name, mode) => {
  let hub: FormsHub
  let redis: Redis
  let attachmentDir: string
  let mailDir: string
  let silent: Server | undefined
  const sockets = new Set<Socket>()

  beforeAll(async () => {
    attachmentDir = await mkdtemp(path.join(tmpdir(), 'forms-redis-attachments-'))
    mailDir = await mkdtemp(path.join(tmpdir(), 'forms-redis-mail-'))
    let port: number
    if (mode === 'silent') {
      silent = createServer((socket) => {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
      })
      port = await listen(silent)
    } else {
      // A port nothing listens on any more.
      const probe = createServer()
      port = await listen(probe)
      await new Promise((resolve) => probe.close(resolve))
    }
    redis = createRedisClient(`redis://127.0.0.1:${port}`, silentLogger, 'test')
    hub = await bootFormsHub(target!, { attachmentDir, mailDir, rateLimitMax: 3, redis })
  })

  afterAll(async () => {
    await hub?.stop()
    if (redis) await closeRedisClient(redis)
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)))
    await rm(attachmentDir, { recursive: true, force: true })
    await rm(mailDir, { recursive: true, force: true })
  })

  it('answers every request, and the fourth of a visitor with 429', async () => {
    const statuses: number[] = []
    const started = Date.now()
    for (let index = 0; index < 4; index += 1) {
      const response = await hub.app.inject({
        method: 'POST',
        url: '/v1/help/article-ratings',
        headers: { 'x-client-ip': '203.0.113.9' },
        payload: { articleId: 'redis-down', helpful: true },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 429])
    // At most the client's command timeout per request, never a hang.
    expect(Date.now() - started).toBeLessThan(4 * 1500)
  })
})
