import { createHash } from 'node:crypto'
import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import type { VersionKind } from '../catalog-schema'
import type { Platform } from '../schema'
import { SEED_PRODUCTS, type SeedProduct } from './products'
import { versionsOf } from './product-content'

// The download store holds small but real placeholder installers, generated from the
// seed so that every checkout and every test run has byte-identical files.

export const SETUP_EXTENSIONS: Record<Platform, string> = {
  windows: 'exe',
  mac: 'dmg',
  android: 'apk',
  ios: 'ipa',
}

export interface SeedSetupFile {
  fileName: string
  productId: number
  version: VersionKind
  platform: Platform
  sizeBytes: number
}

export function setupFileName(product: SeedProduct, version: VersionKind, platform: Platform) {
  return `${product.slugEn}-${version}-${platform}.${SETUP_EXTENSIONS[platform]}`
}

export function setupFilesFor(product: SeedProduct): SeedSetupFile[] {
  return versionsOf(product).flatMap((version) =>
    product.platforms.map((platform) => {
      const fileName = setupFileName(product, version, platform)
      return {
        fileName,
        productId: product.id,
        version,
        platform,
        sizeBytes: setupFileBytes(product, version, platform).length,
      }
    }),
  )
}

// Deterministic filler: a SHA-256 chain seeded by the file name, so sizes and ETags
// stay stable across runs while the bytes are not trivially repetitive.
function filler(seed: string, length: number): Buffer {
  const chunks: Buffer[] = []
  let block = createHash('sha256').update(seed).digest()
  let total = 0
  while (total < length) {
    chunks.push(block)
    total += block.length
    block = createHash('sha256').update(block).digest()
  }
  return Buffer.concat(chunks).subarray(0, length)
}

function readme(product: SeedProduct, version: VersionKind, platform: Platform): string {
  return [
    'Schaufenster Software GmbH – placeholder installer',
    `Product: ${product.nameEn} (${product.nameDe})`,
    `Product id: ${product.id}`,
    `Version: ${version}`,
    `Platform: ${platform}`,
    'This file is a demo download of a fictional publisher; it installs nothing.',
    '',
  ].join('\n')
}

interface ZipEntry {
  name: string
  data: Buffer
}

/** A minimal ZIP archive with stored (uncompressed) entries; APKs and IPAs are ZIPs too. */
export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const crc = crc32(entry.data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(0, 8) // stored
    local.writeUInt32LE(0, 10) // time and date: 1980-01-00, deterministic
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(entry.data.length, 18)
    local.writeUInt32LE(entry.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(0, 10)
    central.writeUInt32LE(0, 12)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(entry.data.length, 20)
    central.writeUInt32LE(entry.data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, entry.data)
    centrals.push(central, name)
    offset += local.length + name.length + entry.data.length
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, ...centrals, end])
}

export function setupFileBytes(
  product: SeedProduct,
  version: VersionKind,
  platform: Platform,
): Buffer {
  const name = setupFileName(product, version, platform)
  const text = Buffer.from(readme(product, version, platform), 'utf8')
  const size = 2048 + (createHash('sha256').update(name).digest().readUInt16BE(0) % 6144)
  const payload = filler(name, size)
  if (platform === 'android' || platform === 'ios') {
    return buildZip([
      { name: 'README.txt', data: text },
      { name: platform === 'android' ? 'classes.bin' : 'Payload/app.bin', data: payload },
    ])
  }
  // "MZ" starts every Windows executable; the disk image just carries its readme.
  const magic = platform === 'windows' ? Buffer.from('MZ') : Buffer.alloc(0)
  return Buffer.concat([magic, text, payload])
}

/**
 * Every file of the download store with its bytes. The press kits are no files of the store:
 * the hub makes them on request (hub/src/press/, decision 0029).
 */
export function downloadStoreFiles(): { fileName: string; bytes: () => Buffer }[] {
  return SEED_PRODUCTS.flatMap((product) =>
    versionsOf(product).flatMap((version) =>
      product.platforms.map((platform) => ({
        fileName: setupFileName(product, version, platform),
        bytes: () => setupFileBytes(product, version, platform),
      })),
    ),
  )
}

/**
 * Writes missing or outdated files of the download store. Each file is written under a
 * temporary name and renamed, so concurrent starts (parallel test files) never serve a
 * half-written file.
 */
export async function writeDownloadStore(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  await Promise.all(
    downloadStoreFiles().map(async ({ fileName, bytes }) => {
      const target = path.join(dir, fileName)
      const data = bytes()
      const existing = await stat(target).catch(() => null)
      if (existing?.isFile() && existing.size === data.length) return
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      await writeFile(temporary, data)
      await rename(temporary, target)
    }),
  )
}
