import path from 'node:path'
import { secret, secretProblem as kitSecretProblem, SECRET_MIN_LENGTH } from '@schaufenster/config'
import {
  localPath,
  readOrCreateSecret as kitReadOrCreateSecret,
  resolveSecrets as kitResolveSecrets,
  type ResolvedSecrets as KitResolvedSecrets,
  type SecretSet,
  type SecretSettings,
} from '@schaufenster/config/node'

// The hub's signing keys. The rule for them (public development values only under
// NODE_ENV development or test; otherwise generated on first start and kept in SECRETS_DIR)
// is the configuration kit's (packages/config/src/secrets.ts, secret-store.ts); this file
// names the keys. A new secret is one more name in GENERATED_SECRETS, its development value
// in DEVELOPMENT_SECRETS and its description in SECRET_DESCRIPTIONS.

export { SECRET_MIN_LENGTH }

export const GENERATED_SECRETS = ['CART_TOKEN_SECRET', 'DOWNLOAD_LINK_SECRET'] as const
export type GeneratedSecret = (typeof GENERATED_SECRETS)[number]
export type HubSecrets = Record<GeneratedSecret, string>

/**
 * Public values (they are in this file) for `npm run dev` and tests only: NODE_ENV
 * development or test. No other hub accepts them, not even when set explicitly.
 */
export const DEVELOPMENT_SECRETS: Readonly<HubSecrets> = {
  CART_TOKEN_SECRET: 'schaufenster-development-cart-token-secret-not-for-production',
  DOWNLOAD_LINK_SECRET: 'schaufenster-development-download-link-secret-not-for-production',
}
const PUBLIC_VALUES = new Set<string>(Object.values(DEVELOPMENT_SECRETS))

const HUB_SECRETS: SecretSet<GeneratedSecret> = {
  tier: 'hub',
  names: GENERATED_SECRETS,
  developmentValues: DEVELOPMENT_SECRETS,
}

const SECRET_DESCRIPTIONS: Record<GeneratedSecret, string> = {
  CART_TOKEN_SECRET: `HS256 key of the cart token, ${SECRET_MIN_LENGTH}+ characters; unset: generated under SECRETS_DIR on first start (the public development value under NODE_ENV development or test only; see SECURITY.md).`,
  DOWNLOAD_LINK_SECRET: `HMAC key of the signed full-version download links, ${SECRET_MIN_LENGTH}+ characters; same rules as CART_TOKEN_SECRET.`,
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..')

/** One secret's variable: unset (generated or the development value), or 32+ characters. */
export const secretField = secret({ description: SECRET_DESCRIPTIONS.CART_TOKEN_SECRET })

/** The variables of the secret store, merged into the hub's config schema. */
export const secretsConfigShape = {
  SECRETS_DIR: localPath(
    repoRoot,
    'var/secrets',
    'Where secrets that are not set are generated on first production start (folder 0700, files 0600); share it between hubs.',
  ),
  CART_TOKEN_SECRET: secret({ description: SECRET_DESCRIPTIONS.CART_TOKEN_SECRET }),
  DOWNLOAD_LINK_SECRET: secret({ description: SECRET_DESCRIPTIONS.DOWNLOAD_LINK_SECRET }),
}

/**
 * The production rule (packages/config) with the hub's public values: outside development
 * and test a secret is never one of them, and (where it must be there already) never
 * missing. Undefined when the value may be used.
 */
export function secretProblem(
  value: string | undefined,
  nodeEnv: string,
  options: { required: boolean },
): string | undefined {
  return kitSecretProblem(value, nodeEnv, { ...options, publicValues: PUBLIC_VALUES })
}

export type ResolvedSecrets = KitResolvedSecrets<GeneratedSecret>

/**
 * Every secret the hub needs: the operator's value, else (development, test) the public
 * development value, else the one stored in SECRETS_DIR, generated there on first start.
 * Throws an operator-readable Error that never contains a secret.
 */
export function resolveSecrets(settings: SecretSettings<GeneratedSecret>): ResolvedSecrets {
  return kitResolveSecrets(HUB_SECRETS, settings)
}

/** The stored secret of this name, generated and stored first when there is none yet. */
export function readOrCreateSecret(
  dir: string,
  name: GeneratedSecret,
): { value: string; created: boolean } {
  return kitReadOrCreateSecret('hub', dir, name)
}
