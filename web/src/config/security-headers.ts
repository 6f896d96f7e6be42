export interface PolicyOptions {
  tagManagerOrigin: string
  affiliateScriptUrl: string
  /** The per-response nonce of a page (see proxy.ts); absent on static answers. */
  nonce?: string
}

/**
 * The storefront's Content-Security-Policy: scripts only from this site, from the two
 * third parties that load after consent and, on pages, with the response's nonce; no
 * inline script without it. Next marks its own scripts with the nonce when it renders a
 * page per request; pre-rendered pages load only script files from this site.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const thirdParties = [options.tagManagerOrigin, options.affiliateScriptUrl]
    .filter(Boolean)
    .map((url) => new URL(url).origin)
  const nonce = options.nonce ? ` 'nonce-${options.nonce}'` : ''
  return [
    "default-src 'self'",
    `script-src 'self'${nonce} ${thirdParties.join(' ')}`.trim(),
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
}

/** Headers on every response of the storefront; pages get a policy with a nonce instead. */
export function securityHeaders(options: PolicyOptions & { production: boolean }) {
  const csp = contentSecurityPolicy(options)
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

/** The script nonce of a policy made by contentSecurityPolicy, if it has one. */
export function nonceOfPolicy(policy: string | undefined): string | undefined {
  return /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1]
}
