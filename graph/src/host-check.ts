import { isIP } from 'node:net'
import type { FastifyInstance } from 'fastify'

/**
 * DNS rebinding (issue 18.12): a page on an attacker's name that resolves to the gateway
 * (the GraphQL sandbox on :4000, often on a developer's or operator's own machine) is
 * same-origin with it in the browser and could read what the gateway answers. Its requests
 * still name the attacker's host, so the gateway answers only names it knows: loopback,
 * any IP address (an address cannot be rebound; internal hops such as deploy/nginx.conf's
 * address the gateway by one), GRAPH_HOST when it is a name, and GRAPH_ALLOWED_HOSTS.
 * Anything else is 421 Misdirected Request.
 */

/** The host name of a Host header, lower case, without port and trailing dot. */
export function hostnameOfHeader(header: string | undefined): string | undefined {
  if (!header) return undefined
  const value = header.trim().toLowerCase()
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value)
  if (bracketed) return bracketed[1]
  const plain = /^([a-z0-9._-]+?)\.?(?::\d{1,5})?$/.exec(value)
  return plain?.[1] || undefined
}

export function gatewayHostnames(listenHost: string, extra: readonly string[]): Set<string> {
  const names = new Set(['localhost', ...extra.map((name) => name.trim().toLowerCase())])
  // A wildcard address (0.0.0.0, ::) names no host; an address is allowed anyway.
  if (isIP(listenHost) === 0) names.add(listenHost.toLowerCase())
  names.delete('')
  return names
}

export function isGatewayHost(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  const hostname = hostnameOfHeader(header)
  if (hostname === undefined) return false
  return isIP(hostname) !== 0 || allowed.has(hostname)
}

/** Answers 421 to every request whose Host the gateway does not know, before any route. */
export function registerHostCheck(
  app: FastifyInstance,
  options: { listenHost: string; allowedHosts: readonly string[] },
): void {
  const allowed = gatewayHostnames(options.listenHost, options.allowedHosts)
  app.addHook('onRequest', async (request, reply) => {
    if (isGatewayHost(request.headers.host, allowed)) return
    return reply
      .code(421)
      .header('cache-control', 'no-store')
      .header('connection', 'close')
      .send({
        errors: [
          { message: 'Misdirected request: unknown host.', extensions: { code: 'MISDIRECTED' } },
        ],
      })
  })
}
