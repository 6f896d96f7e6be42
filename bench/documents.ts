import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql'

// The storefront's own GraphQL operations, as the browser and the server Apollo client send
// them: one operation from web/src/**/*.graphql with the fragments it spreads, and
// `__typename` added to every selection set the way Apollo Client's cache does.

const webSrc = path.join(import.meta.dirname, '..', 'web', 'src')

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : graphqlFiles(full)
    return entry.name.endsWith('.graphql') ? [full] : []
  })
}

let definitions: readonly DefinitionNode[] | undefined

function allDefinitions(): readonly DefinitionNode[] {
  definitions ??= graphqlFiles(webSrc).flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions,
  )
  return definitions
}

/** Adds `__typename` to every selection set except the operation's root, like Apollo Client. */
export function addTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      leave(node: SelectionSetNode, _key, parent) {
        if (
          parent &&
          !Array.isArray(parent) &&
          (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION
        ) {
          return undefined
        }
        const hasTypename = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
        )
        if (hasTypename) return undefined
        return {
          ...node,
          selections: [
            ...node.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
          ],
        }
      },
    },
  })
}

/** The operation named `name` with every fragment it needs (transitively), printed. */
export function operationDocument(
  name: string,
  defs: readonly DefinitionNode[] = allDefinitions(),
): string {
  const operation = defs.find(
    (def): def is OperationDefinitionNode =>
      def.kind === Kind.OPERATION_DEFINITION && def.name?.value === name,
  )
  if (!operation) throw new Error(`No operation named ${name} in web/src`)
  const fragments = new Map(
    defs
      .filter((def): def is FragmentDefinitionNode => def.kind === Kind.FRAGMENT_DEFINITION)
      .map((def) => [def.name.value, def]),
  )
  const needed = new Map<string, FragmentDefinitionNode>()
  const collect = (node: DefinitionNode) => {
    visit(node, {
      FragmentSpread(spread) {
        const fragmentName = spread.name.value
        if (needed.has(fragmentName)) return
        const fragment = fragments.get(fragmentName)
        if (!fragment) throw new Error(`Fragment ${fragmentName} (used by ${name}) not found`)
        needed.set(fragmentName, fragment)
        collect(fragment)
      },
    })
  }
  collect(operation)
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [operation, ...needed.values()],
  }
  return print(addTypename(document))
}
