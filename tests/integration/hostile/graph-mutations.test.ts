import fc from 'fast-check'
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { bootGatewayOver } from '../graph/harness'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

// Every GraphQL mutation with fast-check variables: mostly well-typed values full of hostile
// text (so resolvers and the hub really run), sometimes arbitrary JSON (so coercion is hit).
// No answer is an internal error, a 500 or a stack trace.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')
const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'))
const mutationFields = Object.values(schema.getMutationType()!.getFields())

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    'a@b.c',
    'x'.repeat(5000),
    '1000001-0',
    'DE',
  ),
)

function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, depth)
  const nullable = (arb: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 9, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) })
  if (isListType(type))
    return nullable(fc.array(valueOf(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 4 }))
  const named = getNamedType(type)
  if (isEnumType(named)) return nullable(fc.constantFrom(...named.getValues().map((v) => v.name)))
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields())
    return nullable(
      fc.record(
        Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)])),
      ),
    )
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
        return nullable(fc.oneof(fc.integer({ min: -3, max: 120 }), fc.integer()))
      case 'Float':
        return nullable(fc.double({ noNaN: true, noDefaultInfinity: true }))
      case 'Boolean':
        return nullable(fc.boolean())
      default:
        return nullable(text)
    }
  }
  return fc.jsonValue()
}

describe.each(databaseTargets())(
  'hostile variables for every GraphQL mutation on $name',
  (target) => {
    let hub: BootedHub
    let graph: GraphApp

    beforeAll(async () => {
      hub = await bootHub(target)
      graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '5000' })
    })

    afterAll(async () => {
      await graph?.app.close()
      await hub?.stop()
    })

    it('covers every mutation of the schema', () => {
      expect(mutationFields.map((field) => field.name)).toEqual(
        expect.arrayContaining([
          'placeOrder',
          'addToCart',
          'applyCoupon',
          'subscribeNewsletter',
          'createSupportTicket',
        ]),
      )
    })

    it.each(mutationFields.map((field) => [field.name, field] as const))(
      '%s never fails internally',
      async (_name, field) => {
        const declarations = field.args
          .map((arg) => `$${arg.name}: ${arg.type.toString()}`)
          .join(', ')
        const call = field.args.length
          ? `${field.name}(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})`
          : field.name
        const named = getNamedType(field.type)
        const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }'
        const query = `mutation Hostile${declarations ? `(${declarations})` : ''} { ${call}${selection} }`
        const typed = fc.record(
          Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)])),
        )
        const failures: string[] = []
        let resolved = 0
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              { weight: 4, arbitrary: typed },
              {
                weight: 1,
                arbitrary: fc.dictionary(
                  fc.constantFrom(...field.args.map((a) => a.name), 'x'),
                  fc.jsonValue({ maxDepth: 2 }),
                ),
              },
            ),
            fc.option(text, { nil: undefined }),
            async (variables, cartToken) => {
              const response = await graph.app.inject({
                method: 'POST',
                url: '/graphql',
                headers: {
                  'content-type': 'application/json',
                  ...(cartToken ? { 'x-abs-carttoken': cartToken } : {}),
                  cookie: 'sf_session=forged-session-token-of-nobody-at-all-000000000',
                },
                payload: JSON.stringify({ query, variables }),
              })
              const body = response.body
              const where = `${field.name} ${JSON.stringify(variables).slice(0, 200)} → ${response.statusCode}`
              if (response.statusCode >= 500) failures.push(`${where}: ${body.slice(0, 200)}`)
              if (body.includes('INTERNAL_SERVER_ERROR'))
                failures.push(`${where}: ${body.slice(0, 300)}`)
              if (/\n\s+at [\w.<]/.test(body) || body.includes('stacktrace'))
                failures.push(`${where}: stack trace`)
              const answer =
                response.statusCode === 200
                  ? (JSON.parse(body) as { data?: Record<string, unknown> })
                  : {}
              if (answer.data?.[field.name] != null) resolved += 1
              return true
            },
          ),
          { numRuns: 40, seed: Number(process.env.FC_SEED ?? Date.now() % 100_000) },
        )
        expect(failures.slice(0, 10)).toEqual([])
        // Well-typed variables get past coercion, so the resolver (and the hub behind it) ran.
        expect(resolved).toBeGreaterThan(0)
      },
    )
  },
)
