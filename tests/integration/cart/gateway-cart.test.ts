import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildGraphApp, type GraphApp } from '../../../graph/src/app'
import { loadGraphConfig } from '../../../graph/src/config'
import { createGraphLogger } from '../../../graph/src/logger'
import { netOfGross, splitGross } from '@schaufenster/pricing'
import { orders } from '../../../hub/src/db/schema-orders'
import { bootFormsHub, type FormsHub } from '../forms/boot'
import { TestSmtpServer } from '../forms/smtp'
import { pressOnHostedPage } from '../orders/hosted-payment'
import { databaseTargets } from '../hub/harness'

interface Answer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string } }[]
}

const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    token
    itemCount
    currency
    country
    vatPercentage
    subscriptionPeriod
    items {
      productId
      kind
      name(locale: en)
      quantity
      product(locale: en) {
        name
      }
      unitPriceGross {
        amountMinor
        currency
      }
      unitPriceNet {
        amountMinor
      }
      strikeUnitPriceGross {
        amountMinor
      }
      offerProduct
      discountNet {
        amountMinor
      }
      modifications {
        id
        key
        name
        active
        amountGross {
          amountMinor
        }
      }
      subscriptionOptions {
        period
        amountPerPeriodGross {
          amountMinor
        }
      }
      lineTotalGross {
        amountMinor
      }
      lineTotalNet {
        amountMinor
      }
      taxAmount {
        amountMinor
      }
    }
    coupon {
      code
      resultingDiscountGross {
        amountMinor
      }
    }
    subtotalGross {
      amountMinor
    }
    couponDiscountGross {
      amountMinor
    }
    totalGross {
      amountMinor
      currency
    }
    totalNet {
      amountMinor
    }
    taxAmount {
      amountMinor
    }
  }
`

const UPDATE_RESULT = /* GraphQL */ `
  __typename
  ... on CartUpdated {
    cart {
      ...CartFields
    }
  }
  ... on CouponRejected {
    code
    reason
    message
    cart {
      ...CartFields
    }
  }
  ... on ValidationErrors {
    fieldErrors {
      field
      message
    }
  }
`

const ORDER_FIELDS = /* GraphQL */ `
  orderNumber
  placedAt
  currency
  taxVatPercentage
  email
  totalGross {
    amountMinor
  }
  taxAmount {
    amountMinor
  }
  coupon {
    code
    resultingDiscountGross {
      amountMinor
    }
  }
  items {
    productId
    name
    quantity
    unitPriceGross {
      amountMinor
    }
    unitTax {
      amountMinor
    }
    offerPriceGross {
      amountMinor
    }
    offerProduct
    licenceKeys
    downloads {
      fileName
      downloadUrl
    }
  }
