import { orderRequest, type StaticRequest } from '../load-worker'
import { pickKind, pickType, type MixWeights, type RequestKind, type TrafficType } from './mix'

// The soak's requests, as a visitor's browser sends them to the storefront (web): HTML pages
// with Accept-Language, and the storefront's own GraphQL documents POSTed to its /graphql
// with the cart token in X-ABS-CartToken. Carts are built by the load itself: an answer's
// cart token goes back into a pool, and a checkout takes a cart out of it for good.

export type Locale = 'de' | 'en'

/** What the orchestrator prepares from the running stack before the load starts. */
export interface SoakFixtures {
  /** Product page paths per language, as the catalog names them. */
  productPaths: { de: string; en: string }[]
  /** Listing filter values per language (category slugs). */
  categories: Record<Locale, string[]>
  /** Words that find products, per language. */
  searchTerms: Record<Locale, string[]>
  /** Products with a price, for carts and tickets. */
  purchasableIds: number[]
  /** A coupon that applies to any cart. */
  coupon: string
  /** The storefront's documents by operation name (with fragments and __typename). */
  documents: Record<GraphqlOperation, string>
}

export const GRAPHQL_OPERATIONS = [
  'ProductListing',
  'CatalogPath',
  'Search',
  'HomePage',
  'AddToCart',
  'ChangeCartItemQuantity',
  'ApplyCoupon',
  'PlaceOrder',
  'SubscribeNewsletter',
  'CreateSupportTicket',
  'SendPressContact',
] as const
export type GraphqlOperation = (typeof GRAPHQL_OPERATIONS)[number]

/** The mutation field of each mutation kind and the answer's __typename that means success. */
export const EXPECTED_RESULT: Partial<Record<RequestKind, { field: string; typename: string }>> = {
  'add-to-cart': { field: 'addToCart', typename: 'CartUpdated' },
  'change-quantity': { field: 'changeCartItemQuantity', typename: 'CartUpdated' },
  'apply-coupon': { field: 'applyCoupon', typename: 'CartUpdated' },
  'place-order': { field: 'placeOrder', typename: 'OrderPlaced' },
  newsletter: { field: 'subscribeNewsletter', typename: 'NewsletterSubscriptionPending' },
  'support-ticket': { field: 'createSupportTicket', typename: 'SupportTicketCreated' },
  'press-contact': { field: 'sendPressContact', typename: 'RequestAccepted' },
}

export interface CartEntry {
  token: string
  productIds: number[]
}

/** One request to send, with what the answer is needed for. */
export interface PlannedRequest {
  kind: RequestKind
  request: StaticRequest
  /** The cart the request changes or orders (taken out of the pool while in flight). */
  cart?: CartEntry
  /** The product a cart request adds or changes. */
  productId?: number
  /** Checkouts: the idempotency key. */
  orderKey?: string
}

const ACCEPT_LANGUAGE: Record<Locale, string> = {
  de: 'de-DE,de;q=0.9,en;q=0.8',
  en: 'en-US,en;q=0.9',
}
const PLATFORM_PAGES = ['/windows', '/mac', '/mobile'] as const
const PLATFORMS = ['WINDOWS', 'MAC', 'ANDROID', 'IOS'] as const
const SORTS = ['NAME', 'NEWEST', 'DOWNLOADS', 'PRICE'] as const
const LISTING_PAGE_SIZE = 60

/** `/en` prefix for English; German is the storefront's default and has none. */
export function localized(path: string, locale: Locale): string {
  if (locale === 'de' || path.startsWith('/en/') || path === '/en') return path
  return path === '/' ? '/en' : `/en${path}`
}

/** The storefront's German search page is /suche, the English one /en/search. */
export function searchPath(locale: Locale, term: string): string {
  const query = new URLSearchParams({ q: term }).toString()
  return locale === 'de' ? `/suche?${query}` : `/en/search?${query}`
}

