import {
  GraphQLError,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

// What a document costs: roughly the number of values the gateway resolves. A scalar costs
// 1, an object 2 plus what is asked of it, and a list is its element's cost times its length:
// for the paginated fields the page size asked (`first`; a variable counts as the field's
// largest page, since validation runs before the variables are known), for other lists one
// element. Depth costs nothing extra (maxDepth limits it on its own), unlike graphql-armor's
// model, where a factor of 1.5 per level made 200 conversion rows cost more than 14 pages of
// 100 products.

/** The largest page of each paginated field, as its schema description states it. */
export const PAGE_SIZE_LIMITS: Readonly<Record<string, number>> = {
  'Query.products': 100,
  'Category.products': 100,
  'Query.search': 50,
  'Query.searchSuggestions': 10,
  'Query.conversions': 200,
}

export interface QueryCostOptions {
  maxCost: number
  /** Production says that a document was refused, not where the limit is. */
  exposeLimits: boolean
}

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>

// The schema's types are told apart by shape, not with graphql's isObjectType & co.: those
// check `instanceof`, which fails when the schema was built by another copy of the graphql
// package (Apollo Server's, under a test runner that loads this file as ESM).
interface FieldsOwner {
  name: string
  getFields(): Record<string, GraphQLField<unknown, unknown>>
}
const hasFields = (type: unknown): type is FieldsOwner =>
  typeof type === 'object' && type !== null && 'getFields' in type
const isComposite = (type: GraphQLNamedType | null | undefined): type is GraphQLNamedType =>
  hasFields(type) || (typeof type === 'object' && type !== null && 'getTypes' in type)

function namedType(type: GraphQLType): GraphQLNamedType {
  let inner: GraphQLType = type
  while ('ofType' in inner) inner = inner.ofType
  return inner
}

/** How many elements a list field may answer. */
function lengthOf(
  parent: GraphQLNamedType,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
): number {
  const limit = PAGE_SIZE_LIMITS[`${parent.name}.${field.name}`]
  if (limit === undefined) return 1
  const first = node.arguments?.find((argument) => argument.name.value === 'first')
  if (!first) {
    const fallback = field.args.find((argument) => argument.name === 'first')?.defaultValue
    return typeof fallback === 'number' ? Math.min(fallback, limit) : limit
  }
  const asked = first.value.kind === Kind.INT ? Number.parseInt(first.value.value, 10) : NaN
  // A variable (unknown while validating), or a value outside 1…limit that the field refuses
  // anyway: the largest page.
  return asked >= 1 && asked <= limit ? asked : limit
}

function selectionCost(
  schema: GraphQLSchema,
  parent: GraphQLNamedType,
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  visiting: Set<string>,
): number {
  let cost = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value
      if (name.startsWith('__')) continue // __typename, and introspection (exempt)
      const field = hasFields(parent) ? parent.getFields()[name] : undefined
      if (!field) continue // unknown fields are refused by graphql's own rules
      const type = namedType(field.type)
      const composite = isComposite(type)
      const own =
        composite && selection.selectionSet
          ? 2 + selectionCost(schema, type, selection.selectionSet, fragments, visiting)
          : 1
      // A page (a list or a connection) costs its size times one element; other lists one.
      cost += own * lengthOf(parent, field, selection)
    } else {
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value)
      if (!fragment) continue
      const key = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : undefined
      if (key !== undefined && visiting.has(key)) continue // cycles are refused elsewhere
      if (key !== undefined) visiting.add(key)
      const condition = fragment.typeCondition
        ? schema.getType(fragment.typeCondition.name.value)
        : parent
      if (condition && isComposite(condition)) {
        cost += selectionCost(schema, condition, fragment.selectionSet, fragments, visiting)
      }
      if (key !== undefined) visiting.delete(key)
    }
  }
  return cost
}

/** The cost of each operation of a document (by index), as the rule computes it. */
export function operationCosts(
  schema: GraphQLSchema,
  document: { definitions: readonly { kind: Kind }[] },
): number[] {
  const definitions = document.definitions as readonly (
    FragmentDefinitionNode | OperationDefinitionNode
  )[]
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  )
  return definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const root = schema.getRootType(operation.operation)
      if (!root) return 0
      return selectionCost(schema, root, operation.selectionSet, fragments, new Set())
    })
}

/** A validation rule refusing operations that cost more than `maxCost`. */
export function queryCostRule(options: QueryCostOptions): ValidationRule {
  return (context: ValidationContext) => ({
    Document(document) {
      for (const cost of operationCosts(context.getSchema(), document)) {
        if (cost > options.maxCost) {
          context.reportError(
            new GraphQLError(
              options.exposeLimits
                ? `Query cost limit of ${options.maxCost} exceeded, found ${cost}.`
                : 'Query validation error: the document asks for too much.',
            ),
          )
        }
      }
    },
  })
}
