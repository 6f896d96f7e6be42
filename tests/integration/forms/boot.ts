import type { Redis } from 'ioredis'
import type { HubAppOptions } from '../../../hub/src/app'
import { formsConfig, type FormsConfig } from '../../../hub/src/forms/config'
import { createMailer, type Mailer } from '../../../hub/src/mail/mailer'
import { createOutboxWorker, type OutboxWorker } from '../../../hub/src/mail/outbox'
import { bootHub, silentLogger, type BootedHub, type DatabaseTarget } from '../hub/harness'

export const PUBLIC_BASE_URL = 'http://storefront.test'

export interface FormsHub extends BootedHub {
  config: FormsConfig
  mailer: Mailer
  worker: OutboxWorker
}

/** A hub with its outbox worker sending through the given SMTP server. */
export async function bootFormsHub(
  target: DatabaseTarget,
  options: {
    smtpUrl?: string
    mailDir?: string
    attachmentDir: string
    rateLimitMax?: number
    beforeReady?: (app: BootedHub['app']) => void
    /** Rate limits in Redis (in-process when omitted). */
    redis?: Redis
    accounts?: HubAppOptions['accounts']
    /** The promotions' clock (hub/src/promotions/service.ts). */
    promotions?: HubAppOptions['promotions']
    /** Mail limits (mail/recipient-limit.ts); high unless a test lowers them. */
    mailLimits?: {
      MAIL_RECIPIENT_LIMIT_MAX?: number
      MAIL_IP_LIMIT_MAX?: number
      MAIL_RECIPIENT_LIMIT_WINDOW_MS?: number
      MAIL_IP_LIMIT_WINDOW_MS?: number
    }
    /** Further forms settings (e.g. SUPPORT_EMAIL, PRESS_EMAIL). */
    forms?: Partial<Record<keyof FormsConfig, unknown>>
  },
): Promise<FormsHub> {
  const config = formsConfig({
    SMTP_URL: options.smtpUrl,
    MAIL_DIR: options.mailDir,
    ATTACHMENT_DIR: options.attachmentDir,
    PUBLIC_BASE_URL,
    FORMS_RATE_LIMIT_MAX: options.rateLimitMax ?? 1000,
    OUTBOX_POLL_MS: 50,
    OUTBOX_RETRY_BASE_MS: 50,
    MAIL_RECIPIENT_LIMIT_MAX: 1000,
    MAIL_IP_LIMIT_MAX: 10_000,
    ...options.mailLimits,
    ...options.forms,
  })
  // The hub needs the worker's nudge before the worker (which needs the hub's database) exists.
  const late: { worker?: OutboxWorker } = {}
  const hub = await bootHub(target, {
    forms: { config, onMailQueued: () => late.worker?.nudge() },
    beforeReady: options.beforeReady,
    redis: options.redis,
    accounts: options.accounts,
    promotions: options.promotions,
  })
  const mailer = createMailer(config, silentLogger)
  const worker = createOutboxWorker({
    db: hub.database.db,
    mailer,
    logger: silentLogger,
    pollMs: config.OUTBOX_POLL_MS,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: 200,
    attachmentDir: config.ATTACHMENT_DIR,
  })
  late.worker = worker
  return {
    ...hub,
    config,
    mailer,
    worker,
    stop: async () => {
      await worker.stop()
      mailer.close()
      await hub.stop()
    },
  }
}