/** Words of product names that find something (longer than three letters), per language. */
export function searchTermsOf(names: readonly string[]): string[] {
  const words = names.flatMap((name) =>
    name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 3),
  )
  return [...new Set(words)].slice(0, 20)
}

/** The CatalogPath variables of a product page path such as `/windows/grafik/foto-studio-pro`. */
export function catalogPathVariables(path: string, locale: Locale) {
  const [categoryType = '', categoryName, productName] = path
    .replace(/^\/en(?=\/)/, '')
    .split('/')
    .filter(Boolean)
  return {
    locale,
    categoryType,
    ...(categoryName ? { categoryName } : {}),
    ...(productName ? { productName } : {}),
  }
}

function graphqlPost(
  operationName: GraphqlOperation,
  fixtures: SoakFixtures,
  variables: object,
  headers: Record<string, string> = {},
): StaticRequest {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ operationName, query: fixtures.documents[operationName], variables }),
  }
}

function htmlPage(path: string, locale: Locale): StaticRequest {
  return {
    method: 'GET',
    path,
    headers: {
      accept: 'text/html,application/xhtml+xml',
      'accept-language': ACCEPT_LANGUAGE[locale],
    },
  }
}

/** The carts a load works with; each cart is in the pool or in flight, never both. */
export class CartPool {
  private readonly entries: CartEntry[] = []

  constructor(private readonly limit = 500) {}

  get size(): number {
    return this.entries.length
  }

  /** A cart out of the pool (the most recent), or undefined when there is none. */
  take(): CartEntry | undefined {
    return this.entries.pop()
  }

  put(entry: CartEntry) {
    this.entries.push(entry)
    // The oldest carts are abandoned, as shoppers do.
    if (this.entries.length > this.limit) this.entries.shift()
  }
}

/** A checkout to send again with the same key and cart, as the checkout page does. */
interface PendingRetry {
  planned: PlannedRequest
  notBeforeMs: number
}

/** Attempts per checkout key, the first included. */
export const CHECKOUT_ATTEMPTS = 4
/** A shopper reads "please retry" before pressing the button again. */
export const RETRY_DELAY_MS = 2000

/** Chooses and builds the next request; all randomness from `random`, state in the pool. */
export class TrafficPlanner {
  private sequence = 0
  private readonly retries: PendingRetry[] = []
  private readonly attempts = new Map<string, number>()
  /** Checkouts sent again with their key. */
  retriesSent = 0

  constructor(
    private readonly fixtures: SoakFixtures,
    private readonly weights: MixWeights,
    private readonly keyPrefix: string,
    private readonly random: () => number,
    readonly carts = new CartPool(),
  ) {}

