import { useEffect } from 'react'
import { useConsent } from './ConsentProvider'

export interface ThirdPartyConfig {
  /** Tag manager container id; no tag manager when null. */
  tagManagerId: string | null
  tagManagerOrigin: string
  /** The affiliate tracker's script; no tracker when null. */
  affiliateScriptUrl: string | null
}

function injectScript(id: string, src: string): void {
  if (document.getElementById(id)) return
  const script = document.createElement('script')
  script.id = id
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Loads the tag manager (statistics consent) and the affiliate tracker
 * (marketing consent) — never before the visitor agreed, never with a
 * Do-Not-Track or Global Privacy Control signal. Renders nothing.
 */
export function ThirdPartyScripts({ config }: { config: ThirdPartyConfig }) {
  const consent = useConsent()
  useEffect(() => {
    if (!consent.ready || !consent.statistics || !config.tagManagerId) return
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    injectScript(
      'tag-manager',
      `${config.tagManagerOrigin}/gtm.js?id=${encodeURIComponent(config.tagManagerId)}&l=dataLayer`,
    )
  }, [consent.ready, consent.statistics, config.tagManagerId, config.tagManagerOrigin])
  useEffect(() => {
    if (!consent.ready || !consent.marketing || !config.affiliateScriptUrl) return
    injectScript('affiliate-tracker', config.affiliateScriptUrl)
  }, [consent.ready, consent.marketing, config.affiliateScriptUrl])
  return null
}
