import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { useConsent } from '../../consent/ConsentProvider'
import { ServerConsentBanner } from './ServerConsentBanner.server'
import { afterInteractive } from '../../navigation/after-interactive'
import styles from './ConsentBanner.module.css'

type Banner = ComponentType

// The browser keeps that HTML as it is, unhydrated, and loads the banner's code once the page
// is interactive (issue 22, decision 0021): a first visitor sees the banner as soon as before,
// its code no longer hydrates with the page, and a returning visitor's page never loads it.
// A click or a key on the banner before then loads it at once and is carried over.
const KEEP_SERVER_HTML = { __html: '' }

function loadBanner(): Promise<Banner> {
  return import('./ConsentBanner').then((module) => module.ConsentBanner)
}

/** Index of the banner button an event came from, or null. */
function buttonIndex(slot: HTMLElement, target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null
  const button = target.closest('button')
  if (!button || !slot.contains(button)) return null
  const index = Array.from(slot.querySelectorAll('button')).indexOf(button)
  return index < 0 ? null : index
}

export function ConsentBannerSlot() {
  const consent = useConsent()
  const open = !consent.ready || !consent.decided || consent.settingsOpen
  const [banner, setBanner] = useState<{ component: Banner } | null>(null)
  const slot = useRef<HTMLDivElement>(null)
  // What the visitor did to the server's banner before its code arrived.
  const handover = useRef<{ focus: number | null; click: number | null }>({
    focus: null,
    click: null,
  })
  const loading = useRef(false)

  useEffect(() => {
    if (banner || !open) return
    let cancelled = false
    const load = () => {
      if (loading.current) return
      loading.current = true
      loadBanner().then(
        (component) => {
          if (!cancelled) setBanner({ component })
        },
        () => {
          // A failed chunk load: the next move on the banner tries again.
          loading.current = false
        },
      )
    }
    // Opened from the footer's cookie settings: wanted now.
    if (consent.settingsOpen) {
      load()
      return () => {
        cancelled = true
      }
    }
    const element = slot.current
    const onMove = (event: Event) => {
      if (!element) return
      const index = buttonIndex(element, event.target)
      if (event.type === 'focusin') handover.current.focus = index
      if (event.type === 'click' && index !== null) {
        handover.current.click = index
        event.preventDefault()
      }
      load()
    }
    const moves = ['pointerdown', 'focusin', 'keydown', 'click'] as const
    for (const type of moves) element?.addEventListener(type, onMove, true)
    const cancelIdle = afterInteractive(load)
    return () => {
      cancelled = true
      cancelIdle()
      for (const type of moves) element?.removeEventListener(type, onMove, true)
    }
  }, [banner, open, consent.settingsOpen])

  // Right after the banner replaced the server's: focus back where it was, a click sent on.
  useLayoutEffect(() => {
    if (!banner || !slot.current) return
    const buttons = slot.current.querySelectorAll('button')
    const { focus, click } = handover.current
    handover.current = { focus: null, click: null }
    if (focus !== null) buttons[focus]?.focus()
    if (click !== null) buttons[click]?.click()
  }, [banner])

  if (typeof window === 'undefined') {
    // The server renders the banner as before (it shows with the first paint, pending until
    // the consent is read); the browser's build has a stand-in for it. Not `lazy()`: a
    // suspending boundary makes React stream inline scripts without the CSP nonce.
    return (
      <div className={styles.slot}>
        <ServerConsentBanner />
      </div>
    )
  }
  if (banner) {
    const Loaded = banner.component
    return (
      <div key="banner" ref={slot} className={styles.slot}>
        <Loaded />
      </div>
    )
  }
  // Until the code is there the server's banner stays (hydrated as it is, not re-rendered);
  // a visitor who already chose gets an empty slot instead (consent-gate.js hid it meanwhile).
  if (open)
    return (
      <div
        key="server"
        ref={slot}
        className={styles.slot}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    )
  return <div key="none" ref={slot} className={styles.slot} />
}
