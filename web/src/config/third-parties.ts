/**
 * Every optional third-party script of the storefront, with the consent category it needs
 * (web/src/consent). The page's Content-Security-Policy allows a script only for a visitor
 * whose consent cookie grants its category, and only that script's own URL (issue 18.12):
 * a tag manager container or an affiliate tag cannot pull in anything else.
 *
 * A new third party is one more entry here; a party's further hosts are its `beaconOrigins`.
 */

export type ConsentCategory = 'statistics' | 'marketing'

export interface ThirdParty {
  /** The element id its loader gives the script (web/src/consent/ThirdPartyScripts.tsx). */
  id: string
  category: ConsentCategory
  /** The URL the loader requests, query included. */
  scriptUrl: string
  /**
   * Further origins the script sends to or embeds (connect-src, img-src, frame-src); none by
   * default. CSP host sources: `https://*.example.com` matches the subdomains only.
   */
  beaconOrigins: readonly string[]
}

/**
 * The hosts the affiliate network's Universal Tag talks to, exactly as its documentation
 * lists them for a site's CSP (docs.cj.com, "Universal Tag implementation": mczbf.com,
 * sjwoe.com, cj.dotomi.com, emjcd.com, idsync.rlcdn.com and `.cj.com`, the latter written
 * with a leading dot: any subdomain of cj.com). HTTPS only. The tag's own script stays
 * allowed by its exact URL in script-src (issue 18.12): these hosts may receive its pixels,
 * requests and sync frames, not serve further scripts.
 */
export const AFFILIATE_NETWORK_ORIGINS: readonly string[] = [
  'https://mczbf.com',
  'https://sjwoe.com',
  'https://cj.dotomi.com',
  'https://emjcd.com',
  'https://idsync.rlcdn.com',
  'https://*.cj.com',
]

export interface ThirdPartySettings {
  TAG_MANAGER_ID: string
  TAG_MANAGER_ORIGIN: string
  AFFILIATE_SCRIPT_URL: string
}

/** The tag manager's loader URL, as the storefront requests it. */
export function tagManagerScriptUrl(origin: string, containerId: string): string {
  return `${origin.replace(/\/+$/, '')}/gtm.js?id=${encodeURIComponent(containerId)}&l=dataLayer`
}

/** The configured third parties; an empty setting switches one off. */
export function thirdPartiesOf(settings: ThirdPartySettings): ThirdParty[] {
  const parties: ThirdParty[] = []
  if (settings.TAG_MANAGER_ID) {
    parties.push({
      id: 'tag-manager',
      category: 'statistics',
      scriptUrl: tagManagerScriptUrl(settings.TAG_MANAGER_ORIGIN, settings.TAG_MANAGER_ID),
      beaconOrigins: [],
    })
  }
  if (settings.AFFILIATE_SCRIPT_URL) {
    parties.push({
      id: 'affiliate-tracker',
      category: 'marketing',
      scriptUrl: settings.AFFILIATE_SCRIPT_URL,
      beaconOrigins: AFFILIATE_NETWORK_ORIGINS,
    })
  }
  return parties
}

/** The categories a visitor allowed (a parsed consent cookie; null: no choice yet). */
export type GrantedCategories = Partial<Record<ConsentCategory, boolean>> | null

export function consentedThirdParties(
  parties: readonly ThirdParty[],
  granted: GrantedCategories,
): ThirdParty[] {
  return parties.filter((party) => granted?.[party.category] === true)
}

/**
 * A script URL as a CSP source: scheme, host, port and exact path. The query is left out:
 * CSP matches no query, and browsers report a source with one as invalid.
 */
export function scriptSource(url: string): string {
  const parsed = new URL(url)
  return `${parsed.origin}${parsed.pathname}`
}
