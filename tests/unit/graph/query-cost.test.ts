import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { GRAPHQL_LIMITS, graphqlArmor } from '../../../graph/src/armor'
import { operationCosts } from '../../../graph/src/query-cost'

// The cost model (graph/src/query-cost.ts): a full page of analysts' conversions is allowed,
// documents that fan out over many large pages are not, and a page size given as a variable
// counts as the largest page.

const schema = buildSchema(
  readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', 'schema.graphql'), 'utf8'),
)
const rules = graphqlArmor({ NODE_ENV: 'production' }).validationRules
const errorsOf = (query: string) =>
  validate(schema, parse(query), rules).map((error) => error.message)
const costOf = (query: string) => operationCosts(schema, parse(query))[0]!

const EVERY_FIELD = `
  enterpriseId pageType orderId actionTrackerId currency amount cjeventOrder discount coupon
  items { unitPrice itemId quantity discount } customerStatus placedAt source
  postback { status attempts lastAttemptAt sentAt nextAttemptAt lastError }
`
const conversions = (first: string) =>
  `query Rows($first: Int) { conversions(from: "2026-01-01", to: "2026-12-31", first: ${first}) {
    edges { cursor node { ${EVERY_FIELD} } }
    pageInfo { endCursor hasNextPage }
  } }`

describe('query cost', () => {
  it('lets 200 conversions with every field through', () => {
    expect(errorsOf(conversions('200'))).toEqual([])
    expect(costOf(conversions('200'))).toBeLessThan(GRAPHQL_LIMITS.maxCost / 2)
  })

  it('costs a page by its size: 200 rows cost 200 times one row', () => {
    const one = costOf(conversions('1'))
    expect(costOf(conversions('200'))).toBe(one * 200)
    // The default page is 50; a variable may ask for up to 200, so it counts as 200.
    expect(costOf(conversions('$first'))).toBe(one * 200)
    expect(costOf(conversions('5000'))).toBe(one * 200)
    const noFirst = conversions('50').replace(', first: 50', '')
    expect(costOf(noFirst)).toBe(one * 50)
  })

  it('refuses many large pages, also when their sizes are variables', () => {
    const pages = (first: string) =>
      `query P($n: Int) { ${Array.from({ length: 14 }, (_, i) => `p${i}: products(locale: de, first: ${first}) { edges { node { id name slug priceGross { amountMinor currency } } } }`).join(' ')} }`
    expect(errorsOf(pages('100'))).toEqual([
      'Query validation error: the document asks for too much.',
    ])
    expect(errorsOf(pages('$n'))).toHaveLength(1)
    expect(errorsOf(pages('1'))).toEqual([])
    // Two analysts' pages of 200 at once are still within the limit; four are not.
    const twice = `{ a: conversions(from: "2026-01-01", to: "2026-12-31", first: 200) { edges { node { ${EVERY_FIELD} } } }
      b: conversions(from: "2026-01-01", to: "2026-12-31", first: 200) { edges { node { ${EVERY_FIELD} } } } }`
    expect(errorsOf(twice)).toEqual([])
    const four = `{ ${['a', 'b', 'c', 'd'].map((alias) => `${alias}: conversions(from: "2026-01-01", to: "2026-12-31", first: 200) { edges { node { ${EVERY_FIELD} } } }`).join(' ')} }`
    expect(errorsOf(four)).toHaveLength(1)
  })

  it('counts fragments where they are spread and ignores introspection', () => {
    const inline = costOf(`{ cart { items { productId qty } } }`)
    const spread = costOf(`{ cart { ...F } } fragment F on Cart { items { productId qty } }`)
    expect(spread).toBe(inline)
    expect(costOf('{ __schema { types { name fields { name } } } }')).toBe(0)
  })
})
