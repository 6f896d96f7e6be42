import { pino, type Logger, type LevelWithSilent } from 'pino'

export type HubLogger = Logger

export function createHubLogger(level: LevelWithSilent): HubLogger {
  return pino({ name: 'hub', level })
}
