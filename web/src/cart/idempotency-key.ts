/**
 * Idempotency keys of checkout attempts. Sending the same submission again (a double
 * click, a retry after a lost answer) reuses its key, so the gateway never places a second
 * order; a changed cart or changed input is a new attempt with a new key.
 */
export class IdempotencyKeys {
  private fingerprint: string | null = null
  private key: string | null = null

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for a submission, identified by its cart token and its input. */
  keyFor(cartToken: string | null, input: unknown): string {
    const fingerprint = JSON.stringify([cartToken, input])
    if (this.key === null || fingerprint !== this.fingerprint) {
      this.fingerprint = fingerprint
      this.key = this.newKey()
    }
    return this.key
  }

  /** Forgets the current key (after an order was placed). */
  reset(): void {
    this.fingerprint = null
    this.key = null
  }
}
