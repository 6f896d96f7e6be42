import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, isInterfaceType, isUnionType } from 'graphql'
import { describe, expect, it } from 'vitest'
import { possibleTypes } from '../../../web/src/apollo/possible-types'

describe('possibleTypes of the storefront cache', () => {
  it('lists exactly the abstract types of schema.graphql (unions and interfaces) and their members', () => {
    const schema = buildSchema(
      readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'),
    )
    const abstractTypes = Object.fromEntries(
      Object.values(schema.getTypeMap())
        .filter((type) => isUnionType(type) || isInterfaceType(type))
        .filter((type) => !type.name.startsWith('__'))
        .map((type) => [
          type.name,
          schema
            .getPossibleTypes(type)
            .map((member) => member.name)
            .sort(),
        ]),
    )
    const listed = Object.fromEntries(
      Object.entries(possibleTypes).map(([name, members]) => [name, [...members].sort()]),
    )
    expect(listed).toEqual(abstractTypes)
  })
})
