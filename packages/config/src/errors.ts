import type { z } from 'zod'

/** One bad variable: its name and what is wrong, in words an operator acts on. */
export interface ConfigProblem {
  variable: string
  message: string
}

/**
 * The one error every tier stops with on a bad configuration:
 *
 *     Invalid hub configuration:
 *       HUB_PORT: must be between 0 and 65535 (got "70000")
 *       DATABASE_URL: must be a postgres:// or postgresql:// URL
 *
 * Every bad variable at once; the value only where it is no secret.
 */
export class ConfigError extends Error {
  constructor(
    readonly tier: string,
    readonly problems: readonly ConfigProblem[],
  ) {
    super(
      `Invalid ${tier} configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    )
    this.name = 'ConfigError'
  }
}

/** The problems of a failed parse, each naming its variable and, unless secret, the value given. */
export function problemsOf(
  error: z.ZodError,
  env: Readonly<Record<string, string | undefined>>,
  secretNames: ReadonlySet<string>,
): ConfigProblem[] {
  return error.issues.map((issue) => {
    const name = issue.path.length > 0 ? String(issue.path[0]) : '(environment)'
    const raw = secretNames.has(name) ? undefined : env[name]
    return {
      variable: name,
      message: `${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`}`,
    }
  })
}
