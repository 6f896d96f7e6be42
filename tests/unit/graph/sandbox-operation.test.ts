import { describe, expect, it } from 'vitest'
import { operationToRun } from '../../../graph/sandbox/operation-to-run'

// GraphiQL 5 sends the previous tab's operation name when "run" is pressed right after
// switching tabs; the sandbox's fetcher corrects it so the shown document runs.

const one = 'mutation AddToCart { addToCart(productId: "1", quantity: 1) { __typename } }'
const two = `${one}\nquery Cart { cart { itemCount } }`

describe('the operation the sandbox runs', () => {
  it('is the only operation of the document, whatever name GraphiQL kept', () => {
    expect(operationToRun(one, 'ProductPage')).toBe('AddToCart')
    expect(operationToRun(one, undefined)).toBe('AddToCart')
    expect(operationToRun(one, null)).toBe('AddToCart')
  })

  it('keeps a name the document has, and leaves a foreign one to the menu with several', () => {
    expect(operationToRun(two, 'Cart')).toBe('Cart')
    expect(operationToRun(two, 'ProductPage')).toBe('ProductPage')
    expect(operationToRun(two, undefined)).toBeUndefined()
  })

  it('passes a document it cannot parse on unchanged; an anonymous one runs unnamed', () => {
    expect(operationToRun('query {', 'X')).toBe('X')
    expect(operationToRun('{ product(slug: "a") { id } }', 'ProductPage')).toBeUndefined()
  })
})
