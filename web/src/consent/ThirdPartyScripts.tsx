import { useEffect } from 'react'
import { afterInteractive } from '../navigation/after-interactive'
import { disableAffiliateTag, enableAffiliateTag } from '../tracking/affiliate-tag'
import { useConsent } from './ConsentProvider'
import { consentCookieName, parseConsentCookie, readCookie } from './consent-cookie'

export interface ThirdPartyConfig {
  /** Tag manager container id; no tag manager when null. */
  tagManagerId: string | null
  tagManagerOrigin: string
  /** The affiliate tracker's script; no tracker when null. */
  affiliateScriptUrl: string | null
}

/**
 * The consent this document's Content-Security-Policy was made from (web/src/proxy.ts reads
 * the same cookie): taken once, when the page's scripts first run. The policy allows a
 * third party's script only for a category granted then (issue 18.12); a consent given
 * later on this document is honoured by loading the document again, under a new policy.
 */
const documentConsent =
  typeof document === 'undefined'
    ? null
    : parseConsentCookie(readCookie(document.cookie, consentCookieName))
let reloading = false

/**
 * False when this document's policy was made before the category was granted: the page
 * loads again, under a policy that allows it.
 */
function allowedByDocumentPolicy(category: 'statistics' | 'marketing'): boolean {
  if (documentConsent?.[category]) return true
  if (!reloading) window.location.reload()
  reloading = true
  return false
}

function injectScript(id: string, src: string, category: 'statistics' | 'marketing'): void {
  if (document.getElementById(id)) return
  if (!allowedByDocumentPolicy(category)) return
  const script = document.createElement('script')
  script.id = id
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/**
 * The pages of e-mailed secret links say so in their HTML (`<meta name="sf-private-link">`):
 * a second lock besides `_app` not rendering this component there, so no tag manager or
 * affiliate script ever reads such a page (issue 18 §13).
 */
export const PRIVATE_LINK_META = 'sf-private-link'
function isPrivateLinkPage(): boolean {
  return document.querySelector(`meta[name="${PRIVATE_LINK_META}"]`) !== null
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Loads the tag manager (statistics consent) and allows the affiliate tag (marketing
 * consent) — never before the visitor agreed, never with a Do-Not-Track or Global Privacy
 * Control signal (useConsent counts either as a refusal). Renders nothing.
 */
export function ThirdPartyScripts({ config }: { config: ThirdPartyConfig }) {
  const consent = useConsent()
  const { tagManagerId, tagManagerOrigin } = config
  useEffect(() => {
    if (isPrivateLinkPage()) return
    if (!consent.ready || !consent.statistics || !tagManagerId) return
    // Once the page is interactive (issue 22): the tag manager never competes with hydration.
    return afterInteractive(() => {
      window.dataLayer = window.dataLayer ?? []
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      injectScript(
        'tag-manager',
        `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(tagManagerId)}&l=dataLayer`,
        'statistics',
      )
    })
  }, [consent.ready, consent.statistics, tagManagerId, tagManagerOrigin])
  // The affiliate tag is not loaded here but run per page view, each time after that view's
  // payload is in place (tracking/affiliate-tag.ts); this only allows it on this document.
  const affiliateScriptUrl = config.affiliateScriptUrl
  useEffect(() => {
    if (isPrivateLinkPage()) return
    if (!consent.ready || !consent.marketing || !affiliateScriptUrl) return
    if (!allowedByDocumentPolicy('marketing')) return
    enableAffiliateTag(affiliateScriptUrl)
    return disableAffiliateTag
  }, [consent.ready, consent.marketing, affiliateScriptUrl])
  return null
}
