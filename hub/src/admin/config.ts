import path from 'node:path'
import { port } from '@schaufenster/config'
import { localPath } from '@schaufenster/config/node'

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')

// The admin endpoint (hub/src/admin) always listens on 127.0.0.1; only its port and the
// file of its credential are configurable, so no setting can expose it to the network.
export const adminConfigShape = {
  ADMIN_PORT: port(
    4002,
    'Port of the loopback-only admin listener for `npm run analyst-key` (PGlite only; it always binds 127.0.0.1).',
  ),
  ADMIN_CREDENTIAL_FILE: localPath(
    repoRoot,
    'var/admin/credential',
    "The admin listener's credential, generated on first start (mode 0600), read by the commands.",
  ),
}

/** The admin endpoint's address: loopback only, by construction. */
export const ADMIN_HOST = '127.0.0.1'
