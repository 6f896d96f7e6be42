import { loadGraphConfig } from './config'
import { buildGraphApp } from './app'
import { createGraphLogger } from './logger'

async function main(): Promise<void> {
  let config
  try {
    config = loadGraphConfig()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  const logger = createGraphLogger(config)
  const { app } = await buildGraphApp(config, logger)
  await app.listen({ host: config.GRAPH_HOST, port: config.GRAPH_PORT })
  logger.info({ url: `http://${config.GRAPH_HOST}:${config.GRAPH_PORT}/graphql` }, 'gateway ready')

  const stop = async (signal: string) => {
    logger.info({ signal }, 'gateway stopping')
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
}

void main()
