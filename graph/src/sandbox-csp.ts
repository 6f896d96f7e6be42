import type { FastifyInstance } from 'fastify'

// Apollo Sandbox is a page of Apollo's: its loader script comes from Apollo's CDN and the
// explorer runs in a frame from Apollo's site. Apollo Server marks its own script and style
// tags with a fresh nonce per answer; the policy allows exactly those and nothing inline.
export const SANDBOX_SCRIPT_ORIGIN = 'https://embeddable-sandbox.cdn.apollographql.com'
export const SANDBOX_FRAME_ORIGIN = 'https://sandbox.embed.apollographql.com'

const NONCE = /<script nonce="([A-Za-z0-9+/=_-]{16,128})"/

export function sandboxPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${SANDBOX_SCRIPT_ORIGIN}`,
    `style-src 'nonce-${nonce}'`,
    `frame-src ${SANDBOX_FRAME_ORIGIN}`,
    // The embedded explorer sends its operations through this page, to this origin.
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Adds the nonce-based Content-Security-Policy to the landing page of `/graphql`. */
export function registerSandboxPolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || typeof payload !== 'string') return payload
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload
    const nonce = NONCE.exec(payload)?.[1]
    // A page without Apollo's nonce gets no script at all.
    reply.header(
      'content-security-policy',
      nonce ? sandboxPolicy(nonce) : "default-src 'none'; frame-ancestors 'none'",
    )
    reply.header('referrer-policy', 'no-referrer')
    return payload
  })
}
