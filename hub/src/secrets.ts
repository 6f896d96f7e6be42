import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { blankAsUnset } from './config-fields'

// The hub's signing keys. Whatever the operator does not set is generated on first start
// with a cryptographic RNG and kept in SECRETS_DIR (default var/secrets, one file per
// name, mode 0600 in a 0700 folder), so carts and links survive restarts. A new secret is
// one more name in GENERATED_SECRETS and its development value in DEVELOPMENT_SECRETS; the
// hub's config schema takes its field from secretsConfigShape.

export const GENERATED_SECRETS = ['CART_TOKEN_SECRET', 'DOWNLOAD_LINK_SECRET'] as const
export type GeneratedSecret = (typeof GENERATED_SECRETS)[number]
export type HubSecrets = Record<GeneratedSecret, string>

export const SECRET_MIN_LENGTH = 32
// 48 bytes: 384 bits, written as 64 base64url characters.
const GENERATED_BYTES = 48

/**
 * Public values (they are in this file) for `npm run dev` and tests only: NODE_ENV
 * development or test. No other hub accepts them, not even when set explicitly.
 */
export const DEVELOPMENT_SECRETS: Readonly<HubSecrets> = {
  CART_TOKEN_SECRET: 'schaufenster-development-cart-token-secret-not-for-production',
  DOWNLOAD_LINK_SECRET: 'schaufenster-development-download-link-secret-not-for-production',
}
const PUBLIC_VALUES = new Set<string>(Object.values(DEVELOPMENT_SECRETS))

const repoRoot = path.resolve(import.meta.dirname, '..', '..')
export const DEFAULT_SECRETS_DIR = path.join(repoRoot, 'var', 'secrets')

/** One secret's variable: unset (generated or the development value), or 32+ characters. */
export const secretField = z.preprocess(
  blankAsUnset,
  z.string().min(SECRET_MIN_LENGTH, `must be at least ${SECRET_MIN_LENGTH} characters`).optional(),
)

/** The variables of the secret store, merged into the hub's config schema. */
export const secretsConfigShape = {
  SECRETS_DIR: z.preprocess(
    blankAsUnset,
    z
      .string()
      .default(DEFAULT_SECRETS_DIR)
      .transform((dir) => path.resolve(dir)),
  ),
  ...(Object.fromEntries(GENERATED_SECRETS.map((name) => [name, secretField])) as Record<
    GeneratedSecret,
    typeof secretField
  >),
}

/** Only these modes may use the public development secrets; anything else counts as production. */
export function allowsDevelopmentSecrets(nodeEnv: string | undefined): boolean {
  return nodeEnv === 'development' || nodeEnv === 'test'
}

/**
 * The production rule, kept in this one place: outside development and test a secret is
 * never one of the public development values, and (where it must be there already) never
 * missing. Undefined when the value may be used.
 */
export function secretProblem(
  value: string | undefined,
  nodeEnv: string,
  options: { required: boolean },
): string | undefined {
  if (allowsDevelopmentSecrets(nodeEnv)) return undefined
  if (value === undefined) {
    return options.required
      ? `is required when NODE_ENV is "${nodeEnv}" (at least ${SECRET_MIN_LENGTH} characters)`
      : undefined
  }
  if (PUBLIC_VALUES.has(value)) {
    return `is the public development value from the source code, which only NODE_ENV=development or test accepts; unset it to have a secret generated under SECRETS_DIR, or set one of your own`
  }
  return undefined
}

export interface ResolvedSecrets {
  secrets: HubSecrets
  /** Names generated and stored just now (first start). */
  generated: GeneratedSecret[]
  /** Names that carry the public development value (development and test only). */
  development: GeneratedSecret[]
  /** Where generated secrets live. */
  dir: string
}

type SecretSettings = { NODE_ENV: string; SECRETS_DIR: string } & Partial<
  Record<GeneratedSecret, string | undefined>
>

/**
 * Every secret the hub needs: the operator's value, else (development, test) the public
 * development value, else the one stored in SECRETS_DIR, generated there on first start.
 * Throws an operator-readable Error that never contains a secret.
 */
export function resolveSecrets(settings: SecretSettings): ResolvedSecrets {
  const secrets = {} as HubSecrets
  const generated: GeneratedSecret[] = []
  const development: GeneratedSecret[] = []
  for (const name of GENERATED_SECRETS) {
    let value = settings[name]
    if (value === undefined && allowsDevelopmentSecrets(settings.NODE_ENV)) {
      value = DEVELOPMENT_SECRETS[name]
    } else if (value === undefined) {
      const stored = readOrCreateSecret(settings.SECRETS_DIR, name)
      if (stored.created) generated.push(name)
      value = stored.value
    }
    const problem = secretProblem(value, settings.NODE_ENV, { required: true })
    if (problem) throw new Error(`Invalid hub configuration:\n  ${name}: ${problem}`)
    if (PUBLIC_VALUES.has(value)) development.push(name)
    secrets[name] = value
  }
  return { secrets, generated, development, dir: settings.SECRETS_DIR }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String(error.code) : undefined
}

function storeError(dir: string, name: GeneratedSecret, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error)
  return new Error(
    `Invalid hub configuration:\n  ${name}: could not be kept in ${dir} (${reason}); make the folder writable for the hub, point SECRETS_DIR elsewhere, or set ${name}`,
  )
}

/** The folder, created 0700; a looser one the hub owns is tightened. */
function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stat = statSync(dir)
  if (!stat.isDirectory()) throw new Error(`${dir} is not a folder`)
  if ((stat.mode & 0o077) !== 0) chmodSync(dir, 0o700)
}

function readSecretFile(file: string): string | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined
    throw error
  }
  const value = text.trim()
  if (value.length < SECRET_MIN_LENGTH) {
    throw new Error(
      `${file} holds no secret of ${SECRET_MIN_LENGTH}+ characters; delete it to have a new one generated (what was signed with the old one becomes invalid)`,
    )
  }
  // Copied in with a looser mode (a restored backup, say): only the hub's user reads it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
  return value
}

/**
 * Writes a new secret to a private temporary file and links it to its name. The link is
 * atomic and exclusive: readers never see half a file, and of several hubs starting at once
 * exactly one wins; the others read the winner's secret.
 */
function createSecretFile(dir: string, name: GeneratedSecret, file: string): string | undefined {
  const value = randomBytes(GENERATED_BYTES).toString('base64url')
  const temporary = path.join(dir, `.${name}.${process.pid}.${randomBytes(6).toString('hex')}`)
  const fd = openSync(temporary, 'wx', 0o600)
  try {
    writeSync(fd, `${value}\n`)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  try {
    linkSync(temporary, file)
    return value
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return undefined
    throw error
  } finally {
    unlinkSync(temporary)
  }
}

/** The stored secret of this name, generated and stored first when there is none yet. */
export function readOrCreateSecret(
  dir: string,
  name: GeneratedSecret,
): { value: string; created: boolean } {
  const file = path.join(dir, name)
  try {
    privateFolder(dir)
    const existing = readSecretFile(file)
    if (existing !== undefined) return { value: existing, created: false }
    const created = createSecretFile(dir, name, file)
    if (created !== undefined) return { value: created, created: true }
    // Another hub stored it a moment ago.
    const theirs = readSecretFile(file)
    if (theirs === undefined) throw new Error(`${file} vanished while it was being created`)
    return { value: theirs, created: false }
  } catch (error) {
    throw storeError(dir, name, error)
  }
}
