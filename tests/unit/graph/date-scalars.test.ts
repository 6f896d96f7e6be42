import {
  buildASTSchema,
  getNamedType,
  isObjectType,
  parse,
  type GraphQLField,
  type ValueNode,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import { CalendarDate } from '../../../graph/src/resolvers/Date'
import { DateTime } from '../../../graph/src/resolvers/DateTime'
import { typeDefs } from '../../../graph/src/schema'

/** The literal of `{ f(a: <source>) }` as graphql-js hands it to parseLiteral. */
function literal(source: string): ValueNode {
  const document = parse(`{ f(a: ${source}) }`)
  const operation = document.definitions[0] as unknown as {
    selectionSet: { selections: { arguments: { value: ValueNode }[] }[] }
  }
  return operation.selectionSet.selections[0]!.arguments[0]!.value
}

describe('DateTime scalar', () => {
  it('serializes a Date and ISO text to UTC with milliseconds', () => {
    expect(DateTime.serialize(new Date(Date.UTC(2026, 10, 25, 9, 30)))).toBe(
      '2026-11-25T09:30:00.000Z',
    )
    expect(DateTime.serialize('2026-11-25T09:30:00.000Z')).toBe('2026-11-25T09:30:00.000Z')
    expect(DateTime.serialize('2026-11-25T10:30:00+01:00')).toBe('2026-11-25T09:30:00.000Z')
  })

  it.each([
    ['a calendar day', '2026-11-25'],
    ['no time zone', '2026-11-25T09:30:00'],
    ['a German date', '25.11.2026, 09:30'],
    ['an English date', 'Nov 25, 2026'],
    ['an empty string', ''],
    ['garbage', 'yesterday'],
    ['epoch milliseconds', 1_700_000_000_000],
    ['an invalid Date', new Date('nope')],
    ['null', null],
  ])('refuses to serialize %s', (_what, value) => {
    expect(() => DateTime.serialize(value)).toThrow(/DateTime cannot represent/)
  })

  it('reads variables with any offset, normalised to Z', () => {
    expect(DateTime.parseValue('2026-11-25T10:30:00+01:00')).toBe('2026-11-25T09:30:00.000Z')
    expect(DateTime.parseValue('2026-11-25T04:00:00.5-05:30')).toBe('2026-11-25T09:30:00.500Z')
    expect(DateTime.parseValue('2026-11-25T09:30:00Z')).toBe('2026-11-25T09:30:00.000Z')
    expect(() => DateTime.parseValue('2026-11-25')).toThrow(/ISO 8601/)
    expect(() => DateTime.parseValue('2026-11-25T09:30:00')).toThrow(/ISO 8601/)
    expect(() => DateTime.parseValue(42)).toThrow(/ISO 8601/)
  })

  it('reads literals with any offset, normalised to Z; only strings', () => {
    expect(DateTime.parseLiteral(literal('"2026-11-25T10:30:00+0100"'))).toBe(
      '2026-11-25T09:30:00.000Z',
    )
    expect(() => DateTime.parseLiteral(literal('"next week"'))).toThrow(/ISO 8601/)
    expect(() => DateTime.parseLiteral(literal('1700000000'))).toThrow(/ISO 8601/)
  })
})

describe('Date scalar (a calendar day)', () => {
  it('serializes YYYY-MM-DD as it is, and a Date as its UTC day', () => {
    expect(CalendarDate.name).toBe('Date')
    expect(CalendarDate.serialize('2024-03-01')).toBe('2024-03-01')
    expect(CalendarDate.serialize('2024-02-29')).toBe('2024-02-29')
    expect(CalendarDate.serialize(new Date(Date.UTC(2024, 2, 1)))).toBe('2024-03-01')
  })

  it.each([
    ['an instant', '2024-03-01T00:00:00.000Z'],
    ['a day that does not exist', '2023-02-29'],
    ['month 13', '2024-13-01'],
    ['a German date', '01.03.2024'],
    ['a short year', '24-03-01'],
    ['garbage', 'soon'],
    ['a number', 20240301],
    ['an invalid Date', new Date('nope')],
  ])('refuses to serialize %s', (_what, value) => {
    expect(() => CalendarDate.serialize(value)).toThrow(/Date cannot represent/)
  })

  it('reads only calendar days from variables and literals', () => {
    expect(CalendarDate.parseValue('2024-03-01')).toBe('2024-03-01')
    expect(CalendarDate.parseLiteral(literal('"2024-03-01"'))).toBe('2024-03-01')
    expect(() => CalendarDate.parseValue('2024-03-01T10:00:00+01:00')).toThrow(/YYYY-MM-DD/)
    expect(() => CalendarDate.parseValue(new Date())).toThrow(/YYYY-MM-DD/)
    expect(() => CalendarDate.parseValue('2024-04-31')).toThrow(/YYYY-MM-DD/)
    expect(() => CalendarDate.parseLiteral(literal('"1. März"'))).toThrow(/YYYY-MM-DD/)
    expect(() => CalendarDate.parseLiteral(literal('20240301'))).toThrow(/YYYY-MM-DD/)
  })
})

describe('the schema names its moments and days by type', () => {
  const schema = buildASTSchema(parse(typeDefs), { assumeValidSDL: true })
  const fields = Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => !type.name.startsWith('__'))
    .flatMap((type) =>
      Object.values(type.getFields()).map(
        (field) =>
          [`${type.name}.${field.name}`, field] as [string, GraphQLField<unknown, unknown>],
      ),
    )

  it('types every instant field (…At, …Until) as DateTime', () => {
    const instants = fields.filter(([, field]) => /(At|Until)$/.test(field.name))
    expect(instants.length).toBeGreaterThanOrEqual(15)
    const untyped = instants
      .filter(([, field]) => getNamedType(field.type).name !== 'DateTime')
      .map(([name]) => name)
    expect(untyped).toEqual([])
  })

  it('types calendar days (release dates) as Date', () => {
    const days = fields.filter(([, field]) => /Date$/.test(field.name))
    expect(days.map(([name]) => name)).toContain('Product.releaseDate')
    for (const [name, field] of days) expect(getNamedType(field.type).name, name).toBe('Date')
  })
})