`

type CartData = {
  token: string
  itemCount: number
  currency: string
  country: string
  vatPercentage: number
  items: Record<string, unknown>[]
  coupon: { code: string; resultingDiscountGross: { amountMinor: number } } | null
  [key: string]: unknown
}

type UpdateResult = {
  __typename: string
  cart?: CartData
  reason?: string
  message?: string
  fieldErrors?: { field: string; message: string }[]
}

// No card number: the buyer pays on the provider's hosted page (decision 0022).
const checkout = () => ({
  email: 'gateway@example.org',
  name: 'Max Mustermann',
  country: 'DE',
  acceptTerms: true,
  waiveWithdrawal: true,
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  cjEvent: 'cje-123',
})

describe.each(databaseTargets())('cart and checkout through the gateway on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: FormsHub
  let graph: GraphApp
  let attachmentDir: string
  const productCalls: string[] = []

  beforeAll(async () => {
    await smtp.start()
    attachmentDir = await mkdtemp(path.join(tmpdir(), 'gateway-cart-'))
    hub = await bootFormsHub(target, {
      smtpUrl: smtp.url,
      attachmentDir,
      beforeReady: (app) =>
        app.addHook('onRequest', async (request) => {
          if (request.url.startsWith('/v1/products')) productCalls.push(request.url)
        }),
    })
    await hub.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = hub.app.server.address() as AddressInfo
    const config = loadGraphConfig({
      HUB_V1_URL: `http://127.0.0.1:${port}/v1`,
      CART_API_URL: `http://127.0.0.1:${port}/cart`,
      HUB_TIMEOUT_MS: '5000',
      LOG_LEVEL: 'silent',
    })
    graph = await buildGraphApp(config, createGraphLogger(config))
    await graph.app.ready()
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
    await smtp.stop()
    await rm(attachmentDir, { recursive: true, force: true })
  })

  async function execute<T>(
    query: string,
    variables: object = {},
    token?: string,
    orderToken?: string,
  ) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'x-abs-carttoken': token } : {}),
        ...(orderToken ? { 'x-order-token': orderToken } : {}),
      },
      payload: { query, variables },
    })
    const body = response.json() as Answer<T>
    expect(body.errors).toBeUndefined()
    return { body, headers: response.headers }
  }

  async function mutate(field: string, args: string, variables: object, token?: string) {
    const { body } = await execute<Record<string, UpdateResult>>(
      `mutation Change${args ? `(${args})` : ''} { result: ${field} { ${UPDATE_RESULT} } } ${CART_FIELDS}`,
      variables,
      token,
    )
    return body.data!['result']!
  }

  async function readCart(token?: string) {
    const { body, headers } = await execute<{ cart: CartData }>(
      `query Cart { cart(locale: en) { ...CartFields } } ${CART_FIELDS}`,
      {},
      token,
    )
    return { cart: body.data!.cart, headers }
  }

  it('adds to the cart, applies a coupon, changes currency and country, and orders', async () => {
    const added = await mutate('addToCart(productId: $id, quantity: 2, locale: en)', '$id: ID!', {
      id: '1',
    })
    expect(added.__typename).toBe('CartUpdated')
    let cart = added.cart!
    expect(cart.token).toEqual(expect.any(String))
    expect(cart).toMatchObject({ itemCount: 2, currency: 'EUR', country: 'DE', vatPercentage: 19 })
    // 29.99 instead of 39.99: net 25.20, discount net(39.99) − net(29.99)
    expect(cart.items[0]).toMatchObject({
      productId: '1',
      kind: 'PROGRAM',
      name: 'Photo Studio Pro',
      quantity: 2,
      product: { name: 'Photo Studio Pro' },
      unitPriceGross: { amountMinor: 2999, currency: 'EUR' },
      unitPriceNet: { amountMinor: 2520 },
      strikeUnitPriceGross: { amountMinor: 3999 },
      offerProduct: true,
      discountNet: { amountMinor: netOfGross(3999, 19) - 2520 },
      lineTotalGross: { amountMinor: 5998 },
      lineTotalNet: { amountMinor: splitGross(5998, 19).netMinor },
      taxAmount: { amountMinor: splitGross(5998, 19).taxMinor },
      modifications: [
        {
          id: '1001',
          key: 'subsequent-version',
          name: 'Next version included',
          active: false,
          amountGross: { amountMinor: 899 },
        },
        // The Plus edition, not chosen (issue 19, point 3).
        {
          id: '2001',
          key: 'plus-edition',
          name: 'Plus edition',
          active: false,
          amountGross: { amountMinor: 1000 },
        },
      ],
    })

    const more = await mutate(
      'addToCart(productId: $id, quantity: 1, locale: en)',
      '$id: ID!',
      { id: '2' },
      cart.token,
    )
    cart = more.cart!
    expect(cart.itemCount).toBe(3)
    const upgraded = await mutate(
      'setCartItemModification(productId: "1", modificationId: "1001", active: true, locale: en)',
      '',
      {},
      cart.token,
    )
    cart = upgraded.cart!
    expect(cart.items[0]).toMatchObject({
      unitPriceGross: { amountMinor: 3898 },
      modifications: [{ active: true }, { key: 'plus-edition', active: false }],
    })
    // 2 × 38.98 + 79.99 = 157.95
    expect(cart.subtotalGross).toEqual({ amountMinor: 15795 })

    const coupon = await mutate('applyCoupon(code: "fruehling20", locale: en)', '', {}, cart.token)
    expect(coupon.__typename).toBe('CartUpdated')
    cart = coupon.cart!
    // 20 % of 157.95 = 31.59; pays 126.36
    expect(cart.coupon).toEqual({
      code: 'FRUEHLING20',
      resultingDiscountGross: { amountMinor: 3159 },
    })
    expect(cart.couponDiscountGross).toEqual({ amountMinor: 3159 })
    expect(cart.totalGross).toEqual({ amountMinor: 12636, currency: 'EUR' })
    expect(cart.taxAmount).toEqual({ amountMinor: splitGross(12636, 19).taxMinor })
    expect(cart.totalNet).toEqual({ amountMinor: splitGross(12636, 19).netMinor })

    const refused = await mutate('applyCoupon(code: "ABGELAUFEN", locale: en)', '', {}, cart.token)
    expect(refused).toMatchObject({
      __typename: 'CouponRejected',
      reason: 'EXPIRED',
      message: 'This coupon has expired.',
    })
    expect(refused.cart!.coupon?.code).toBe('FRUEHLING20')

    const pounds = await mutate('setCartCurrency(currency: GBP, locale: en)', '', {}, cart.token)
    expect(pounds.cart!.currency).toBe('GBP')
    expect(pounds.cart!.items[0]).toMatchObject({ unitPriceGross: { amountMinor: 2699 + 799 } })
    const euros = await mutate(
      'setCartCurrency(currency: EUR, locale: en)',
      '',
      {},
      pounds.cart!.token,
    )
    const austria = await mutate(
      'setCartCountry(country: "AT", locale: en)',
      '',
      {},
      euros.cart!.token,
    )
    expect(austria.cart!.vatPercentage).toBe(20)
    expect(austria.cart!.taxAmount).toEqual({ amountMinor: splitGross(12636, 20).taxMinor })
    cart = austria.cart!

    // The cart is never cached, and CartItem.product comes with the cart API's answer: no
    // catalog call (issue 21, point 2).
    productCalls.length = 0
    const read = await readCart(cart.token)
    expect(read.cart.items).toHaveLength(2)
    expect(read.cart.items.map((item) => item['product'])).toEqual(
      cart.items.map((item) => item['product']),
    )
    expect(productCalls).toHaveLength(0)
    expect(read.headers['cache-control'] ?? 'no-store').not.toMatch(/max-age=[1-9]/)

    const placeOrder = /* GraphQL */ `
      mutation Place($input: PlaceOrderInput!, $key: String!) {
        placeOrder(input: $input, idempotencyKey: $key, locale: en) {
          __typename
          ... on OrderPlaced { accessToken paymentUrl order { paymentStatus ${ORDER_FIELDS} } }
          ... on PaymentDeclined { message }
          ... on CartNotOrderable { message }
          ... on ValidationErrors { fieldErrors { field message } }
        }
      }
    `
    type PlaceAnswer = {
      placeOrder: {
        __typename: string
        message?: string
        accessToken?: string
        paymentUrl?: string | null
        order?: Record<string, unknown> & {
          orderNumber: string
          items: { licenceKeys: string[] }[]
        }
        fieldErrors?: { field: string; message: string }[]
      }
    }
    const readOrder = `query Order($n: String!) { order(orderNumber: $n) { paymentStatus ${ORDER_FIELDS} } }`
    // Placed pending; the hosted test page declines the payment: the order fails.
    const declined = await execute<PlaceAnswer>(
      placeOrder,
      { input: checkout(), key: 'gateway-declined-1' },
      cart.token,
    )
    const attempt = declined.body.data!.placeOrder
    expect(attempt.__typename).toBe('OrderPlaced')
    expect(attempt.order!.paymentStatus).toBe('PENDING')
    expect(attempt.order!.items[0]!.licenceKeys).toEqual([])
    expect(attempt.paymentUrl).toMatch(/\/test-payment\/cs_test_/)
    await pressOnHostedPage(hub.app, attempt.paymentUrl!, 'decline')
    const failed = await execute<{ order: { paymentStatus: string } }>(
      readOrder,
      { n: attempt.order!.orderNumber },
      undefined,
      attempt.accessToken,
    )
    expect(failed.body.data!.order.paymentStatus).toBe('FAILED')
    // A decline keeps the cart.
    expect((await readCart(cart.token)).cart.itemCount).toBe(3)

    const invalid = await execute<PlaceAnswer>(
      placeOrder,
      {
        input: { ...checkout(), acceptTerms: false },
        key: 'gateway-invalid-1',
      },
      cart.token,
    )
    expect(invalid.body.data!.placeOrder).toEqual({
      __typename: 'ValidationErrors',
      fieldErrors: [
        { field: 'acceptTerms', message: 'The terms and conditions field is required' },
      ],
    })

    const placed = await execute<PlaceAnswer>(
      placeOrder,
      { input: checkout(), key: 'gateway-order-1' },
      cart.token,
    )
    const result = placed.body.data!.placeOrder
    expect(result.__typename).toBe('OrderPlaced')
    // Paid by card on the hosted test page; the return shows the paid order.
    await pressOnHostedPage(hub.app, result.paymentUrl!, 'pay')
    const paid = await execute<{ order: NonNullable<PlaceAnswer['placeOrder']['order']> }>(
      readOrder,
      { n: result.order!.orderNumber },
      undefined,
      result.accessToken,
    )
    const order = paid.body.data!.order
    expect(order.paymentStatus).toBe('PAID')
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^[0-9]+-0$/),
      currency: 'EUR',
      taxVatPercentage: 19,
      email: 'gateway@example.org',
      totalGross: { amountMinor: 12636 },
      taxAmount: { amountMinor: splitGross(12636, 19).taxMinor },
      coupon: { code: 'FRUEHLING20', resultingDiscountGross: { amountMinor: 3159 } },
    })
    expect(order.items[0]).toMatchObject({
      productId: '1',
      name: 'Photo Studio Pro',
      quantity: 2,
      unitPriceGross: { amountMinor: 3898 },
      offerPriceGross: { amountMinor: 3999 },
      offerProduct: true,
      downloads: [
        {
          fileName: 'photo-studio-pro-full-mac.dmg',
          // The buyer's signed link (issue 18); the bare path is refused.
          downloadUrl: expect.stringMatching(
            /^\/downloads\/photo-studio-pro-full-mac\.dmg\?licence=[0-9a-f-]+&expires=\d+&signature=/,
          ),
        },
        {
          fileName: 'photo-studio-pro-full-windows.exe',
          // The buyer's signed link (issue 18); the bare path is refused.
          downloadUrl: expect.stringMatching(
            /^\/downloads\/photo-studio-pro-full-windows\.exe\?licence=[0-9a-f-]+&expires=\d+&signature=/,
          ),
        },
      ],
    })
    expect(order.items[0]!.licenceKeys).toHaveLength(2)
    expect(order.items[1]).toMatchObject({
      productId: '2',
      offerPriceGross: null,
      offerProduct: false,
    })

    const mine = await execute<{ order: unknown }>(
      readOrder,
      { n: order.orderNumber },
      undefined,
      result.accessToken,
    )
    expect(mine.body.data!.order).toEqual(order)
    const theirs = await execute<{ order: unknown }>(
      readOrder,
      { n: order.orderNumber },
      undefined,
      'someone-elses-token',
    )
    expect(theirs.body.data!.order).toBeNull()

    const mail = await smtp.waitFor((m) => m.subject === `Your order ${order.orderNumber}`)
    expect(mail.to).toContain('gateway@example.org')
    for (const key of order.items[0]!.licenceKeys) expect(mail.text).toContain(key)
  })

  it('sells the premium support plan through the cart', async () => {
    const { body } = await execute<{ premiumSupportOffer: { cartProductId: string } }>(
      '{ premiumSupportOffer { cartProductId } }',
    )
    const id = body.data!.premiumSupportOffer.cartProductId
    const { body: added } = await execute<{ addToCart: { cart: { items: unknown[] } } }>(
      `mutation Add($id: ID!) { addToCart(productId: $id, locale: de) { ... on CartUpdated { cart { items { productId kind name(locale: de) product { name } unitPriceGross { amountMinor } } } } } }`,
      { id },
    )
    expect(added.data!.addToCart.cart.items).toEqual([
      {
        productId: id,
        kind: 'PREMIUM_SUPPORT',
        name: 'Premium-Support (1 Jahr)',
        product: null,
        unitPriceGross: { amountMinor: 2999 },
      },
    ])
  })

  it('sells premium support once per order, refuses more with a code, names it in both languages (issue 19)', async () => {
    type Line = { quantity: number; maxQuantity: number; name: string }
    type Change = {
      __typename: string
      cart?: { token: string; items: Line[] }
      fieldErrors?: { field: string; message: string; code: string | null }[]
    }
    const change = async (field: string, token?: string) => {
      const { body } = await execute<{ result: Change }>(
        `mutation { result: ${field} { __typename ... on CartUpdated { cart { token items { quantity maxQuantity name(locale: de) } } } ... on ValidationErrors { fieldErrors { field message code } } } }`,
        {},
        token,
      )
      return body.data!.result
    }
    const once = await change('addToCart(productId: "900001", locale: de)')
    // Offered again (the ticket page's button twice): still one, and no refusal.
    const again = await change('addToCart(productId: "900001", locale: de)', once.cart!.token)
    expect(again.__typename).toBe('CartUpdated')
    expect(again.cart!.items).toEqual([
      { quantity: 1, maxQuantity: 1, name: 'Premium-Support (1 Jahr)' },
    ])
    const program = await change('addToCart(productId: "1", locale: de)', again.cart!.token)
    expect(program.cart!.items[1]!.maxQuantity).toBe(99)

    // A refusal carries a code the storefront shows its own text for.
    const twice = await change(
      'changeCartItemQuantity(productId: "900001", quantity: 2, locale: de)',
      again.cart!.token,
    )
    expect(twice.__typename).toBe('ValidationErrors')
    expect(twice.fieldErrors!.map((error) => error.code)).toEqual(['QTY_FIXED'])
    const unknown = await change('addToCart(productId: "999999", locale: de)')
    expect(unknown.fieldErrors!.map((error) => error.code)).toEqual(['UNKNOWN_PRODUCT'])

    // Ordered in German, the line has its name in both languages wherever it is read.
    const { body } = await execute<{
      placeOrder: { __typename: string; accessToken: string; order: { orderNumber: string } }
    }>(
      `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input, idempotencyKey: "issue19-premium", locale: de) { __typename ... on OrderPlaced { accessToken order { orderNumber } } } }`,
      { input: { ...checkout(), email: 'premium19@example.org' } },
      program.cart!.token,
    )
    expect(body.data!.placeOrder.__typename).toBe('OrderPlaced')
    const { body: read } = await execute<{
      order: { items: { de: string; en: string; own: string }[] }
    }>(
      `query Order($n: String!) { order(orderNumber: $n) { items { de: name(locale: de) en: name(locale: en) own: name } } }`,
      { n: body.data!.placeOrder.order.orderNumber },
      undefined,
      body.data!.placeOrder.accessToken,
    )
    expect(read.data!.order.items).toEqual([
      {
        de: 'Premium-Support (1 Jahr)',
        en: 'Premium support (1 year)',
        own: 'Premium-Support (1 Jahr)',
      },
      { de: 'Foto-Studio Pro', en: 'Photo Studio Pro', own: 'Foto-Studio Pro' },
    ])
  })

  it('takes the affiliate click id from the cje cookie when the form has none', async () => {
    const added = await mutate('addToCart(productId: "2", locale: de)', '', {})
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'x-abs-carttoken': added.cart!.token,
        cookie: 'i18n_redirected=de; cje=cookie-click-7',
      },
      payload: {
        query: `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input, idempotencyKey: "gateway-cookie-1") { __typename ... on OrderPlaced { order { orderNumber } } } }`,
        variables: {
          input: { ...checkout(), email: 'cookie@example.org', cjEvent: null },
        },
      },
    })
    const placed = response.json().data.placeOrder
    expect(placed.__typename).toBe('OrderPlaced')
    const [row] = await hub.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.order.orderNumber))
    expect(row!.cjEvent).toBe('cookie-click-7')
  })

  it('treats a forged token as an empty cart', async () => {
    const { cart } = await readCart('eyJhbGciOiJub25lIn0.eyJpdGVtcyI6W119.')
    expect(cart).toMatchObject({ token: null, itemCount: 0, items: [], currency: 'EUR' })
  })

  it('answers refused changes as ValidationErrors', async () => {
    const unknown = await mutate('addToCart(productId: "999999", locale: en)', '', {})
    expect(unknown.__typename).toBe('ValidationErrors')
    expect(unknown.fieldErrors![0]!.message).toMatch(/999999/)
    const tooMany = await mutate('addToCart(productId: "1", quantity: 100, locale: en)', '', {})
    expect(tooMany.__typename).toBe('ValidationErrors')
  })
})
