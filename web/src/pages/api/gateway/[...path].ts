import type { NextApiRequest, NextApiResponse } from 'next'
import { redirectToRefusalPage, refusalOf } from '../../../lib/download-refusal'
import { proxyToGateway } from '../../../lib/gateway-proxy'

export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } }

// Only what the gateway serves to browsers; anything else is not found.
const allowed =
  /^(graphql|media\/[^/]+|downloads\/[^/]+|invoices\/[^/]+|press-kits\/[^/]+|uploads|sandbox\/[^/]+|test-payment\/[^/]+|payments\/webhook)$/

/** The browser's same-origin door to the gateway (rewritten from `/graphql`, `/media/…`, `/sandbox/…`, …). */
export default async function gateway(request: NextApiRequest, response: NextApiResponse) {
  const segments = request.query['path']
  const path = Array.isArray(segments) ? segments.map(encodeURIComponent).join('/') : ''
  if (!allowed.test(path)) {
    response.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found' } })
    return
  }
  // A paid edition refused for want of a valid signed link: the localized 403 page, not JSON.
  const answerInstead = path.startsWith('downloads/')
    ? async (upstream: Response) => {
        const reason = await refusalOf(upstream)
        if (!reason) return false
        redirectToRefusalPage(request, response, reason)
        return true
      }
    : undefined
  await proxyToGateway(request, response, `/${path}`, answerInstead)
}
