import type { coupons } from '../schema-orders'

type CouponSeed = Omit<typeof coupons.$inferInsert, 'usedCount'>

// Demo coupons, one per rule a coupon can break. Far-off dates keep the valid ones valid.
// A fixed coupon needs a minimum above its amount in every currency it names, and a limit per
// customer: without them it turns a cheap program into a free licence, again and again.
export const SEED_COUPONS: readonly CouponSeed[] = [
  {
    code: 'FRUEHLING20',
    kind: 'percent',
    percent: 20,
    amounts: null,
    validFrom: new Date('2020-01-01T00:00:00Z'),
    validUntil: new Date('2099-12-31T23:59:59Z'),
    usageLimit: null,
  },
  {
    code: 'ZEHN',
    kind: 'fixed',
    percent: null,
    amounts: { EUR: 1000, USD: 1100, GBP: 900, CHF: 1000 },
    minimumAmounts: { EUR: 2500, USD: 2750, GBP: 2250, CHF: 2500 },
    perCustomerLimit: 1,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
  },
  {
    code: 'ABGELAUFEN',
    kind: 'percent',
    percent: 50,
    amounts: null,
    validFrom: new Date('2020-01-01T00:00:00Z'),
    validUntil: new Date('2021-01-01T00:00:00Z'),
    usageLimit: null,
  },
  {
    code: 'BALD',
    kind: 'percent',
    percent: 30,
    amounts: null,
    validFrom: new Date('2099-01-01T00:00:00Z'),
    validUntil: null,
    usageLimit: null,
  },
  {
    code: 'EINMAL',
    kind: 'percent',
    percent: 15,
    amounts: null,
    validFrom: null,
    validUntil: null,
    usageLimit: 1,
  },
]
