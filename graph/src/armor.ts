import { ApolloArmor } from '@escape.tech/graphql-armor'
import type { GraphQLFormattedError } from 'graphql'
import type { GraphConfig } from './config'
import { queryCostRule } from './query-cost'

// Limits on what one GraphQL document may ask, checked before anything runs. The numbers sit
// well above the storefront's own operations (a unit test validates every one of them) and
// far below what could keep the gateway or the hub busy. The sandbox's introspection is
// exempt from depth and cost, so developers keep exploring the schema. The cost is our own
// model (query-cost.ts: values resolved, pages by their size), not armor's depth-compounding
// one: 200 conversion rows with every field cost about 7 400, 14 pages of 100 products more
// than 15 000.
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 3000,
  maxCost: 15_000,
} as const

export function graphqlArmor(config: Pick<GraphConfig, 'NODE_ENV'>) {
  const production = config.NODE_ENV === 'production'
  // In production a rejected document learns that it was refused, not where the limits are.
  const exposeLimits = !production
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, exposeLimits },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits },
    // Armor checks tokens in a plugin hook, and a refusal thrown there becomes a 500; graphql's
    // own parser limit (parseOptions in app.ts) refuses the same documents with a 400.
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    // "Did you mean …" would map the schema for anyone who guesses; development keeps it.
    blockFieldSuggestion: { enabled: production },
  }).protect()
  return {
    ...armor,
    validationRules: [
      ...armor.validationRules,
      queryCostRule({ maxCost: GRAPHQL_LIMITS.maxCost, exposeLimits }),
    ],
  }
}

/** graphql-js counts tokens while it parses: a longer document fails as a syntax error. */
export const parseOptions = { maxTokens: GRAPHQL_LIMITS.maxTokens }

const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more \w+ \d+ tokens/

/** graphql-js names its token limit in the message; production answers without it. */
export function hideParseLimit(formatted: GraphQLFormattedError): GraphQLFormattedError {
  return TOKEN_LIMIT_MESSAGE.test(formatted.message)
    ? { ...formatted, message: 'Syntax Error: the document is too large.' }
    : formatted
}
