/**
 * The visitor's consent (German § 25 TDDDG, GDPR), stored in a necessary
 * cookie: which optional categories are allowed, and when that was decided.
 */
export interface ConsentChoice {
  statistics: boolean
  marketing: boolean
  /** Unix time in seconds of the decision. */
  decidedAt: number
}

export const consentCookieName = 'consent'
/** Bump when the categories or their texts change: older choices are asked again. */
export const consentVersion = 1
const maxAgeSeconds = 365 * 24 * 60 * 60

/** `v1.s1.m0.1795360000` → the choice; anything else (or an older version) → no choice yet. */
export function parseConsentCookie(value: string | undefined | null): ConsentChoice | null {
  const match = /^v(\d+)\.s([01])\.m([01])\.(\d{1,12})$/.exec(value ?? '')
  if (!match || Number(match[1]) !== consentVersion) return null
  return { statistics: match[2] === '1', marketing: match[3] === '1', decidedAt: Number(match[4]) }
}

export function serializeConsent(choice: ConsentChoice): string {
  return `v${consentVersion}.s${choice.statistics ? 1 : 0}.m${choice.marketing ? 1 : 0}.${choice.decidedAt}`
}

export function consentCookieHeader(choice: ConsentChoice, secure: boolean): string {
  const parts = [
    `${consentCookieName}=${serializeConsent(choice)}`,
    `Max-Age=${maxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** A browser's Do-Not-Track or Global Privacy Control signal. */
export interface PrivacySignals {
  doNotTrack?: string | null
  globalPrivacyControl?: boolean
}

export function refusesTracking(signals: PrivacySignals): boolean {
  return signals.doNotTrack === '1' || signals.globalPrivacyControl === true
}

/**
 * What may run: a privacy signal counts as a refusal of statistics and
 * marketing, whatever was clicked; no choice yet allows nothing optional.
 */
export function effectiveConsent(choice: ConsentChoice | null, signals: PrivacySignals) {
  const refused = refusesTracking(signals)
  return {
    decided: choice !== null,
    statistics: !refused && Boolean(choice?.statistics),
    marketing: !refused && Boolean(choice?.marketing),
    signalRefusal: refused,
  }
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}
