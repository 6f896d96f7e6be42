import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountClient,
  bootAccountsHub,
  customerWithOrder,
  uniqueEmail,
  type AccountsHub,
} from '../accounts/helpers'
import { TestSmtpServer } from '../forms/smtp'
import { databaseTargets } from '../hub/harness'

// Issue 19, point 1: mobile apps are installed from their store pages, never from a raw
// .apk/.ipa — also after they were bought: the order answer, the account's licences and
// the order mail give the store page (product data) for the Android and iOS editions, and
// a signed download only for the desktop ones.

const NOTES = 21 // Schnellnotiz: Mac and iOS
const VOCABULARY = 67 // Vokabeltrainer Französisch: iOS and Android

interface Download {
  fileName: string
  platform: string
  url?: string
  storeUrl?: string
}

const STORE = /^https:\/\/(apps\.apple\.com|play\.google\.com)\//

describe.each(databaseTargets())('a bought mobile app on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: AccountsHub

  beforeAll(async () => {
    await smtp.start()
    hub = await bootAccountsHub(target, smtp)
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
  })

  it('links its store pages in the order and the mail, and the desktop file signed', async () => {
    const email = uniqueEmail('mobile')
    const placed = await accountClient(hub).placeOrder(email, [{ productId: NOTES, qty: 1 }])
    const downloads = (placed.order.products[0] as unknown as { downloads: Download[] }).downloads
    const byPlatform = new Map(downloads.map((file) => [file.platform, file]))
    expect([...byPlatform.keys()].sort()).toEqual(['ios', 'mac'])
    expect(byPlatform.get('ios')!.storeUrl).toMatch(/^https:\/\/apps\.apple\.com\//)
    expect(byPlatform.get('ios')!.url).toBeUndefined()
    expect(byPlatform.get('mac')!.storeUrl).toBeUndefined()
    expect(byPlatform.get('mac')!.url).toMatch(/\.dmg\?licence=.+&signature=/)

    const mail = await smtp.waitFor((received) => received.to === email)
    expect(mail.text).toContain(byPlatform.get('ios')!.storeUrl!)
    expect(mail.text).not.toMatch(/\.ipa\b/)
    expect(mail.text).toMatch(/\.dmg\?licence=/)
  })

  it('gives only store pages for an app without a desktop edition, in the account too', async () => {
    const email = uniqueEmail('mobile-account')
    const { session } = await customerWithOrder(hub, smtp, email, [
      { productId: VOCABULARY, qty: 1 },
    ])
    const answer = await accountClient(hub).call('GET', '/v1/accounts/me/licences', { session })
    expect(answer.statusCode).toBe(200)
    const { licences } = answer.json() as {
      licences: { productId: number; downloads: Download[] }[]
    }
    const licence = licences.find((entry) => entry.productId === VOCABULARY)!
    expect(licence.downloads.map((file) => file.platform).sort()).toEqual(['android', 'ios'])
    for (const file of licence.downloads) {
      expect(file.storeUrl).toMatch(STORE)
      expect(file.url).toBeUndefined()
    }
  })
})
