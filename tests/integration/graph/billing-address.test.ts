import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import {
  accountClient,
  bootAccountsHub,
  linkToken,
  PASSWORD,
  uniqueEmail,
  type AccountsHub,
} from '../accounts/helpers'
import { TestSmtpServer } from '../forms/smtp'
import { bootGatewayOver } from './harness'
import { databaseTargets } from '../hub/harness'

// Issue 23, point 2, through the gateway: the account's billing address (Customer.billingAddress,
// saveMyBillingAddress) and the billing data of a placed order (Order.billingAddress,
// Order.reverseCharge).

interface Answer<T> {
  data?: T
  errors?: { message: string }[]
}

const ADDRESS = {
  country: 'AT',
  name: 'Anna Beispiel',
  company: 'Beispiel KG',
  vatId: 'ATU12345678',
  street: 'Ringstraße 5',
  postalCode: '1010',
  city: 'Wien',
}

const SAVE = /* GraphQL */ `
  mutation Save($input: BillingAddressInput!, $locale: Locale!) {
    saveMyBillingAddress(input: $input, locale: $locale) {
      __typename
      ... on BillingAddress {
        country
        name
        company
        vatId
        street
        postalCode
        city
      }
      ... on ValidationErrors {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`

describe.each(databaseTargets())('billing address through the gateway on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: AccountsHub
  let graph: GraphApp

  beforeAll(async () => {
    await smtp.start()
    hub = await bootAccountsHub(target, smtp)
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '5000' })
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
    await smtp.stop()
  })

  async function execute<T>(
    query: string,
    variables: object,
    headers: Record<string, string> = {},
  ) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    })
    const setCookie = response.headers['set-cookie']
    return {
      answer: response.json() as Answer<T>,
      setCookie: Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? ''),
    }
  }

  /** A registered, confirmed customer logged in through the gateway: its Cookie header. */
  async function loggedIn(name: string) {
    const email = uniqueEmail(name)
    const client = accountClient(hub)
    const registered = await client.call('POST', '/v1/accounts', {
      body: { email, name, password: PASSWORD },
    })
    expect(registered.statusCode).toBe(202)
    const token = await linkToken(smtp, email, '/konto/bestaetigen')
    expect(
      (await client.call('POST', '/v1/accounts/confirmations', { body: { token } })).statusCode,
    ).toBe(200)
    const { setCookie } = await execute(
      `mutation ($email: String!, $password: String!) {
        logIn(input: { email: $email, password: $password }, locale: de) { __typename }
      }`,
      { email, password: PASSWORD },
    )
    const value = /^sf_session=([^;]*)/.exec(setCookie)?.[1]
    if (!value) throw new Error('no session cookie')
    return { cookie: `consent=necessary; sf_session=${value}` }
  }

  it("saves and reads the customer's own billing address; refuses with field messages", async () => {
    const headers = await loggedIn('Anna')
    const me = () =>
      execute<{ me: { billingAddress: object | null } }>(
        '{ me { billingAddress { country name company vatId street postalCode city } } }',
        {},
        headers,
      )
    expect((await me()).answer.data?.me.billingAddress).toBeNull()

    const guest = await execute<{ saveMyBillingAddress: { __typename: string } }>(SAVE, {
      input: ADDRESS,
      locale: 'en',
    })
    expect(guest.answer.data?.saveMyBillingAddress.__typename).toBe('NotLoggedIn')

    const refused = await execute<{
      saveMyBillingAddress: { __typename: string; fieldErrors: object[] }
    }>(SAVE, { input: { ...ADDRESS, vatId: 'DE123456789' }, locale: 'en' }, headers)
    expect(refused.answer.data?.saveMyBillingAddress).toEqual({
      __typename: 'ValidationErrors',
      fieldErrors: [
        {
          field: 'vatId',
          message:
            'The VAT ID field is not a VAT ID of the selected country (for example ATU12345678)',
        },
      ],
    })

    const saved = await execute<{ saveMyBillingAddress: object }>(
      SAVE,
      { input: { ...ADDRESS, vatId: 'atu 1234 5678' }, locale: 'de' },
      headers,
    )
    expect(saved.answer.data?.saveMyBillingAddress).toEqual({
      __typename: 'BillingAddress',
      ...ADDRESS,
    })
    expect((await me()).answer.data?.me.billingAddress).toEqual(ADDRESS)
  })

  it('answers the billing address and reverse charge of a placed order', async () => {
    const cart = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: { items: [{ productId: 2, qty: 1 }], country: 'AT' },
    })
    const placed = await execute<{
      placeOrder: {
        __typename: string
        order?: {
          reverseCharge: boolean
          taxVatPercentage: number
          taxAmount: { amountMinor: number }
          billingAddress: object
        }
      }
    }>(
      `mutation ($input: PlaceOrderInput!) {
        placeOrder(input: $input, idempotencyKey: "billing-graph-0001", locale: de) {
          __typename
          ... on OrderPlaced {
            order {
              reverseCharge
              taxVatPercentage
              taxAmount { amountMinor }
              billingAddress { country name company vatId street postalCode city }
            }
          }
        }
      }`,
      {
        input: {
          email: uniqueEmail('Firma'),
          ...ADDRESS,
          acceptTerms: true,
          waiveWithdrawal: true,
        },
      },
      { 'x-abs-carttoken': cart.json().cart.token },
    )
    expect(placed.answer.errors).toBeUndefined()
    expect(placed.answer.data?.placeOrder).toEqual({
      __typename: 'OrderPlaced',
      order: {
        reverseCharge: true,
        taxVatPercentage: 0,
        taxAmount: { amountMinor: 0 },
        billingAddress: ADDRESS,
      },
    })
  })
})
