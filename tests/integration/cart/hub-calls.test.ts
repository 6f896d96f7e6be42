import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { bootGatewayOver } from '../graph/harness'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

// Issue 21, point 2: the hub owns the priced cart. Every cart mutation the storefront sends is
// ONE request from the gateway to the hub, a cart query at most one, and the cart it answers is
// the priced cart the whole-cart PATCH /cart gives for the same contents. The hub counts the
// requests it really receives (an onRequest hook), the gateway runs the storefront's own
// documents over real HTTP.

const root = path.resolve(__dirname, '../../..')
const documentFiles = {
  fragments: [
    'web/src/components/Cart/CartView.graphql',
    'web/src/components/Cart/CartUpdateResult.graphql',
  ],
  operations: [
    'CurrentCart',
    'AddToCart',
    'ChangeCartItemQuantity',
    'RemoveFromCart',
    'SetCartItemModification',
    'ApplyCoupon',
    'RemoveCoupon',
    'SetCartCountry',
    'SetCartCurrency',
    'SetCartSubscription',
  ],
}

type Money = { amountMinor: number; currency: string }
interface CartData {
  token: string | null
  itemCount: number
  currency: string
  country: string
  vatPercentage: number
  subscriptionPeriod: string | null
  items: {
    productId: string
    name: string
    quantity: number
    oneTimeUnitPriceGross: Money | null
    product: { id: string; name: string; paths: { de: string; en: string } } | null
    unitPriceGross: Money
    lineTotalGross: Money
    modifications: { id: string; name: string; active: boolean }[]
  }[]
  coupon: { code: string } | null
  subtotalGross: Money
  couponDiscountGross: Money
  totalGross: Money
  totalNet: Money
  taxAmount: Money
}
interface UpdateResult {
  __typename: string
  cart?: CartData
  reason?: string
  fieldErrors?: { code: string | null }[]
}

