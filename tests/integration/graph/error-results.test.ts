import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildGraphApp, type GraphApp } from '../../../graph/src/app'
import { loadGraphConfig } from '../../../graph/src/config'
import { createGraphLogger } from '../../../graph/src/logger'

// One error model (issue 21, point 3): a hub refusal reaches the client as an ErrorResult
// whose `code` is the hub's `error.code`, unchanged, whatever the HTTP status said. The hub
// here is a real HTTP server that answers every request with the refusal a test sets.

interface HubAnswer {
  status: number
  body: unknown
}

describe('hub refusals as ErrorResult members', () => {
  let hub: Server
  let graph: GraphApp
  let answer: HubAnswer = { status: 500, body: {} }
  const seen: string[] = []

  beforeAll(async () => {
    hub = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`)
      request.resume()
      request.on('end', () => {
        response.writeHead(answer.status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(answer.body))
      })
    })
    await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve))
    const { port } = hub.address() as AddressInfo
    const config = loadGraphConfig({
      HUB_V1_URL: `http://127.0.0.1:${port}/v1`,
      CART_API_URL: `http://127.0.0.1:${port}/cart`,
      LOG_LEVEL: 'silent',
    })
    graph = await buildGraphApp(config, createGraphLogger(config))
    await graph.app.ready()
  })

  afterAll(async () => {
    await graph?.app.close()
    await new Promise((resolve) => hub?.close(resolve))
  })

  async function mutate(query: string, variables: Record<string, unknown> = {}) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query, variables },
    })
    return response.json() as {
      data?: Record<string, Record<string, unknown>>
      errors?: { message: string; extensions?: { code?: string } }[]
    }
  }

  const refuse = (status: number, code: string, message: string, extra: object = {}) => {
    answer = { status, body: { error: { code, message, ...extra } } }
  }

  const LOG_IN = /* GraphQL */ `
    mutation {
      logIn(input: { email: "a@example.org", password: "wrong-password" }, locale: en) {
        __typename
        ... on ErrorResult {
          code
          message
        }
      }
    }
  `

  it('passes the hub code INVALID_CREDENTIALS through as the result code', async () => {
    refuse(401, 'INVALID_CREDENTIALS', 'E-mail address or password is wrong.')
    const { data, errors } = await mutate(LOG_IN)
    expect(errors).toBeUndefined()
    expect(data?.['logIn']).toEqual({
      __typename: 'InvalidCredentials',
      code: 'INVALID_CREDENTIALS',
      message: 'E-mail address or password is wrong.',
    })
  })

  it('passes RATE_LIMITED and BAD_REQUEST through, with the field messages', async () => {
    refuse(429, 'RATE_LIMITED', 'Please wait a minute.')
    expect((await mutate(LOG_IN)).data?.['logIn']).toEqual({
      __typename: 'RateLimited',
      code: 'RATE_LIMITED',
      message: 'Please wait a minute.',
    })
    refuse(400, 'BAD_REQUEST', 'Invalid input', { fields: { email: 'Enter an e-mail address.' } })
    const { data } = await mutate(/* GraphQL */ `
      mutation {
        subscribeNewsletter(input: { email: "x" }, locale: en) {
          __typename
          ... on ErrorResult {
            code
            message
          }
          ... on ValidationErrors {
            fieldErrors {
              field
              message
            }
          }
        }
      }
    `)
    expect(data?.['subscribeNewsletter']).toEqual({
      __typename: 'ValidationErrors',
      code: 'BAD_REQUEST',
      message: 'Enter an e-mail address.',
      fieldErrors: [{ field: 'email', message: 'Enter an e-mail address.' }],
    })
  })

  it('decides the member by the hub code, not by the HTTP status', async () => {
    const placeOrder = /* GraphQL */ `
      mutation {
        placeOrder(
          input: {
            email: "a@example.org"
            name: "A"
            country: "DE"
            street: "Musterstraße 1"
            postalCode: "10115"
            city: "Berlin"
            acceptTerms: true
            waiveWithdrawal: true
          }
          idempotencyKey: "key-0123456789"
          locale: en
        ) {
          __typename
          ... on ErrorResult {
            code
            message
          }
        }
      }
    `
    refuse(402, 'PAYMENT_DECLINED', 'The payment was declined.')
    expect((await mutate(placeOrder)).data?.['placeOrder']).toEqual({
      __typename: 'PaymentDeclined',
      code: 'PAYMENT_DECLINED',
      message: 'The payment was declined.',
    })
    // A 409 is no status the gateway knows; the body's code says what happened.
    refuse(409, 'CART_NOT_ORDERABLE', 'The cart changed.')
    expect((await mutate(placeOrder)).data?.['placeOrder']).toEqual({
      __typename: 'CartNotOrderable',
      code: 'CART_NOT_ORDERABLE',
      message: 'The cart changed.',
    })
    // Rate limiting said with a 403 is still the hub's RATE_LIMITED.
    refuse(403, 'RATE_LIMITED', 'Too many orders.')
    expect((await mutate(placeOrder)).data?.['placeOrder']).toEqual({
      __typename: 'RateLimited',
      code: 'RATE_LIMITED',
      message: 'Too many orders.',
    })
  })

  it('answers an unknown link token with the hub code NOT_FOUND', async () => {
    refuse(404, 'NOT_FOUND', 'This link is no longer valid.')
    const valid = await mutate(/* GraphQL */ `
      mutation {
        confirmProgramActivation(token: "unknown-token", locale: en) {
          __typename
          ... on ErrorResult {
            code
            message
          }
        }
      }
    `)
    expect(valid.data?.['confirmProgramActivation']).toEqual({
      __typename: 'InvalidToken',
      code: 'NOT_FOUND',
      message: 'This link is no longer valid.',
    })
  })

  it('keeps an unavailable hub an error the client did not expect, with the public code', async () => {
    answer = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'db down' } } }
    const { data, errors } = await mutate(LOG_IN)
    expect(data).toBeNull()
    expect(errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE')
    expect(JSON.stringify(errors)).not.toContain('db down')
  })
})
