import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import { hostedPayments, type HostedPayments } from './provider'
import { TEST_PROVIDER_API_PREFIX } from './test-provider/routes'

// The hub's one `stripe` SDK client: pointed at Stripe with STRIPE_SECRET_KEY, else at the
// embedded test provider's routes on this very hub. For the latter the SDK's HTTP client is
// a fetch that hands the request to Fastify's inject: the SDK encodes, authenticates and
// parses exactly as against api.stripe.com, without the hub needing to know its own address.

export interface PaymentKeys {
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  /** Another address for Stripe's API (stripe-mock, a test stand-in); unset: Stripe's. */
  STRIPE_API_URL?: string
}

/** The test provider's credentials: random per process, never configured. */
export interface TestProviderKeys {
  apiKey: string
  webhookSecret: string
}

export function testProviderKeys(webhookSecret?: string): TestProviderKeys {
  return {
    apiKey: `sk_test_embedded_${randomBytes(24).toString('base64url')}`,
    webhookSecret: webhookSecret ?? `whsec_${randomBytes(32).toString('base64url')}`,
  }
}

export function realStripe(
  keys: Required<Omit<PaymentKeys, 'STRIPE_API_URL'>> & Pick<PaymentKeys, 'STRIPE_API_URL'>,
): HostedPayments {
  const api = keys.STRIPE_API_URL ? new URL(keys.STRIPE_API_URL) : undefined
  return hostedPayments({
    id: 'stripe',
    label: 'Stripe Checkout',
    stripe: new Stripe(keys.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    }),
    webhookSecret: keys.STRIPE_WEBHOOK_SECRET,
  })
}

export function embeddedStripe(
  app: Pick<FastifyInstance, 'inject'>,
  keys: TestProviderKeys,
): HostedPayments {
  const injectFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
    const headers: Record<string, string> = {}
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value
    })
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${TEST_PROVIDER_API_PREFIX}${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    })
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    })
  }
  return hostedPayments({
    id: 'test',
    label: 'TEST payment provider – no real payment',
    stripe: new Stripe(keys.apiKey, {
      httpClient: Stripe.createFetchHttpClient(injectFetch as typeof fetch),
      maxNetworkRetries: 0,
      host: 'embedded-test-provider.invalid',
      protocol: 'http',
    }),
    webhookSecret: keys.webhookSecret,
  })
}
