import {
  SitemapArticlesDocument,
  SitemapCategoriesDocument,
  SitemapPlatformsDocument,
  SitemapProductsDocument,
  type SitemapArticlesQuery,
  type SitemapCategoriesQuery,
  type SitemapCategoriesQueryVariables,
  type SitemapPlatformsQuery,
  type SitemapProductsQuery,
  type SitemapProductsQueryVariables,
} from '../__generated__/graphql'
import { createServerApolloClient } from '../apollo/server-apollo-client'
import { jobOpeningPaths, pressReleasePaths } from './routes'
import type { SitemapEntry } from './sitemap'

// A sitemap file holds at most 50 000 URLs; each entry is two (de and en).
const maxEntries = 25_000

type Client = ReturnType<typeof createServerApolloClient>

/**
 * Every catalog page, each with its path in both languages: the platform pages, each
 * product category below every platform that has programs of it (/windows/buero,
 * /mac/buero, …) and each product below every platform it has an edition for.
 */
export async function catalogSitemapEntries(): Promise<SitemapEntry[]> {
  const client = createServerApolloClient()
  const { data: platformData } = await client.query<SitemapPlatformsQuery>({
    query: SitemapPlatformsDocument,
  })
  const platforms = platformData?.categories ?? []
  const categoryPages = await Promise.all(
    platforms.map(async ({ platform }) => {
      const { data } = await client.query<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>({
        query: SitemapCategoriesDocument,
        variables: { platform },
      })
      return (data?.categories ?? []).filter((category) => category.productCount > 0)
    }),
  )
  const entries: SitemapEntry[] = [
    ...platforms.map((platform) => platform.paths),
    ...categoryPages.flat().map((category) => category.paths),
    ...(await productEntries(client)),
    ...(await articleEntries(client)),
  ]
  return entries.map(({ de, en }) => ({ de, en }))
}

/** Every press release and job opening, at its slug in each language. */
async function articleEntries(client: Client): Promise<SitemapEntry[]> {
  const { data } = await client.query<SitemapArticlesQuery>({ query: SitemapArticlesDocument })
  return [
    ...(data?.pressReleases ?? []).map((release) => pressReleasePaths(release.slugs)),
    ...(data?.jobOpenings ?? []).map((job) => jobOpeningPaths(job.slugs)),
  ]
}

async function productEntries(client: Client): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  let after: string | null = null
  do {
    const answer: { data?: SitemapProductsQuery } = await client.query<
      SitemapProductsQuery,
      SitemapProductsQueryVariables
    >({ query: SitemapProductsDocument, variables: { after } })
    const page = answer.data?.products
    if (!page) break
    for (const edge of page.edges) {
      entries.push(...edge.node.editions.map((edition) => edition.paths))
    }
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null
  } while (after && entries.length < maxEntries)
  return entries
}
