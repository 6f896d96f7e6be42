import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { DEFAULT_COUNTRY, vatRateFor } from '../cart/vat-rates'
import { promotionClaims } from '../db/catalog-schema'
import type { HubDatabase } from '../db/database'
import type { DownloadLinks } from '../downloads/links'
import { HttpError } from '../http/errors'
import { mailboxKey } from '../mail/mailbox'
import { enqueueMail } from '../mail/outbox'
import type { MailLimits } from '../mail/recipient-limit'
import { mailTemplates, storefrontUrl } from '../mail/templates'
import { newOrderNumber } from '../orders/numbers'
import { recordOrder } from '../orders/record'
import { freeInCartMessage, PROMOTION_MESSAGES } from './messages'
import {
  claimedLicence,
  earlierOrdersOf,
  fullVersionFiles,
  productName,
  promotedProductIds,
  runningPromotion,
  runningPromotions,
  type PromotionDto,
} from './repository'

type Locale = 'de' | 'en'

export interface PromotionServiceOptions {
  database: HubDatabase
  downloadLinks: DownloadLinks
  publicBaseUrl: string
  mailLimits: MailLimits
  /** The hub's clock; tests pass their own to stand before, in or after a promotion. */
  now?: () => Date
  onMailQueued?: () => void
}

const PLATFORM_LABELS: Record<string, string> = {
  windows: 'Windows',
  mac: 'macOS',
  android: 'Android',
  ios: 'iOS',
}

// Marks the order as one no payment provider saw: a 0,00 € order of a promotion.
const PROVIDER = 'promotion'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/**
 * Promotions (issue 19, point 2): which run now, and the claim of a free full version. The
 * claim is an order over 0,00 € with a licence, recorded by the checkout's own code
 * (orders/record.ts), one per mailbox and product; asking again re-sends the same key.
 */
export class PromotionService {
  readonly now: () => Date

  constructor(private readonly options: PromotionServiceOptions) {
    this.now = options.now ?? (() => new Date())
  }

  running(locale: Locale): Promise<PromotionDto[]> {
    return runningPromotions(this.options.database.db, this.now(), locale)
  }

  /**
   * The localized refusal when `productIds` hold a product a running promotion gives away:
   * meanwhile nobody is charged for it (the cart and the checkout ask here).
   */
  async refusalFor(productIds: number[], locale: Locale): Promise<string | undefined> {
    if (productIds.length === 0) return undefined
    const { db } = this.options.database
    const promoted = await promotedProductIds(db, this.now())
    const free = productIds.find((id) => promoted.has(id))
    if (free === undefined) return undefined
    return freeInCartMessage(locale, (await productName(db, free, locale)) ?? String(free))
  }

  /**
   * Sends the free full version of a running promotion to `email`. The answer is the same
   * for a first and a repeated claim; only the mail differs in nothing but its date.
   */
  async claim(args: {
    promotionId: number
    email: string
    locale: Locale
    senderIp: string
  }): Promise<void> {
    const { database, downloadLinks, publicBaseUrl, mailLimits } = this.options
    const { locale } = args
    const at = this.now()
    const found = await runningPromotion(database.db, args.promotionId, at)
    if (!found) throw new HttpError(404, 'NOT_FOUND', PROMOTION_MESSAGES[locale].notRunning)
    const email = args.email.trim().toLowerCase()
    // Counted for every claim, first or repeated: the 429 tells nothing about the address.
    await mailLimits.consume(args.senderIp, email, locale)

    const { promotion } = found
    const productId = promotion.productId
    const name = locale === 'de' ? found.nameDe : found.nameEn
    const mailbox = mailboxKey(email)
    await database.db.transaction(async (tx) => {
      // Two claims of one mailbox at once: the second waits here and then finds the first.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`promotion-claim:${productId}:${mailbox}`}))`,
      )
      let licence = await claimedLicence(tx, productId, mailbox)
      if (!licence) {
        const earlier = await earlierOrdersOf(tx, email)
        const { order, licenceRows } = await recordOrder(
          tx,
          {
            orderNumber: newOrderNumber(earlier),
            // A guest order: it joins an account only when the address's holder adds it
            // (accounts/claims.ts lists it), so a typed address changes no account.
            customerId: null,
            sequence: earlier,
            email,
            name: '',
            country: DEFAULT_COUNTRY,
            company: null,
            vatId: null,
            locale,
            currency: 'EUR',
            taxVatPercentage: vatRateFor(DEFAULT_COUNTRY),
            totalGross: 0,
            taxAmount: 0,
            netAmount: 0,
            itemCount: 1,
            couponCode: null,
            couponDiscount: null,
            subscriptionPeriod: null,
            cjEvent: null,
            paymentProvider: PROVIDER,
            transactionId: `promotion-${promotion.id}`,
            // Nobody gets the order's access token: the mail carries the key and links.
            accessTokenHash: sha256(randomBytes(32).toString('base64url')),
            termsAcceptedAt: at,
            withdrawalWaivedAt: at,
            placedAt: at,
          },
          [
            {
              productId,
              name,
              names: { de: found.nameDe, en: found.nameEn },
              qty: 1,
              unitPriceGross: 0,
              unitTax: 0,
              offerPriceGross: null,
              offerProduct: false,
              modifications: [],
              licensed: true,
            },
          ],
        )
        await tx
          .insert(promotionClaims)
          .values({ productId, mailbox, promotionId: promotion.id, orderId: order.id })
        const first = licenceRows[0]!
        licence = { id: first.id, key: first.key, orderNumber: order.orderNumber }
      }
      const files = await fullVersionFiles(tx, productId)
      const downloads = files.map((file) => {
        const label = PLATFORM_LABELS[file.platform] ?? file.platform
        if (file.storeUrl) return `${name} (${label}): ${file.storeUrl}`
        const link = downloadLinks.mailLink({
          fileName: file.fileName,
          productId,
          version: file.version,
          platform: file.platform,
          licenceId: licence.id,
        })
        return `${name} (${label}): ${storefrontUrl(publicBaseUrl, locale, link)}`
      })
      await enqueueMail(tx, {
        kind: 'promotion-licence',
        to: email,
        locale,
        ...mailTemplates.promotionLicence(locale, {
          productName: name,
          licenceKey: licence.key,
          orderNumber: licence.orderNumber,
          downloads,
          downloadLinkHours: downloadLinks.mailLinkHours,
        }),
      })
    })
    this.options.onMailQueued?.()
  }
}
