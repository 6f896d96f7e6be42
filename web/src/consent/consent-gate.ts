// Runs inline in the <head> of every page (web/src/pages/_document.tsx), before the first
// paint: a visitor who already made a consent choice never sees the server-rendered consent
// banner, not even for a moment before the page's JavaScript has run. Inline rather than a
// file: a render-blocking script file costs the first paint a round trip (issue 22). The
// cookie format is consent-cookie.ts's (a unit test keeps the two in step); the policy
// allows exactly this text by its hash (security-headers.ts), so it needs no nonce on
// pre-rendered pages either.

export const CONSENT_GATE_SCRIPT =
  "(function(){if(/(?:^|;\\s*)consent=v1\\.s[01]\\.m[01]\\.\\d{1,12}(?:;|$)/.test(document.cookie))document.documentElement.setAttribute('data-consent','decided')})()"

/** sha256 of CONSENT_GATE_SCRIPT, base64 (a unit test recomputes it). */
export const CONSENT_GATE_HASH = 'sha256-Hw87BECfgk7Q7Tv3VWhJ5OnHT4ClZQl9kR+ycqidM0s='
