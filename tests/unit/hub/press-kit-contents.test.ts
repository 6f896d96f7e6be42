import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FICTIONAL_COMPANY } from '@schaufenster/config'
import { PRODUCT_FACTS } from '../../../hub/src/db/seed/product-facts'
import { productContentFor } from '../../../hub/src/db/seed/product-content'
import { SEED_PRODUCTS } from '../../../hub/src/db/seed/products'
import { PRESS_CONTACT } from '../../../hub/src/db/seed/press-office'
import type { ProductSheet } from '../../../hub/src/press/fact-sheet'
import {
  COMPANY_KIT_PROGRAMS,
  KIT_SIZES,
  companyKitPlan,
  productKitPlan,
} from '../../../hub/src/press/kit-contents'

// What a press kit holds is planned before anything is drawn (hub/src/press/kit-contents.ts);
// the storefront's download page describes the kits in its own texts: both must agree.

const context = { contact: PRESS_CONTACT, company: FICTIONAL_COMPANY }

function sheetOf(productId: number): ProductSheet {
  const product = SEED_PRODUCTS.find((candidate) => candidate.id === productId)!
  const facts = PRODUCT_FACTS[productId]!
  const content = productContentFor(product)
  return {
    id: product.id,
    names: { de: product.nameDe, en: product.nameEn },
    slugs: { de: product.slugDe, en: product.slugEn },
    short: { de: product.de.short, en: product.en.short },
    releaseDate: product.releaseDate,
    platforms: [...product.platforms],
    category: null,
    priceEur: product.prices[0],
    version: facts.version,
    versionDate: facts.changelog[0]!.date,
    facts,
    functions: { de: content.de.functions, en: content.en.functions },
  }
}

const texts = (locale: 'de' | 'en') =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../../web/public/locales', locale, 'press.json'),
      'utf8',
    ),
  ) as { kits: { companyContents: string; programsContents: string } }

describe('press kit contents', () => {
  it('plans the read-mes first, each file once, every picture stored as it is', () => {
    for (const plan of [
      productKitPlan(sheetOf(143), context),
      companyKitPlan(
        {
          programs: 44,
          programsPerPlatform: { windows: 1, mac: 1, android: 1, ios: 1 },
          releases: [],
          asOf: '2026-10-14',
        },
        SEED_PRODUCTS.filter((product) =>
          (COMPANY_KIT_PROGRAMS as readonly number[]).includes(product.id),
        ).map((product) => ({
          id: product.id,
          slugs: { de: product.slugDe, en: product.slugEn },
          names: { de: product.nameDe, en: product.nameEn },
        })),
        context,
      ),
    ]) {
      const names = plan.entries.map((entry) => entry.name)
      expect(names.slice(0, 2)).toEqual(['LIESMICH.txt', 'README.txt'])
      expect(new Set(names).size).toBe(names.length)
      for (const entry of plan.entries) {
        expect(entry.about.de.length, entry.name).toBeGreaterThan(5)
        expect(entry.about.en.length, entry.name).toBeGreaterThan(5)
        if (/\.(png|pdf)$/.test(entry.name)) expect(entry.store, entry.name).toBe(true)
        if (entry.name.endsWith('.png')) expect(entry.source, entry.name).toMatch(/^<svg/)
      }
    }
  })

  it('gives a program on four platforms its screenshots in both languages', () => {
    const names = productKitPlan(sheetOf(143), context).entries.map((entry) => entry.name)
    expect(names.filter((name) => name.startsWith('screenshots/de/'))).toEqual([
      'screenshots/de/passwort-tresor-1.png',
      'screenshots/de/passwort-tresor-2.png',
      'screenshots/de/passwort-tresor-3.png',
    ])
    expect(names.filter((name) => name.startsWith('screenshots/en/'))).toHaveLength(3)
    expect(names).toContain('datenblatt-passwort-tresor.pdf')
    expect(names).toContain('fact-sheet-password-vault.pdf')
  })

  it('is described on the download page with the sizes the hub draws, in both languages', () => {
    const { width, height } = KIT_SIZES.screenshot
    for (const locale of ['de', 'en'] as const) {
      const { kits } = texts(locale)
      for (const text of [kits.companyContents, kits.programsContents]) {
        expect(text).toContain(`${width} × ${height}`)
      }
      for (const logo of KIT_SIZES.logos) {
        expect(kits.companyContents).toContain(`${logo.width} × ${logo.height}`)
      }
      for (const size of KIT_SIZES.icons)
        expect(kits.programsContents).toContain(`${size} × ${size}`)
      for (const id of COMPANY_KIT_PROGRAMS) {
        const product = SEED_PRODUCTS.find((candidate) => candidate.id === id)!
        expect(kits.companyContents).toContain(locale === 'de' ? product.nameDe : product.nameEn)
      }
    }
  })
})
