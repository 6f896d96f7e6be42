import { CONSENT_GATE_HASH } from '../consent/consent-gate'
import { FIRST_FRAME_HASH } from '../navigation/first-frame'
import { CLICK_KEEPER_HASH, SCRIPT_LOADER_HASH } from '../navigation/held-scripts'
import {
  consentedThirdParties,
  scriptSource,
  type GrantedCategories,
  type ThirdParty,
} from './third-parties'

export interface PolicyOptions {
  /** The third parties this answer may load: those the visitor consented to (third-parties.ts). */
  thirdParties?: readonly ThirdParty[]
  /** The per-answer nonce of a page (proxy.ts, web/src/server/fresh-nonce.ts); absent elsewhere. */
  nonce?: string
}

/**
 * The one inline style of every page (_document.tsx): hides the consent banner when
 * JavaScript is off. Allowed by its hash, so style-src needs no 'unsafe-inline'.
 */
export const NOSCRIPT_STYLE = '[data-consent-banner]{display:none}'
/** sha256 of NOSCRIPT_STYLE, base64 (a unit test recomputes it). */
export const NOSCRIPT_STYLE_HASH = 'sha256-KKUyYOIs6sCNnA4KxRNO4h+2yf9HxF/fVmtqyrEa+cM='

/**
 * The storefront's Content-Security-Policy: scripts only from this site, with the answer's
 * nonce on pages, the inline scripts of every page (consent-gate.ts, first-frame.ts) and of
 * catalog pages (held-scripts.ts) by their hashes, and the exact script URL of each third party the visitor consented to (its further hosts only for
 * pixels, requests and frames: `beaconOrigins`); no inline script or style without nonce or
 * hash. Pages load only script
 * files from this site; React's style props are applied by script (CSSOM), which style-src
 * does not govern, and server-rendered markup carries no style attribute.
 */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const parties = options.thirdParties ?? []
  const scripts = parties.map((party) => scriptSource(party.scriptUrl))
  const beacons = [...new Set(parties.flatMap((party) => party.beaconOrigins))]
  const nonce = options.nonce ? ` 'nonce-${options.nonce}'` : ''
  const list = (items: readonly string[]) => (items.length ? ` ${items.join(' ')}` : '')
  return [
    "default-src 'self'",
    `script-src 'self'${nonce} '${CONSENT_GATE_HASH}' '${FIRST_FRAME_HASH}' '${CLICK_KEEPER_HASH}' '${SCRIPT_LOADER_HASH}'${list(scripts)}`,
    `style-src 'self'${nonce} '${NOSCRIPT_STYLE_HASH}'`,
    `img-src 'self' data:${list(beacons)}`,
    `connect-src 'self'${list(beacons)}`,
    // Without a third party the same as default-src; the affiliate network syncs in frames.
    `frame-src 'self'${list(beacons)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The policy of a page answer for a visitor with these granted consent categories. */
export function pagePolicy(
  parties: readonly ThirdParty[],
  granted: GrantedCategories,
  nonce: string,
): string {
  return contentSecurityPolicy({ thirdParties: consentedThirdParties(parties, granted), nonce })
}

/**
 * Headers on every response of the storefront (next.config.ts). Their policy allows no
 * third party: it is the same for every visitor, so answers that carry only it (files, API
 * routes, data requests) may be shared. Pages get their own from proxy.ts.
 */
export function securityHeaders(options: { production: boolean }) {
  const csp = contentSecurityPolicy()
  return [
    // Development runs React Refresh, which evaluates code: no CSP there.
    ...(options.production ? [{ key: 'Content-Security-Policy', value: csp }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
}

/** The script nonce of a policy made by contentSecurityPolicy, if it has one. */
export function nonceOfPolicy(policy: string | undefined): string | undefined {
  return /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1]
}

/** The policy with every nonce in it replaced by `nonce`. */
export function withNonce(policy: string, nonce: string): string {
  return policy.replace(/'nonce-[A-Za-z0-9+/=]+'/g, `'nonce-${nonce}'`)
}
