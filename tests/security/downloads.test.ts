import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { GraphApp } from '../../graph/src/app'
import { productDownloadCounts } from '../../hub/src/db/schema-downloads'
import { attachments } from '../../hub/src/db/schema-forms'
import { productById } from '../../hub/src/db/seed/products'
import { setupFileBytes } from '../../hub/src/db/seed/setup-files'
import { downloadsConfig } from '../../hub/src/downloads/config'
import { DownloadLinks } from '../../hub/src/downloads/links'
import { sweepOrphanAttachments } from '../../hub/src/forms/attachments'
import { formsConfig } from '../../hub/src/forms/config'
import {
  accountClient,
  bootAccountsHub,
  customerWithOrder,
  nextMail,
  uniqueEmail,
  type AccountsHub,
} from '../integration/accounts/helpers'
import { PUBLIC_BASE_URL } from '../integration/forms/boot'
import { TestSmtpServer } from '../integration/forms/smtp'
import { bootGatewayOver } from '../integration/graph/harness'
import { bootHub, databaseTargets, type BootedHub } from '../integration/hub/harness'

// Issue 18, points 2 and 11: a paid edition is served only through a signed link issued to a
// holder of a licence for it; trial and free stay public; a download counts once per
// completed whole-file request and never flushes the PGlite catalog cache; ticket uploads no
// ticket took within the hour are deleted, and each address has an upload quota.

const FULL = 'photo-studio-pro-full-windows.exe'
const FULL_MAC = 'photo-studio-pro-full-mac.dmg'
const PLUS = 'photo-studio-pro-plus-windows.exe'
const TRIAL = 'photo-studio-pro-trial-windows.exe'
const FREE = 'step-counter-free-android.apk'
const OFFICE_FULL = 'office-suite-full-windows.exe'

interface Download {
  fileName: string
  platform: string
  url?: string
}
interface PlacedOrder {
  order: {
    orderNumber: string
    products: { productId: number; licences: { id: string }[]; downloads: Download[] }[]
  }
  accessToken: string
}

/** The hub's path of a storefront download link (`/downloads/…` → `/v1/downloads/…`). */
const hubPath = (link: string) => `/v1${link}`

/** A link with one query parameter replaced. */
function withParam(link: string, name: string, value: string): string {
  const url = new URL(link, 'http://x.invalid')
  url.searchParams.set(name, value)
  return `${url.pathname}${url.search}`
}

/** The same query on another file. */
const onFile = (link: string, file: string) =>
  link.replace(/^\/downloads\/[^?]+/, `/downloads/${file}`)

