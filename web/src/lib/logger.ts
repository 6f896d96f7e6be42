import { pino } from 'pino'
import { webServerConfig } from '../config/server-config'

/** Structured server-side log of the storefront (never bundled for the browser). */
export const serverLogger = pino({ name: 'web', level: webServerConfig().LOG_LEVEL })
