import { describe, expect, it } from 'vitest'
import { renderArtwork } from '../../../hub/src/db/seed/artwork'
import { PLATFORM_CATEGORIES, PRODUCT_CATEGORIES } from '../../../hub/src/db/seed/categories'
import { SEED_PAGES } from '../../../hub/src/db/seed/pages'
import { productContentFor, versionsOf } from '../../../hub/src/db/seed/product-content'
import { SEED_PRODUCTS } from '../../../hub/src/db/seed/products'
import {
  buildZip,
  downloadStoreFiles,
  setupFileBytes,
  setupFilesFor,
} from '../../../hub/src/db/seed/setup-files'

describe('seed catalog', () => {
  it('has unique ids and slugs per language', () => {
    expect(new Set(SEED_PRODUCTS.map((p) => p.id)).size).toBe(SEED_PRODUCTS.length)
    expect(new Set(SEED_PRODUCTS.map((p) => p.slugDe)).size).toBe(SEED_PRODUCTS.length)
    expect(new Set(SEED_PRODUCTS.map((p) => p.slugEn)).size).toBe(SEED_PRODUCTS.length)
  })

  it('writes British English, as the rest of the shop does, in every English name and text', () => {
    const american = [
      /\bflashlight/i,
      /\bmath\b/i,
      /\bcolor/i,
      /\bfavorite/i,
      /\borganiz/i,
      /\bcenter\b/i,
      /\bgrade\b/i,
      /\blicense\b/i,
    ]
    for (const product of SEED_PRODUCTS) {
      const texts = [
        product.nameEn,
        product.slugEn,
        product.en.short,
        product.en.description,
        ...product.en.functions,
      ]
      for (const text of texts) {
        for (const pattern of american) expect(text, product.nameEn).not.toMatch(pattern)
      }
    }
  })

  it('calls no program "Plus" that sells a Plus edition besides itself', () => {
    for (const product of SEED_PRODUCTS.filter((candidate) => candidate.plus)) {
      expect(product.nameDe).not.toMatch(/\bPlus\b/)
      expect(product.nameEn).not.toMatch(/\bPlus\b/)
    }
  })

  it('names the primary platform first and only known categories', () => {
    const known = new Set(PRODUCT_CATEGORIES.map((category) => category.slugEn))
    for (const product of SEED_PRODUCTS) {
      expect(product.platforms[0]).toBe(product.platform)
      expect(product.categories.length).toBeGreaterThan(0)
      for (const category of product.categories) expect(known.has(category)).toBe(true)
    }
  })

  it('gives platform types the same slug in both languages and product categories their own', () => {
    for (const category of PLATFORM_CATEGORIES) expect(category.slugDe).toBe(category.slugEn)
    for (const category of PRODUCT_CATEGORIES) expect(category.slugDe).not.toBe(category.slugEn)
  })

  it('writes every feature as "Title: sentence" in both languages', () => {
    for (const product of SEED_PRODUCTS) {
      const content = productContentFor(product)
      for (const locale of ['de', 'en'] as const) {
        expect(content[locale].functions.length).toBe(3)
        for (const feature of content[locale].functions) {
          expect(feature.title.length).toBeGreaterThan(2)
          expect(feature.text).toMatch(/[.!]$/)
        }
      }
    }
  })

  it('gives free products only a free version and paid ones a trial', () => {
    for (const product of SEED_PRODUCTS) {
      const versions = versionsOf(product)
      if (product.prices[0] === 0) expect(versions).toEqual(['free'])
      else expect(versions).toContain('trial')
    }
  })

  it('has a German and an English path for every content page', () => {
    for (const page of SEED_PAGES) {
      expect(page.de.path).toMatch(/^\//)
      expect(page.en.path).toMatch(/^\//)
      expect(page.de.blocks.length).toBe(page.en.blocks.length)
    }
  })
})

describe('setup files', () => {
  it('are deterministic and between 2 and 9 KB', () => {
    for (const product of SEED_PRODUCTS.slice(0, 10)) {
      for (const file of setupFilesFor(product)) {
        const bytes = setupFileBytes(product, file.version, file.platform)
        expect(bytes.equals(setupFileBytes(product, file.version, file.platform))).toBe(true)
        expect(bytes.length).toBe(file.sizeBytes)
        expect(bytes.length).toBeGreaterThan(2000)
        expect(bytes.length).toBeLessThan(9000)
      }
    }
  })

  it('covers every setup file, each name once', () => {
    const names = downloadStoreFiles().map((file) => file.fileName)
    expect(new Set(names).size).toBe(names.length)
    const setupNames = SEED_PRODUCTS.flatMap(setupFilesFor).map((file) => file.fileName)
    expect(names).toEqual(expect.arrayContaining(setupNames))
    // The press kits are made on request (hub/src/press/), not kept in the store.
    expect(names.filter((name) => name.endsWith('.zip'))).toEqual([])
  })

  it('builds ZIP archives whose entries read back with their CRC', () => {
    const data = Buffer.from('Hallo Welt – grüße\n', 'utf8')
    const zip = buildZip([{ name: 'LIESMICH.txt', data }])
    expect(zip.readUInt32LE(0)).toBe(0x04034b50)
    const nameLength = zip.readUInt16LE(26)
    expect(zip.subarray(30, 30 + nameLength).toString()).toBe('LIESMICH.txt')
    const stored = zip.subarray(30 + nameLength, 30 + nameLength + zip.readUInt32LE(18))
    expect(stored.equals(data)).toBe(true)
    const end = zip.subarray(zip.length - 22)
    expect(end.readUInt32LE(0)).toBe(0x06054b50)
    expect(end.readUInt16LE(10)).toBe(1)
  })
})

describe('artwork', () => {
  it('draws icons, screenshots and press logos in the brand colours with known sizes', () => {
    const icon = renderArtwork('product-1-icon.svg')!
    expect(icon).toMatchObject({ width: 256, height: 256 })
    expect(icon.svg).toContain('#1b4dd8')
    expect(icon.svg).toContain('#ff6a3d')
    expect(renderArtwork('product-143-screen-3-de.svg')).toMatchObject({ width: 1280, height: 800 })
    expect(renderArtwork('product-143-screen-3-en.svg')).toMatchObject({ width: 1280, height: 800 })
    expect(renderArtwork('press-logo-6.svg')).toMatchObject({ width: 240, height: 80 })
  })

  it('escapes names and knows no other files', () => {
    expect(renderArtwork('product-88-icon.svg')!.svg).toContain('Grandma&#39;s Cookbook')
    for (const file of [
      'product-2-screen-4-de.svg',
      // Screenshots exist per language only (issue 24).
      'product-143-screen-3.svg',
      'product-999-icon.svg',
      'press-logo-7.svg',
      'x.svg',
    ]) {
      expect(renderArtwork(file)).toBeNull()
    }
  })
})
