// A fixed-window counter per key, in memory like the hub's other rate limits: login
// attempts per client address and failed attempts per account.

export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string): { count: number; resetAt: number } | undefined {
    const entry = this.windows.get(key)
    if (entry && entry.resetAt <= this.now()) {
      this.windows.delete(key)
      return undefined
    }
    return entry
  }

  /** True when the key has used up its attempts of the current window. */
  isLimited(key: string): boolean {
    return (this.current(key)?.count ?? 0) >= this.max
  }

  /** Counts one attempt; false when the key was already limited (the attempt is refused). */
  consume(key: string): boolean {
    if (this.isLimited(key)) return false
    this.record(key)
    return true
  }

  /** Counts one attempt without asking. */
  record(key: string): void {
    const entry = this.current(key)
    if (entry) entry.count += 1
    else {
      this.prune()
      this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs })
    }
  }

  private prune(): void {
    if (this.windows.size < 10_000) return
    const now = this.now()
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key)
  }
}
