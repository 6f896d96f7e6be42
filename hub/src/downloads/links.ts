import { createHmac, timingSafeEqual } from 'node:crypto'
import type { DownloadsConfig } from './config'

// Signed download links (issue 18, point 2). A paid edition's setup file is served only to a
// request carrying a link the hub issued to a licence holder: an HMAC-SHA256 over the file,
// the product, version and platform it stands for, the licence and the expiry. The link is
// a capability; the route also checks that the licence still exists and is for the product.

/** Versions anyone may download; every other version (full, plus, anything new) is paid. */
const PUBLIC_VERSIONS: ReadonlySet<string> = new Set(['trial', 'free'])

export const isPublicVersion = (version: string) => PUBLIC_VERSIONS.has(version)

/** What a link is bound to: one setup file of one product, for one licence. */
export interface DownloadSubject {
  fileName: string
  productId: number
  version: string
  platform: string
  licenceId: string
}

/** The query a signed link carries. */
export interface LinkQuery {
  licence?: unknown
  expires?: unknown
  signature?: unknown
}

export type LinkCheck =
  { ok: true; licenceId: string } | { ok: false; reason: 'missing' | 'expired' | 'invalid' }

const LICENCE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const EXPIRES = /^[1-9][0-9]{0,11}$/
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/
// The domain tag keeps these MACs apart from anything else ever signed with the same key.
const TAG = 'schaufenster-download-link/v1'

export class DownloadLinks {
  readonly #secret: string
  readonly #pageTtlSeconds: number
  readonly #mailTtlSeconds: number

  constructor(
    config: DownloadsConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.#secret = config.DOWNLOAD_LINK_SECRET
    this.#pageTtlSeconds = config.DOWNLOAD_LINK_TTL_MINUTES * 60
    this.#mailTtlSeconds = config.DOWNLOAD_MAIL_LINK_TTL_HOURS * 3600
  }

  /** How long a mailed link works, for the mail's text. */
  get mailLinkHours(): number {
    return this.#mailTtlSeconds / 3600
  }

  /** A same-origin link for a page (order confirmation, account): short-lived. */
  pageLink(subject: DownloadSubject): string {
    return this.link(subject, wholeMinute(this.#nowSeconds() + this.#pageTtlSeconds))
  }

  /** A link for the order mail: lives longer, because mail is read later. */
  mailLink(subject: DownloadSubject): string {
    return this.link(subject, wholeMinute(this.#nowSeconds() + this.#mailTtlSeconds))
  }

  /** `/downloads/<file>?licence=…&expires=…&signature=…`, expiring at `expires` (Unix seconds). */
  link(subject: DownloadSubject, expires: number): string {
    const query = new URLSearchParams({
      licence: subject.licenceId,
      expires: String(expires),
      signature: this.sign(subject, expires),
    })
    return `/downloads/${encodeURIComponent(subject.fileName)}?${query.toString()}`
  }

  sign(subject: DownloadSubject, expires: number): string {
    const payload = [
      TAG,
      subject.fileName,
      subject.productId,
      subject.version,
      subject.platform,
      subject.licenceId,
      expires,
    ].join('\n')
    return createHmac('sha256', this.#secret).update(payload).digest('base64url')
  }

  /**
   * Checks a request's link against the file it asks for. The signature is checked before
   * the expiry, so an altered expiry is "invalid", and only a genuine old link is "expired".
   */
  verify(file: Omit<DownloadSubject, 'licenceId'>, query: LinkQuery): LinkCheck {
    const { licence, expires, signature } = query
    if (licence === undefined && expires === undefined && signature === undefined) {
      return { ok: false, reason: 'missing' }
    }
    if (
      typeof licence !== 'string' ||
      typeof expires !== 'string' ||
      typeof signature !== 'string' ||
      !LICENCE_ID.test(licence) ||
      !EXPIRES.test(expires) ||
      !SIGNATURE.test(signature)
    ) {
      return { ok: false, reason: 'invalid' }
    }
    const expected = Buffer.from(this.sign({ ...file, licenceId: licence }, Number(expires)))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'invalid' }
    }
    if (Number(expires) < this.#nowSeconds()) return { ok: false, reason: 'expired' }
    return { ok: true, licenceId: licence }
  }

  #nowSeconds(): number {
    return Math.floor(this.now() / 1000)
  }
}

/**
 * An expiry rounded down to a whole minute: a link never outlives its TTL, and every read of
 * an order within the same minute hands out the same link (stable answers, and no two reads
 * of one order that differ only by a second).
 */
function wholeMinute(unixSeconds: number): number {
  return Math.floor(unixSeconds / 60) * 60
}
