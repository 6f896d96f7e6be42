import { createHmac, timingSafeEqual } from 'node:crypto'
import type { DownloadsConfig } from '../downloads/config'

// Signed invoice links (decision 0024), like the paid downloads' links: only a view built for
// the order's owner (the holder of the order's access token on the confirmation page, or the
// logged-in customer whose account holds the order) carries one. The browser follows it as a
// plain link through web → gateway → hub; without a valid, unexpired signature the hub
// answers 404, as it does for an invoice that does not exist.

const EXPIRES = /^[1-9][0-9]{0,11}$/
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/
// Keeps these MACs apart from the download links signed with the same key.
const TAG = 'schaufenster-invoice-link/v1'

export class InvoiceLinks {
  readonly #secret: string
  readonly #ttlSeconds: number

  constructor(
    config: Pick<DownloadsConfig, 'DOWNLOAD_LINK_SECRET' | 'DOWNLOAD_LINK_TTL_MINUTES'>,
    private readonly now: () => number = Date.now,
  ) {
    this.#secret = config.DOWNLOAD_LINK_SECRET
    this.#ttlSeconds = config.DOWNLOAD_LINK_TTL_MINUTES * 60
  }

  /** `/invoices/RE-2026-000001.pdf?expires=…&signature=…`, for a page shown to the owner. */
  pageLink(invoiceNumber: string): string {
    // Whole minutes: every view within a minute hands out the same link.
    const expires = Math.floor((this.#nowSeconds() + this.#ttlSeconds) / 60) * 60
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.#sign(invoiceNumber, expires),
    })
    return `/invoices/${encodeURIComponent(`${invoiceNumber}.pdf`)}?${query.toString()}`
  }

  /** Whether the query is a valid, unexpired link to this invoice. */
  verify(invoiceNumber: string, query: { expires?: unknown; signature?: unknown }): boolean {
    const { expires, signature } = query
    if (typeof expires !== 'string' || typeof signature !== 'string') return false
    if (!EXPIRES.test(expires) || !SIGNATURE.test(signature)) return false
    const expected = Buffer.from(this.#sign(invoiceNumber, Number(expires)))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
    return Number(expires) >= this.#nowSeconds()
  }

  #sign(invoiceNumber: string, expires: number): string {
    return createHmac('sha256', this.#secret)
      .update([TAG, invoiceNumber, expires].join('\n'))
      .digest('base64url')
  }

  #nowSeconds(): number {
    return Math.floor(this.now() / 1000)
  }
}
