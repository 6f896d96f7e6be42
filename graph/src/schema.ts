import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The one schema of the gateway, shared with codegen and the storefront. */
export const typeDefs = readFileSync(
  join(import.meta.dirname, '..', '..', 'schema.graphql'),
  'utf8',
)
