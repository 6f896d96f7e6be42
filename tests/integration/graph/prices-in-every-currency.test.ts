import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { bootGatewayOver } from './harness'

// Issue 19, point 13: pages are rendered once for everybody, so the gateway answers a
// product's prices in every currency at once (`pricesGross`, `strikePricesGross`) and the
// storefront shows the shopper's. The amounts must be the very ones the single-currency
// fields and the cart charge; a cart made with the shopper's currency is in it.

interface Money {
  amountMinor: number
  currency: string
}

const currencies = ['EUR', 'USD', 'GBP', 'CHF'] as const

describe.each(databaseTargets())('prices in every currency on $name', (target) => {
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

  async function execute<T>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    })
    const body = response.json() as { data: T; errors?: unknown[] }
    expect(body.errors).toBeUndefined()
    return body.data
  }

  const money = '{ amountMinor currency }'
  const single = (field: string) =>
    currencies.map((code) => `${code.toLowerCase()}${field}: ${field}(currency: ${code}) ${money}`)

  it('answers every product’s list and strike prices per currency, as the single fields do', async () => {
    const data = await execute<{
      products: {
        edges: {
          node: {
            slug: string
            pricesGross: Money[]
            strikePricesGross: Money[]
          } & Record<string, Money | null>
        }[]
      }
    }>(
      `{ products(locale: de, first: 30) { edges { node { slug
        pricesGross ${money} strikePricesGross ${money}
        ${single('priceGross').join(' ')} ${single('strikePriceGross').join(' ')} } } } }`,
    )
    const products = data.products.edges.map((edge) => edge.node)
    expect(products.length).toBeGreaterThan(10)
    let withStrike = 0
    for (const product of products) {
      const expected = currencies
        .map((code) => product[`${code.toLowerCase()}priceGross`])
        .filter((price): price is Money => price != null)
      expect(product.pricesGross, product.slug).toEqual(expected)
      // The seed sells every program in all four currencies.
      expect(product.pricesGross.map((price) => price.currency)).toEqual([...currencies])
      const strikes = currencies
        .map((code) => product[`${code.toLowerCase()}strikePriceGross`])
        .filter((price): price is Money => price != null)
      expect(product.strikePricesGross, product.slug).toEqual(strikes)
      if (strikes.length > 0) withStrike += 1
    }
    expect(withStrike).toBeGreaterThan(0)
  })

  it('makes the cart in the shopper’s currency, at the amount the catalog answered', async () => {
    const listed = await execute<{
      products: { edges: { node: { id: string; isFree: boolean; pricesGross: Money[] } }[] }
    }>(`{ products(locale: en, first: 20) { edges { node { id isFree pricesGross ${money} } } } }`)
    const product = listed.products.edges
      .map((edge) => edge.node)
      .find((candidate) => !candidate.isFree)!
    const gbp = product.pricesGross.find((price) => price.currency === 'GBP')!
    const added = await execute<{
      addToCart: {
        __typename: string
        cart: { currency: string; items: { productId: string; unitPriceGross: Money }[] }
      }
    }>(
      `mutation ($id: ID!) { addToCart(productId: $id, locale: en, currency: GBP) {
        __typename ... on CartUpdated { cart { currency items { productId unitPriceGross ${money} } } } } }`,
      { id: product.id },
    )
    expect(added.addToCart.__typename).toBe('CartUpdated')
    expect(added.addToCart.cart.currency).toBe('GBP')
    const item = added.addToCart.cart.items.find((line) => line.productId === product.id)!
    expect(item.unitPriceGross).toEqual(gbp)
  })

  it('answers the premium support plan in every currency, as the cart charges it', async () => {
    const offer = await execute<{
      premiumSupportOffer: { cartProductId: string; priceGross: Money; pricesGross: Money[] }
    }>(`{ premiumSupportOffer { cartProductId priceGross ${money} pricesGross ${money} } }`)
    const { cartProductId, priceGross, pricesGross } = offer.premiumSupportOffer
    expect(pricesGross.map((price) => price.currency)).toEqual([...currencies])
    expect(pricesGross[0]).toEqual(priceGross)
    for (const price of pricesGross) {
      const added = await execute<{
        addToCart: { cart: { items: { productId: string; unitPriceGross: Money }[] } }
      }>(
        `mutation ($id: ID!, $currency: CurrencyCode!) {
          addToCart(productId: $id, locale: de, currency: $currency) {
            ... on CartUpdated { cart { items { productId unitPriceGross ${money} } } } } }`,
        { id: cartProductId, currency: price.currency },
      )
      const line = added.addToCart.cart.items.find((item) => item.productId === cartProductId)
      expect(line?.unitPriceGross).toEqual(price)
    }
  })

  it('leaves the cart’s currency alone when none is given', async () => {
    const listed = await execute<{
      products: { edges: { node: { id: string; isFree: boolean } }[] }
    }>(`{ products(locale: de, first: 20) { edges { node { id isFree } } } }`)
    const product = listed.products.edges.map((edge) => edge.node).find((p) => !p.isFree)!
    const added = await execute<{ addToCart: { cart: { currency: string } } }>(
      `mutation ($id: ID!) { addToCart(productId: $id, locale: de) {
        ... on CartUpdated { cart { currency } } } }`,
      { id: product.id },
    )
    expect(added.addToCart.cart.currency).toBe('EUR')
  })
})
