import { companyDetailsOf } from '@schaufenster/config'
import { startAdminListener } from './admin/start'
import { buildHubApp } from './app'
import { resolveCartConfig } from './cart/config'
import { fictionalCompanyWarning } from './company/config'
import { hubConfigDefinition, loadHubRuntimeConfig, type HubRuntimeConfig } from './config'
import { httpPostbackClient } from './conversions/postback-client'
import { createPostbackWorker } from './conversions/postback-outbox'
import { openDatabase, type HubDatabase } from './db/database'
import { createHubLogger } from './logger'
import { createMailer } from './mail/mailer'
import { createOutboxWorker } from './mail/outbox'
import { closeRedisClient, createRedisClient } from './redis'

let config: HubRuntimeConfig
let secrets: ReturnType<typeof loadHubRuntimeConfig>['secrets']
try {
  // Secrets the operator did not set are generated on first start (hub/src/secrets.ts).
  ;({ config, secrets } = loadHubRuntimeConfig())
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}

const logger = createHubLogger(config.LOG_LEVEL, { secretNames: hubConfigDefinition.secretNames })
for (const name of secrets.generated) {
  logger.info({ secret: name, dir: secrets.dir }, 'generated a secret and stored it (mode 0600)')
}
if (secrets.development.length > 0) {
  logger.warn(
    { secrets: secrets.development },
    'the public development secrets are in use (NODE_ENV development or test): never expose this hub; `npm start` runs in production',
  )
}

let database: HubDatabase
try {
  database = await openDatabase(config, logger)
} catch (error) {
  // Start-up failures here are configuration problems (an unwritable folder, a wrong URL):
  // a one-line message helps more than a stack trace.
  logger.fatal(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

// The seller stays configurable up to go-live: a warning, not a refusal (decision 0025).
const company = companyDetailsOf(config)
const fictionalCompany = fictionalCompanyWarning(company, config.NODE_ENV)
if (fictionalCompany) {
  logger.warn({ variables: fictionalCompany.variables }, fictionalCompany.message)
}

const mailer = createMailer(config, logger)
const outbox = createOutboxWorker({
  db: database.db,
  mailer,
  logger,
  pollMs: config.OUTBOX_POLL_MS,
  retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
  leaseMs: config.OUTBOX_LEASE_MS,
  attachmentDir: config.ATTACHMENT_DIR,
})
// Off by default: only a configured network endpoint gets server-side conversion reports.
const postback = config.CONVERSION_POSTBACK_URL
  ? createPostbackWorker({
      db: database.db,
      client: httpPostbackClient(
        config.CONVERSION_POSTBACK_URL,
        config.CONVERSION_POSTBACK_TIMEOUT_MS,
      ),
      logger,
      config,
    })
  : undefined
const cart = resolveCartConfig(config, config.NODE_ENV)
// Rate limits shared by every hub instance; without REDIS_URL they stay in this process.
const redis = config.REDIS_URL ? createRedisClient(config.REDIS_URL, logger, 'hub') : undefined
const app = buildHubApp({
  config,
  database,
  logger,
  downloadDir: config.DOWNLOAD_DIR,
  forms: { config, onMailQueued: outbox.nudge },
  cart: { config: cart },
  accounts: { config },
  conversionPostback: postback && { onQueued: postback.nudge },
  redis,
  trustedProxies: config.TRUSTED_PROXIES,
  downloads: { config },
  company,
})

// Set once the hub listens (at the end of this file); the shutdown closes it first.
let admin: { close(): Promise<void> } | undefined = undefined
let shuttingDown = false
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) return
  shuttingDown = true
  logger.info({ signal }, 'hub shutting down')
  try {
    await admin?.close()
    await app.close()
    // The worker finishes the message in hand before the database goes away.
    await outbox.stop()
    await postback?.stop()
    mailer.close()
    if (redis) await closeRedisClient(redis)
    await database.close()
    process.exit(0)
  } catch (error) {
    logger.error({ err: error }, 'hub did not shut down cleanly')
    process.exit(1)
  }
}
process.once('SIGINT', (signal) => void shutdown(signal))
process.once('SIGTERM', (signal) => void shutdown(signal))

try {
  // Fastify logs the listening URL itself.
  await app.listen({ host: config.HUB_HOST, port: config.HUB_PORT })
} catch (error) {
  logger.fatal({ err: error }, 'hub could not listen')
  if (redis) await closeRedisClient(redis)
  await outbox.stop()
  await postback?.stop()
  await database.close()
  process.exit(1)
}

// The command-line tools' way in while this hub has the PGlite folder (loopback only, with
// the local credential under var/): see hub/src/admin.
admin = await startAdminListener(config, database, logger)
