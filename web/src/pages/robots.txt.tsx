import type { GetServerSideProps } from 'next'
import { webServerConfig } from '../config/server-config'
import { renderRobots } from '../routing/sitemap'

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  res.setHeader('cache-control', 'public, max-age=3600')
  res.end(renderRobots(webServerConfig().SITE_URL))
  return { props: {} }
}

export default function Robots() {
  return null
}
