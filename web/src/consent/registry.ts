import type { ConsentCategory } from '../config/third-parties'

// Everything the storefront stores in a visitor's browser and every party that receives a
// visitor's data, in one place: the consent banner lists it per category and the privacy policy
// is generated from it (web/src/components/Legal/PrivacyPolicy.tsx), with the texts under
// `privacy.storage.<id>` and `privacy.parties.<id>` of the `legal` namespace. A unit test scans
// the code for cookie and storage names, so a key set anywhere but missing here fails
// (tests/unit/web/legal/privacy-registry.test.ts).

/** `necessary` needs no consent (§ 25 Abs. 2 Nr. 2 TDDDG); the others are the banner's choices. */
export type RegistryCategory = 'necessary' | ConsentCategory

/** Art. 6 (1) lit. a (consent), b (contract) or f (legitimate interest) DSGVO. */
export type LegalBasis = 'consent' | 'contract' | 'legitimateInterest'

/** How long an entry is kept: a fixed time, or until an event. */
export type Retention =
  | { count: number; unit: 'minutes' | 'hours' | 'days' | 'months' }
  | { until: 'browserSession' | 'logout' | 'orderPlaced' }

export type ThirdPartyId = 'tagManager' | 'affiliateNetwork' | 'paymentProvider' | 'emailDelivery'

export interface StorageEntry {
  /** Key of its texts (`privacy.storage.<id>`). */
  id: string
  /** The cookie's or storage key's name exactly as the code sets it. */
  name: string
  kind: 'cookie' | 'localStorage' | 'sessionStorage'
  category: RegistryCategory
  /** Set by the storefront itself (`self`) or on behalf of a third party. */
  provider: 'self' | ThirdPartyId
  legalBasis: LegalBasis
  retention: Retention
}

export interface ThirdPartyEntry {
  /** Key of its texts (`privacy.parties.<id>`: name, provider, purpose, retention, transfer). */
  id: ThirdPartyId
  category: RegistryCategory
  legalBasis: LegalBasis
  /**
   * The script ids of web/src/config/third-parties.ts this party loads (those run only with
   * consent of `category`); empty for a party the storefront's server talks to.
   */
  scriptIds: readonly string[]
}

const YEAR_DAYS = 365

export const STORAGE_ENTRIES: readonly StorageEntry[] = [
  // web/src/routing/language-detection.ts
  {
    id: 'locale',
    name: 'i18n_redirected',
    kind: 'cookie',
    category: 'necessary',
    provider: 'self',
    legalBasis: 'legitimateInterest',
    retention: { count: YEAR_DAYS, unit: 'days' },
  },
  // web/src/consent/consent-cookie.ts
  {
    id: 'consent',
    name: 'consent',
    kind: 'cookie',
    category: 'necessary',
    provider: 'self',
    legalBasis: 'legitimateInterest',
    retention: { count: YEAR_DAYS, unit: 'days' },
  },
  // web/src/currency/currencies.ts
  {
    id: 'currency',
    name: 'sf_currency',
    kind: 'cookie',
    category: 'necessary',
    provider: 'self',
    legalBasis: 'legitimateInterest',
    retention: { count: YEAR_DAYS, unit: 'days' },
  },
  // graph/src/session-cookie.ts sets it, web/src/account/session-cookie.ts forwards it.
  {
    id: 'session',
    name: 'sf_session',
    kind: 'cookie',
    category: 'necessary',
    provider: 'self',
    legalBasis: 'contract',
    retention: { until: 'logout' },
  },
  // web/src/server/link-token.ts
  {
    id: 'linkToken',
    name: 'sf_link_token',
    kind: 'cookie',
    category: 'necessary',
    provider: 'self',
    legalBasis: 'contract',
    retention: { count: 15, unit: 'minutes' },
  },
  // web/src/analysts/analyst-cookie.ts
  {
    id: 'analyst',
    name: 'sf_analyst',
    kind: 'cookie',
    category: 'necessary',
    provider: 'self',
    legalBasis: 'legitimateInterest',
    retention: { count: 8, unit: 'hours' },
  },
  // web/src/consent/affiliate-click.ts: written only with marketing consent.
  {
    id: 'affiliateClick',
    name: 'cje',
    kind: 'cookie',
    category: 'marketing',
    provider: 'affiliateNetwork',
    legalBasis: 'consent',
    retention: { count: 13, unit: 'months' },
  },
  // web/src/cart/cart-token-storage.ts
  {
    id: 'cartToken',
    name: 'cartToken',
    kind: 'localStorage',
    category: 'necessary',
    provider: 'self',
    legalBasis: 'contract',
    retention: { until: 'orderPlaced' },
  },
  // web/src/cart/cart-cookie.ts: only a browser without JavaScript keeps its cart here.
  {
    id: 'cartCookie',
    name: 'cart_ref',
    kind: 'cookie',
    category: 'necessary',
    provider: 'self',
    legalBasis: 'contract',
    retention: { count: 30, unit: 'days' },
  },
  // web/src/cart/order-access.ts
  {
    id: 'orderAccess',
    name: 'orderAccess',
    kind: 'sessionStorage',
    category: 'necessary',
    provider: 'self',
    legalBasis: 'contract',
    retention: { until: 'browserSession' },
  },
  // web/src/components/PromoModal/promo-session.ts
  {
    id: 'promoModal',
    name: 'schaufenster.promoModalShown',
    kind: 'sessionStorage',
    category: 'necessary',
    provider: 'self',
    legalBasis: 'legitimateInterest',
    retention: { until: 'browserSession' },
  },
  // web/src/navigation/chunk-reload.ts
  {
    id: 'chunkReload',
    name: 'schaufenster:chunk-reload-at',
    kind: 'sessionStorage',
    category: 'necessary',
    provider: 'self',
    legalBasis: 'legitimateInterest',
    retention: { until: 'browserSession' },
  },
]

export const THIRD_PARTY_ENTRIES: readonly ThirdPartyEntry[] = [
  { id: 'tagManager', category: 'statistics', legalBasis: 'consent', scriptIds: ['tag-manager'] },
  {
    id: 'affiliateNetwork',
    category: 'marketing',
    legalBasis: 'consent',
    scriptIds: ['affiliate-tracker'],
  },
  // The hosted payment page (issue 23.1): the shopper goes there; the hub talks to its API.
  { id: 'paymentProvider', category: 'necessary', legalBasis: 'contract', scriptIds: [] },
  { id: 'emailDelivery', category: 'necessary', legalBasis: 'contract', scriptIds: [] },
]

/** The categories in the order the banner and the policy show them. */
export const REGISTRY_CATEGORIES: readonly RegistryCategory[] = [
  'necessary',
  'statistics',
  'marketing',
]

/** The storage entries and third parties of one category. */
export function registryOf(category: RegistryCategory) {
  return {
    storage: STORAGE_ENTRIES.filter((entry) => entry.category === category),
    parties: THIRD_PARTY_ENTRIES.filter((party) => party.category === category),
  }
}