describe.each(databaseTargets())('paid downloads and download counting on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: AccountsHub
  let graph: GraphApp
  let client: ReturnType<typeof accountClient>
  let photo: PlacedOrder
  let office: PlacedOrder
  let photoEmail: string

  const fullBytes = () => setupFileBytes(productById(1)!, 'full', 'windows')
  const get = (url: string, headers: Record<string, string> = {}) =>
    hub.app.inject({ method: 'GET', url, headers })
  const linkOf = (placed: PlacedOrder, file: string) => {
    const link = placed.order.products[0]!.downloads.find((d) => d.fileName === file)?.url
    if (!link) throw new Error(`no signed link for ${file}`)
    return link
  }

  beforeAll(async () => {
    await smtp.start()
    hub = await bootAccountsHub(target, smtp)
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '5000' })
    client = accountClient(hub)
    photoEmail = uniqueEmail('photo')
    photo = (await client.placeOrder(photoEmail, [
      { productId: 1, qty: 1 },
    ])) as unknown as PlacedOrder
    office = (await client.placeOrder(uniqueEmail('office'), [
      { productId: 2, qty: 1 },
    ])) as unknown as PlacedOrder
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
    await smtp.stop()
  })

  function expectRefused(
    response: Awaited<ReturnType<typeof get>>,
    code = 'DOWNLOAD_LINK_INVALID',
  ) {
    expect(response.statusCode).toBe(403)
    expect(response.headers['content-disposition']).toBeUndefined()
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ error: { code, message: expect.any(String) } })
    expect(response.rawPayload.includes(fullBytes().subarray(0, 64))).toBe(false)
  }

  it('refuses a full or plus edition without a link, on the hub and through the gateway', async () => {
    expectRefused(await get(`/v1/downloads/${FULL}`), 'DOWNLOAD_LINK_REQUIRED')
    expectRefused(await get(`/v1/downloads/${PLUS}`), 'DOWNLOAD_LINK_REQUIRED')
    expectRefused(
      await hub.app.inject({ method: 'HEAD', url: `/v1/downloads/${FULL}` }).then((r) => {
        expect(r.statusCode).toBe(403)
        return get(`/v1/downloads/${FULL}`, { range: 'bytes=0-0' })
      }),
      'DOWNLOAD_LINK_REQUIRED',
    )
    const viaGateway = await graph.app.inject({ method: 'GET', url: `/downloads/${FULL}` })
    expect(viaGateway.statusCode).toBe(403)
    expect(viaGateway.json().error.code).toBe('DOWNLOAD_LINK_REQUIRED')
  })

  it('keeps trial and free editions public', async () => {
    for (const file of [TRIAL, FREE]) {
      const response = await get(`/v1/downloads/${file}`)
      expect(response.statusCode, file).toBe(200)
      expect(response.headers['cache-control']).toBe('public, max-age=3600')
    }
  })

  it("serves the full version to the buyer's signed link, on the hub and through the gateway", async () => {
    const link = linkOf(photo, FULL)
    expect(link).toMatch(/^\/downloads\/photo-studio-pro-full-windows\.exe\?licence=/)
    const response = await get(hubPath(link))
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.equals(fullBytes())).toBe(true)
    // A shared cache must not keep the licence holder's file for everyone.
    expect(response.headers['cache-control']).toBe('private, no-store')
    const viaGateway = await graph.app.inject({ method: 'GET', url: link })
    expect(viaGateway.statusCode).toBe(200)
    expect(viaGateway.rawPayload.equals(fullBytes())).toBe(true)
  })

  it('refuses a link whose product, version, platform, expiry or signature was altered', async () => {
    const link = linkOf(photo, FULL)
    const url = new URL(link, 'http://x.invalid')
    const expires = Number(url.searchParams.get('expires'))
    const signature = url.searchParams.get('signature')!
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    const altered = {
      product: onFile(link, OFFICE_FULL),
      version: onFile(link, PLUS),
      platform: onFile(link, FULL_MAC),
      expiry: withParam(link, 'expires', String(expires + 3600)),
      signature: withParam(link, 'signature', flipped),
      licence: withParam(link, 'licence', office.order.products[0]!.licences[0]!.id),
      garbage: withParam(link, 'expires', '1e12'),
    }
    for (const [what, alteredLink] of Object.entries(altered)) {
      const response = await get(hubPath(alteredLink))
      expect(response.statusCode, what).toBe(403)
      expectRefused(response)
    }
  })

  it('refuses an expired link, and says so', async () => {
    const links = new DownloadLinks(downloadsConfig(), () => Date.now() - 2 * 3600_000)
    const licenceId = photo.order.products[0]!.licences[0]!.id
    const subject = {
      fileName: FULL,
      productId: 1,
      version: 'full',
      platform: 'windows',
      licenceId,
    }
    const expired = links.pageLink(subject)
    expectRefused(await get(hubPath(expired)), 'DOWNLOAD_LINK_EXPIRED')
    // The same signer with the present time: the link works, so only the expiry refused it.
    expect(
      (await get(hubPath(new DownloadLinks(downloadsConfig()).pageLink(subject)))).statusCode,
    ).toBe(200)
  })

  it("refuses a link for another licence holder's product, even when correctly signed", async () => {
    // Office Suite's buyer owns no Photo Studio Pro licence: a link naming their licence for
    // Photo Studio Pro (signed with the hub's own key, as an insider could) still fails,
    // because the licence must be one for the file's product.
    const officeLicence = office.order.products[0]!.licences[0]!.id
    const forged = new DownloadLinks(downloadsConfig()).pageLink({
      fileName: FULL,
      productId: 1,
      version: 'full',
      platform: 'windows',
      licenceId: officeLicence,
    })
    expectRefused(await get(hubPath(forged)))
    // Their own link works for their own product only.
    expect((await get(hubPath(linkOf(office, OFFICE_FULL)))).statusCode).toBe(200)
    expectRefused(await get(hubPath(onFile(linkOf(office, OFFICE_FULL), FULL))))
  })

  it('refuses a link signed with another key (the public development value elsewhere)', async () => {
    const other = new DownloadLinks(downloadsConfig({ DOWNLOAD_LINK_SECRET: 'x'.repeat(48) }))
    const licenceId = photo.order.products[0]!.licences[0]!.id
    const link = other.pageLink({
      fileName: FULL,
      productId: 1,
      version: 'full',
      platform: 'windows',
      licenceId,
    })
    expectRefused(await get(hubPath(link)))
  })

  it('puts working signed links into the order mail, the order view and the account licences', async () => {
    const mail = await nextMail(smtp, photoEmail, (m) => m.text.includes(photo.order.orderNumber))
    const mailed = mail.text
      .split(/\s+/)
      .find((word) => word.startsWith(`${PUBLIC_BASE_URL}/downloads/${FULL}?`))
      ?.slice(PUBLIC_BASE_URL.length)
    expect(mailed).toBeDefined()
    // The mail says how long its links work and where fresh ones are.
    expect(mail.text).toContain('72 Stunden gültig')
    expect((await get(hubPath(mailed!))).statusCode).toBe(200)
    // The mail never carries the bare, public-looking path of the paid file.
    expect(mail.text).not.toMatch(/photo-studio-pro-full-windows\.exe(\s|$)/)

    const read = await hub.app.inject({
      method: 'GET',
      url: `/v1/orders/${photo.order.orderNumber}`,
      headers: { 'x-order-access-token': photo.accessToken },
    })
    const readLink = (read.json() as PlacedOrder).order.products[0]!.downloads.find(
      (d) => d.fileName === FULL,
    )?.url
    expect((await get(hubPath(readLink!))).statusCode).toBe(200)

    const buyer = await customerWithOrder(hub, smtp, uniqueEmail('account'))
    const licences = await client.call('GET', '/v1/accounts/me/licences', {
      session: buyer.session,
    })
    expect(licences.statusCode).toBe(200)
    const [licence] = licences.json().licences as { id: string; downloads: Download[] }[]
    const accountLink = licence!.downloads.find((d) => d.fileName === FULL)?.url
    expect(accountLink).toContain(`licence=${licence!.id}`)
    expect((await get(hubPath(accountLink!))).statusCode).toBe(200)
  })

  it('gives the signed link to the storefront through GraphQL', async () => {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-order-token': photo.accessToken },
      payload: {
        query: `query ($n: String!) { order(orderNumber: $n) { items { downloads { fileName downloadUrl } } } }`,
        variables: { n: photo.order.orderNumber },
      },
    })
    const body = response.json() as {
      data?: { order: { items: { downloads: { fileName: string; downloadUrl: string }[] }[] } }
      errors?: unknown
    }
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
    const file = body.data!.order.items[0]!.downloads.find((d) => d.fileName === FULL)!
    expect(file.downloadUrl).toMatch(/\?licence=.+&expires=\d+&signature=/)
    const countOf = async () =>
      (
        await hub.database.db
          .select()
          .from(productDownloadCounts)
          .where(eq(productDownloadCounts.productId, 1))
      )[0]?.count ?? 0
    const countBefore = await countOf()
    const download = await graph.app.inject({ method: 'GET', url: file.downloadUrl })
    expect(download.statusCode).toBe(200)
    // The count is written after the answer; wait for it so the next test starts from rest.
    await vi.waitFor(async () => expect(await countOf()).toBe(countBefore + 1))
  })

  describe('counting', () => {
    const counted = async (productId: number) => {
      const [row] = await hub.database.db
        .select()
        .from(productDownloadCounts)
        .where(eq(productDownloadCounts.productId, productId))
      return row?.count ?? 0
    }
    const shown = async () =>
      (await get('/v1/products/photo-studio-pro')).json().downloadCount as number

    it('does not count a 1-byte Range, a resumed chunk, HEAD or a revalidation', async () => {
      const before = await counted(1)
      expect((await get(`/v1/downloads/${TRIAL}`, { range: 'bytes=0-0' })).statusCode).toBe(206)
      expect((await get(`/v1/downloads/${TRIAL}`, { range: 'bytes=100-' })).statusCode).toBe(206)
      await hub.app.inject({ method: 'HEAD', url: `/v1/downloads/${TRIAL}` })
      await get(`/v1/downloads/${TRIAL}`, { 'if-none-match': '*' })
      // A whole download afterwards is counted: once it is, the probes before it were not.
      await get(`/v1/downloads/${TRIAL}`)
      await vi.waitFor(async () => expect(await counted(1)).toBe(before + 1))
    })

    it('counts a completed download exactly once', async () => {
      const before = await counted(1)
      const response = await get(`/v1/downloads/${TRIAL}`)
      expect(response.statusCode).toBe(200)
      await vi.waitFor(async () => expect(await counted(1)).toBe(before + 1))
      // A second, later request is a second download; the first is still counted once.
      await get(`/v1/downloads/${TRIAL}`)
      await vi.waitFor(async () => expect(await counted(1)).toBe(before + 2))
    })

    it('shows the counted downloads in the catalog, at the latest when a cached answer ages out', async () => {
      const cache = hub.database.catalogCache
      const before = await shown()
      const counts = await counted(1)
      await get(`/v1/downloads/${TRIAL}`)
      await vi.waitFor(async () => expect(await counted(1)).toBe(counts + 1))
      if (cache) {
        // Kept answers live a minute at most (answer-cache.ts): a minute later the new count shows.
        const later = Date.now() + cache.maxAgeMs + 1000
        const clock = vi.spyOn(cache, 'now').mockReturnValue(later)
        try {
          expect(await shown()).toBe(before + 1)
        } finally {
          clock.mockRestore()
        }
      } else {
        expect(await shown()).toBe(before + 1)
      }
    })

    it.runIf(target.name === 'pglite')('never flushes the catalog cache', async () => {
      const cache = hub.database.catalogCache!
      await shown()
      const generation = cache.generation
      const size = cache.size
      expect(size).toBeGreaterThan(0)
      const before = await counted(1)
      await get(`/v1/downloads/${TRIAL}`, { range: 'bytes=0-0' })
      await get(`/v1/downloads/${TRIAL}`)
      await get(hubPath(linkOf(photo, FULL)))
      await vi.waitFor(async () => expect(await counted(1)).toBe(before + 2))
      expect(cache.generation).toBe(generation)
      expect(cache.size).toBe(size)
    })
  })
})

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

