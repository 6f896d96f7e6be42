/** The sessionStorage key that remembers the promo modal was shown in this browser session. */
export const promoSessionKey = 'schaufenster.promoModalShown'

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>

/** Storage may be missing or throw (privacy modes, blocked cookies): then nothing is remembered. */
function sessionStore(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** Whether the promo has not opened yet in this browser session. */
export function promoNotYetShown(store: SessionStore | null = sessionStore()): boolean {
  try {
    return store?.getItem(promoSessionKey) === null
  } catch {
    return false
  }
}

export function rememberPromoShown(store: SessionStore | null = sessionStore()): void {
  try {
    store?.setItem(promoSessionKey, '1')
  } catch {
    // Without storage the promo simply may show again next time.
  }
}
