import type { NextApiRequest, NextApiResponse } from 'next'
import { randomUUID } from 'node:crypto'
import { webServerConfig } from '../../config/server-config'
import { serverLogger } from '../../lib/logger'

export const config = { api: { bodyParser: false, externalResolver: true } }

// Headers of the browser's request that the gateway needs (CSRF prevention
// looks at content-type and apollo-require-preflight).
const forwardedRequestHeaders = [
  'content-type',
  'accept',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'x-abs-carttoken',
]
const forwardedResponseHeaders = ['content-type', 'cache-control', 'x-request-id']
const requestIdPattern = /^[A-Za-z0-9._-]{1,128}$/

/** Same-origin `/graphql` for the browser: forwards to the gateway at GRAPH_URL. */
export default async function graphqlProxy(request: NextApiRequest, response: NextApiResponse) {
  const config = webServerConfig()
  const incomingId = request.headers['x-request-id']
  const requestId =
    typeof incomingId === 'string' && requestIdPattern.test(incomingId) ? incomingId : randomUUID()
  const headers: Record<string, string> = { 'x-request-id': requestId }
  for (const name of forwardedRequestHeaders) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const target = new URL(config.GRAPH_URL)
  const query = request.url?.split('?')[1]
  if (query) target.search = query

  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks)

  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(config.GRAPH_TIMEOUT_MS),
    })
    response.status(upstream.status)
    for (const name of forwardedResponseHeaders) {
      const value = upstream.headers.get(name)
      if (value) response.setHeader(name, value)
    }
    response.send(Buffer.from(await upstream.arrayBuffer()))
  } catch (error) {
    serverLogger.warn({ reqId: requestId, err: error }, 'gateway unreachable')
    response.status(503).json({
      errors: [
        {
          message: 'The service is temporarily unavailable, please retry.',
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        },
      ],
    })
  }
}
