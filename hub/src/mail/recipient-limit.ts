import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { HttpError } from '../http/errors'
import { limitKeyOf } from '../http/client-ip'
import { LocalWindows } from '../http/rate-limit-store'
import { mailboxKey } from './mailbox'

// Limits on the e-mails a visitor's request makes the shop send (issue 18 §5): without
// them the shop is a mail cannon, a form that mails any address the sender types in.
//
// Two fixed windows, both checked before anything is queued:
// - per recipient: keyed by the SHA-256 of the normalized address, so the counters
//   (in memory or in Redis) hold no address; many senders cannot flood one inbox;
// - per sender address (the visitor's IP): one sender cannot mail many inboxes.
// Every request for an address counts, whether the address is known or not, so the
// answer (a 429 once used up) says nothing about who is a customer or subscriber.
//
// Counting is one atomic increment (INCR in Redis, a single synchronous step in memory)
// before the comparison, so concurrent requests cannot all slip under the limit. While
// Redis does not answer, each hub instance counts on its own, like the other limits
// (hub/src/http/rate-limit-store.ts): never a 500, never a wait.

// The limits are read by the hub's config schema (mail/config.ts).
export interface MailLimitConfig {
  MAIL_RECIPIENT_LIMIT_MAX: number
  MAIL_RECIPIENT_LIMIT_WINDOW_MS: number
  MAIL_IP_LIMIT_MAX: number
  MAIL_IP_LIMIT_WINDOW_MS: number
}

type Locale = 'de' | 'en'

const MESSAGE: Record<Locale, string> = {
  de: 'Zu viele E-Mails in kurzer Zeit. Bitte versuchen Sie es später noch einmal.',
  en: 'Too many e-mails in a short time. Please try again later.',
}

/** The 429 of a used-up mail limit, in the shape and code of every other limit. */
export function mailLimitedError(locale: Locale): HttpError {
  return new HttpError(429, 'RATE_LIMITED', MESSAGE[locale])
}

/** The key of a recipient: its mailbox (aliases fold, see ./mailbox), hashed (no address is stored). */
export function recipientKey(address: string): string {
  return createHash('sha256').update(mailboxKey(address)).digest('hex')
}

const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return current
`
// Client states in which a command would only wait for a reconnect.
const DOWN = new Set(['reconnecting', 'close', 'end'])

class WindowCounter {
  private readonly local = new LocalWindows()

  constructor(
    private readonly name: string,
    private readonly windowMs: number,
    private readonly redis: Redis | undefined,
    private readonly logger: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Counts one and returns the count of the current window, this one included. */
  async increment(key: string): Promise<number> {
    const redis = this.redis
    if (redis && !DOWN.has(redis.status)) {
      try {
        const reply = await redis.eval(
          INCREMENT,
          1,
          `schaufenster:mail-limit:${this.name}:${key}`,
          String(this.windowMs),
        )
        return Number(reply)
      } catch (error) {
        this.logger.warn({ err: error, limit: this.name }, 'mail limit counted in this instance')
      }
    }
    return this.local.incr(`${this.name}:${key}`, this.windowMs).current
  }
}

/** The mail limits of one hub: one instance shared by every route that mails on request. */
export class MailLimits {
  private readonly recipients: WindowCounter
  private readonly senders: WindowCounter

  constructor(
    private readonly config: MailLimitConfig,
    redis: Redis | undefined,
    logger: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.recipients = new WindowCounter(
      'recipient',
      config.MAIL_RECIPIENT_LIMIT_WINDOW_MS,
      redis,
      logger,
    )
    this.senders = new WindowCounter('ip', config.MAIL_IP_LIMIT_WINDOW_MS, redis, logger)
  }

  /**
   * Counts a request that asks for a mail to `recipient` from `senderIp` and throws the
   * localized 429 when either limit is used up. Call it before anything is stored or
   * queued, and for known and unknown addresses alike.
   */
  async consume(senderIp: string, recipient: string, locale: Locale): Promise<void> {
    // An IPv6 sender counts by its /64 (hub/src/http/client-ip.ts limitKeyOf).
    if ((await this.senders.increment(limitKeyOf(senderIp))) > this.config.MAIL_IP_LIMIT_MAX) {
      throw mailLimitedError(locale)
    }
    if (
      (await this.recipients.increment(recipientKey(recipient))) >
      this.config.MAIL_RECIPIENT_LIMIT_MAX
    ) {
      throw mailLimitedError(locale)
    }
  }

  /**
   * Counts a further mail one request queues besides the one `consume` admitted (the claim
   * mail of a guest ticket with an account's address) against both limits. It never throws:
   * whether the extra mail exists depends on the address having an account, so refusing the
   * request would tell a stranger that. Returns false once a limit is used up; the caller
   * then leaves that extra mail out.
   */
  async consumeExtra(senderIp: string, recipient: string): Promise<boolean> {
    const sender = await this.senders.increment(limitKeyOf(senderIp))
    const mailbox = await this.recipients.increment(recipientKey(recipient))
    return (
      sender <= this.config.MAIL_IP_LIMIT_MAX && mailbox <= this.config.MAIL_RECIPIENT_LIMIT_MAX
    )
  }
}
