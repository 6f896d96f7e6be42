import { and, asc, eq, inArray } from 'drizzle-orm'
import { PREMIUM_SUPPORT_PRODUCT_ID } from '@schaufenster/contract'
import type { HubDb } from '../db/database'
import { productPlatforms, setupFiles } from '../db/catalog-schema'
import { editionOfLine } from '../downloads/editions'
import type { DownloadSubject } from '../downloads/links'
import { invoiceOfOrder } from '../invoices/repository'
import { licences, orderItems, orders, type OrderRow } from '../db/schema-orders'

type OrderItemRow = typeof orderItems.$inferSelect

// The order as spec §3 lists it under "Order (as read for tracking)", plus what the buyer's
// confirmation page shows (licence keys, downloads). Amounts are gross minor units; `tax`
// is the VAT contained in the amount beside it.

export interface OrderView {
  orderNumber: string
  placedAt: string
  locale: 'de' | 'en'
  email: string
  name: string
  country: string
  company: string | null
  vatId: string | null
  /** The billing address (decision 0023); null for orders placed before checkout asked for it. */
  billing: {
    name: string
    company: string | null
    street: string
    postalCode: string
    city: string
    country: string
    vatId: string | null
  } | null
  /** The buyer owes the VAT (an EU business abroad): the order bears none. */
  reverseCharge: boolean
  price: { currency: string; tax: number; taxVatPercentage: number; price: number }
  products: {
    productId: number
    /** A program (licences, downloads) or the premium support plan. */
    kind: 'program' | 'premium-support'
    /** The name in the order's language. */
    name: string
    /** The name in both languages (an old line: the order's name in both). */
    names: { de: string; en: string }
    qty: number
    price: { price: number; tax: number }
    offer: { price: number } | null
    offerProduct: boolean
    modifications: { id: number; key: string; amount: number }[]
    licenceKeys: string[]
    /** The licences with the ids the account area names them by. */
    licences: { id: string; key: string }[]
    /**
     * The line's edition's setup files. `url` is a signed link bound to the line's first
     * licence; it is there only where the view was built for the buyer (`signLink`). A
     * mobile edition has its store page instead (`storeUrl`, issue 19): buyers install the
     * app from the store and unlock it with the key, the shop hands out no .apk/.ipa.
     */
    downloads: {
      fileName: string
      platform: string
      sizeBytes: number
      url?: string
      storeUrl?: string
    }[]
  }[]
  coupon: { code: string; resultingDiscount: number } | null
  subscription: { period: string } | null
  additionalProperties: { cjEvent: string | null }
  payment: { provider: string; transactionId: string }
  /** Decision 0022: pending on the provider's page or a SEPA debit, paid, or failed. */
  paymentStatus: 'pending' | 'paid' | 'failed'
  /** The invoice of a paid order with its signed link; only in views built for the owner. */
  invoice?: { number: string; url: string }
}

type Reader = Pick<HubDb, 'select'>

/** Issues the link of one paid download (DownloadLinks.pageLink or .mailLink). */
export type LinkSigner = (subject: DownloadSubject) => string

/** Issues the signed link of an invoice (InvoiceLinks.pageLink), for its owner's views. */
export type InvoiceLinkSigner = (invoiceNumber: string) => string

export async function orderView(
  db: Reader,
  order: OrderRow,
  signLink?: LinkSigner,
  invoiceLink?: InvoiceLinkSigner,
): Promise<OrderView> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position))
  const itemIds = items.map((item) => item.id)
  const [keys, files, invoice] = await Promise.all([
    itemIds.length ? db.select().from(licences).where(inArray(licences.orderItemId, itemIds)) : [],
    downloadsOf(
      db,
      items.map((item) => item.productId),
    ),
    invoiceLink ? invoiceOfOrder(db, order.id) : undefined,
  ])
  const view = buildOrderView(order, items, keys, files, signLink)
  return invoice && invoiceLink
    ? { ...view, invoice: { number: invoice.number, url: invoiceLink(invoice.number) } }
    : view
}

/** A paid setup file with the store page of its platform's edition (mobile apps only). */
export type SetupFileRow = typeof setupFiles.$inferSelect & { storeUrl: string | null }
type LicenceOfView = Pick<typeof licences.$inferSelect, 'id' | 'key' | 'orderItemId'>

