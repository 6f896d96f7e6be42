import { describe, expect, it } from 'vitest'
import { versionsOf } from '../../../hub/src/db/seed/product-content'
import { productById } from '../../../hub/src/db/seed/products'
import {
  FREE_DAY_ROTATION,
  FREE_DAY_SCHEDULE_DAYS,
  freeDaySchedule,
} from '../../../hub/src/db/seed/promotions'

// Issue 19, point 2: the seeded promotions name the real product, promise only what the
// shop delivers (a full version that otherwise costs money, for 24 hours), in both languages.

describe('the seeded free-day promotions', () => {
  const anchor = new Date('2026-11-25T06:00:00.000Z')
  const schedule = freeDaySchedule(anchor)

  it('give away, in turn, special products whose full version costs money', () => {
    expect(schedule).toHaveLength(FREE_DAY_SCHEDULE_DAYS)
    for (const id of FREE_DAY_ROTATION) {
      expect([43, 53, 38, 143]).toContain(id)
      const product = productById(id)!
      expect(product.prices[0]).toBeGreaterThan(0)
      expect(versionsOf(product)).toContain('full')
    }
    expect(schedule.map((p) => p.productId).slice(0, 3)).toEqual([...FREE_DAY_ROTATION])
  })

  it('run 24 hours each, one after the other, from the anchor on', () => {
    expect(schedule[0]!.startsAt).toEqual(anchor)
    for (const [index, promotion] of schedule.entries()) {
      expect(promotion.endsAt.getTime() - promotion.startsAt.getTime()).toBe(86_400_000)
      if (index > 0) expect(promotion.startsAt).toEqual(schedule[index - 1]!.endsAt)
    }
    expect(new Set(schedule.map((p) => p.key)).size).toBe(schedule.length)
  })

  it('name the product in each language and say "24 hours", the promotion’s real length', () => {
    for (const promotion of schedule) {
      const product = productById(promotion.productId)!
      expect(promotion.headline.de).toContain(product.nameDe)
      expect(promotion.text.de).toContain(product.nameDe)
      expect(promotion.headline.en).toContain(product.nameEn)
      expect(promotion.text.en).toContain(product.nameEn)
      expect(promotion.headline.de).toMatch(/24 Stunden/)
      expect(promotion.headline.en).toMatch(/24 hours/)
      // Nothing of the old, untrue wording ("today", a download that is the trial).
      expect(`${promotion.headline.en} ${promotion.text.en}`).not.toMatch(/today|trial/i)
      expect(`${promotion.headline.de} ${promotion.text.de}`).not.toMatch(/heute|Test/i)
    }
  })
})