  private pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('a fixture list is empty')
    return list[Math.min(list.length - 1, Math.floor(this.random() * list.length))]!
  }

  private locale(): Locale {
    // German is the default language and most of the traffic.
    return this.random() < 0.6 ? 'de' : 'en'
  }

  /**
   * The next request: a checkout due for its retry first, else one of the mix; `draining`
   * leaves new checkouts out (the run's last seconds), retries still go out.
   */
  next(draining: boolean, nowMs: number): PlannedRequest {
    const due = this.retries.findIndex((retry) => retry.notBeforeMs <= nowMs)
    if (due !== -1) {
      const [retry] = this.retries.splice(due, 1)
      this.retriesSent += 1
      return retry!.planned
    }
    const type: TrafficType = pickType(
      this.weights,
      this.random(),
      draining ? new Set(['checkout']) : new Set(),
    )
    return this.build(pickKind(type, this.random()))
  }

  /**
   * A checkout that got an error or no answer goes out again with the same key and cart
   * after RETRY_DELAY_MS, up to CHECKOUT_ATTEMPTS in all; false when it is given up.
   */
  retryLater(planned: PlannedRequest, nowMs: number): boolean {
    const key = planned.orderKey
    if (!key) return false
    const attempts = (this.attempts.get(key) ?? 1) + 1
    if (attempts > CHECKOUT_ATTEMPTS) return false
    this.attempts.set(key, attempts)
    this.retries.push({ planned, notBeforeMs: nowMs + RETRY_DELAY_MS })
    return true
  }

  /** A cart mutation's answer: the new token, with the product it added, goes to the pool. */
  cartAnswered(planned: PlannedRequest, token: string) {
    const productIds = planned.cart?.productIds ?? []
    const added = planned.productId
    this.carts.put({
      token,
      productIds:
        added === undefined || productIds.includes(added) ? productIds : [...productIds, added],
    })
  }

  /** Keys still waiting for their retry. */
  get pendingRetries(): string[] {
    return this.retries.flatMap((retry) => (retry.planned.orderKey ? [retry.planned.orderKey] : []))
  }

  /** The request of `kind`; a cart kind without a cart in the pool starts a new cart instead. */
  build(kind: RequestKind): PlannedRequest {
    const f = this.fixtures
    const locale = this.locale()
    const n = this.sequence++
    switch (kind) {
      case 'home-page':
        return { kind, request: htmlPage(localized('/', locale), locale) }
      case 'listing-page': {
        const query = new URLSearchParams({
          category: this.pick(f.categories[locale]),
          sort: this.pick(SORTS).toLowerCase(),
        })
        const page = localized(this.pick(PLATFORM_PAGES), locale)
        return { kind, request: htmlPage(`${page}?${query.toString()}`, locale) }
      }
      case 'product-page':
        return {
          kind,
          request: htmlPage(localized(this.pick(f.productPaths)[locale], locale), locale),
        }
      case 'search-page':
        return {
          kind,
          request: htmlPage(searchPath(locale, this.pick(f.searchTerms[locale])), locale),
        }
      case 'listing-query':
        return {
          kind,
          request: graphqlPost('ProductListing', f, {
            locale,
            platform: this.pick(PLATFORMS),
            category: this.random() < 0.7 ? this.pick(f.categories[locale]) : null,
            sort: this.pick(SORTS),
            first: LISTING_PAGE_SIZE,
          }),
        }
      case 'product-query':
        return {
          kind,
          request: graphqlPost(
            'CatalogPath',
            f,
            catalogPathVariables(this.pick(f.productPaths)[locale], locale),
          ),
        }
      case 'search-query':
        return {
          kind,
          request: graphqlPost('Search', f, { locale, query: this.pick(f.searchTerms[locale]) }),
        }
      case 'home-query':
        return { kind, request: graphqlPost('HomePage', f, { locale }) }
      case 'add-to-cart': {
        // Half the time another product into a cart being filled, else a new cart.
        const cart = this.random() < 0.5 ? this.carts.take() : undefined
        const productId = this.pick(f.purchasableIds)
        return {
          kind,
          ...(cart ? { cart } : {}),
          productId,
          request: graphqlPost(
            'AddToCart',
            f,
            { productId: String(productId), quantity: 1, locale },
            cart ? { 'x-abs-carttoken': cart.token } : {},
          ),
        }
      }
      case 'change-quantity': {
        const cart = this.carts.take()
        if (!cart) return this.build('add-to-cart')
        const productId = this.pick(cart.productIds)
        return {
          kind,
          cart,
          productId,
          request: graphqlPost(
            'ChangeCartItemQuantity',
            f,
            { productId: String(productId), quantity: 1 + Math.floor(this.random() * 3), locale },
            { 'x-abs-carttoken': cart.token },
          ),
        }
      }
      case 'apply-coupon': {
        const cart = this.carts.take()
        if (!cart) return this.build('add-to-cart')
        return {
          kind,
          cart,
          request: graphqlPost(
            'ApplyCoupon',
            f,
            { code: f.coupon, locale },
            { 'x-abs-carttoken': cart.token },
          ),
        }
      }
      case 'place-order': {
        const cart = this.carts.take()
        if (!cart) return this.build('add-to-cart')
        const orderKey = `${this.keyPrefix}-${n}`
        const request = orderRequest(
          {
            via: 'gateway',
            keyPrefix: this.keyPrefix,
            cartTokens: [],
            retryEvery: 0,
            document: f.documents.PlaceOrder,
          },
          orderKey,
          cart.token,
        )
        return { kind, cart, orderKey, request }
      }
      case 'newsletter':
        return {
          kind,
          request: graphqlPost('SubscribeNewsletter', f, {
            input: { email: `${this.keyPrefix}-nl-${n}@soak.invalid`, source: '/' },
            locale,
          }),
        }
      case 'support-ticket':
        return {
          kind,
          request: graphqlPost('CreateSupportTicket', f, {
            input: {
              topic: 'problem-with-program',
              firstName: 'Sanne',
              lastName: 'Soak',
              email: `${this.keyPrefix}-ticket-${n}@soak.invalid`,
              message: 'The program does not start after the update. (soak test)',
              operatingSystem: 'windows-11',
              version: 'fullversion',
              productId: String(this.pick(f.purchasableIds)),
            },
            locale,
          }),
        }
      case 'press-contact':
        return {
          kind,
          request: graphqlPost('SendPressContact', f, {
            input: {
              title: 'none',
              email: `${this.keyPrefix}-press-${n}@soak.invalid`,
              name: 'Sanne Soak',
              message: 'A review copy for our magazine, please. (soak test)',
            },
            locale,
          }),
        }
    }
  }
}

