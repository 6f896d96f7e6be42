import type Stripe from 'stripe'
import type { HubDatabase } from '../db/database'
import { PAYMENT_METHODS } from '@schaufenster/contract'

// Payment happens on the provider's hosted page (decision 0022): the shop never sees a card
// number or an IBAN. The hub always talks to the provider through the official `stripe` SDK:
// to Stripe itself when STRIPE_SECRET_KEY is set, else to the embedded test provider
// (payments/test-provider/), which speaks the same endpoints and signs its webhooks the same
// way, so every run goes through the real redirect-and-webhook path.

export interface SessionRequest {
  orderNumber: string
  amountMinor: number
  currency: string
  locale: 'de' | 'en'
  email: string
  successUrl: string
  cancelUrl: string
  expiresInMinutes: number
}

/** What the shop reads of a session when the buyer comes back. */
export type SessionState =
  { state: 'paid'; transactionId: string | undefined } | { state: 'pending' } | { state: 'failed' }

export interface HostedPayments {
  /** Stored with the order: `stripe` or `test`. */
  readonly id: 'stripe' | 'test'
  readonly label: string
  /** Verifies webhooks (Stripe-Signature) with this secret. */
  readonly webhookSecret: string
  readonly stripe: Stripe
  createSession(request: SessionRequest): Promise<{ id: string; url: string }>
  sessionState(sessionId: string): Promise<SessionState>
  /** Ends an open session (the buyer went back); its webhook marks the order failed. */
  expireSession(sessionId: string): Promise<void>
}

/** The payment reference of a session's PaymentIntent, whether expanded or an id. */
export function transactionIdOf(session: Stripe.Checkout.Session): string | undefined {
  const intent = session.payment_intent
  return typeof intent === 'string' ? intent : (intent?.id ?? undefined)
}

/** The state of a session as the order cares about it. */
export function stateOfSession(session: Stripe.Checkout.Session): SessionState {
  if (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  ) {
    return { state: 'paid', transactionId: transactionIdOf(session) }
  }
  if (session.status === 'expired') return { state: 'failed' }
  // Open, or complete but unpaid (a SEPA debit on its way): the webhook will tell.
  return { state: 'pending' }
}

export function hostedPayments(options: {
  id: 'stripe' | 'test'
  label: string
  stripe: Stripe
  webhookSecret: string
}): HostedPayments {
  const { stripe } = options
  return {
    id: options.id,
    label: options.label,
    webhookSecret: options.webhookSecret,
    stripe,
    async createSession(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // A filter on what the account offers: exactly the methods the AGB name.
          allowed_payment_method_types: [...PAYMENT_METHODS],
          // One line: the order's gross total (VAT included, as the shop priced it); the
          // itemised invoice is the shop's.
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: {
                  name:
                    request.locale === 'de'
                      ? `Bestellung ${request.orderNumber}`
                      : `Order ${request.orderNumber}`,
                },
              },
            },
          ],
          client_reference_id: request.orderNumber,
          metadata: { order_number: request.orderNumber },
          customer_email: request.email,
          locale: request.locale,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(Date.now() / 1000) + request.expiresInMinutes * 60,
        },
        // A retry for the same order gets the same session from the provider.
        { idempotencyKey: `order-${request.orderNumber}` },
      )
      if (!session.url) throw new Error('The payment provider answered a session without a page')
      return { id: session.id, url: session.url }
    },
    async sessionState(sessionId) {
      return stateOfSession(await stripe.checkout.sessions.retrieve(sessionId))
    },
    async expireSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId)
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId)
    },
  }
}

/** Where the provider posts its signed events (the site forwards /payments/webhook here). */
export const WEBHOOK_PATH = '/v1/payments/webhook'

/** What an event means for its order: settle it paid or failed, in the caller's transaction. */
export type Settle = (
  tx: Parameters<Parameters<HubDatabase['db']['transaction']>[0]>[0],
  settlement: { sessionId: string; outcome: 'paid' | 'failed'; transactionId?: string },
) => Promise<unknown>