/** The paid editions' (full, Plus) setup files of the products, by file name. */
export async function downloadsOf(db: Reader, productIds: number[]): Promise<SetupFileRow[]> {
  const unique = [...new Set(productIds)]
  if (unique.length === 0) return []
  const rows = await db
    .select({ file: setupFiles, storeUrl: productPlatforms.storeUrl })
    .from(setupFiles)
    .leftJoin(
      productPlatforms,
      and(
        eq(productPlatforms.productId, setupFiles.productId),
        eq(productPlatforms.platform, setupFiles.platform),
      ),
    )
    .where(
      and(inArray(setupFiles.productId, unique), inArray(setupFiles.version, ['full', 'plus'])),
    )
    .orderBy(asc(setupFiles.fileName))
  return rows.map((row) => ({ ...row.file, storeUrl: row.storeUrl }))
}

/**
 * The view of an order from its rows: what orderView reads, or what the order's transaction
 * has just written (so placing an order does not read it back).
 */
export function buildOrderView(
  order: OrderRow,
  itemRows: OrderItemRow[],
  licenceRows: LicenceOfView[],
  files: SetupFileRow[],
  signLink?: LinkSigner,
): OrderView {
  const items = [...itemRows].sort((a, b) => a.position - b.position)
  const keys = [...licenceRows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return {
    orderNumber: order.orderNumber,
    placedAt: order.placedAt.toISOString(),
    locale: order.locale,
    email: order.email,
    name: order.name,
    country: order.country,
    company: order.company,
    vatId: order.vatId,
    billing:
      order.billingStreet === null || order.billingPostalCode === null || order.billingCity === null
        ? null
        : {
            name: order.name,
            company: order.company,
            street: order.billingStreet,
            postalCode: order.billingPostalCode,
            city: order.billingCity,
            country: order.country,
            vatId: order.vatId,
          },
    reverseCharge: order.reverseCharge,
    price: {
      currency: order.currency,
      tax: order.taxAmount,
      taxVatPercentage: order.taxVatPercentage,
      price: order.totalGross,
    },
    products: items.map((item) => {
      const itemKeys = keys.filter((key) => key.orderItemId === item.id)
      // One link per file is enough: any licence of the line entitles to the download.
      const licenceId = itemKeys[0]?.id
      return {
        productId: item.productId,
        kind:
          item.productId === PREMIUM_SUPPORT_PRODUCT_ID
            ? ('premium-support' as const)
            : ('program' as const),
        name: item.name,
        names: item.names ?? { de: item.name, en: item.name },
        qty: item.qty,
        price: { price: item.unitPriceGross, tax: item.unitTax },
        offer: item.offerPriceGross === null ? null : { price: item.offerPriceGross },
        offerProduct: item.offerProduct,
        modifications: item.modifications,
        licenceKeys: itemKeys.map((key) => key.key),
        licences: itemKeys.map((key) => ({ id: key.id, key: key.key })),
        downloads: files
          // The line's edition: a Plus line gets the Plus files, a full line the full ones.
          .filter(
            (file) =>
              file.productId === item.productId &&
              file.version === editionOfLine(item.modifications),
          )
          .map(({ fileName, platform, sizeBytes, productId, version, storeUrl }) => ({
            fileName,
            platform,
            sizeBytes,
            ...(storeUrl
              ? { storeUrl }
              : signLink && licenceId
                ? { url: signLink({ fileName, productId, version, platform, licenceId }) }
                : {}),
          })),
      }
    }),
    coupon:
      order.couponCode === null
        ? null
        : { code: order.couponCode, resultingDiscount: order.couponDiscount ?? 0 },
    subscription: order.subscriptionPeriod ? { period: order.subscriptionPeriod } : null,
    additionalProperties: { cjEvent: order.cjEvent },
    payment: { provider: order.paymentProvider, transactionId: order.transactionId },
    paymentStatus: order.paymentStatus,
  }
}

export async function findOrder(db: Reader, where: { id?: string; orderNumber?: string }) {
  const [row] = await db
    .select()
    .from(orders)
    .where(where.id ? eq(orders.id, where.id) : eq(orders.orderNumber, where.orderNumber ?? ''))
  return row
}