export type AnswerOutcome =
  { ok: true; cartToken?: string } | { ok: false; reason: string; retry: boolean }

/** Refusals that a retry with the same input cannot change. */
const FINAL_REFUSALS = new Set(['ValidationErrors', 'PaymentDeclined', 'CartNotOrderable'])

/** `GraphQL errors (SERVICE_UNAVAILABLE)`: the codes of an answer's errors. */
function errorCodes(errors: readonly { extensions?: { code?: string } }[]): string {
  const codes = [...new Set(errors.map((error) => error.extensions?.code ?? 'no code'))]
  return `GraphQL errors (${codes.join(', ')})`
}

/**
 * Whether an answer is what the request should get: a page 200; a query 200 without
 * `errors`; a mutation 200 with its success type (a cart's answer also gives the new token).
 * `retry`: whether sending the same request again may succeed (an error, not a refusal).
 */
export function judgeAnswer(kind: RequestKind, status: number, body: string): AnswerOutcome {
  if (status < 200 || status > 299) return { ok: false, reason: `status ${status}`, retry: true }
  const expected = EXPECTED_RESULT[kind]
  if (!expected) {
    if (kind.endsWith('-page')) return { ok: true }
    if (!body.includes('"errors"')) return { ok: true }
    // Only a failed answer is parsed, for its error codes.
    try {
      const { errors = [] } = JSON.parse(body) as {
        errors?: { extensions?: { code?: string } }[]
      }
      return { ok: false, reason: errorCodes(errors), retry: true }
    } catch {
      return { ok: false, reason: 'GraphQL errors', retry: true }
    }
  }
  let answer: {
    data?: Record<string, { __typename?: string; cart?: { token?: string } } | null> | null
    errors?: { extensions?: { code?: string } }[]
  }
  try {
    answer = JSON.parse(body) as typeof answer
  } catch {
    return { ok: false, reason: 'not JSON', retry: true }
  }
  if (answer.errors) return { ok: false, reason: errorCodes(answer.errors), retry: true }
  const result = answer.data?.[expected.field]
  if (result?.__typename !== expected.typename) {
    const typename = result?.__typename ?? 'no result'
    return { ok: false, reason: typename, retry: !FINAL_REFUSALS.has(typename) }
  }
  const token = result.cart?.token
  if (expected.typename === 'CartUpdated' && !token) {
    return { ok: false, reason: 'no cart token', retry: false }
  }
  return token ? { ok: true, cartToken: token } : { ok: true }
}
