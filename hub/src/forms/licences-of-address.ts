import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Locale } from '@schaufenster/validation'
import type { HubDb } from '../db/database'
import { products } from '../db/schema'
import { customers, licences, orderItems, orders } from '../db/schema-orders'
import { editionOfLine, type PaidEdition } from '../downloads/editions'
import type { DownloadLinks } from '../downloads/links'
import { mailTemplates, storefrontUrl, type MailContent } from '../mail/templates'
import { downloadsOf } from '../orders/view'

// "Request activation codes" (issue 19 §4): the licence keys bought with an address are
// those of its orders, placed with that buyer address or in the account that now has it.

type Reader = Pick<HubDb, 'select'>

export interface LicenceOfAddress {
  id: string
  key: string
  productId: number
  name: string
  /** The edition bought (full or Plus): which setup files the licence opens. */
  edition: PaidEdition
}

/** Every licence of the orders placed with the address or in its (live) account. */
export async function licencesOfAddress(
  db: Reader,
  email: string,
  locale: Locale,
): Promise<LicenceOfAddress[]> {
  const address = email.trim().toLowerCase()
  const [account] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, address), isNull(customers.deletedAt)))
  const rows = await db
    .select({
      id: licences.id,
      key: licences.key,
      productId: licences.productId,
      nameDe: products.nameDe,
      nameEn: products.nameEn,
      orderedName: orderItems.name,
      modifications: orderItems.modifications,
    })
    .from(licences)
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, licences.productId))
    .where(
      or(
        sql`lower(${orders.email}) = ${address}`,
        account ? eq(orders.customerId, account.id) : undefined,
      ),
    )
    .orderBy(asc(orders.placedAt), asc(orderItems.position), asc(licences.key))
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    productId: row.productId,
    // The catalog's name in the page's language; the order's when the product is gone.
    name: (locale === 'de' ? row.nameDe : row.nameEn) ?? row.orderedName,
    edition: editionOfLine(row.modifications),
  }))
}

/** The mail answering the request: the keys with fresh download links, or "none found". */
export async function activationCodesMail(
  db: Reader,
  args: { email: string; locale: Locale; publicBaseUrl: string; downloadLinks: DownloadLinks },
): Promise<MailContent> {
  const { locale, publicBaseUrl, downloadLinks } = args
  const helpUrl = storefrontUrl(publicBaseUrl, locale, locale === 'de' ? '/kontakt' : '/contact')
  const owned = await licencesOfAddress(db, args.email, locale)
  if (owned.length === 0) return mailTemplates.noLicenceFound(locale, helpUrl)
  const files = await downloadsOf(
    db,
    owned.map((licence) => licence.productId),
  )
  // One link per product, edition and file, bound to the first licence of that edition (as
  // the order's own mail does: a Plus licence gets the Plus files, a full one the full ones).
  const firstLicence = new Map<string, LicenceOfAddress>()
  for (const licence of owned) {
    const slot = `${licence.productId}:${licence.edition}`
    if (!firstLicence.has(slot)) firstLicence.set(slot, licence)
  }
  const downloads = files.flatMap((file) => {
    const licence = firstLicence.get(`${file.productId}:${file.version}`)
    if (!licence) return []
    // A mobile app is installed from its store and unlocked with the key.
    if (file.storeUrl) return [{ label: `${licence.name} (${file.platform})`, href: file.storeUrl }]
    const path = downloadLinks.mailLink({
      fileName: file.fileName,
      productId: file.productId,
      version: file.version,
      platform: file.platform,
      licenceId: licence.id,
    })
    return [
      {
        label: `${licence.name} (${file.platform})`,
        href: storefrontUrl(publicBaseUrl, locale, path),
      },
    ]
  })
  return mailTemplates.licenceKeys(locale, {
    keys: owned.map((licence) => `${licence.name}: ${licence.key}`),
    downloads,
    downloadLinkHours: downloadLinks.mailLinkHours,
    helpUrl,
  })
}
