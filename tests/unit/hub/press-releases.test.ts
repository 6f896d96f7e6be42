import { describe, expect, it } from 'vitest'
import { FICTIONAL_COMPANY } from '@schaufenster/config'
import { SEED_PAGES } from '../../../hub/src/db/seed/pages'
import { PRODUCT_FACTS } from '../../../hub/src/db/seed/product-facts'
import { subscriptionOptionsFor } from '../../../hub/src/db/seed/product-content'
import { SEED_PRODUCTS } from '../../../hub/src/db/seed/products'
import { COMPANY_FACTS, PRESS_CONTACT } from '../../../hub/src/db/seed/press-office'
import { SEED_PRESS_RELEASES } from '../../../hub/src/db/seed/press-releases'

// The seed's press releases (issue 24, point 4) say what the catalog says: the version a
// release announces is in the program's changelog on the release's day, every price it names
// is the program's price, and each language has its own text with the same facts.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const productOf = (id: number) => SEED_PRODUCTS.find((product) => product.id === id)!

/** Every EUR amount a program is sold for, once or per year, in minor units. */
function eurPrices(productId: number): number[] {
  const product = productOf(productId)
  const yearly = subscriptionOptionsFor(product)
    .filter((option) => option.currency === 'EUR' && option.period === '1y')
    .map((option) => option.amountPerPeriod)
  // The regular price: an offer's price is for its weeks, a press release is for longer.
  return [product.strikePrices?.[0] ?? product.prices[0], ...yearly]
}

describe('seed press releases', () => {
  it('has at least six, with unique keys and a unique slug per language', () => {
    expect(SEED_PRESS_RELEASES.length).toBeGreaterThanOrEqual(6)
    const keys = SEED_PRESS_RELEASES.map((release) => release.key)
    expect(new Set(keys).size).toBe(keys.length)
    // A slug names one release in either language: no slug is used twice anywhere.
    const slugs = SEED_PRESS_RELEASES.flatMap((release) => [release.slugs.de, release.slugs.en])
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(SLUG)
  })

  it('dates them between 2025-01-01 and 2026-11-20, mostly about programs', () => {
    for (const release of SEED_PRESS_RELEASES) {
      expect(release.publishedOn >= '2025-01-01' && release.publishedOn <= '2026-11-20').toBe(true)
    }
    const aboutPrograms = SEED_PRESS_RELEASES.filter((release) => release.productId !== null)
    expect(aboutPrograms.length).toBeGreaterThan(SEED_PRESS_RELEASES.length / 2)
  })

  it('announces a version on the day the changelog has it, named as the catalog names it', () => {
    for (const release of SEED_PRESS_RELEASES.filter((item) => item.productId !== null)) {
      const product = productOf(release.productId!)
      const entry = PRODUCT_FACTS[product.id]!.changelog.find(
        (change) => change.date === release.publishedOn,
      )
      expect(entry, release.key).toBeDefined()
      // "5.4" or "5" for 5.4.0 / 5.0.0: a version in the headline is the changelog's.
      const announced = /\b(\d+(?:\.\d+)?)\b/.exec(release.title.de.replace(product.nameDe, ''))
      if (announced)
        expect(`${entry!.version}.`, release.key).toMatch(
          new RegExp(`^${announced[1]!.replace('.', '\\.')}\\.`),
        )
      expect(release.title.de + release.lead.de).toContain(product.nameDe.split(' –')[0]!)
      expect(release.title.en + release.lead.en).toContain(product.nameEn.split(' –')[0]!)
    }
  })

  it('names only prices the program is sold for', () => {
    for (const release of SEED_PRESS_RELEASES.filter((item) => item.productId !== null)) {
      const prices = eurPrices(release.productId!)
      const german = release.body.de.join(' ')
      for (const match of german.matchAll(/(\d+),(\d{2}) Euro/g)) {
        expect(prices, `${release.key}: ${match[0]}`).toContain(Number(`${match[1]}${match[2]}`))
      }
      const english = release.body.en.join(' ')
      for (const match of english.matchAll(/€(\d+)\.(\d{2})/g)) {
        expect(prices, `${release.key}: ${match[0]}`).toContain(Number(`${match[1]}${match[2]}`))
      }
    }
  })

  it('writes each language its own text, with a lead and at least two paragraphs', () => {
    for (const release of SEED_PRESS_RELEASES) {
      for (const field of ['title', 'lead'] as const) {
        expect(release[field].de.length, release.key).toBeGreaterThan(20)
        expect(release[field].de).not.toBe(release[field].en)
      }
      expect(release.body.de.length).toBe(release.body.en.length)
      expect(release.body.de.length).toBeGreaterThanOrEqual(2)
      // German in natural German: Umlaute, not "ae"/"ue" spellings.
      expect(release.body.de.join(' ')).not.toMatch(/\b(fuer|ueber|waehrend|koennen)\b/i)
    }
  })
})

describe('the press office', () => {
  it('names one contact, reachable at the company’s domain, on every press page', () => {
    const domain = FICTIONAL_COMPANY.email.split('@')[1]
    expect(PRESS_CONTACT.email.endsWith(`@${domain}`)).toBe(true)
    for (const key of ['press', 'press-contact', 'press-downloads']) {
      const page = SEED_PAGES.find((candidate) => candidate.key === key)!
      for (const locale of ['de', 'en'] as const) {
        const contact = page[locale].blocks.find((block) => block.type === 'contact')
        expect(contact, `${key} ${locale}`).toMatchObject({
          email: PRESS_CONTACT.email,
          phone: PRESS_CONTACT.phone,
          address: expect.arrayContaining([PRESS_CONTACT.name, PRESS_CONTACT.role[locale]]),
        })
      }
    }
  })

  it('claims what the specification claims: since 1994, 18 million customers, 16 languages', () => {
    expect(COMPANY_FACTS.de.join(' ')).toMatch(/1994.*18 Millionen.*16 Sprachen/)
    expect(COMPANY_FACTS.en.join(' ')).toMatch(/1994.*18 million.*16 languages/)
  })
})
