import { integer, pgTable } from 'drizzle-orm/pg-core'
import { products } from './schema-products'

// Downloads counted since the seed, one row per product (issue 18, point 11). Kept out of the
// catalog tables on purpose: the PGlite answer cache treats every write naming a catalog
// table as a catalog change, and a download must not flush it. The catalog shows
// products.download_count (the seed's figure) plus this count.
export const productDownloadCounts = pgTable('product_download_counts', {
  // The foreign key lives in the table's definition only; the counting statement itself
  // names no catalog table, which is what the answer cache looks at.
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
})
