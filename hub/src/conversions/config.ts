import { count, optionalUrl } from '@schaufenster/config'
import { z } from 'zod'

/** The hub's settings for server-side conversion reports; merged into the hub's config schema. */
export const conversionsConfigShape = {
  // E.g. CJ's https://www.emjcd.com/u (postback-client.ts); static parameters the network
  // hands out (a SIGNATURE) may stay in its query string and are sent along. Often carries
  // the network's account token: a secret.
  CONVERSION_POSTBACK_URL: optionalUrl(['http', 'https'], {
    description:
      "The affiliate network's server-to-server endpoint (e.g. `https://www.emjcd.com/u`, static parameters kept); set, every paid order with a click id is reported there once; unset: off.",
    secret: true,
  }),
  // The same identifiers as the gateway's (spec §9): the network matches reports by them.
  AFFILIATE_ENTERPRISE_ID: count(
    1234567,
    1,
    Number.MAX_SAFE_INTEGER,
    "Affiliate network enterprise id of the postback, the same as the gateway's (placeholder; set per deployment).",
  ),
  AFFILIATE_ACTION_TRACKER_ID: count(
    7654321,
    1,
    Number.MAX_SAFE_INTEGER,
    "Affiliate action tracker id of the postback, the same as the gateway's (placeholder).",
  ),
  CONVERSION_POSTBACK_TIMEOUT_MS: count(
    10_000,
    100,
    120_000,
    'Deadline of one postback, in milliseconds.',
  ),
  CONVERSION_POSTBACK_POLL_MS: count(
    5000,
    10,
    600_000,
    'Poll interval of the postback worker, in milliseconds.',
  ),
  CONVERSION_POSTBACK_RETRY_BASE_MS: count(
    30_000,
    10,
    3_600_000,
    'First retry delay of a failed postback (doubling, at most 6 h), in milliseconds.',
  ),
  CONVERSION_POSTBACK_MAX_ATTEMPTS: count(
    20,
    1,
    1000,
    'Attempts of one postback before it is given up.',
  ),
}

const conversionsConfigSchema = z.object(conversionsConfigShape)
export type ConversionsConfig = z.infer<typeof conversionsConfigSchema>

/** The conversion settings alone, for tests and tools that build a hub without the full config. */
export function conversionsConfig(
  overrides: Partial<Record<keyof ConversionsConfig, unknown>> = {},
): ConversionsConfig {
  return conversionsConfigSchema.parse(overrides)
}
