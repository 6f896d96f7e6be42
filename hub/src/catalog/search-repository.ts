import { sql, type SQL } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import type { Locale, ProductSummaryDto, SearchResultDto } from './dto'
import { summariesByIds } from './repository'
import { searchPrefixQuery } from './paths'
import { searchWords, foldUmlauts } from './search-words'

// Catalog search (issue 19, point 19): both languages, names, categories, descriptions and
// synonyms, typo-tolerant, ranked by relevance.
//
// Two independent ways to match, so that each covers what the other misses:
// - PostgreSQL full-text search over a weighted document per product: names (A), category
//   names (B) and descriptions (C), in German *and* English, with the `german`, `english`
//   and `simple` configurations, so "photo" finds "Foto-Studio Pro" on the German page and
//   "Fotos" finds "Foto" (prefix terms). A search term also brings in its synonyms
//   (search_synonyms: "antivirus" → "viren", "bild" → "foto"), which count at half weight.
// - pg_trgm word similarity against the names of both languages, as typed and with spaces
//   and dashes removed: "fotostdio" and "antivirs" (typos) and "fotostudio" or "waechter"
//   (parts of compound names) have no lexeme in common with anything, but most trigrams.
// The rank adds both; the product is shown in the page's language whatever matched.

/** Trigram word similarity at which a name counts as meant (pg_trgm's own default is 0.6). */
const NAME_SIMILARITY = 0.5
/** Similarity at which a mistyped word still picks its synonym group ("antivirs"). */
const SYNONYM_SIMILARITY = 0.5

interface SearchRow extends Record<string, unknown> {
  id: number
  rank: number
  total: number
}

// The documents are built per query: the catalog is small (some dozens of programs), and
// a stored column would have to follow every change to products, categories and synonyms.
function rankedMatches(query: string, limit: number): SQL {
  const words = searchWords(query)
  const prefixes = searchPrefixQuery(query)
  const folded = foldUmlauts(words.join(' '))
  const compact = folded.replaceAll(' ', '')
  return sql`
    with input as (
      select
        ${query}::text as q,
        ${folded}::text as folded,
        ${compact}::text as compact,
        string_to_array(${words.join(' ')}::text, ' ') as words
    ),
    synonym_terms as (
      select distinct other.term
      from input
      cross join lateral unnest(input.words) as word
      join search_synonyms as own
        on own.term = word
        or (length(word) >= 4 and own.term like word || '%')
        or (length(word) >= 5 and similarity(own.term, word) >= ${SYNONYM_SIMILARITY})
      join search_synonyms as other on other.group_key = own.group_key
    ),
    queries as (
      select
        websearch_to_tsquery('german', input.q)
          || websearch_to_tsquery('english', input.q)
          || websearch_to_tsquery('simple', input.q) as direct,
        ${prefixes ? sql`to_tsquery('simple', ${prefixes})` : sql`''::tsquery`} as prefixes,
        coalesce(
          (select to_tsquery('simple', string_agg(
              case when length(term) >= 5 then term || ':*' else term end, ' | '))
           from synonym_terms),
          ''::tsquery
        ) as synonyms
      from input
    ),
    documents as (
      select
        p.id,
        (p.download_count + coalesce(d.count, 0)) as downloads,
        setweight(to_tsvector('simple', p.name_de || ' ' || p.name_en), 'A')
          || setweight(to_tsvector('german', p.name_de), 'A')
          || setweight(to_tsvector('english', p.name_en), 'A')
          || setweight(to_tsvector('simple', coalesce(c.names_de, '') || ' ' || coalesce(c.names_en, '')), 'B')
          || setweight(to_tsvector('german', coalesce(c.names_de, '')), 'B')
          || setweight(to_tsvector('english', coalesce(c.names_en, '')), 'B')
          || setweight(to_tsvector('german', p.short_description_de || ' ' || p.description_de), 'C')
          || setweight(to_tsvector('english', p.short_description_en || ' ' || p.description_en), 'C')
          as document,
        ${foldedSql(sql`p.name_de || ' ' || p.name_en`)} as names,
        -- "fotostudio" is one word; "Foto-Studio Pro" three, unless spaces and dashes go.
        regexp_replace(${foldedSql(sql`p.name_de`)}, '[\\s\\-–]+', '', 'g')
          || ' ' || regexp_replace(${foldedSql(sql`p.name_en`)}, '[\\s\\-–]+', '', 'g') as compact_names
      from products as p
      left join product_download_counts as d on d.product_id = p.id
      left join lateral (
        select string_agg(cat.name_de, ' ') as names_de, string_agg(cat.name_en, ' ') as names_en
        from product_categories as pc
        join categories as cat on cat.id = pc.category_id
        where pc.product_id = p.id
      ) as c on true
    ),
    scored as (
      select
        documents.id,
        documents.downloads,
        ts_rank(documents.document, queries.direct)
          -- ts_rank() averages over the terms of an OR query; the synonym list is long, so
          -- its average is scaled back up to the sum (numnode counts terms and ORs), then
          -- capped: many synonyms in one text must not outweigh the word that was typed.
          -- A prefix ("bild:*") also hits other words ("Bildschirm"): it counts less.
          + 0.4 * least(1, ts_rank(documents.document, queries.prefixes) * (numnode(queries.prefixes) + 1) / 2)
          + 0.8 * least(1, ts_rank(documents.document, queries.synonyms) * (numnode(queries.synonyms) + 1) / 2)
          + greatest(
              strict_word_similarity(input.folded, documents.names),
              strict_word_similarity(input.compact, documents.compact_names)
            ) as rank,
        documents.document @@ queries.direct
          or documents.document @@ queries.prefixes
          or documents.document @@ queries.synonyms
          or (length(input.folded) >= 3
              and word_similarity(input.folded, documents.names) >= ${NAME_SIMILARITY})
          or (length(input.compact) >= 4
              and word_similarity(input.compact, documents.compact_names) >= ${NAME_SIMILARITY})
          as matches
      from documents, queries, input
    )
    select id, rank::float8 as rank, count(*) over ()::int as total
    from scored
    where matches
    order by rank desc, downloads desc, id asc
    limit ${limit}`
}

