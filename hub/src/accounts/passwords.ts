import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { fieldLabel, formatMessage, type Locale } from '@schaufenster/validation'
import { fieldError } from '../forms/http'

// Passwords are stored as `scrypt$N$r$p$<salt>$<hash>` (salt and hash base64url): a random
// 16-byte salt per password, and the cost parameters beside the hash so they can be raised
// later without invalidating stored passwords (a login re-hashes with the current ones).

export interface ScryptParams {
  N: number
  r: number
  p: number
}

/**
 * OWASP's scrypt recommendation in its 32 MiB form (N=2^15, r=8, p=3, equivalent to
 * N=2^17, p=1): memory stays bounded on a small host, the work does not shrink.
 */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 3 }
const SALT_BYTES = 16
const KEY_BYTES = 32

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs 128·N·r bytes; Node refuses more than 32 MiB unless told.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

const STORED =
  /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{32,128})$/

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const match = STORED.exec(stored)
  if (!match) return undefined
  const [, n, r, p, salt, key] = match
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  // A power of two within sane bounds; anything else is not a hash this code wrote.
  if (params.N < 2 || params.N > 2 ** 20 || (params.N & (params.N - 1)) !== 0) return undefined
  if (params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return undefined
  return { params, salt: Buffer.from(salt!, 'base64url'), key: Buffer.from(key!, 'base64url') }
}

export class PasswordHasher {
  private dummyHash: Promise<string> | undefined

  constructor(readonly params: ScryptParams = DEFAULT_SCRYPT) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES)
    const key = await derive(password, salt, this.params)
    const { N, r, p } = this.params
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
  }

  /** True when `password` matches the stored hash; compared in constant time. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored)
    if (!parsed) {
      // Spend the same time as a real check, so a broken row does not stand out.
      await derive(password, randomBytes(SALT_BYTES), this.params)
      return false
    }
    const key = await derive(password, parsed.salt, parsed.params)
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
  }

  /**
   * A full check against a hash nobody knows the password of: an unknown address or an
   * account without password answers no faster than a wrong password.
   */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(24).toString('base64url'))
    await this.verify(password, await this.dummyHash)
    return false
  }

  /** True when the stored hash is weaker than today's parameters (re-hash after a login). */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored)
    if (!parsed) return true
    const work = (q: ScryptParams) => q.N * q.r * q.p
    return (
      parsed.params.N * parsed.params.r < this.params.N * this.params.r ||
      work(parsed.params) < work(this.params)
    )
  }
}

// ------------------------------------------------------------------ common passwords

// zxcvbn-ts's list of the most common passwords (about 50,000, from leaked password sets),
// loaded once on first use. Only the hub checks it: the list stays out of the browser.
let commonPasswords: Promise<Set<string>> | undefined

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  )
  return commonPasswords
}

/**
 * True when the password is a common one: on the list in any case, or a listed word with
 * only digits and symbols around it ("Passwort2024!"), or one listed word repeated.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords()
  const lower = password.normalize('NFC').toLowerCase()
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
  if (list.has(lower) || (core.length > 0 && list.has(core))) return true
  const repeated = /^(.+?)\1+$/u.exec(core)
  return repeated !== null && list.has(repeated[1]!)
}

/**
 * Refuses a new password from the list with the field's localized message, like a rule of
 * the shared schema (which checks the length; this list is too large for the browser).
 */
export async function refuseCommonPassword(
  locale: Locale,
  password: string,
  field = 'password',
): Promise<void> {
  if (await isCommonPassword(password)) {
    throw fieldError(locale, {
      [field]: formatMessage(locale, 'common_password', fieldLabel(locale, field)),
    })
  }
}
