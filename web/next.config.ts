import path from 'node:path'
import type { NextConfig } from 'next'
import { applyShortClassNames } from './src/build/short-class-names'
import { incrementalCacheConfig } from './src/config/incremental-cache'
import { securityHeaders } from './src/config/security-headers'
import { parseWebServerConfig } from './src/config/server-config'
import { LISTING_FILTER_KEYS, LISTING_PAGES } from './src/routing/listing-pages'
import { slugRewrites } from './src/routing/routes'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  productionBrowserSourceMaps: process.env.ANALYZE_SOURCEMAPS === '1',
  poweredByHeader: false,
  // web/server.ts compresses, after it has given each page answer its fresh nonce
  // (src/server/fresh-nonce.ts): it needs the HTML as Next wrote it.
  compress: false,
  // The language step must tell `/` from `/de`: Proxy sees the request as sent.
  skipProxyUrlNormalize: true,
  // Code shared by the tiers lives in the workspace packages under packages/, written in
  // TypeScript: Next compiles them like the storefront's own files.
  transpilePackages: [
    '@schaufenster/config',
    '@schaufenster/contract',
    '@schaufenster/pricing',
    '@schaufenster/validation',
  ],
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
    // Every German slug renders the page file named after its English slug.
    return {
      // A platform page with filters in its address is rendered on request with them
      // (issue 22): checked before the page files, so `/windows` alone stays the static page.
      beforeFiles: [
        ...Object.keys(LISTING_PAGES).flatMap((page) =>
          LISTING_FILTER_KEYS.map((key) => ({
            source: `/${page}`,
            has: [{ type: 'query' as const, key }],
            destination: `/platform-listing/${page}`,
          })),
        ),
        // A cart added to without JavaScript is kept in the `cart_ref` cookie (the browser
        // has no script to keep it in local storage): the cart page is then rendered from it
        // on the server (pages/cart/saved.tsx).
        ...['/warenkorb', '/cart'].map((source) => ({
          source,
          has: [{ type: 'cookie' as const, key: 'cart_ref' }],
          destination: '/cart/saved',
        })),
      ],
      afterFiles: [
        { source: '/graphql', destination: '/api/gateway/graphql' },
        { source: '/media/:file', destination: '/api/gateway/media/:file' },
        { source: '/downloads/:file', destination: '/api/gateway/downloads/:file' },
        { source: '/invoices/:file', destination: '/api/gateway/invoices/:file' },
        // Press kits, zipped by the hub when asked for (issue 24, point 4; decision 0029).
        { source: '/press-kits/:file', destination: '/api/gateway/press-kits/:file' },
        { source: '/uploads', destination: '/api/gateway/uploads' },
        // Hosted payment (decision 0022): the embedded test provider's page and the webhook.
        { source: '/test-payment/:id', destination: '/api/gateway/test-payment/:id' },
        { source: '/payments/webhook', destination: '/api/gateway/payments/webhook' },
        // The gateway's GraphiQL page at /graphql loads its bundle from /sandbox/ (same origin).
        { source: '/sandbox/:file', destination: '/api/gateway/sandbox/:file' },
        ...slugRewrites(),
      ],
    }
  },
  webpack(config, { isServer, webpack, dev }) {
    // Spec §9: a chunk that has not loaded after 120 s counts as failed.
    config.output.chunkLoadTimeout = 120_000
    // Short CSS module class names in production (src/build/short-class-names.ts).
    if (!dev && applyShortClassNames(config.module.rules) === 0) {
      throw new Error('no css-loader with CSS modules found: short class names not applied')
    }
    // Issue 22, decision 0019: the browser takes the page's texts from its props with a 2 kB
    // stand-in for next-i18next's client side (i18next + react-i18next: ~19 kB on every page);
    // the server still renders with next-i18next. Next always runs inside web/.
    if (!isServer) {
      config.resolve.alias = {
        ...config.resolve.alias,
        'next-i18next/pages$': path.join(process.cwd(), 'src/i18n/page-translations.tsx'),
      }
      // Server-only render code (`X.server.tsx`, e.g. the consent banner's first paint) has a
      // browser stand-in `X.browser.tsx` with the same exports: the page's first load
      // carries none of it (issue 22).
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(/\.server$/, (resource: { request: string }) => {
          resource.request = resource.request.replace(/\.server$/, '.browser')
        }),
      )
    }
    return config
  },
  async headers() {
    // Fails the build on a bad configuration, as before.
    parseWebServerConfig(process.env)
    const options = { production: process.env.NODE_ENV === 'production' }
    // The sandbox at /graphql is the gateway's page: the proxy replaces this policy with
    // the page's own policy (graph/src/sandbox-csp.ts). Pages get a policy of their
    // own from src/proxy.ts (nonce, consented third parties).
    return [{ source: '/:path*', headers: securityHeaders(options) }]
  },
}

// A function of the phase: the production server with REDIS_URL keeps ISR pages in Redis.
export default function config(phase: string): NextConfig {
  return { ...nextConfig, ...incrementalCacheConfig(phase, process.env) }
}