describe.each(databaseTargets())('hub calls of the cart on $name', (target) => {
  let hub: BootedHub
  let graph: GraphApp
  let documents: Record<string, string>
  const hubRequests: string[] = []

  beforeAll(async () => {
    hub = await bootHub(target, {
      beforeReady: (app) =>
        app.addHook('onRequest', async (request) => {
          hubRequests.push(`${request.method} ${request.url.split('?')[0]}`)
        }),
    })
    graph = await bootGatewayOver(hub)
    const [cartFragment, resultFragment] = await Promise.all(
      documentFiles.fragments.map((file) => readFile(path.join(root, file), 'utf8')),
    )
    documents = Object.fromEntries(
      await Promise.all(
        documentFiles.operations.map(async (name) => {
          const text = await readFile(path.join(root, `web/src/operations/${name}.graphql`), 'utf8')
          // A query spreads the cart's fragment, a mutation the result's (which spreads the cart's).
          const fragments = text.includes('...CartView_updateResult')
            ? [resultFragment, cartFragment]
            : [cartFragment]
          return [name, [text, ...fragments].join('\n')] as const
        }),
      ),
    )
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  /** Runs a storefront operation; answers its data and the hub requests it caused. */
  async function run<T>(operation: string, variables: object, token?: string | null) {
    hubRequests.length = 0
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'x-abs-carttoken': token } : {}),
      },
      payload: { query: documents[operation], variables },
    })
    const body = response.json() as { data?: Record<string, T>; errors?: unknown[] }
    expect(body.errors).toBeUndefined()
    return { result: Object.values(body.data!)[0]!, hubRequests: [...hubRequests] }
  }

  /** A cart mutation: exactly one hub request, and the cart it answers. */
  async function mutate(operation: string, variables: object, token: string | null) {
    const { result, hubRequests: requests } = await run<UpdateResult>(
      operation,
      { locale: 'de', ...variables },
      token,
    )
    expect(requests, `${operation} asks the hub once`).toHaveLength(1)
    expect(requests[0]).toMatch(/^(POST|PATCH) \/cart/)
    return result
  }

  function cartOf(result: UpdateResult): CartData {
    expect(['CartUpdated', 'CouponRejected']).toContain(result.__typename)
    return result.cart!
  }

  it('makes one hub call per cart change and at most one per cart query', async () => {
    // An empty cart: at most one call.
    const empty = await run<CartData>('CurrentCart', { locale: 'de' })
    expect(empty.hubRequests.length).toBeLessThanOrEqual(1)
    expect(empty.result.items).toEqual([])

    // Product 1: offer 29.99 instead of 39.99 EUR, upgrade 1001 for 8.99.
    let cart = cartOf(
      await mutate('AddToCart', { productId: '1', quantity: 1, currency: 'EUR' }, null),
    )
    expect(cart.items).toMatchObject([
      {
        productId: '1',
        name: 'Foto-Studio Pro',
        quantity: 1,
        unitPriceGross: { amountMinor: 2999 },
        product: { id: '1', name: 'Foto-Studio Pro' },
      },
    ])
    // Product 2: 79.99 EUR, or 39.99 a year.
    cart = cartOf(await mutate('AddToCart', { productId: '2', quantity: 1 }, cart.token))
    cart = cartOf(await mutate('AddToCart', { productId: '1', quantity: 2 }, cart.token))
    expect(cart.items.map((item) => [item.productId, item.quantity])).toEqual([
      ['1', 3],
      ['2', 1],
    ])
    cart = cartOf(
      await mutate('ChangeCartItemQuantity', { productId: '1', quantity: 2 }, cart.token),
    )
    expect(cart.items[0]!.quantity).toBe(2)
    cart = cartOf(
      await mutate(
        'SetCartItemModification',
        { productId: '1', modificationId: '1001', active: true },
        cart.token,
      ),
    )
    expect(cart.items[0]!.unitPriceGross.amountMinor).toBe(2999 + 899)
    expect(cart.items[0]!.modifications.find((m) => m.id === '1001')).toMatchObject({
      name: 'Folgeversion inklusive',
      active: true,
    })

    cart = cartOf(await mutate('ApplyCoupon', { code: 'FRUEHLING20' }, cart.token))
    expect(cart.coupon?.code).toBe('FRUEHLING20')
    // A refused coupon is one call too, and keeps the coupon the cart had.
    const refused = await mutate('ApplyCoupon', { code: 'ABGELAUFEN' }, cart.token)
    expect(refused.__typename).toBe('CouponRejected')
    expect(refused.cart!.coupon?.code).toBe('FRUEHLING20')
    cart = cartOf(await mutate('RemoveCoupon', {}, cart.token))
    expect(cart.coupon).toBeNull()
    cart = cartOf(await mutate('ApplyCoupon', { code: 'ZEHN' }, cart.token))

    cart = cartOf(await mutate('SetCartCountry', { country: 'AT' }, cart.token))
    expect(cart.vatPercentage).toBe(20)
    cart = cartOf(await mutate('SetCartSubscription', { period: '1y' }, cart.token))
    expect(cart.subscriptionPeriod).toBe('1y')
    // The one-time price beside the subscription's comes with the answer as well.
    expect(cart.items[1]).toMatchObject({
      productId: '2',
      unitPriceGross: { amountMinor: 3999 },
      oneTimeUnitPriceGross: { amountMinor: 7999 },
    })
    cart = cartOf(await mutate('SetCartCurrency', { currency: 'USD' }, cart.token))
    expect(cart.currency).toBe('USD')
    cart = cartOf(await mutate('SetCartCurrency', { currency: 'EUR' }, cart.token))

    // A refused change is one call, and answered as ValidationErrors with the hub's reason.
    const tooMany = await mutate(
      'ChangeCartItemQuantity',
      { productId: '1', quantity: 100 },
      cart.token,
    )
    expect(tooMany.__typename).toBe('ValidationErrors')
    expect(tooMany.fieldErrors?.[0]?.code).toBe('QTY_OUT_OF_RANGE')

    cart = cartOf(await mutate('RemoveFromCart', { productId: '2' }, cart.token))
    expect(cart.items.map((item) => item.productId)).toEqual(['1'])
    cart = cartOf(await mutate('AddToCart', { productId: '2', quantity: 1 }, cart.token))

    // Reading the cart back: one call, and the very cart the last change answered.
    const read = await run<CartData>('CurrentCart', { locale: 'de' }, cart.token)
    expect(read.hubRequests).toHaveLength(1)
    expect({ ...read.result, token: null }).toEqual({ ...cart, token: null })

    // The same contents set at once through the whole-cart PATCH /cart price the same.
    const patched = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: {
        items: [
          { productId: 1, qty: 2, modifications: [{ id: 1001, active: true }] },
          { productId: 2, qty: 1 },
        ],
        currency: 'EUR',
        country: 'AT',
        subscription: { period: '1y' },
        coupon: 'ZEHN',
      },
    })
    expect(patched.statusCode).toBe(200)
    const reference = await run<CartData>(
      'CurrentCart',
      { locale: 'de' },
      patched.json().cart.token,
    )
    expect({ ...cart, token: null }).toEqual({ ...reference.result, token: null })
    expect(cart).toMatchObject({
      country: 'AT',
      subscriptionPeriod: '1y',
      coupon: { code: 'ZEHN' },
      subtotalGross: { amountMinor: 2 * (2999 + 899) + 3999 },
      couponDiscountGross: { amountMinor: 1000 },
      totalGross: { amountMinor: 2 * (2999 + 899) + 3999 - 1000 },
    })
  })

  it('reads the cart of the cart page and its tracking payload with one hub call', async () => {
    const added = cartOf(
      await mutate('AddToCart', { productId: '1', quantity: 1, currency: 'EUR' }, null),
    )
    hubRequests.length = 0
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-abs-carttoken': added.token! },
      payload: {
        query: `query CartPage { cart(locale: en) { itemCount items { name(locale: en) product(locale: en) { name } } } trackingPage(pageType: CART) { cartSubtotal } }`,
      },
    })
    const body = response.json() as {
      data?: { cart: { itemCount: number; items: { name: string }[] } }
      errors?: unknown
    }
    expect(body.errors).toBeUndefined()
    expect(body.data!.cart.items[0]!.name).toBe('Photo Studio Pro')
    expect(hubRequests).toEqual(['GET /cart'])
  })
})
