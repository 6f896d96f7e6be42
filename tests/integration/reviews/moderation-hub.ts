import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { accountsConfig } from '../../../hub/src/accounts/config'
import { buildAdminApp } from '../../../hub/src/admin/app'
import { connectToHub, type AdminClient } from '../../../hub/src/admin/client'
import type { ModerationResultDto } from '../../../hub/src/reviews/dto'
import { TEST_HASHER, type AccountsHub } from '../accounts/helpers'
import { bootFormsHub } from '../forms/boot'
import type { TestSmtpServer } from '../forms/smtp'
import { silentLogger, type DatabaseTarget } from '../hub/harness'

// A hub for the moderation tests: accounts with cheap password hashing, a real SMTP server,
// the staff desk's own address, a low per-visitor limit (the report tests send each report
// from an address of its own), and the admin listener the moderation command talks to.

export const REVIEWS_DESK = 'moderation@shop.test'
export const REPORT_LIMIT = 5

export interface ModerationHub extends AccountsHub {
  admin: ReturnType<typeof buildAdminApp>
  /** The admin credential (`Authorization: Bearer …`). */
  credential: string
  /** A POST to the admin listener with the credential, from loopback. */
  adminPost(url: string, body?: object): Promise<LightMyRequestResponse>
  /** Publishes through the admin listener and answers what it did. */
  publish(id: number): Promise<ModerationResultDto>
  /** The running admin listener's client, as `npm run reviews` connects to it. */
  adminClient(): Promise<AdminClient>
  /** The variables `npm run reviews` needs to find this hub's running admin listener. */
  adminEnv(): Promise<Record<string, string>>
}

export async function bootModerationHub(
  target: DatabaseTarget,
  smtp: TestSmtpServer,
): Promise<ModerationHub> {
  const attachmentDir = await mkdtemp(path.join(tmpdir(), 'reviews-'))
  const hub = await bootFormsHub(target, {
    smtpUrl: smtp.url,
    attachmentDir,
    rateLimitMax: REPORT_LIMIT,
    forms: { REVIEWS_EMAIL: REVIEWS_DESK },
    accounts: {
      hasher: TEST_HASHER,
      config: accountsConfig({ LOGIN_RATE_LIMIT_MAX: 1000, ACCOUNT_RATE_LIMIT_MAX: 1000 }),
    },
  })
  const credential = randomBytes(32).toString('base64url')
  // The folder the admin listener says it serves (never opened: the hub's database is the
  // test's); `npm run reviews` asks only a hub with the folder of its own configuration.
  const dataDir = path.join(attachmentDir, 'pglite')
  const admin = buildAdminApp({
    database: hub.database,
    dataDir,
    credential,
    logger: silentLogger,
    reviews: { config: hub.config, onMailQueued: () => hub.worker.nudge() },
  })
  await admin.ready()
  const adminPost = (url: string, body?: object) =>
    admin.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${credential}` },
      ...(body ? { payload: body } : {}),
    })
  /** Listens on a free loopback port and writes the credential where the command reads it. */
  async function adminEnv(): Promise<Record<string, string>> {
    if (!admin.server.listening) await admin.listen({ host: '127.0.0.1', port: 0 })
    const credentialFile = path.join(attachmentDir, 'admin-credential')
    await writeFile(credentialFile, `${credential}\n`, { mode: 0o600 })
    return {
      PGLITE_DIR: dataDir,
      ADMIN_PORT: String((admin.server.address() as AddressInfo).port),
      ADMIN_CREDENTIAL_FILE: credentialFile,
    }
  }
  return {
    ...hub,
    attachmentDir,
    admin,
    credential,
    adminPost,
    async publish(id) {
      const response = await adminPost(`/admin/reviews/${id}/publish`)
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    },
    async adminClient() {
      const env = await adminEnv()
      const client = await connectToHub({
        DATABASE_URL: undefined,
        PGLITE_DIR: env.PGLITE_DIR!,
        ADMIN_PORT: Number(env.ADMIN_PORT),
        ADMIN_CREDENTIAL_FILE: env.ADMIN_CREDENTIAL_FILE!,
      })
      if (!client) throw new Error('the admin listener did not answer')
      return client
    },
    adminEnv,
    stop: async () => {
      await admin.close()
      await hub.stop()
      await rm(attachmentDir, { recursive: true, force: true })
    },
  }
}
