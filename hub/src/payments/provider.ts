import { randomUUID } from 'node:crypto'

export interface AuthorizeRequest {
  amountMinor: number
  currency: string
  /** Digits only. */
  cardNumber: string
  /** Our reference of the payment (the idempotency key), so a provider can deduplicate. */
  orderRef: string
}

export type AuthorizeResult =
  { status: 'approved'; transactionId: string } | { status: 'declined'; reason: string }

/** Where the money comes from. Real providers plug in here; the shop only ever sees this. */
export interface PaymentProvider {
  /** Stored with the order, e.g. `test`. */
  readonly id: string
  /** Shown in logs and the order record. */
  readonly label: string
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>
}

export const TEST_CARD_APPROVED = '4242424242424242'
export const TEST_CARD_DECLINED = '4000000000000002'

/**
 * The embedded test provider: no money moves. One card number approves, one declines as a
 * bank would; any other number is declined as unknown, so a real card never "works".
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly id = 'test'
  readonly label = 'TEST payment provider – no real payment'

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    if (request.cardNumber === TEST_CARD_APPROVED) {
      return { status: 'approved', transactionId: `test_${randomUUID()}` }
    }
    if (request.cardNumber === TEST_CARD_DECLINED) {
      return { status: 'declined', reason: 'card declined' }
    }
    return { status: 'declined', reason: 'unknown test card' }
  }
}

export function paymentProviderFor(id: 'test'): PaymentProvider {
  switch (id) {
    case 'test':
      return new TestPaymentProvider()
  }
}
