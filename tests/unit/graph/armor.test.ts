import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, Kind, parse, validate, type DefinitionNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { graphqlArmor } from '../../../graph/src/armor'

// The limits must never refuse the storefront itself: every operation of web/ is validated
// against the schema with the production limits, fragments included.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')
const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'))

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : graphqlFiles(full)
    return entry.name.endsWith('.graphql') ? [full] : []
  })
}

const definitions: DefinitionNode[] = graphqlFiles(path.join(repoRoot, 'web', 'src')).flatMap(
  (file) => parse(readFileSync(file, 'utf8')).definitions,
)
const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)

describe('GraphQL limits', () => {
  const rules = graphqlArmor({ NODE_ENV: 'production' }).validationRules

  it('finds the storefront operations', () => {
    expect(operations.length).toBeGreaterThan(20)
  })

  it.each(operations.map((op) => [op.name?.value ?? '(anonymous)', op] as const))(
    'lets the storefront operation %s through',
    (_name, operation) => {
      const document = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] } as const
      expect(validate(schema, document, rules).map((error) => error.message)).toEqual([])
    },
  )
})
