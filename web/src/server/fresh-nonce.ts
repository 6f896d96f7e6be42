import { randomBytes } from 'node:crypto'

/**
 * A page's nonce must be new on every answer and the same in header and markup (issue
 * 18.12). Next writes the nonce of the request into the HTML it renders, and keeps that
 * HTML for its incremental cache: every later answer of a pre-rendered page would repeat
 * one stale, public nonce. web/server.ts therefore gives every page answer a fresh nonce
 * here, in the policy and on every script, style and link tag of the markup alike,
 * whether the HTML was rendered now, came from Next's cache or from the page answer cache.
 */

/** 128 bits from the operating system's CSPRNG, base64 as CSP wants it. */
export function freshNonce(): string {
  return randomBytes(16).toString('base64')
}

// Where the nonce stands: the `nonce` of script, style and link tags, and the
// `<noscript data-n-css="…">` from which Next's client takes the nonce for the style tags it
// adds for a page's CSS. React writes attributes as name="value" with `"`, `<` and `>`
// escaped inside values, so a tag ends at the first `>` and an attribute value at the
// next `"`; text and JSON in the page cannot contain a raw `nonce="` inside such a tag.
const NONCE_TAG = /<(?:script|style|link|noscript)\b[^>]*>/gi
const NONCE_ATTRIBUTE = /(\s(?:nonce|data-n-css)=")[^"]*(")/gi

/** The HTML with every nonce of its script, style, link and noscript tags set to `nonce`. */
export function rewriteNonces(html: string, nonce: string): string {
  return html.replace(NONCE_TAG, (tag) => tag.replace(NONCE_ATTRIBUTE, `$1${nonce}$2`))
}

/** Every nonce the markup's script, style, link and noscript tags carry (tests, diagnostics). */
export function noncesInMarkup(html: string): string[] {
  const nonces: string[] = []
  for (const [tag] of html.matchAll(NONCE_TAG)) {
    for (const match of tag.matchAll(/\s(?:nonce|data-n-css)="([^"]*)"/gi)) {
      nonces.push(match[1] ?? '')
    }
  }
  return nonces
}
