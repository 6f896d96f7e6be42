/**
 * Headers on every response of the storefront. The Content-Security-Policy
 * allows scripts only from this site and from the two third parties that load
 * after consent, and no inline scripts at all: every script of the pages is a
 * file, and the data blocks (Next's page data, JSON-LD) are never executed.
 */
export function securityHeaders(options: {
  production: boolean
  tagManagerOrigin: string
  affiliateScriptUrl: string
}) {
  const thirdParties = [options.tagManagerOrigin, options.affiliateScriptUrl]
    .filter(Boolean)
    .map((url) => new URL(url).origin)
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${thirdParties.join(' ')}`.trim(),
    // React renders some style attributes (gallery zoom, star fill) on the server.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${thirdParties.join(' ')}`.trim(),
    `connect-src 'self' ${thirdParties.join(' ')}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return [
    // Development runs React Refresh, which evaluates code: no CSP there.
    ...(options.production ? [{ key: 'Content-Security-Policy', value: csp }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
}
