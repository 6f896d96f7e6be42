import { describe, expect, it } from 'vitest'
import { formPagePath, formPageUrl } from '../../../../web/src/components/forms/form-routes'
import { tokenLanding } from '../../../../web/src/components/forms/token-landing'

function context(query: Record<string, string>, locale: string) {
  const headers: Record<string, string> = {}
  return {
    context: {
      query,
      locale,
      req: { socket: { remoteAddress: '203.0.113.9' } },
      res: { setHeader: (name: string, value: string) => (headers[name] = value) },
    },
    headers,
  }
}

describe('form landing pages', () => {
  it('have their German and English names', () => {
    expect(formPageUrl('registered', 'de')).toBe('/newsletter/angemeldet')
    expect(formPageUrl('registered', 'en')).toBe('/en/newsletter/registered')
    expect(formPageUrl('unsubscribed', 'de')).toBe('/newsletter/abgemeldet')
    expect(formPageUrl('activated', 'de')).toBe('/aktiviert')
    expect(formPageUrl('activated', 'en')).toBe('/en/activated')
    expect(formPagePath('ticketSent', 'de')).toBe('/ticket/abgeschickt')
    expect(formPagePath('ticketSent', 'en')).toBe('/ticket/sent')
  })

  it('a valid link redirects to the page in the language it was requested in', async () => {
    const seen: unknown[] = []
    const handler = tokenLanding('registered', async (token, locale, ip) => {
      seen.push({ token, locale, ip })
      return { ok: true, locale: 'en' }
    })
    const { context: ctx, headers } = context({ token: 'abc' }, 'de')
    const result = await handler(ctx)
    expect(result).toEqual({
      redirect: { destination: '/en/newsletter/registered', permanent: false },
    })
    expect(seen).toEqual([{ token: 'abc', locale: 'de', ip: '203.0.113.9' }])
    expect(headers['cache-control']).toBe('no-store')
  })
})
