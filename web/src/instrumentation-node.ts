import { webServerConfig } from './config/server-config'

// A bad configuration stops the server with a message naming the variable,
// before any page is served.
try {
  webServerConfig()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
