import type { FastifyInstance } from 'fastify'

/** What GET /graphql shows a browser (GRAPHQL_SANDBOX, graph/src/config.ts). */
export const SANDBOX_MODES = ['graphiql', 'apollo', 'off'] as const
export type SandboxMode = (typeof SANDBOX_MODES)[number]

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

/**
 * GraphiQL (graph/src/sandbox-page.ts) is served whole from this origin: scripts, Monaco's
 * workers and the stylesheet from /sandbox/, operations to /graphql. Styles need
 * 'unsafe-inline': Monaco writes its theme and layout into <style> elements and style
 * attributes it creates at run time, without a nonce. Scripts stay strict (files of this
 * origin only, no inline script, no eval). graphiql's fonts are data: URLs in its CSS.
 */
export const GRAPHIQL_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** Any other HTML of the gateway runs nothing. */
const LOCKED_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** Adds the Content-Security-Policy of the sandbox in use to the landing page of `/graphql`. */
export function registerSandboxPolicy(app: FastifyInstance, mode: SandboxMode = 'apollo'): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || typeof payload !== 'string') return payload
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload
    let policy = LOCKED_POLICY
    if (mode === 'graphiql' && request.url.split('?')[0] === '/graphql') {
      policy = GRAPHIQL_POLICY
    } else if (mode === 'apollo') {
      // A page without Apollo's nonce gets no script at all.
      const nonce = NONCE.exec(payload)?.[1]
      if (nonce) policy = sandboxPolicy(nonce)
    }
    reply.header('content-security-policy', policy)
    reply.header('referrer-policy', 'no-referrer')
    return payload
  })
}
