import type { GetServerSideProps } from 'next'
import { webServerConfig } from '../config/server-config'
import { renderSitemap, staticSitemapEntries } from '../routing/sitemap'

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const xml = renderSitemap(webServerConfig().SITE_URL, staticSitemapEntries())
  res.setHeader('content-type', 'application/xml; charset=utf-8')
  res.setHeader('cache-control', 'public, max-age=3600')
  res.end(xml)
  return { props: {} }
}

export default function Sitemap() {
  return null
}
