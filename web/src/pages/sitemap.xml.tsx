import type { GetServerSideProps } from 'next'
import { webServerConfig } from '../config/server-config'
import { catalogSitemapEntries } from '../routing/catalog-sitemap'
import { renderSitemap, staticSitemapEntries, uniqueSitemapEntries } from '../routing/sitemap'

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  // /windows and /mac are both a page of their own and a platform of the catalog: listed once.
  const entries = uniqueSitemapEntries([
    ...staticSitemapEntries(),
    ...(await catalogSitemapEntries()),
  ])
  const xml = renderSitemap(webServerConfig().SITE_URL, entries)
  res.setHeader('content-type', 'application/xml; charset=utf-8')
  res.setHeader('cache-control', 'public, max-age=3600')
  res.end(xml)
  return { props: {} }
}

export default function Sitemap() {
  return null
}
