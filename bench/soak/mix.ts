// The soak's traffic mix (pure): the kinds of request a visitor makes, grouped into the
// traffic types the report counts, their weights, and the weighted choice of the next one.

export const TRAFFIC_TYPES = ['pages', 'catalog', 'cart', 'checkout', 'forms'] as const
export type TrafficType = (typeof TRAFFIC_TYPES)[number]

/** What each traffic type consists of; within a type the kinds are equally likely. */
export const REQUEST_KINDS = {
  /** Page views (HTML) at the storefront, German and English. */
  pages: ['home-page', 'listing-page', 'product-page', 'search-page'],
  /** The storefront's catalog queries through its /graphql. */
  catalog: ['listing-query', 'product-query', 'search-query', 'home-query'],
  /** Cart mutations through /graphql with X-ABS-CartToken. */
  cart: ['add-to-cart', 'change-quantity', 'apply-coupon'],
  /** placeOrder with a fresh idempotency key. */
  checkout: ['place-order'],
  /** Form mutations through /graphql. */
  forms: ['newsletter', 'support-ticket', 'press-contact'],
} as const satisfies Record<TrafficType, readonly string[]>

export type RequestKind = (typeof REQUEST_KINDS)[TrafficType][number]

export const TRAFFIC_TITLES: Record<TrafficType, string> = {
  pages: 'page views (HTML)',
  catalog: 'catalog queries (GraphQL)',
  cart: 'cart mutations',
  checkout: 'checkouts (placeOrder)',
  forms: 'form submissions',
}

export type MixWeights = Record<TrafficType, number>

/** Mostly browsing, as in a shop: about one checkout in sixteen requests. */
export const DEFAULT_WEIGHTS: MixWeights = {
  pages: 50,
  catalog: 15,
  cart: 17,
  checkout: 6,
  forms: 12,
}

/**
 * `SOAK_MIX`: `pages=50,cart=20,…`; types left out keep their default weight, 0 switches one
 * off. Throws with a message naming the bad part.
 */
export function parseWeights(raw: string | undefined, defaults = DEFAULT_WEIGHTS): MixWeights {
  const weights = { ...defaults }
  if (raw === undefined || raw.trim() === '') return weights
  for (const part of raw.split(',')) {
    const [name = '', value = ''] = part.split('=').map((piece) => piece.trim())
    if (!(TRAFFIC_TYPES as readonly string[]).includes(name)) {
      throw new Error(
        `SOAK_MIX: unknown traffic type "${name}"; known: ${TRAFFIC_TYPES.join(', ')}`,
      )
    }
    const weight = Number(value)
    if (value === '' || !Number.isFinite(weight) || weight < 0) {
      throw new Error(`SOAK_MIX: the weight of ${name} must be a number ≥ 0, got "${value}"`)
    }
    weights[name as TrafficType] = weight
  }
  if (TRAFFIC_TYPES.every((type) => weights[type] === 0)) {
    throw new Error('SOAK_MIX: at least one traffic type needs a weight above 0')
  }
  return weights
}

/** Each type's share of the mix (0..1), the weights normalized. */
export function shares(weights: MixWeights): MixWeights {
  const total = TRAFFIC_TYPES.reduce((sum, type) => sum + weights[type], 0)
  const result = {} as MixWeights
  for (const type of TRAFFIC_TYPES) result[type] = total > 0 ? weights[type] / total : 0
  return result
}

/**
 * The type a uniform number `r` in [0, 1) falls on, each type taking a slice as wide as its
 * weight; `exclude` takes types out of the draw (checkouts while the run drains).
 */
export function pickType(
  weights: MixWeights,
  r: number,
  exclude: ReadonlySet<TrafficType> = new Set(),
): TrafficType {
  const candidates = TRAFFIC_TYPES.filter((type) => weights[type] > 0 && !exclude.has(type))
  if (candidates.length === 0) throw new Error('no traffic type left to pick')
  const total = candidates.reduce((sum, type) => sum + weights[type], 0)
  let point = r * total
  for (const type of candidates) {
    point -= weights[type]
    if (point < 0) return type
  }
  return candidates[candidates.length - 1]!
}

/** One of the type's kinds, equally likely, for a uniform `r` in [0, 1). */
export function pickKind(type: TrafficType, r: number): RequestKind {
  const kinds: readonly RequestKind[] = REQUEST_KINDS[type]
  return kinds[Math.min(kinds.length - 1, Math.floor(r * kinds.length))]!
}

export function typeOf(kind: RequestKind): TrafficType {
  for (const type of TRAFFIC_TYPES) {
    if ((REQUEST_KINDS[type] as readonly string[]).includes(kind)) return type
  }
  throw new Error(`unknown request kind ${kind}`)
}

/** A small seeded generator (mulberry32), so a run's mix can be repeated with SOAK_SEED. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
