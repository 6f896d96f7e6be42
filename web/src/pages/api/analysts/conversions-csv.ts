import type { NextApiRequest, NextApiResponse } from 'next'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { analystKeyFromCookieHeader } from '../../../analysts/analyst-cookie'
import { conversionsCsvUrl } from '../../../analysts/analyst-gateway'
import { webServerConfig } from '../../../config/server-config'
import { serverLogger } from '../../../lib/logger'

/** The gateway's CSV filter parameters this route passes on; anything else stays behind. */
const PASSED_ON = ['from', 'to', 'currency', 'coupon', 'productId'] as const

/**
 * The CSV download of the analysts' page: the gateway's `GET /analytics/conversions.csv`
 * for the view's filter, with the key of the `sf_analyst` cookie as Bearer, streamed
 * through to the browser as it comes (status, content type and file name kept). A GET, as
 * it changes nothing; the cookie is SameSite=Strict, so only this site's own pages send it.
 */
export default async function conversionsCsv(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('cache-control', 'private, no-store')
  response.setHeader('x-robots-tag', 'noindex')
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD')
    response.status(405).json({ error: { code: 'METHOD_NOT_ALLOWED', message: 'GET only' } })
    return
  }
  const key = analystKeyFromCookieHeader(request.headers.cookie)
  if (!key) {
    response.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Analyst key needed' } })
    return
  }
  const search = new URLSearchParams()
  for (const name of PASSED_ON) {
    const value = request.query[name]
    if (typeof value === 'string' && value !== '') search.set(name, value)
  }
  // The page's source choice in the gateway's spelling; "all" is no filter.
  const source = request.query['source']
  if (source === 'affiliate' || source === 'direct') search.set('source', source.toUpperCase())

  let upstream: Response
  try {
    upstream = await fetch(conversionsCsvUrl(search), {
      method: request.method,
      headers: { authorization: `Bearer ${key}`, accept: 'text/csv' },
      signal: AbortSignal.timeout(Math.max(webServerConfig().GRAPH_TIMEOUT_MS, 30_000)),
    })
  } catch (error) {
    serverLogger.warn({ err: error }, 'the conversions CSV could not be fetched')
    response.status(503).json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Please retry' } })
    return
  }
  response.status(upstream.status)
  for (const name of ['content-type', 'content-disposition']) {
    const value = upstream.headers.get(name)
    if (value) response.setHeader(name, value)
  }
  if (!upstream.body || request.method === 'HEAD') {
    response.end()
    return
  }
  try {
    await pipeline(Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>), response)
  } catch (error) {
    // The browser went away, or the gateway broke off: nothing more to send.
    serverLogger.warn({ err: error }, 'streaming the conversions CSV broke off')
  }
}

// The answer is streamed; Next must not wait for (or limit) a body it never sees whole.
export const config = { api: { responseLimit: false } }
