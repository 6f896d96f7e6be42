import { buildSchema, Kind, parse, specifiedRules, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { graphqlArmor } from '../../../graph/src/armor'
import { loadGraphConfig } from '../../../graph/src/config'
import { typeDefs } from '../../../graph/src/schema'
import { SANDBOX_EXAMPLES } from '../../../graph/src/sandbox-examples'

// The sandbox's example tabs (issue 20.8) are one click away from a developer's first
// request: each must be a valid document of today's schema, within the production limits,
// with variables and headers GraphiQL can read (JSON).

const schema = buildSchema(typeDefs)
const limits = graphqlArmor({ NODE_ENV: 'production' }).validationRules

describe('the sandbox examples', () => {
  it('are a product page, adding to a cart, the cart and an analyst query', () => {
    const operations = SANDBOX_EXAMPLES.map((example) =>
      parse(example.query)
        .definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
        .map((d) => `${d.operation} ${d.name?.value}`),
    )
    expect(operations).toEqual([
      ['query ProductPage'],
      ['mutation AddToCart'],
      ['query Cart'],
      ['query ConversionsPerDay'],
    ])
  })

  it.each(SANDBOX_EXAMPLES.map((example) => [example.title, example] as const))(
    '%s is valid against the schema and the limits',
    (_title, example) => {
      const document = parse(example.query)
      expect(validate(schema, document, specifiedRules).map((e) => e.message)).toEqual([])
      expect(validate(schema, document, limits).map((e) => e.message)).toEqual([])
      expect(() => JSON.parse(example.variables)).not.toThrow()
      if (example.headers) expect(() => JSON.parse(example.headers)).not.toThrow()
    },
  )

  it('prefill the cart token header and the analyst key header', () => {
    const headers = SANDBOX_EXAMPLES.map((example) =>
      example.headers ? (JSON.parse(example.headers) as Record<string, string>) : {},
    )
    expect(headers[1]).toEqual({})
    expect(Object.keys(headers[2]!)).toEqual(['X-ABS-CartToken'])
    expect(headers[3]).toEqual({ Authorization: 'Bearer <your analyst key>' })
  })
})

describe('GRAPHQL_SANDBOX', () => {
  it('is GraphiQL unless set, also in production', () => {
    expect(loadGraphConfig({}).GRAPHQL_SANDBOX).toBe('graphiql')
    expect(loadGraphConfig({ NODE_ENV: 'production' }).GRAPHQL_SANDBOX).toBe('graphiql')
    expect(loadGraphConfig({ GRAPHQL_SANDBOX: '' }).GRAPHQL_SANDBOX).toBe('graphiql')
  })

  it('takes apollo and off, and refuses anything else', () => {
    expect(loadGraphConfig({ GRAPHQL_SANDBOX: 'apollo' }).GRAPHQL_SANDBOX).toBe('apollo')
    expect(loadGraphConfig({ GRAPHQL_SANDBOX: 'off' }).GRAPHQL_SANDBOX).toBe('off')
    expect(() => loadGraphConfig({ GRAPHQL_SANDBOX: 'playground' })).toThrow(/GRAPHQL_SANDBOX/)
  })
})
