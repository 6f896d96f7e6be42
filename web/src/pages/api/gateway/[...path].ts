import type { NextApiRequest, NextApiResponse } from 'next'
import { proxyToGateway } from '../../../lib/gateway-proxy'

export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } }

// Only what the gateway serves to browsers; anything else is not found.
const allowed = /^(graphql|media\/[^/]+|downloads\/[^/]+|uploads)$/

/** The browser's same-origin door to the gateway (rewritten from `/graphql`, `/media/…`, …). */
export default async function gateway(request: NextApiRequest, response: NextApiResponse) {
  const segments = request.query['path']
  const path = Array.isArray(segments) ? segments.map(encodeURIComponent).join('/') : ''
  if (!allowed.test(path)) {
    response.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found' } })
    return
  }
  await proxyToGateway(request, response, `/${path}`)
}
