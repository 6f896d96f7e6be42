import { pino, type DestinationStream, type Logger } from 'pino'
import type { GraphConfig } from './config'
import { ORDER_TOKEN_HEADER } from './order-token'

// Credentials a request carries in headers never reach a log line, should anything ever log
// a request's headers (Fastify's own request lines name method and URL only).
const REDACTED_HEADERS = [ORDER_TOKEN_HEADER, 'x-abs-carttoken', 'authorization', 'cookie']

/** The gateway's logger; to stdout unless a destination is given (tests read their lines). */
export function createGraphLogger(
  config: Pick<GraphConfig, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    name: 'graph',
    level: config.LOG_LEVEL,
    redact: {
      paths: REDACTED_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]),
      censor: '[redacted]',
    },
  }
  return destination ? pino(options, destination) : pino(options)
}
