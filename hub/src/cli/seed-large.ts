import { loadHubConfig } from '../config'
import { LARGE_SEED, removeLarge, seedLarge } from '../db/seed-large'
import { openDatabaseForCommand } from './open-database'

// npm run seed:large [-- --remove] [-- --products N --orders N]
// Adds 10 000 generated products and 1 000 000 orders over two years to the database the
// hub's configuration names (DATABASE_URL, else PGLITE_DIR); a second run adds nothing.
// With a PGlite folder it refuses while a hub (or another command) has the folder open:
// minutes of bulk writes do not belong inside a hub that serves shoppers. Stop the hub first.
// With PostgreSQL it writes beside running hubs.

const USAGE = 'usage: npm run seed:large [-- --remove | --products N --orders N]'

function numberArg(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(name)
  if (index === -1) return fallback
  const value = Number(args[index + 1])
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} needs a whole number\n${USAGE}`)
  return value
}

async function main() {
  const args = process.argv.slice(2)
  const known = new Set(['--remove', '--products', '--orders'])
  const unknown = args.filter((arg, i) => !known.has(arg) && !known.has(args[i - 1] ?? ''))
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown[0]}\n${USAGE}`)
  const config = loadHubConfig()
  const database = await openDatabaseForCommand(
    config,
    'seed:large',
    'Stop the hub first: seed:large writes for minutes and needs the folder to itself. Nothing was changed.',
  )
  const log = (message: string) => process.stdout.write(`[seed:large] ${message}\n`)
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.PGLITE_DIR
  try {
    if (args.includes('--remove')) {
      const removed = await removeLarge(database.db)
      log(
        `removed ${removed.orders} generated orders and ${removed.products} generated products from ${where}`,
      )
      return
    }
    log(`database: ${where}`)
    const status = await seedLarge(database.db, {
      products: numberArg(args, '--products', LARGE_SEED.products),
      orders: numberArg(args, '--orders', LARGE_SEED.orders),
      log,
    })
    log(
      `generated data now: ${status.products} products, ${status.orders} orders with ${status.orderItems} items`,
    )
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
})