function multipart(fileName: string, content: Buffer, type = 'image/png') {
  const boundary = '----uploadboundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

describe.each(databaseTargets())('ticket uploads on $name', (target) => {
  const HOUR = 3600_000
  let hub: BootedHub
  let dir: string
  let mailDir: string
  let ipCounter = 0
  const freshIp = () => `192.0.2.${++ipCounter}`

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'uploads-'))
    mailDir = await mkdtemp(path.join(tmpdir(), 'upload-mail-'))
    hub = await bootHub(target, {
      forms: {
        config: formsConfig({
          ATTACHMENT_DIR: dir,
          MAIL_DIR: mailDir,
          FORMS_RATE_LIMIT_MAX: 1000,
          UPLOAD_QUOTA_MAX_FILES: 3,
          UPLOAD_QUOTA_MAX_BYTES: 64 * 1024,
          UPLOAD_QUOTA_WINDOW_MS: HOUR,
        }),
      },
    })
  })

  afterAll(async () => {
    await hub?.stop()
    await rm(dir, { recursive: true, force: true })
    await rm(mailDir, { recursive: true, force: true })
  })

  const upload = (ip: string, content = PNG, locale: 'de' | 'en' = 'de') => {
    const form = multipart('screen.png', content)
    return hub.app.inject({
      method: 'POST',
      url: '/v1/attachments',
      headers: { 'content-type': form.contentType, 'accept-language': locale, 'x-client-ip': ip },
      payload: form.body,
    })
  }
  const rowOf = async (id: string) =>
    (await hub.database.db.select().from(attachments).where(eq(attachments.id, id)))[0]
  const sweep = (now: Date) =>
    sweepOrphanAttachments(hub.database.db, dir, {
      orphanAfterMs: HOUR,
      quotaWindowMs: HOUR,
      now,
    })

  it('deletes an upload no ticket took within the hour, file and row, and keeps attached ones', async () => {
    const ip = freshIp()
    const orphan = (await upload(ip)).json().attachmentId as string
    const attached = (await upload(ip)).json().attachmentId as string
    const ticket = await hub.app.inject({
      method: 'POST',
      url: '/v1/tickets',
      headers: { 'x-client-ip': ip },
      payload: {
        topic: 'problem-with-program',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        message: 'The program crashes on start.',
        attachmentId: attached,
        operatingSystem: 'windows-11',
        version: 'fullversion',
        productId: '1',
      },
    })
    expect(ticket.statusCode, ticket.body).toBe(201)
    const orphanFile = path.join(dir, (await rowOf(orphan))!.storedName)
    const attachedFile = path.join(dir, (await rowOf(attached))!.storedName)

    // Within the hour nothing goes: the visitor may still be writing the ticket.
    await sweep(new Date(Date.now() + HOUR - 60_000))
    expect(await rowOf(orphan)).toBeDefined()
    expect(await stat(orphanFile).then(() => true)).toBe(true)

    await sweep(new Date(Date.now() + HOUR + 60_000))
    expect(await rowOf(orphan)).toBeUndefined()
    await expect(stat(orphanFile)).rejects.toThrow()
    // The ticket's attachment stays, and its uploader's address is forgotten.
    expect(await rowOf(attached)).toMatchObject({ uploaderIp: null })
    expect(await stat(attachedFile).then(() => true)).toBe(true)
  })

  it.runIf(target.name === 'postgres')(
    'answers a localized 400, never a 500, when the sweep deletes the upload while the ticket is sent',
    async () => {
      const ip = freshIp()
      const id = (await upload(ip)).json().attachmentId as string
      // The sweep's delete, caught before it commits: a transaction on another pooled
      // connection holds it open until the ticket's transaction waits for the row.
      let commit!: () => void
      const held = new Promise<void>((resolve) => (commit = resolve))
      const deleting = hub.database.db.transaction(async (tx) => {
        await tx.delete(attachments).where(eq(attachments.id, id))
        await held
      })
      const sending = hub.app.inject({
        method: 'POST',
        url: '/v1/tickets',
        headers: { 'x-client-ip': ip, 'accept-language': 'en' },
        payload: {
          topic: 'problem-with-program',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada-race@example.com',
          message: 'The program crashes on start.',
          attachmentId: id,
          operatingSystem: 'windows-11',
          version: 'fullversion',
          productId: '1',
        },
      })
      const waiting = sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`
      await vi.waitFor(
        async () => {
          const result = (await hub.database.db.execute(waiting)) as unknown as
            { rows: { n: number }[] } | { n: number }[]
          const rows = Array.isArray(result) ? result : result.rows
          expect(rows[0]?.n).toBeGreaterThan(0)
        },
        { timeout: 10_000, interval: 20 },
      )
      commit()
      await deleting
      const ticket = await sending
      expect(ticket.statusCode, ticket.body).toBe(400)
      expect(JSON.stringify(ticket.json().error.fields)).toMatch(/attachment/i)
    },
  )

  it('deletes a stored file that never got its row, once it is old', async () => {
    const leftover = path.join(dir, '00000000-0000-4000-8000-000000000000')
    await writeFile(leftover, PNG)
    await sweep(new Date(Date.now() + HOUR + 60_000))
    await expect(stat(leftover)).rejects.toThrow()
  })

  it('holds each address to its upload quota in files, with the localized limit answer', async () => {
    const ip = freshIp()
    for (let i = 0; i < 3; i += 1) expect((await upload(ip)).statusCode).toBe(201)
    const refused = await upload(ip, PNG, 'en')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('RATE_LIMITED')
    const german = await upload(ip, PNG, 'de')
    expect(german.json().error.message).not.toBe(refused.json().error.message)
    // Another address is not affected.
    expect((await upload(freshIp())).statusCode).toBe(201)
  })

  it('holds each address to its upload quota in bytes, and keeps nothing of a refused file', async () => {
    const ip = freshIp()
    const big = Buffer.concat([PNG, Buffer.alloc(40 * 1024, 1)])
    expect((await upload(ip, big)).statusCode).toBe(201)
    const before = await readdir(dir)
    const refused = await upload(ip, big)
    expect(refused.statusCode).toBe(429)
    expect(await readdir(dir)).toEqual(before)
  })
})
