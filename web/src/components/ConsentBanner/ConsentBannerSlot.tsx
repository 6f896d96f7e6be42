import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
} from 'react'
import { useConsent } from '../../consent/ConsentProvider'
import { afterInteractive } from '../../navigation/after-interactive'
import { ServerConsentBanner } from './ServerConsentBanner.server'
import styles from './ConsentBanner.module.css'

type Banner = ComponentType

// The banner is in the server's HTML: a first visitor sees it with the first paint. Its code
// is not in the page's first load (issue 22, decision 0021): the browser keeps the
// server's banner as it is (unhydrated) and fetches the code once the page is interactive,
// but puts the live banner in its place only when the visitor turns to it (a pointer, a
// focus, a key) or opens the cookie settings. A page nobody touches is painted once: the
// banner stays its largest contentful paint, and nothing moves. What the visitor did to the
// server's banner (the click, the focus) is carried over to the live one. A visitor who
// already chose never sees it (the consent gate, consent/consent-gate.ts, hides it before
// the paint) and never loads it.
const KEEP_SERVER_HTML = { __html: '' }

let bannerCode: Promise<Banner> | null = null
function loadBanner(): Promise<Banner> {
  bannerCode ??= import('./ConsentBanner').then((module) => module.ConsentBanner)
  // A failed chunk load is tried again by the next call.
  bannerCode.catch(() => (bannerCode = null))
  return bannerCode
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
  // What the visitor did to the server's banner before the live one took its place.
  const handover = useRef<{ focus: number | null; click: number | null }>({
    focus: null,
    click: null,
  })

  // The consent is read and nobody chose yet: the server's banner is no longer "pending"
  // (an attribute only; nothing is painted again).
  useEffect(() => {
    if (!banner && consent.ready && open) {
      slot.current?.querySelector('[data-pending]')?.removeAttribute('data-pending')
    }
  }, [banner, consent.ready, open])

  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const show = useCallback(
    () =>
      loadBanner().then(
        (component) => {
          if (mounted.current) setBanner((current) => current ?? { component })
        },
        () => undefined,
      ),
    [],
  )

  useEffect(() => {
    if (banner || !open) return
    // Opened from the footer's cookie settings, or a browser that signals "do not track"
    // (the live banner says that it counts as a refusal): wanted now.
    if (consent.settingsOpen || (consent.ready && consent.signalRefusal)) {
      void show()
      return
    }
    // The code comes once the page is interactive, so the visitor's first move finds it.
    return afterInteractive(() => void loadBanner().catch(() => undefined))
  }, [banner, open, consent.settingsOpen, consent.ready, consent.signalRefusal, show])

  // The visitor turns to the server's banner. React props, not listeners an effect adds: a
  // click that comes before the page has hydrated reaches these once React has hydrated it
  // (it does so at once for a click), where an effect's listener would not be there yet and
  // the click would be lost.
  // A press is under way between pointerdown and click: the server's button must stay
  // until the click has reached it (replacing it mid-press would swallow the click).
  const pressing = useRef(false)
  const turnedTo = {
    onPointerDownCapture: () => {
      pressing.current = true
      void loadBanner().catch(() => undefined)
    },
    onFocusCapture: (event: FocusEvent<HTMLDivElement>) => {
      handover.current.focus = buttonIndex(event.currentTarget, event.target)
      if (!pressing.current) void show()
    },
    onClickCapture: (event: MouseEvent<HTMLDivElement>) => {
      pressing.current = false
      const index = buttonIndex(event.currentTarget, event.target)
      if (index !== null) {
        handover.current.click = index
        event.preventDefault()
      }
      void show()
    },
    onKeyDownCapture: () => void show(),
  }

  // Right after the live banner replaced the server's: focus back where it was, a click sent on.
  useLayoutEffect(() => {
    if (!banner || !slot.current) return
    const buttons = slot.current.querySelectorAll('button')
    const { focus, click } = handover.current
    handover.current = { focus: null, click: null }
    if (focus !== null) buttons[focus]?.focus()
    if (click !== null) buttons[click]?.click()
  }, [banner])

  if (typeof window === 'undefined') {
    // The server renders the banner; the browser's build has a stand-in for this module
    // (web/next.config.ts, `*.server` → `*.browser`). Not `lazy()` in a Suspense boundary:
    // React streams a boundary of more than 500 bytes with inline scripts that carry no CSP
    // nonce.
    return (
      <div className={styles.slot}>
        <ServerConsentBanner />
      </div>
    )
  }
  if (banner) {
    const Live = banner.component
    return (
      <div key="banner" ref={slot} className={styles.slot}>
        <Live />
      </div>
    )
  }
  // Until then the server's banner stays (hydrated as it is, not re-rendered); a visitor who
  // already chose gets an empty slot instead (the consent gate hid it meanwhile).
  if (open)
    return (
      <div
        key="server"
        ref={slot}
        className={styles.slot}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
        {...turnedTo}
      />
    )
  return <div key="none" ref={slot} className={styles.slot} />
}
