import { isIP } from 'node:net'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify'
import { errorBody } from './errors'

/**
 * DNS rebinding (issue 18.12): a page on an attacker's name that resolves to the hub
 * (:4001, often on the operator's own machine) is same-origin with it in the browser and
 * could post to it and read its answers. Its requests still name the attacker's host, so
 * the hub answers only names it knows: loopback, any IP address (an address cannot be
 * rebound), HUB_HOST when it is a name, and HUB_ALLOWED_HOSTS (internal service names such
 * as deploy/compose.yaml's). Anything else is 421 Misdirected Request, before any route.
 * The same rule as the gateway's (graph/src/host-check.ts); tiers share no files.
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

export function hubHostnames(listenHost: string, extra: readonly string[]): Set<string> {
  const names = new Set(['localhost', ...extra.map((name) => name.trim().toLowerCase())])
  // A wildcard address (0.0.0.0, ::) names no host; an address is allowed anyway.
  if (isIP(listenHost) === 0) names.add(listenHost.toLowerCase())
  names.delete('')
  return names
}

export function isHubHost(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  const hostname = hostnameOfHeader(header)
  if (hostname === undefined) return false
  return isIP(hostname) !== 0 || allowed.has(hostname)
}

/** Answers 421 to every request whose Host the hub does not know, before any route. */
export function registerHostCheck<Logger extends FastifyBaseLogger>(
  app: FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, Logger>,
  options: { listenHost: string; allowedHosts: readonly string[] },
): void {
  const allowed = hubHostnames(options.listenHost, options.allowedHosts)
  app.addHook('onRequest', async (request, reply) => {
    if (isHubHost(request.headers.host, allowed)) return
    return reply
      .code(421)
      .header('cache-control', 'no-store')
      .header('connection', 'close')
      .send(errorBody('BAD_REQUEST', 'Misdirected request: unknown host.'))
  })
}
