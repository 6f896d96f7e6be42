import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

// The admin endpoint's credential: 32 random bytes (base64url) in a file only the hub's
// user can read (file 0600 in a folder 0700). Whoever can read it can already read the
// database folder beside it, so it grants nothing a local operator does not have; it keeps
// other local users and anything that merely reaches 127.0.0.1 (a browser page doing DNS
// rebinding, a server-side request forgery elsewhere) out.

const CREDENTIAL = /^[A-Za-z0-9_-]{43}$/

export class AdminCredentialError extends Error {}

/** The credential in `file`; undefined when there is none (the hub never started here). */
export async function readAdminCredential(file: string): Promise<string | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new AdminCredentialError(
      `Cannot read the admin credential ${file} (${(error as Error).message}); run the command as the user that runs the hub`,
    )
  }
  const credential = text.trim()
  if (!CREDENTIAL.test(credential)) {
    throw new AdminCredentialError(
      `${file} is not an admin credential; delete it and restart the hub to make a new one`,
    )
  }
  return credential
}

/**
 * The hub's credential: read from `file`, or made on first start. Modes are (re)set each
 * start, so a copy restored with loose permissions does not stay readable to others.
 */
export async function ensureAdminCredential(file: string): Promise<string> {
  const dir = path.dirname(file)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await chmod(dir, 0o700)
  const existing = await readAdminCredential(file)
  if (existing) {
    await chmod(file, 0o600)
    return existing
  }
  const credential = randomBytes(32).toString('base64url')
  try {
    // 'wx': never overwrite a credential another hub wrote a moment ago.
    await writeFile(file, `${credential}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const written = await readAdminCredential(file)
    if (!written) throw error
    return written
  }
  return credential
}

/** Constant-time comparison (of digests, so unequal lengths take the same path). */
export function credentialMatches(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(presented), digest(expected))
}
