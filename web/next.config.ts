import type { NextConfig } from 'next'
import { securityHeaders } from './src/config/security-headers'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  i18n: {
    locales: ['de', 'en'],
    defaultLocale: 'de',
    // Detection runs only at `/` and is the storefront's own (spec §2, §9).
    localeDetection: false,
  },
  async rewrites() {
    // The browser reaches the gateway same-origin, so no CORS is needed; the
    // API route forwards to GRAPH_URL, read at run time rather than baked in.
    // (`locale: false` would be the tidier rule, but Next 16 then answers 404.)
    return [{ source: '/graphql', destination: '/api/graphql' }]
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default nextConfig
