import type { ConversionPostback } from '../__generated__/resolvers-types'

// The hub's state of a conversion's server-to-server report (hub/src/conversions/
// postback-state.ts), as analysts read it in GraphQL. Buyers never get it.

export type ConversionPostbackStatusRest = 'pending' | 'sent' | 'failed'

export interface ConversionPostbackRest {
  status: ConversionPostbackStatusRest
  attempts: number
  lastAttemptAt: string | null
  sentAt: string | null
  nextAttemptAt: string | null
  lastError: string | null
}

/** null when the hub queued no report (a direct order without click id). */
export function postbackOf(
  rest: ConversionPostbackRest | null | undefined,
): ConversionPostback | null {
  return rest ? { ...rest } : null
}
