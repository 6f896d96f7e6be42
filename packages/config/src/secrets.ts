import { SECRET_MIN_LENGTH } from './fields'

// The production-secret rule, kept in this one place for every tier. A tier's signing keys
// have public development values (they are in its source) so `npm run dev` and the tests
// need no setup; no other mode accepts them, not even when set explicitly. Outside
// development and test an unset key is generated once and kept under SECRETS_DIR
// (./secret-store.ts), or, where it must be there already, its absence is an error.

/** Only these modes may use the public development secrets; anything else counts as production. */
export function allowsDevelopmentSecrets(nodeEnv: string | undefined): boolean {
  return nodeEnv === 'development' || nodeEnv === 'test'
}

/**
 * What is wrong with a secret's value under `nodeEnv`, or undefined when it may be used:
 * outside development and test it is never one of `publicValues`, and (`required`: where it
 * must be there already) never missing. The message never contains the value.
 */
export function secretProblem(
  value: string | undefined,
  nodeEnv: string,
  options: { required: boolean; publicValues: ReadonlySet<string> },
): string | undefined {
  if (allowsDevelopmentSecrets(nodeEnv)) return undefined
  if (value === undefined) {
    return options.required
      ? `is required when NODE_ENV is "${nodeEnv}" (at least ${SECRET_MIN_LENGTH} characters)`
      : undefined
  }
  if (options.publicValues.has(value)) {
    return `is the public development value from the source code, which only NODE_ENV=development or test accepts; unset it to have a secret generated under SECRETS_DIR, or set one of your own`
  }
  return undefined
}
