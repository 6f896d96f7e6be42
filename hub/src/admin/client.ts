import type { HubConfig } from '../config'
import { ADMIN_HOST } from './config'
import { AdminCredentialError, readAdminCredential } from './credential'

// The command-line tools' side of the admin endpoint.

export class AdminRequestError extends Error {}

export interface AdminClient {
  readonly url: string
  request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>
}

const TIMEOUT_MS = 10_000

function refused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause
  return cause?.code === 'ECONNREFUSED'
}

/**
 * The running hub's admin endpoint when it is there and has this configuration's PGlite
 * folder open; undefined when no hub answers (then the folder lock decides whether the tool
 * may open the folder itself). A hub that refuses the credential is an error, not a reason
 * to go around it.
 */
export async function connectToHub(
  config: Pick<HubConfig, 'DATABASE_URL' | 'PGLITE_DIR' | 'ADMIN_PORT' | 'ADMIN_CREDENTIAL_FILE'>,
): Promise<AdminClient | undefined> {
  if (config.DATABASE_URL) return undefined
  const credential = await readAdminCredential(config.ADMIN_CREDENTIAL_FILE)
  if (!credential) return undefined
  const url = `http://${ADMIN_HOST}:${config.ADMIN_PORT}`
  const client: AdminClient = {
    url,
    async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      const answer = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${credential}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      const parsed = (await answer.json().catch(() => ({}))) as {
        error?: { message?: string }
      }
      if (answer.status === 401 || answer.status === 403) {
        throw new AdminCredentialError(
          `The hub's admin endpoint at ${url} refused the credential in ${config.ADMIN_CREDENTIAL_FILE} (${parsed.error?.message ?? answer.status}); use the hub's own ADMIN_PORT and ADMIN_CREDENTIAL_FILE.`,
        )
      }
      if (!answer.ok) {
        throw new AdminRequestError(parsed.error?.message ?? `The hub answered ${answer.status}`)
      }
      return parsed as T
    },
  }
  let status: { dataDir: string }
  try {
    status = await client.request<{ dataDir: string }>('GET', '/admin/status')
  } catch (error) {
    if (refused(error)) return undefined
    throw error
  }
  // Another hub (another folder) on this port: not the one to ask; the lock decides.
  return status.dataDir === config.PGLITE_DIR ? client : undefined
}
