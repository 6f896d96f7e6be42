import Router from 'next/router'
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { affiliateCookieHeader, affiliateCookieName, clickIdFromSearch } from './affiliate-click'
import {
  consentCookieHeader,
  consentCookieName,
  effectiveConsent,
  parseConsentCookie,
  readCookie,
  type ConsentChoice,
  type PrivacySignals,
} from './consent-cookie'

export interface ConsentState {
  /** False until the browser's cookie has been read (never on the server). */
  ready: boolean
  decided: boolean
  statistics: boolean
  marketing: boolean
  /** A Do-Not-Track or Global Privacy Control signal refuses statistics and marketing. */
  signalRefusal: boolean
  settingsOpen: boolean
  choose: (choice: { statistics: boolean; marketing: boolean }) => void
  openSettings: () => void
  closeSettings: () => void
}

const ConsentContext = createContext<ConsentState | null>(null)

function privacySignals(): PrivacySignals {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  return { doNotTrack: nav.doNotTrack, globalPrivacyControl: nav.globalPrivacyControl }
}

/**
 * Holds the visitor's consent. Nothing optional runs and no tracking cookie is
 * written before a choice; an affiliate click id waits in memory until then.
 */
export function ConsentProvider({
  children,
  secureCookies,
}: {
  children: ReactNode
  secureCookies: boolean
}) {
  const [choice, setChoice] = useState<ConsentChoice | null>(null)
  const [ready, setReady] = useState(false)
  const [signals, setSignals] = useState<PrivacySignals>({})
  const [settingsOpen, setSettingsOpen] = useState(false)
  const pendingClickId = useRef<string | null>(null)

  const storeClickId = useCallback(
    (marketing: boolean) => {
      if (marketing && pendingClickId.current) {
        document.cookie = affiliateCookieHeader(pendingClickId.current, secureCookies)
        pendingClickId.current = null
      }
    },
    [secureCookies],
  )

  useEffect(() => {
    const stored = parseConsentCookie(readCookie(document.cookie, consentCookieName))
    const currentSignals = privacySignals()
    // A transition: the page's regions that read the consent are still hydrating in slices
    // (DeferredHydration); an urgent update would hydrate them all in one blocking task.
    startTransition(() => {
      setChoice(stored)
      setSignals(currentSignals)
      setReady(true)
    })
    const capture = () => {
      const clickId = clickIdFromSearch(window.location.search)
      if (!clickId) return
      pendingClickId.current = clickId
      storeClickId(
        effectiveConsent(
          parseConsentCookie(readCookie(document.cookie, consentCookieName)),
          currentSignals,
        ).marketing,
      )
    }
    capture()
    Router.events.on('routeChangeComplete', capture)
    return () => Router.events.off('routeChangeComplete', capture)
  }, [storeClickId])

  const choose = useCallback(
    (next: { statistics: boolean; marketing: boolean }) => {
      const decided: ConsentChoice = { ...next, decidedAt: Math.floor(Date.now() / 1000) }
      document.cookie = consentCookieHeader(decided, secureCookies)
      const allowed = effectiveConsent(decided, signals)
      // A withdrawn marketing consent takes the stored click id with it.
      if (!allowed.marketing)
        document.cookie = `${affiliateCookieName}=; Max-Age=0; Path=/; SameSite=Lax`
      storeClickId(allowed.marketing)
      setChoice(decided)
      setSettingsOpen(false)
    },
    [secureCookies, signals, storeClickId],
  )

  const { decided, statistics, marketing, signalRefusal } = effectiveConsent(choice, signals)
  const value = useMemo<ConsentState>(
    () => ({
      ready,
      decided,
      statistics,
      marketing,
      signalRefusal,
      settingsOpen,
      choose,
      openSettings: () => setSettingsOpen(true),
      closeSettings: () => setSettingsOpen(false),
    }),
    [ready, decided, statistics, marketing, signalRefusal, settingsOpen, choose],
  )
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

// Outside a provider nothing is known, so nothing optional may run.
const unknownConsent: ConsentState = {
  ready: false,
  decided: false,
  statistics: false,
  marketing: false,
  signalRefusal: false,
  settingsOpen: false,
  choose: () => {},
  openSettings: () => {},
  closeSettings: () => {},
}

export function useConsent(): ConsentState {
  return useContext(ConsentContext) ?? unknownConsent
}
