import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSchema, isInputObjectType, isObjectType } from 'graphql'
import { describe, expect, it } from 'vitest'

// Issue 23, point 1 (decision 0022): the buyer pays on the provider's hosted page, so no
// card number, IBAN or security code can reach the gateway: the schema has nowhere to put one.

const schema = buildSchema(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'schema.graphql'), 'utf8'),
)
const PAYMENT_DATA = /card|iban|cvc|cvv|securityCode|expiry/i

describe('the GraphQL schema', () => {
  it('takes no payment details at checkout and answers the hosted page instead', () => {
    const input = schema.getType('PlaceOrderInput')
    expect(isInputObjectType(input)).toBe(true)
    if (!isInputObjectType(input)) return
    expect(Object.keys(input.getFields()).filter((name) => PAYMENT_DATA.test(name))).toEqual([])
    const placed = schema.getType('OrderPlaced')
    expect(isObjectType(placed) && Object.keys(placed.getFields())).toContain('paymentUrl')
  })

  it('has no input anywhere with a payment detail field', () => {
    const offending = Object.values(schema.getTypeMap())
      .filter(isInputObjectType)
      .flatMap((type) =>
        Object.keys(type.getFields())
          .filter((name) => PAYMENT_DATA.test(name))
          .map((name) => `${type.name}.${name}`),
      )
    expect(offending).toEqual([])
  })
})
