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
import { ConfigError } from './errors'
import { SECRET_MIN_LENGTH } from './fields'
import { allowsDevelopmentSecrets, secretProblem } from './secrets'

// Whatever secret the operator does not set is generated on first start with a
// cryptographic RNG and kept in SECRETS_DIR (one file per name, mode 0600 in a 0700
// folder), so what was signed with it survives restarts.

// 48 bytes: 384 bits, written as 64 base64url characters.
const GENERATED_BYTES = 48

/** A tier's signing keys: their names, public development values, and the tier's name. */
export interface SecretSet<N extends string> {
  tier: string
  names: readonly N[]
  developmentValues: Readonly<Record<N, string>>
}

export interface ResolvedSecrets<N extends string> {
  secrets: Record<N, string>
  /** Names generated and stored just now (first start). */
  generated: N[]
  /** Names that carry the public development value (development and test only). */
  development: N[]
  dir: string
}

export type SecretSettings<N extends string> = { NODE_ENV: string; SECRETS_DIR: string } & Partial<
  Record<N, string | undefined>
>

/**
 * Every secret of the set: the operator's value, else (development, test) the public
 * development value, else the one stored in SECRETS_DIR, generated there on first start.
 * Throws a ConfigError that never contains a secret.
 */
export function resolveSecrets<N extends string>(
  set: SecretSet<N>,
  settings: SecretSettings<N>,
): ResolvedSecrets<N> {
  const publicValues = new Set<string>(Object.values(set.developmentValues))
  const secrets = {} as Record<N, string>
  const generated: N[] = []
  const development: N[] = []
  for (const name of set.names) {
    let value: string | undefined = settings[name]
    if (value === undefined && allowsDevelopmentSecrets(settings.NODE_ENV)) {
      value = set.developmentValues[name]
    } else if (value === undefined) {
      const stored = readOrCreateSecret(set.tier, settings.SECRETS_DIR, name)
      if (stored.created) generated.push(name)
      value = stored.value
    }
    const problem = secretProblem(value, settings.NODE_ENV, { required: true, publicValues })
    if (problem) throw new ConfigError(set.tier, [{ variable: name, message: problem }])
    if (publicValues.has(value)) development.push(name)
    secrets[name] = value
  }
  return { secrets, generated, development, dir: settings.SECRETS_DIR }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String(error.code) : undefined
}

/** The folder, created 0700; a looser one the process owns is tightened. */
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
  // Copied in with a looser mode (a restored backup, say): only the tier's user reads it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
  return value
}

/**
 * Writes a new secret to a private temporary file and links it to its name. The link is
 * atomic and exclusive: readers never see half a file, and of several instances starting
 * at once exactly one wins; the others read the winner's secret.
 */
function createSecretFile(dir: string, name: string, file: string): string | undefined {
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
  tier: string,
  dir: string,
  name: string,
): { value: string; created: boolean } {
  const file = path.join(dir, name)
  try {
    privateFolder(dir)
    const existing = readSecretFile(file)
    if (existing !== undefined) return { value: existing, created: false }
    const created = createSecretFile(dir, name, file)
    if (created !== undefined) return { value: created, created: true }
    // Another instance stored it a moment ago.
    const theirs = readSecretFile(file)
    if (theirs === undefined) throw new Error(`${file} vanished while it was being created`)
    return { value: theirs, created: false }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ConfigError(tier, [
      {
        variable: name,
        message: `could not be kept in ${dir} (${reason}); make the folder writable for the ${tier}, point SECRETS_DIR elsewhere, or set ${name}`,
      },
    ])
  }
}
