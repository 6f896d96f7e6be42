import { createHash, randomBytes } from 'node:crypto'
import type { AccountTokenPurpose } from '../db/schema-accounts'

// Session tokens and e-mailed link tokens: 32 random bytes, base64url (43 characters).
// Only their SHA-256 is stored; a lookup by hash leaks nothing about the token.

export const SECRET_TOKEN = /^[A-Za-z0-9_-]{43}$/

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

const HOUR = 60 * 60 * 1000

/** How long an e-mailed link stays valid. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'reset-password': HOUR,
  'set-password': 7 * 24 * HOUR,
  'verify-registration': 7 * 24 * HOUR,
  'change-email': 24 * HOUR,
}

export function tokenExpiry(purpose: AccountTokenPurpose, now = new Date()): Date {
  return new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose])
}
