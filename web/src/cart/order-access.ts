import { ORDER_TOKEN_HEADER } from '@schaufenster/contract'

// An order's access token goes to the gateway in ORDER_TOKEN_HEADER (@schaufenster/contract),
// never in a URL or a GraphQL argument (both end up in logs), and it stays in this tab's
// sessionStorage, never in the address bar.

/** Apollo Client context that sends the token with one operation (`order`, `conversionOrder`). */
export function orderTokenContext(accessToken: string): { headers: Record<string, string> } {
  return { headers: { [ORDER_TOKEN_HEADER]: accessToken } }
}

/** Session storage key of the last order this tab placed. */
export const ORDER_ACCESS_KEY = 'orderAccess'

export interface OrderAccess {
  orderNumber: string
  accessToken: string
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/**
 * Keeps what lets this tab read its order after checkout; it lasts as long as the tab,
 * so a reload of the confirmation page still shows the order.
 */
export function storeOrderAccess(access: OrderAccess, storage = sessionStore()): void {
  try {
    storage?.setItem(ORDER_ACCESS_KEY, JSON.stringify(access))
  } catch {
    // Without storage the confirmation page says the order cannot be shown; the e-mail has it.
  }
}

/** The access token of an order placed in this tab, or null. */
export function readOrderAccess(orderNumber: string, storage = sessionStore()): string | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage?.getItem(ORDER_ACCESS_KEY) ?? 'null')
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const access = parsed as Record<string, unknown>
  return access['orderNumber'] === orderNumber && typeof access['accessToken'] === 'string'
    ? access['accessToken']
    : null
}
