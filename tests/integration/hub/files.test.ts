import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ProductDetailDto } from '../../../hub/src/catalog/dto'
import { DEFAULT_DOWNLOAD_DIR } from '../../../hub/src/config'
import { productById } from '../../../hub/src/db/seed/products'
import { setupFileBytes } from '../../../hub/src/db/seed/setup-files'
import { bootHub, databaseTargets, type BootedHub } from './harness'

const FILE = 'photo-studio-pro-trial-windows.exe'

describe.each(databaseTargets())('downloads and images on $name', (target) => {
  let hub: BootedHub
  let expected: Buffer

  beforeAll(async () => {
    hub = await bootHub(target)
    expected = setupFileBytes(productById(1)!, 'trial', 'windows')
  })

  afterAll(async () => {
    await hub?.stop()
  })

  async function downloadCount(slug: string): Promise<number> {
    // A download is not a catalog change (issue 18): a kept answer shows new counts only
    // once it ages out, so these checks read past PGlite's answer cache.
    hub.database.catalogCache?.invalidate()
    const response = await hub.app.inject(`/v1/products/${slug}`)
    return (response.json() as ProductDetailDto).downloadCount
  }

  it('writes the setup files into the download store deterministically', async () => {
    const onDisk = await readFile(path.join(DEFAULT_DOWNLOAD_DIR, FILE))
    expect(onDisk.equals(expected)).toBe(true)
    expect(onDisk.subarray(0, 2).toString()).toBe('MZ')
  })

  it('streams a whole file as an attachment with type, length and ETag', async () => {
    const response = await hub.app.inject(`/v1/downloads/${FILE}`)
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.equals(expected)).toBe(true)
    expect(response.headers['content-type']).toBe('application/vnd.microsoft.portable-executable')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${FILE}"; filename*=UTF-8''${FILE}`,
    )
    expect(response.headers['content-length']).toBe(String(expected.length))
    expect(response.headers['accept-ranges']).toBe('bytes')
    expect(response.headers['etag']).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
  })

  it.each([
    ['weather-frog-trial-android.apk', 'application/vnd.android.package-archive'],
    ['backup-master-trial-mac.dmg', 'application/x-apple-diskimage'],
    ['password-vault-trial-ios.ipa', 'application/octet-stream'],
  ])('serves %s as %s', async (file, type) => {
    const response = await hub.app.inject(`/v1/downloads/${file}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(type)
    if (file.endsWith('.apk') || file.endsWith('.zip') || file.endsWith('.ipa')) {
      expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
    }
  })

  it('serves a byte range with 206 and Content-Range', async () => {
    const response = await hub.app.inject({
      url: `/v1/downloads/${FILE}`,
      headers: { range: 'bytes=100-199' },
    })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-range']).toBe(`bytes 100-199/${expected.length}`)
    expect(response.headers['content-length']).toBe('100')
    expect(response.rawPayload.equals(expected.subarray(100, 200))).toBe(true)
  })

  it('serves open-ended and suffix ranges', async () => {
    const tail = await hub.app.inject({
      url: `/v1/downloads/${FILE}`,
      headers: { range: `bytes=${expected.length - 10}-` },
    })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.equals(expected.subarray(-10))).toBe(true)
    const suffix = await hub.app.inject({
      url: `/v1/downloads/${FILE}`,
      headers: { range: 'bytes=-25' },
    })
    expect(suffix.headers['content-range']).toBe(
      `bytes ${expected.length - 25}-${expected.length - 1}/${expected.length}`,
    )
    expect(suffix.rawPayload.equals(expected.subarray(-25))).toBe(true)
  })

  it('answers 416 for a range beyond the end', async () => {
    const response = await hub.app.inject({
      url: `/v1/downloads/${FILE}`,
      headers: { range: `bytes=${expected.length}-` },
    })
    expect(response.statusCode).toBe(416)
    expect(response.headers['content-range']).toBe(`bytes */${expected.length}`)
    expect(response.headers['content-disposition']).toBeUndefined()
  })

  it('answers 304 for a matching If-None-Match', async () => {
    const first = await hub.app.inject(`/v1/downloads/${FILE}`)
    const etag = first.headers['etag'] as string
    const again = await hub.app.inject({
      url: `/v1/downloads/${FILE}`,
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await hub.app.inject({ method: 'HEAD', url: `/v1/downloads/${FILE}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-length']).toBe(String(expected.length))
    expect(response.rawPayload.length).toBe(0)
  })

  it('counts full downloads, not HEAD probes, revalidations or resumed chunks', async () => {
    const before = await downloadCount('photo-studio-pro')
    await hub.app.inject(`/v1/downloads/${FILE}`)
    await hub.app.inject({ method: 'HEAD', url: `/v1/downloads/${FILE}` })
    await hub.app.inject({ url: `/v1/downloads/${FILE}`, headers: { range: 'bytes=500-' } })
    await hub.app.inject({ url: `/v1/downloads/${FILE}`, headers: { 'if-none-match': '*' } })
    await hub.app.inject({ url: `/v1/downloads/${FILE}`, headers: { range: 'bytes=0-0' } })
    await hub.app.inject(`/v1/downloads/photo-studio-pro-trial-mac.dmg`)
    // Counted once the last byte went out, which may be just after the answer arrived.
    await vi.waitFor(async () => expect(await downloadCount('photo-studio-pro')).toBe(before + 2))
  })

  it('feeds the download counts into the "most downloaded" order', async () => {
    const listing = async () => {
      hub.database.catalogCache?.invalidate()
      return (
        (await hub.app.inject('/v1/products?sort=downloads&first=100')).json() as {
          items: { id: number; downloadCount: number }[]
        }
      ).items
    }
    const before = (await listing()).find((item) => item.id === 53)!.downloadCount
    await hub.app.inject('/v1/downloads/step-counter-free-android.apk')
    await vi.waitFor(async () =>
      expect((await listing()).find((item) => item.id === 53)!.downloadCount).toBe(before + 1),
    )
    const after = await listing()
    const counts = after.map((item) => item.downloadCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it.each([
    '..%2F..%2Fpackage.json',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5C..%5Cpackage.json',
    '%2Fetc%2Fpasswd',
    'photo-studio-pro-trial-windows.exe%00.txt',
    '..',
    '.gitkeep',
    'PHOTO-STUDIO-PRO-TRIAL-WINDOWS.EXE',
    'not-a-file.exe',
    'photo-studio-pro-trial-windows.exe.tmp',
  ])('answers 404 for %s', async (file) => {
    const response = await hub.app.inject(`/v1/downloads/${file}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: expect.any(String) },
    })
  })

  it('never serves a file outside the store via the path itself', async () => {
    for (const url of ['/v1/downloads/../../package.json', '/v1/downloads//etc/passwd']) {
      const response = await hub.app.inject(url)
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('"name": "schaufenster"')
    }
  })

  it('serves artwork as SVG with long caching, a strict CSP and nosniff', async () => {
    const response = await hub.app.inject('/v1/images/product-1-icon.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.body).toMatch(/^<svg [^>]*width="256" height="256"/)
    expect(response.body).toContain('#1b4dd8')
    expect(response.body).not.toMatch(/<script|href=/i)
    const again = await hub.app.inject({
      url: '/v1/images/product-1-icon.svg',
      headers: { 'if-none-match': response.headers['etag'] as string },
    })
    expect(again.statusCode).toBe(304)
    const head = await hub.app.inject({ method: 'HEAD', url: '/v1/images/press-logo-2.svg' })
    expect(head.statusCode).toBe(200)
    expect(head.rawPayload.length).toBe(0)
  })

  it('serves every image the catalog refers to, and 404 for others', async () => {
    const detail = (await hub.app.inject('/v1/products/musikwerkstatt')).json() as ProductDetailDto
    for (const image of [detail.icon, ...detail.gallery]) {
      const response = await hub.app.inject(`/v1/images/${image.file}`)
      expect(response.statusCode, image.file).toBe(200)
      expect(response.body).toContain(`width="${image.width}" height="${image.height}"`)
    }
    for (const file of ['product-9999-icon.svg', 'product-1-screen-9.svg', '..%2Fx.svg', 'x.png']) {
      expect((await hub.app.inject(`/v1/images/${file}`)).statusCode, file).toBe(404)
    }
  })

  it('draws a screenshot as WebP in the widths a srcset asks for, and in no other', async () => {
    const file = 'product-1-screen-2-en-480w.webp'
    const response = await hub.app.inject(`/v1/images/${file}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.headers['cache-control']).toContain('immutable')
    const { width, height, format } = await sharp(response.rawPayload).metadata()
    expect({ width, height, format }).toEqual({ width: 480, height: 300, format: 'webp' })
    const again = await hub.app.inject({
      url: `/v1/images/${file}`,
      headers: { 'if-none-match': String(response.headers['etag']) },
    })
    expect(again.statusCode).toBe(304)
    // Only drawings with text, only listed widths: nothing makes the hub draw at will.
    for (const refused of [
      'product-1-screen-2-en-481w.webp',
      'product-1-screen-2-en-9999w.webp',
      'product-1-icon-480w.webp',
      'product-9999-screen-1-de-480w.webp',
      'product-1-screen-2-480w.webp',
    ]) {
      expect((await hub.app.inject(`/v1/images/${refused}`)).statusCode, refused).toBe(404)
    }
  })
})