/** lower() with ä → ae, ö → oe, ü → ue, ß → ss, as foldUmlauts() does to the search words. */
function foldedSql(text: SQL): SQL {
  return sql`replace(replace(replace(replace(lower(${text}), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')`
}

async function run(db: HubDb, query: string, first: number): Promise<SearchRow[]> {
  // Nothing to look for ("%%%", "-foto"): no match rather than a query of empty terms.
  if (searchWords(query).length === 0) return []
  const result = await db.execute<SearchRow>(rankedMatches(query, first))
  return (Array.isArray(result) ? result : (result as { rows: SearchRow[] }).rows) as SearchRow[]
}

export async function searchProducts(
  db: HubDb,
  { locale, query, first }: { locale: Locale; query: string; first: number },
): Promise<SearchResultDto> {
  const rows = await run(db, query, first)
  const summaries = await summariesByIds(
    db,
    rows.map((row) => Number(row.id)),
    locale,
  )
  return {
    query,
    items: rows.flatMap((row) => {
      const dto = summaries.get(Number(row.id))
      return dto ? [{ ...dto, rank: Number(row.rank) }] : []
    }),
    totalCount: rows.length > 0 ? Number(rows[0]!.total) : 0,
  }
}

export interface SearchSuggestionDto {
  /** The product's name in the page's language. */
  name: string
  product: ProductSummaryDto
}

/** The best few matches while a visitor types: the same ranking, fewer rows. */
export async function searchSuggestions(
  db: HubDb,
  { locale, query, first }: { locale: Locale; query: string; first: number },
): Promise<{ query: string; items: SearchSuggestionDto[] }> {
  const result = await searchProducts(db, { locale, query, first })
  return {
    query,
    items: result.items.map((product) => ({ name: product.name, product })),
  }
}
