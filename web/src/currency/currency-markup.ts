import { currencyFromCookies } from './currencies'

/** The attribute of `<html>` that names the shopper's currency (PriceTag's CSS reads it). */
export const CURRENCY_ATTRIBUTE = 'data-currency'

const HTML_TAG = /<html\b[^>]*>/i

/**
 * A page's HTML with `<html data-currency="…">` set from the visitor's cookie. Pages are
 * rendered once for everybody (static generation, the page answer cache): the server marks
 * each answer, and PriceTag's CSS shows that currency's amounts from the first paint on,
 * without JavaScript too. An attribute the markup already has is replaced.
 */
export function withChosenCurrency(html: string, cookieHeader: string | undefined): string {
  const currency = currencyFromCookies(cookieHeader)
  return html.replace(HTML_TAG, (tag) => {
    const cleaned = tag.replace(/\sdata-currency="[^"]*"/gi, '')
    // Last, so the tag still begins as Next wrote it (`<html lang="de"`).
    return `${cleaned.slice(0, -1)} ${CURRENCY_ATTRIBUTE}="${currency}">`
  })
}
