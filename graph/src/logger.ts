import { pino, type Logger } from 'pino'
import type { GraphConfig } from './config'

export function createGraphLogger(config: Pick<GraphConfig, 'LOG_LEVEL'>): Logger {
  return pino({ name: 'graph', level: config.LOG_LEVEL })
}
