import { buildHubApp } from './app'
import { resolveCartConfig } from './cart/config'
import { loadHubConfig, type HubConfig } from './config'
import { httpPostbackClient } from './conversions/postback-client'
import { createPostbackWorker } from './conversions/postback-outbox'
import { openDatabase, type HubDatabase } from './db/database'
import { createHubLogger } from './logger'
import { createMailer } from './mail/mailer'
import { createOutboxWorker } from './mail/outbox'

let config: HubConfig
try {
  config = loadHubConfig()
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}

const logger = createHubLogger(config.LOG_LEVEL)

let database: HubDatabase
try {
  database = await openDatabase(config, logger)
} catch (error) {
  // Start-up failures here are configuration problems (an unwritable folder, a wrong URL):
  // a one-line message helps more than a stack trace.
  logger.fatal(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

const mailer = createMailer(config, logger)
const outbox = createOutboxWorker({
  db: database.db,
  mailer,
  logger,
  pollMs: config.OUTBOX_POLL_MS,
  retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
  leaseMs: config.OUTBOX_LEASE_MS,
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
if (cart.usesDevSecret) {
  logger.warn(
    'CART_TOKEN_SECRET is not set: cart tokens are signed with the public development secret. Set it (32+ characters) for any real use; production refuses to start without it.',
  )
}
const app = buildHubApp({
  config,
  database,
  logger,
  downloadDir: config.DOWNLOAD_DIR,
  forms: { config, onMailQueued: outbox.nudge },
  cart: { config: cart },
  accounts: { config },
  conversionPostback: postback && { onQueued: postback.nudge },
})

let shuttingDown = false
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) return
  shuttingDown = true
  logger.info({ signal }, 'hub shutting down')
  try {
    await app.close()
    // The worker finishes the message in hand before the database goes away.
    await outbox.stop()
    await postback?.stop()
    mailer.close()
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
  await outbox.stop()
  await postback?.stop()
  await database.close()
  process.exit(1)
}
