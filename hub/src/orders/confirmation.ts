import { queueClaimMail } from '../accounts/claims'
import { accountLink } from '../accounts/links'
import { issueToken } from '../accounts/service'
import type { HubDb } from '../db/database'
import type { OrderItemRow, OrderRow } from '../db/schema-orders'
import type { DownloadLinks } from '../downloads/links'
import { enqueueMail } from '../mail/outbox'
import { mailTemplates, storefrontUrl } from '../mail/templates'
import { formatAmount } from '../money-format'
import type { Buyer } from './buyer'
import { buildOrderView, downloadsOf, type LinkSigner, type OrderView } from './view'

// What a placed order sends, queued in the order's transaction (the outbox delivers it after
// the commit, or never when the order rolls back): the confirmation with licence keys and
// download links, the set-password link of a new customer record, and the claim mail of a
// guest order placed with the address of an existing account.

type Tx = Pick<HubDb, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export interface ConfirmationInput {
  order: OrderRow
  itemRows: OrderItemRow[]
  licenceRows: { id: string; key: string; orderItemId: number }[]
  /** One line per order line: "2 × Name: KEY-1, KEY-2". */
  lines: string[]
  buyer: Buyer
  customerName: string
  publicBaseUrl: string
  downloadLinks: DownloadLinks
}

/** Queues the order's mails; answers the order as the buyer's page shows it. */
export async function queueOrderConfirmation(tx: Tx, input: ConfirmationInput): Promise<OrderView> {
  const { order, buyer, publicBaseUrl, downloadLinks } = input
  const locale = order.locale
  const pageLinks: LinkSigner = (subject) => downloadLinks.pageLink(subject)
  const mailLinks: LinkSigner = (subject) => downloadLinks.mailLink(subject)
  const files = await downloadsOf(
    tx,
    input.itemRows.map((item) => item.productId),
  )
  const view = buildOrderView(order, input.itemRows, input.licenceRows, files, pageLinks)
  // The mail's links live longer than the page's (downloads/config.ts says why).
  const mailView = buildOrderView(order, input.itemRows, input.licenceRows, files, mailLinks)
  const downloads = mailView.products.flatMap((p) =>
    p.downloads.map(
      (file) =>
        `${p.name} (${file.platform}): ${file.storeUrl ?? storefrontUrl(publicBaseUrl, locale, file.url ?? `/downloads/${encodeURIComponent(file.fileName)}`)}`,
    ),
  )
  // The order made the customer record; the mail offers to set its password.
  const setPasswordUrl = buyer.createdRecord
    ? accountLink(
        publicBaseUrl,
        locale,
        'setPassword',
        await issueToken(tx, {
          purpose: 'set-password',
          customerId: buyer.customerId,
          email: order.email,
          locale,
        }),
      )
    : undefined
  // A guest order with the address of an existing record: its holder alone decides
  // whether it joins the account, by the link of a separate mail to that address.
  if (buyer.claimableBy) {
    await queueClaimMail(tx, {
      publicBaseUrl,
      holder: buyer.claimableBy,
      item: { kind: 'order', id: order.id, number: order.orderNumber },
    })
  }
  await enqueueMail(tx, {
    kind: 'order-confirmation',
    to: order.email,
    locale,
    ...mailTemplates.orderConfirmation(locale, {
      orderNumber: order.orderNumber,
      name: input.customerName,
      total: formatAmount(order.totalGross, order.currency, locale),
      lines: [...input.lines, ...downloads],
      orderUrl: storefrontUrl(publicBaseUrl, locale, `/order/${order.orderNumber}`),
      setPasswordUrl,
      downloadLinkHours: downloads.length > 0 ? downloadLinks.mailLinkHours : undefined,
    }),
  })
  return view
}
