import { z } from 'zod'
import { blankAsUnset, count } from '../config-fields'

/** The hub's settings for server-side conversion reports; merged into the hub's config schema. */
export const conversionsConfigShape = {
  // Off unless set: the affiliate network's server-to-server endpoint for paid orders with a
  // click id, e.g. CJ's https://www.emjcd.com/u (postback-client.ts); static parameters the
  // network hands out (a SIGNATURE) may stay in its query string and are sent along.
  CONVERSION_POSTBACK_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  // The same identifiers as the gateway's (spec §9): the network matches reports by them.
  AFFILIATE_ENTERPRISE_ID: count(1234567, 1, Number.MAX_SAFE_INTEGER),
  AFFILIATE_ACTION_TRACKER_ID: count(7654321, 1, Number.MAX_SAFE_INTEGER),
  CONVERSION_POSTBACK_TIMEOUT_MS: count(10_000, 100, 120_000),
  CONVERSION_POSTBACK_POLL_MS: count(5000, 10, 600_000),
  CONVERSION_POSTBACK_RETRY_BASE_MS: count(30_000, 10, 3_600_000),
  CONVERSION_POSTBACK_MAX_ATTEMPTS: count(20, 1, 1000),
}

const conversionsConfigSchema = z.object(conversionsConfigShape)
export type ConversionsConfig = z.infer<typeof conversionsConfigSchema>

/** The conversion settings alone, for tests and tools that build a hub without the full config. */
export function conversionsConfig(
  overrides: Partial<Record<keyof ConversionsConfig, unknown>> = {},
): ConversionsConfig {
  return conversionsConfigSchema.parse(overrides)
}
