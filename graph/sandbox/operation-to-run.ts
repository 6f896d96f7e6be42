import { Kind, parse } from 'graphql'

/**
 * The operation to run. GraphiQL 5 keeps the operation name of the tab shown before until the
 * cursor moves in the new tab's editor, so "run" right after switching tabs would ask for an
 * operation this document lacks (OPERATION_RESOLUTION_FAILURE). A name the document has is
 * kept; a document with one operation runs that one (undefined when it is anonymous); with
 * several, GraphiQL's menu has already chosen.
 */
export function operationToRun(
  query: string,
  operationName: string | null | undefined,
): string | undefined {
  let operations: (string | undefined)[]
  try {
    operations = parse(query).definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value] : [],
    )
  } catch {
    return operationName ?? undefined // a syntax error: the gateway explains it
  }
  if (operationName && operations.includes(operationName)) return operationName
  return operations.length === 1 ? operations[0] : (operationName ?? undefined)
}
