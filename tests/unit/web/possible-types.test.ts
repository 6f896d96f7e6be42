import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, isUnionType } from 'graphql'
import { describe, expect, it } from 'vitest'
import { possibleTypes } from '../../../web/src/apollo/possible-types'

describe('possibleTypes of the storefront cache', () => {
  it('lists exactly the unions of schema.graphql and their members', () => {
    const schema = buildSchema(
      readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'),
    )
    const unions = Object.fromEntries(
      Object.values(schema.getTypeMap())
        .filter(isUnionType)
        .map((union) => [
          union.name,
          union
            .getTypes()
            .map((type) => type.name)
            .sort(),
        ]),
    )
    const listed = Object.fromEntries(
      Object.entries(possibleTypes).map(([name, members]) => [name, [...members].sort()]),
    )
    expect(listed).toEqual(unions)
  })
})
