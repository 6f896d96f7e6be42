// What the buyer typed into the checkout, kept in this tab while they are on the payment
// provider's hosted page: coming back without paying (declined, cancelled), the form shows
// it again. The two consents are not kept: they are given anew for every attempt. Only this
// tab's sessionStorage holds it; the paid order's confirmation forgets it.

const KEY = 'checkoutDraft'

/** The fields a draft keeps: the buyer and the billing address, nothing about payment. */
export const DRAFT_FIELDS = [
  'email',
  'name',
  'country',
  'company',
  'vatId',
  'street',
  'postalCode',
  'city',
] as const

export type CheckoutDraft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    // Storage switched off: the form simply starts empty again.
    return undefined
  }
}

export function saveCheckoutDraft(values: Record<string, unknown>): void {
  const draft: CheckoutDraft = {}
  for (const field of DRAFT_FIELDS) {
    const value = values[field]
    if (typeof value === 'string') draft[field] = value
  }
  try {
    storage()?.setItem(KEY, JSON.stringify(draft))
  } catch {
    // Full or refused: nothing is lost but the convenience.
  }
}

/** The kept draft, when there is one and it is well-formed. */
export function readCheckoutDraft(): CheckoutDraft | undefined {
  const raw = storage()?.getItem(KEY)
  if (!raw) return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return undefined
    const draft: CheckoutDraft = {}
    for (const field of DRAFT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field]
      if (typeof value === 'string') draft[field] = value
    }
    return draft
  } catch {
    return undefined
  }
}

export function forgetCheckoutDraft(): void {
  storage()?.removeItem(KEY)
}
