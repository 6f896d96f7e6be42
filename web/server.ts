import { createServer } from 'node:http'
import next from 'next'
import { webServerConfig } from './src/config/server-config'
import { serverLogger } from './src/lib/logger'
import { registerPageAnswerCache } from './src/server/forget-cached-pages'
import { allowedHostnames } from './src/server/host-check'
import { PageAnswerCache } from './src/server/page-answer-cache'
import { createStorefrontHandler } from './src/server/storefront-handler'

// The production storefront: Next's request handler behind the page answer cache
// (src/server/page-answer-cache.ts says why), with the Host check, cache headers and fresh
// page nonces of src/server/storefront-handler.ts. `npm run dev` runs `next dev` instead.

const MAX_CACHE_BYTES = 32 * 1024 * 1024
const MAX_ENTRY_BYTES = 2 * 1024 * 1024
const SHUTDOWN_GRACE_MS = 10_000

const config = webServerConfig()
const app = next({
  dev: false,
  dir: import.meta.dirname,
  hostname: config.WEB_HOST,
  port: config.WEB_PORT,
})
const handle = app.getRequestHandler()
const cache = new PageAnswerCache({
  ttlMs: config.PAGE_CACHE_MS,
  maxBytes: MAX_CACHE_BYTES,
  maxEntryBytes: MAX_ENTRY_BYTES,
})
registerPageAnswerCache(cache)
const storefront = createStorefrontHandler({
  handle: (request, response) => handle(request, response),
  cache,
  maxEntryBytes: MAX_ENTRY_BYTES,
  allowedHosts: allowedHostnames(config.SITE_URL, config.ALLOWED_HOSTS),
})

await app.prepare()

const server = createServer(storefront)
server.listen(config.WEB_PORT, config.WEB_HOST, () => {
  serverLogger.info(
    { host: config.WEB_HOST, port: config.WEB_PORT, pageCacheMs: config.PAGE_CACHE_MS },
    'storefront ready',
  )
})

let stopping = false
function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  serverLogger.info({ signal }, 'storefront stopping')
  // Idle keep-alive connections would hold close() open.
  server.closeIdleConnections()
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref()
  server.close(() => {
    clearTimeout(force)
    void app.close().finally(() => process.exit(0))
  })
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
