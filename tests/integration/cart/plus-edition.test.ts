import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloadsConfig } from '../../../hub/src/downloads/config'
import { DownloadLinks } from '../../../hub/src/downloads/links'
import { accountClient, bootAccountsHub, uniqueEmail, type AccountsHub } from '../accounts/helpers'
import { TestSmtpServer } from '../forms/smtp'
import { databaseTargets } from '../hub/harness'

// Issue 19, point 3: the Plus edition a product page advertises can be bought at its own
// price (computed by the hub from the catalog), and its licence unlocks the Plus download,
// while a full licence never does.

const PHOTO_STUDIO = 1
const PLUS_MODIFICATION = 2001 // seed: 2000 + product id, key plus-edition
const PLUS_FILE = 'photo-studio-pro-plus-windows.exe'

interface Line {
  productId: number
  modifications: { id: number; key: string; amount: number }[]
  price: { price: number }
  licences: { id: string }[]
  downloads: { fileName: string; platform: string; url?: string }[]
}

describe.each(databaseTargets())('the Plus edition on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: AccountsHub
  let client: ReturnType<typeof accountClient>

  beforeAll(async () => {
    await smtp.start()
    hub = await bootAccountsHub(target, smtp)
    client = accountClient(hub)
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
  })

  async function buy(items: object[]): Promise<Line> {
    const placed = await client.placeOrder(
      uniqueEmail('plus'),
      items as { productId: number; qty: number }[],
    )
    return placed.order.products[0] as unknown as Line
  }

  it('is a catalog modification with its own price, in every currency', async () => {
    const answer = await hub.app.inject({ url: '/v1/products/foto-studio-pro?locale=de' })
    expect(answer.statusCode).toBe(200)
    const product = answer.json() as {
      prices: { currency: string; amount: number }[]
      modifications: { id: number; key: string; amounts: { currency: string; amount: number }[] }[]
      versions: { kind: string }[]
    }
    const plus = product.modifications.find((modification) => modification.key === 'plus-edition')
    expect(plus?.id).toBe(PLUS_MODIFICATION)
    expect(product.versions.map((version) => version.kind)).toContain('plus')
    for (const currency of ['EUR', 'USD', 'GBP', 'CHF']) {
      expect(plus!.amounts.find((amount) => amount.currency === currency)?.amount).toBeGreaterThan(
        0,
      )
    }
  })

  it('prices a Plus line on the server: full price plus the Plus surcharge', async () => {
    const response = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: {
        items: [
          {
            productId: PHOTO_STUDIO,
            qty: 1,
            modifications: [{ id: PLUS_MODIFICATION, active: true }],
          },
        ],
      },
    })
    expect(response.statusCode).toBe(200)
    const [item] = response.json().cart.items as {
      amount: number
      displayAmount: number
      modifications: { key: string; active: boolean; amount: number }[]
    }[]
    // Foto-Studio Pro: 29,99 € + 10,00 € = 39,99 € for the Plus edition.
    expect(item!.amount).toBe(2999)
    expect(item!.modifications.find((m) => m.key === 'plus-edition')).toMatchObject({
      active: true,
      amount: 1000,
    })
    expect(item!.displayAmount).toBe(3999)
  })

  it('gives a Plus licence the Plus downloads, which the hub serves', async () => {
    const line = await buy([
      { productId: PHOTO_STUDIO, qty: 1, modifications: [{ id: PLUS_MODIFICATION, active: true }] },
    ])
    expect(line.price.price).toBe(3999)
    expect(line.modifications.map((modification) => modification.key)).toEqual(['plus-edition'])
    expect(line.downloads.map((file) => file.fileName).sort()).toEqual([
      'photo-studio-pro-plus-mac.dmg',
      'photo-studio-pro-plus-windows.exe',
    ])
    for (const file of line.downloads) {
      expect(file.url).toBeDefined()
      const download = await hub.app.inject({ url: `/v1${file.url!}` })
      expect(download.statusCode, file.fileName).toBe(200)
      expect(download.headers['content-disposition']).toContain(file.fileName)
    }
  })

  it('keeps the full version full: its links are for the full files, and Plus stays refused', async () => {
    const line = await buy([{ productId: PHOTO_STUDIO, qty: 1 }])
    expect(line.downloads.map((file) => file.fileName).sort()).toEqual([
      'photo-studio-pro-full-mac.dmg',
      'photo-studio-pro-full-windows.exe',
    ])
    // A correctly signed link for the Plus file naming the full licence (as an insider with
    // the key could make) is still refused: the licence's edition decides.
    const forged = new DownloadLinks(downloadsConfig()).pageLink({
      fileName: PLUS_FILE,
      productId: PHOTO_STUDIO,
      version: 'plus',
      platform: 'windows',
      licenceId: line.licences[0]!.id,
    })
    const refused = await hub.app.inject({ url: `/v1${forged}` })
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['content-disposition']).toBeUndefined()
  })
})
