import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/**
 * Words that mean the same to a shopper, in either language (issue 19, point 19): a search
 * for any term of a group also looks for the others, so "photo", "bild" and "foto" find
 * the same programs and "antivirus" finds the virus scanner whose texts say "Viren".
 * Terms are lowercase single words; the seed keeps the table in step with
 * hub/src/db/seed/search-synonyms.ts.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    groupKey: text('group_key').notNull(),
    term: text('term').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupKey, table.term] }),
    index('search_synonyms_term_idx').on(table.term),
  ],
)

export type SearchSynonymRow = typeof searchSynonyms.$inferSelect
