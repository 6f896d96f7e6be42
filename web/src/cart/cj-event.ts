import { CJ_EVENT_COOKIE, CJ_EVENT_PATTERN } from '@schaufenster/contract'

// The affiliate click id (spec §9 "cookie key 'cje'"), in the shape the checkout schema
// accepts; anything else is not sent at all, so a mangled cookie never blocks an order.

/** The affiliate click id from a `document.cookie` string, or undefined. */
export function readCjEvent(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== CJ_EVENT_COOKIE) continue
    let value: string
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim())
    } catch {
      return undefined
    }
    return CJ_EVENT_PATTERN.test(value) ? value : undefined
  }
  return undefined
}
