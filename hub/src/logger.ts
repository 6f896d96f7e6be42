import { REDACTED, secretLogPaths } from '@schaufenster/config'
import { pino, type Logger, type LevelWithSilent } from 'pino'

export type HubLogger = Logger

/**
 * The hub's logger. `secretNames` (the configuration's secrets, hubConfigDefinition) are
 * written as `[redacted]` wherever a log line carries them, should one ever log its config.
 */
export function createHubLogger(
  level: LevelWithSilent,
  options: { secretNames?: Iterable<string> } = {},
): HubLogger {
  const paths = secretLogPaths(options.secretNames ?? [])
  return pino({
    name: 'hub',
    level,
    ...(paths.length ? { redact: { paths, censor: REDACTED } } : {}),
  })
}
