import { describe, expect, it } from 'vitest'
import {
  COMPANY_LANGUAGES,
  PRODUCT_FACTS,
  type SeedProductFacts,
} from '../../../hub/src/db/seed/product-facts'
import { SEED_PRODUCTS } from '../../../hub/src/db/seed/products'

const LATEST_DATE = '2026-11-20'
const MOBILE = new Set(['android', 'ios'])
const OS_NAME = { windows: 'Windows', mac: 'macOS', android: 'Android', ios: 'iOS' } as const

/** Negative when a < b, comparing each dot segment as a number. */
function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number)
  const right = b.split('.').map(Number)
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

function factsOf(id: number): SeedProductFacts {
  const facts = PRODUCT_FACTS[id]
  if (!facts) throw new Error(`no facts for product ${id}`)
  return facts
}

function isRealDate(day: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)
  )
}

const sorted = (keys: readonly string[]) => [...keys].sort()

describe('seed product facts', () => {
  it('has an entry for every product and no other id', () => {
    const productIds = SEED_PRODUCTS.map((product) => product.id).sort((a, b) => a - b)
    const factIds = Object.keys(PRODUCT_FACTS)
      .map(Number)
      .sort((a, b) => a - b)
    expect(factIds).toEqual(productIds)
  })

  // The download size a page states is the real size of the file it offers (the setup
  // files), so the facts hold none of their own.
  it('gives requirements for exactly the product’s platforms', () => {
    for (const product of SEED_PRODUCTS) {
      const facts = factsOf(product.id)
      const platforms = sorted(product.platforms)
      expect(sorted(Object.keys(facts.requirements)), `product ${product.id}`).toEqual(platforms)
    }
  })

  it('keeps RAM and disk space plausible', () => {
    for (const product of SEED_PRODUCTS) {
      const facts = factsOf(product.id)
      for (const platform of product.platforms) {
        const requirements = facts.requirements[platform]!
        const where = `product ${product.id} on ${platform}`
        expect(Number.isInteger(requirements.ramMb), where).toBe(true)
        expect(Number.isInteger(requirements.diskMb), where).toBe(true)
        if (MOBILE.has(platform)) {
          expect(requirements.ramMb, where).toBeGreaterThanOrEqual(2048)
          expect(requirements.ramMb, where).toBeLessThanOrEqual(6144)
        } else {
          expect(requirements.ramMb, where).toBeGreaterThanOrEqual(2048)
          expect(requirements.ramMb, where).toBeLessThanOrEqual(16384)
        }
        expect(requirements.diskMb, where).toBeGreaterThanOrEqual(50)
        expect(requirements.diskMb, where).toBeLessThanOrEqual(20000)
      }
    }
  })

  it('names the right operating system in both languages, in each language’s style', () => {
    for (const product of SEED_PRODUCTS) {
      const facts = factsOf(product.id)
      for (const platform of product.platforms) {
        const requirements = facts.requirements[platform]!
        const where = `product ${product.id} on ${platform}`
        const texts = [
          requirements.os,
          requirements.cpu,
          ...(requirements.other ? [requirements.other] : []),
        ]
        expect(requirements.os.de, where).toContain(OS_NAME[platform])
        expect(requirements.os.en, where).toContain(OS_NAME[platform])
        for (const text of texts) {
          expect(text.de.trim(), where).not.toBe('')
          expect(text.en.trim(), where).not.toBe('')
          // German writes "64 Bit" and "oder neuer", English "64-bit" and "or later".
          expect(text.de, where).not.toMatch(/64-bit|or later|or newer|processor/)
          expect(text.en, where).not.toMatch(/\d Bit\b|oder neuer|Prozessor|\bab\b/)
        }
      }
    }
  })

  it('lists unique ISO 639-1 languages, always German and English, from the company’s 16', () => {
    const company = new Set<string>(COMPANY_LANGUAGES)
    expect(company.size).toBe(16)
    for (const product of SEED_PRODUCTS) {
      const { languages } = factsOf(product.id)
      const where = `product ${product.id}`
      expect(new Set(languages).size, where).toBe(languages.length)
      expect(languages, where).toContain('de')
      expect(languages, where).toContain('en')
      for (const language of languages) {
        expect(language, where).toMatch(/^[a-z]{2}$/)
        expect(company.has(language), `${where}: ${language}`).toBe(true)
      }
    }
  })

  it('allows unlimited devices for free programs and at least one otherwise', () => {
    for (const product of SEED_PRODUCTS) {
      const { devicesPerLicence } = factsOf(product.id)
      const where = `product ${product.id}`
      const free = product.prices.every((price) => price === 0)
      expect(Number.isInteger(devicesPerLicence), where).toBe(true)
      if (free) expect(devicesPerLicence, where).toBe(0)
      else {
        expect(devicesPerLicence, where).toBeGreaterThanOrEqual(1)
        expect(devicesPerLicence, where).toBeLessThanOrEqual(5)
      }
    }
  })

  it('keeps 3-5 changelog entries, newest first, within the product’s life', () => {
    for (const product of SEED_PRODUCTS) {
      const facts = factsOf(product.id)
      const { changelog } = facts
      const where = `product ${product.id}`
      expect(changelog.length, where).toBeGreaterThanOrEqual(3)
      expect(changelog.length, where).toBeLessThanOrEqual(5)
      expect(facts.version, where).toBe(changelog[0]!.version)
      for (const [index, entry] of changelog.entries()) {
        expect(entry.version, where).toMatch(/^\d+(\.\d+){1,3}$/)
        expect(isRealDate(entry.date), `${where}: ${entry.date}`).toBe(true)
        expect(entry.date >= product.releaseDate, `${where}: ${entry.date}`).toBe(true)
        expect(entry.date <= LATEST_DATE, `${where}: ${entry.date}`).toBe(true)
        const older = changelog[index + 1]
        if (older) {
          expect(
            compareVersions(entry.version, older.version),
            `${where}: ${entry.version}`,
          ).toBeGreaterThan(0)
          expect(entry.date > older.date, `${where}: ${entry.date}`).toBe(true)
        }
      }
    }
  })

  it('describes every release in 2-4 concrete lines per language', () => {
    const generic =
      /^(bug ?fix(es)?|fehlerbehebungen|kleinere (verbesserungen|fehlerbehebungen)|verbesserungen|stabilit(y|ät)|(performance|stability) improvements|leistungsverbesserungen|minor (fixes|improvements)|improvements)\b/i
    // Words a German changelog line should say in German.
    const englishInGerman =
      /\b(bug|fix|fixed|fixes|update|updates|feature|features|support|performance|improved|improvements|new|the|and|with|dark mode|backup|loops?|settings)\b/i
    for (const product of SEED_PRODUCTS) {
      for (const entry of factsOf(product.id).changelog) {
        const where = `product ${product.id} ${entry.version}`
        const { de, en } = entry.changes
        expect(de.length, where).toBeGreaterThanOrEqual(2)
        expect(de.length, where).toBeLessThanOrEqual(4)
        expect(en.length, where).toBe(de.length)
        for (const line of [...de, ...en]) {
          expect(line, where).toBe(line.trim())
          expect(line.length, `${where}: ${line}`).toBeGreaterThanOrEqual(15)
          expect(line, where).not.toMatch(/[.!]$/)
          expect(line, where).not.toMatch(generic)
        }
        for (const line of de) expect(line, `${where}: ${line}`).not.toMatch(englishInGerman)
        for (const line of en) {
          expect(line, `${where}: ${line}`).not.toMatch(/\b(und|oder|für|mit|neue?[rs]?)\b/i)
        }
      }
    }
  })

  it('never shares a changelog line between two products', () => {
    const owner = new Map<string, number>()
    for (const product of SEED_PRODUCTS) {
      for (const entry of factsOf(product.id).changelog) {
        for (const line of [...entry.changes.de, ...entry.changes.en]) {
          const key = line.toLowerCase()
          const previous = owner.get(key)
          expect(
            previous === undefined || previous === product.id,
            `"${line}" in ${previous} and ${product.id}`,
          ).toBe(true)
          owner.set(key, product.id)
        }
      }
    }
  })
})
