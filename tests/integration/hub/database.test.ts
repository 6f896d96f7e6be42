import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../hub/src/db/database'
import { productPrices, products } from '../../../hub/src/db/schema'
import { SEED_PRODUCTS } from '../../../hub/src/db/seed'
import { silentLogger } from './harness'

describe('PGlite on disk', () => {
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hub-pglite-'))
  })

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('creates the data folder and seeds it once, however often it is opened', async () => {
    const dataDir = path.join(dir, 'nested', 'pglite')
    for (let round = 0; round < 2; round += 1) {
      const database = await openDatabase({ PGLITE_DIR: dataDir }, silentLogger)
      try {
        expect(database.kind).toBe('pglite')
        // A bounded buffer cache keeps the hub's memory flat as the data grows.
        const settings = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
          rows: unknown[]
        }
        expect(settings.rows[0]).toEqual({ shared_buffers: '32MB' })
        const [productCount] = await database.db.select({ n: count() }).from(products)
        const [priceCount] = await database.db.select({ n: count() }).from(productPrices)
        expect(productCount?.n).toBe(SEED_PRODUCTS.length)
        expect(priceCount?.n).toBe(SEED_PRODUCTS.length * 4)
      } finally {
        await database.close()
      }
    }
  })

  it('names the folder when it cannot be created', async () => {
    const blocker = path.join(dir, 'a-file')
    await writeFile(blocker, 'not a folder')
    const dataDir = path.join(blocker, 'pglite')
    await expect(openDatabase({ PGLITE_DIR: dataDir }, silentLogger)).rejects.toThrow(
      new RegExp(`PGlite data folder ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot`),
    )
  })
})
