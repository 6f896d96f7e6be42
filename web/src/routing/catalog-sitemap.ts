import {
  SitemapCategoriesDocument,
  SitemapProductsDocument,
  type SitemapCategoriesQuery,
  type SitemapProductsQuery,
  type SitemapProductsQueryVariables,
} from '../__generated__/graphql'
import { createServerApolloClient } from '../apollo/server-apollo-client'
import type { SitemapEntry } from './sitemap'

// A sitemap file holds at most 50 000 URLs; each entry is two (de and en).
const maxEntries = 25_000

/** Every category and product page, each with its path in both languages. */
export async function catalogSitemapEntries(): Promise<SitemapEntry[]> {
  const client = createServerApolloClient()
  const { data: categories } = await client.query<SitemapCategoriesQuery>({
    query: SitemapCategoriesDocument,
  })
  const entries: SitemapEntry[] = (categories?.categories ?? []).map((category) => category.paths)
  const seen = new Set(entries.map((entry) => entry.de))
  const productPage = async (after: string | null) => {
    const answer = await client.query<SitemapProductsQuery, SitemapProductsQueryVariables>({
      query: SitemapProductsDocument,
      variables: { after },
    })
    return answer.data?.products
  }
  let after: string | null = null
  do {
    const page = await productPage(after)
    if (!page) break
    for (const edge of page.edges) {
      if (!seen.has(edge.node.paths.de)) entries.push(edge.node.paths)
      seen.add(edge.node.paths.de)
    }
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null
  } while (after && entries.length < maxEntries)
  return entries.map(({ de, en }) => ({ de, en }))
}
