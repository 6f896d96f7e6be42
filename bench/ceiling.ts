import { createServer, type Server } from 'node:http'

// The ceiling of a scenario: a plain node:http server in a process of its own that answers
// the bytes the real stack answered (body, content type and encoding), from memory. What
// the machine and the load generator manage against it bounds what any tier could reach.

export interface CapturedResponse {
  method: string
  /** Path and query string as requested. */
  path: string
  status: number
  contentType: string
  contentEncoding?: string
  bodyBase64: string
}

interface Prepared {
  status: number
  headers: Record<string, string | number>
  body: Buffer
}

function prepare(response: CapturedResponse): Prepared {
  const body = Buffer.from(response.bodyBase64, 'base64')
  return {
    status: response.status,
    headers: {
      'content-type': response.contentType,
      'content-length': body.length,
      ...(response.contentEncoding ? { 'content-encoding': response.contentEncoding } : {}),
    },
    body,
  }
}

/** A server answering each captured request by method and path; anything else gets the first. */
export function createCeilingServer(responses: CapturedResponse[]): Server {
  const first = responses[0]
  if (!first) throw new Error('A ceiling needs at least one captured response')
  const byRequest = new Map(responses.map((r) => [`${r.method} ${r.path}`, prepare(r)]))
  const fallback = prepare(first)
  return createServer((request, response) => {
    const answer = byRequest.get(`${request.method} ${request.url}`) ?? fallback
    // Drain the request body (PATCH, POST) before answering, as a real server would read it.
    request.on('data', () => {})
    request.on('end', () => {
      response.writeHead(answer.status, answer.headers)
      response.end(answer.body)
    })
  })
}

// Forked by the orchestrator: { port, responses } in, 'listening' out, until disconnected.
if (process.send && process.argv.includes('--ceiling')) {
  process.once('message', (message: { port: number; responses: CapturedResponse[] }) => {
    const server = createCeilingServer(message.responses)
    server.keepAliveTimeout = 10_000
    server.listen(message.port, '127.0.0.1', () => process.send?.('listening'))
  })
  process.on('disconnect', () => process.exit(0))
}
