import path from 'node:path'
import { z } from 'zod'
import { blankAsUnset } from '../config-fields'

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')

export const DEFAULT_ADMIN_CREDENTIAL_FILE = path.join(repoRoot, 'var', 'admin', 'credential')

// The admin endpoint (hub/src/admin) always listens on 127.0.0.1; only its port and the
// file of its credential are configurable, so no setting can expose it to the network.
export const adminConfigShape = {
  ADMIN_PORT: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be an integer')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(4002),
  ),
  ADMIN_CREDENTIAL_FILE: z.preprocess(
    blankAsUnset,
    z
      .string()
      .default(DEFAULT_ADMIN_CREDENTIAL_FILE)
      .transform((file) => path.resolve(file)),
  ),
}

export interface AdminConfig {
  ADMIN_PORT: number
  ADMIN_CREDENTIAL_FILE: string
}

/** The admin endpoint's address: loopback only, by construction. */
export const ADMIN_HOST = '127.0.0.1'
