import { describe, expect, it } from 'vitest'
import { AttemptLimiter } from '../../../hub/src/accounts/limiter'
import { accountLink } from '../../../hub/src/accounts/links'
import { DEFAULT_SCRYPT, PasswordHasher } from '../../../hub/src/accounts/passwords'
import {
  hashToken,
  newSecretToken,
  SECRET_TOKEN,
  TOKEN_LIFETIME_MS,
  tokenExpiry,
} from '../../../hub/src/accounts/tokens'
import { periodEnd, reviewerName } from '../../../hub/src/accounts/account-data'

const cheap = new PasswordHasher({ N: 1024, r: 8, p: 1 })

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random 16-byte salt per password', async () => {
    const first = await cheap.hash('correct horse battery')
    const second = await cheap.hash('correct horse battery')
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    expect(first).not.toBe(second)
    expect(first.split('$')[4]).not.toBe(second.split('$')[4])
  })

  it('verifies the right password only', async () => {
    const stored = await cheap.hash('correct horse battery')
    expect(await cheap.verify('correct horse battery', stored)).toBe(true)
    expect(await cheap.verify('correct horse batterY', stored)).toBe(false)
    expect(await cheap.verify('', stored)).toBe(false)
  })

  it('normalises Unicode, so the same password typed on another keyboard matches', async () => {
    const composed = 'Käsebrötchen!'
    const decomposed = composed.normalize('NFD')
    expect(decomposed).not.toBe(composed)
    expect(await cheap.verify(decomposed, await cheap.hash(composed))).toBe(true)
  })

  it('reads the parameters from the stored hash, so old hashes keep working', async () => {
    const stronger = new PasswordHasher({ N: 2048, r: 8, p: 1 })
    const old = await cheap.hash('a password of old')
    expect(await stronger.verify('a password of old', old)).toBe(true)
    expect(stronger.needsRehash(old)).toBe(true)
    expect(stronger.needsRehash(await stronger.hash('x'.repeat(12)))).toBe(false)
  })

  it('refuses malformed or tampered hashes without throwing', async () => {
    const stored = await cheap.hash('correct horse battery')
    for (const broken of [
      '',
      'plain-text',
      stored.replace('scrypt', 'bcrypt'),
      stored.replace('$1024$', '$1000$'),
      stored.replace('$1024$', '$16777216$'),
      stored.slice(0, -10),
    ]) {
      expect(await cheap.verify('correct horse battery', broken)).toBe(false)
    }
  })

  it('runs a full check for unknown accounts and answers false', async () => {
    expect(await cheap.verifyDummy('anything at all')).toBe(false)
  })

  it('uses one of the OWASP scrypt configurations by default', () => {
    // OWASP Password Storage Cheat Sheet: N=2^17 r=8 p=1, or N=2^15 r=8 p=3, …
    expect(DEFAULT_SCRYPT).toEqual({ N: 2 ** 15, r: 8, p: 3 })
    // Memory stays at 32 MiB per hash.
    expect(128 * DEFAULT_SCRYPT.N * DEFAULT_SCRYPT.r).toBe(32 * 1024 * 1024)
  })
})

describe('tokens', () => {
  it('are 32 random bytes, base64url, stored as SHA-256', () => {
    const token = newSecretToken()
    expect(token).toMatch(SECRET_TOKEN)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(newSecretToken()).not.toBe(token)
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashToken(token)).toBe(hashToken(token))
    expect(hashToken(token)).not.toBe(hashToken(newSecretToken()))
  })

  it('expire after one hour (reset) or seven days (set password, registration)', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    expect(tokenExpiry('reset-password', now).toISOString()).toBe('2026-01-01T01:00:00.000Z')
    expect(tokenExpiry('set-password', now).toISOString()).toBe('2026-01-08T00:00:00.000Z')
    expect(tokenExpiry('verify-registration', now).toISOString()).toBe('2026-01-08T00:00:00.000Z')
    expect(TOKEN_LIFETIME_MS['change-email']).toBe(24 * 60 * 60 * 1000)
  })

  it('go into links of the storefront pages, German as the base form', () => {
    expect(accountLink('https://shop.example', 'de', 'setPassword', 'abc')).toBe(
      'https://shop.example/konto/passwort-setzen?token=abc',
    )
    expect(accountLink('https://shop.example', 'en', 'resetPassword', 'abc')).toBe(
      'https://shop.example/en/account/reset-password?token=abc',
    )
    expect(accountLink('https://shop.example', 'en', 'confirmRegistration', 'a-b_c')).toBe(
      'https://shop.example/en/account/confirm?token=a-b_c',
    )
    expect(accountLink('https://shop.example', 'de', 'confirmEmail', 'x')).toBe(
      'https://shop.example/konto/email-bestaetigen?token=x',
    )
  })
})

describe('attempt limiter', () => {
  it('counts per key within a window and forgets after it', () => {
    let now = 0
    const limiter = new AttemptLimiter(2, 1000, () => now)
    expect(limiter.consume('a')).toBe(true)
    expect(limiter.consume('a')).toBe(true)
    expect(limiter.consume('a')).toBe(false)
    expect(limiter.isLimited('a')).toBe(true)
    expect(limiter.isLimited('b')).toBe(false)
    now = 1000
    expect(limiter.isLimited('a')).toBe(false)
    limiter.record('a')
    limiter.record('a')
    expect(limiter.isLimited('a')).toBe(true)
  })
})

describe('account helpers', () => {
  it('shows reviewers by first name and initial', () => {
    expect(reviewerName('Erika Mustermann', 'de')).toBe('Erika M.')
    expect(reviewerName('  Rita von  rezension ', 'en')).toBe('Rita R.')
    expect(reviewerName('Cher', 'en')).toBe('Cher')
    expect(reviewerName('', 'de')).toBe('Kunde')
  })

  it('computes the end of a subscription period', () => {
    const start = new Date('2026-01-31T12:00:00Z')
    expect(periodEnd(start, '1y').toISOString()).toBe('2027-01-31T12:00:00.000Z')
    expect(periodEnd(start, '30d').toISOString()).toBe('2026-03-02T12:00:00.000Z')
    expect(periodEnd(new Date('2026-01-15T00:00:00Z'), '1m').toISOString()).toBe(
      '2026-02-15T00:00:00.000Z',
    )
  })
})
