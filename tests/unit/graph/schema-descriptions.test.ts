import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Kind, parse, visit, type ASTNode } from 'graphql'
import { describe, expect, it } from 'vitest'

const schemaPath = join(import.meta.dirname, '..', '..', '..', 'schema.graphql')

function undescribed(): string[] {
  const missing: string[] = []
  const parents: string[] = []
  const check = (node: ASTNode & { description?: { value: string } }, name: string) => {
    if (!node.description?.value.trim()) missing.push([...parents, name].join('.'))
  }
  visit(parse(readFileSync(schemaPath, 'utf8')), {
    enter(node) {
      switch (node.kind) {
        case Kind.OBJECT_TYPE_DEFINITION:
        case Kind.INPUT_OBJECT_TYPE_DEFINITION:
        case Kind.ENUM_TYPE_DEFINITION:
        case Kind.UNION_TYPE_DEFINITION:
        case Kind.SCALAR_TYPE_DEFINITION:
        case Kind.INTERFACE_TYPE_DEFINITION:
          check(node, node.name.value)
          parents.push(node.name.value)
          break
        case Kind.OBJECT_TYPE_EXTENSION:
          parents.push(node.name.value)
          break
        case Kind.FIELD_DEFINITION:
        case Kind.INPUT_VALUE_DEFINITION:
        case Kind.ENUM_VALUE_DEFINITION:
          check(node, node.name.value)
          parents.push(node.name.value)
          break
        case Kind.DIRECTIVE_DEFINITION:
          check(node, `@${node.name.value}`)
          parents.push(`@${node.name.value}`)
          break
      }
    },
    leave(node) {
      if (
        node.kind === Kind.OBJECT_TYPE_DEFINITION ||
        node.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
        node.kind === Kind.ENUM_TYPE_DEFINITION ||
        node.kind === Kind.UNION_TYPE_DEFINITION ||
        node.kind === Kind.SCALAR_TYPE_DEFINITION ||
        node.kind === Kind.INTERFACE_TYPE_DEFINITION ||
        node.kind === Kind.OBJECT_TYPE_EXTENSION ||
        node.kind === Kind.FIELD_DEFINITION ||
        node.kind === Kind.INPUT_VALUE_DEFINITION ||
        node.kind === Kind.ENUM_VALUE_DEFINITION ||
        node.kind === Kind.DIRECTIVE_DEFINITION
      ) {
        parents.pop()
      }
    },
  })
  return missing
}

describe('schema.graphql', () => {
  it('describes every type, field, argument, enum value and directive', () => {
    expect(undescribed()).toEqual([])
  })
})
