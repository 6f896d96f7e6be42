import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CART_TOKEN_HEADER,
  CURRENCY_CODES,
  DEFAULT_SUBSEQUENT_VERSION_KEY,
  ORDER_ACCESS_HEADER,
  ORDER_TOKEN_HEADER,
  PREMIUM_SUPPORT_NAME,
  SHOP_CURRENCIES,
} from '@schaufenster/contract'

// Issue 21, point 1: what the tiers share is declared once, in a shared package, and every
// tier imports it by name. These checks read the tiers' sources: a constant written out again
// in a tier, or money formatted past @schaufenster/pricing, fails here.

const root = path.resolve(import.meta.dirname, '../../..')
const TIERS = ['hub/src', 'graph/src', 'web/src']

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (name === '__generated__' || name === 'node_modules') return []
    if (statSync(file).isDirectory()) return sourcesOf(file)
    return /\.(ts|tsx)$/.test(name) ? [file] : []
  })
}

const sources = TIERS.flatMap((tier) => sourcesOf(path.join(root, tier))).map((file) => ({
  file: path.relative(root, file),
  text: readFileSync(file, 'utf8'),
}))

const filesWith = (pattern: RegExp) =>
  sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file)

describe('@schaufenster/contract', () => {
  it('holds the currency list once, in shop and in alphabetical order', () => {
    expect([...SHOP_CURRENCIES].sort()).toEqual([...CURRENCY_CODES])
  })

  it('is the only place a tier finds the shared constants', () => {
    // A string literal of the value (comments and examples may name it in backticks).
    const quoted = (value: string) => new RegExp(`['"]${value}['"]`)
    expect(filesWith(quoted(CART_TOKEN_HEADER))).toEqual([])
    expect(filesWith(quoted(ORDER_TOKEN_HEADER))).toEqual([])
    expect(filesWith(quoted(ORDER_ACCESS_HEADER))).toEqual([])
    expect(filesWith(quoted(DEFAULT_SUBSEQUENT_VERSION_KEY))).toEqual([])
    expect(filesWith(quoted(PREMIUM_SUPPORT_NAME.de.replace(/[()]/g, '\\$&')))).toEqual([])
    expect(filesWith(/\b900001\b/)).toEqual([])
    expect(filesWith(/\[\s*'EUR',\s*'USD',\s*'GBP',\s*'CHF'\s*\]/)).toEqual([])
    expect(filesWith(/\[\s*'CHF',\s*'EUR',\s*'GBP',\s*'USD'\s*\]/)).toEqual([])
  })
})

describe('money formatting', () => {
  it('goes through @schaufenster/pricing in every tier', () => {
    // The analysts' chart axis writes whole amounts without cents: a tick, not a price.
    const allowed = new Set(['web/src/analysts/format.ts'])
    const ownFormatters = filesWith(/style:\s*'currency'/).filter((file) => !allowed.has(file))
    expect(ownFormatters).toEqual([])
    // No amount is made a decimal by hand: decimalAmount writes "29.99".
    expect(filesWith(/amountMinor\s*\/\s*100\b/)).toEqual([])
  })
})
