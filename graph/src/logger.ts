import { REDACTED, secretLogPaths } from '@schaufenster/config'
import { CART_TOKEN_HEADER, ORDER_TOKEN_HEADER } from '@schaufenster/contract'
import { pino, type DestinationStream, type Logger } from 'pino'
import { graphConfigDefinition, type GraphConfig } from './config'

// Credentials a request carries in headers never reach a log line, should anything ever log
// a request's headers (Fastify's own request lines name method and URL only).
const REDACTED_HEADERS = [ORDER_TOKEN_HEADER, CART_TOKEN_HEADER, 'authorization', 'cookie']

/** The gateway's logger; to stdout unless a destination is given (tests read their lines). */
export function createGraphLogger(
  config: Pick<GraphConfig, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    name: 'graph',
    level: config.LOG_LEVEL,
    redact: {
      // The configuration's secrets (REDIS_URL) too, should a line ever carry the config.
      paths: [
        ...REDACTED_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]),
        ...secretLogPaths(graphConfigDefinition.secretNames),
      ],
      censor: REDACTED,
    },
  }
  return destination ? pino(options, destination) : pino(options)
}
