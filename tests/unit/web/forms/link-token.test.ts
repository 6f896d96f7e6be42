import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { formPagePath, formPageUrl } from '../../../../web/src/components/forms/form-routes'
import {
  linkTokenFromCookieHeader,
  linkTokenPage,
  type LinkCheck,
  type LinkContext,
} from '../../../../web/src/server/link-token'

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv'

function context(options: {
  method?: string
  query?: Record<string, string>
  cookie?: string
  body?: string
  headers?: Record<string, string>
  locale?: string
}) {
  const headers: Record<string, string | string[]> = {}
  const req = Object.assign(Readable.from(options.body ? [Buffer.from(options.body)] : []), {
    method: options.method ?? 'GET',
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...options.headers,
    },
    socket: { remoteAddress: '203.0.113.9' },
  })
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string | string[]) => (headers[name.toLowerCase()] = value),
    getHeader: (name: string) => headers[name.toLowerCase()],
  }
  return {
    ctx: { req, res, query: options.query ?? {}, locale: options.locale ?? 'de' } as LinkContext,
    headers,
    res,
  }
}

function page(check?: (token: string) => Promise<LinkCheck | null>) {
  const posts: { token: string | null; form: Record<string, string> }[] = []
  const oneClicks: string[] = []
  const handler = linkTokenPage<{ state: string }>({
    paths: { de: '/newsletter/confirm', en: '/en/newsletter/confirm' },
    baseProps: async () => ({ base: true }),
    initial: (hasToken) => ({ state: hasToken ? 'ready' : 'invalid' }),
    failed: (reason) => ({ state: reason }),
    ...(check ? { check } : {}),
    onPost: async ({ token, form }) => {
      posts.push({ token, form: Object.fromEntries(form) })
      return token === TOKEN
        ? { redirect: '/newsletter/angemeldet' }
        : { spent: true, failure: 'invalid', props: { state: 'invalid' } }
    },
    oneClick: async (token) => {
      oneClicks.push(token)
    },
  })
  return { handler, posts, oneClicks }
}

const setCookies = (headers: Record<string, string | string[]>) =>
  ([] as string[]).concat(headers['set-cookie'] ?? [])

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
})

describe('pages of e-mailed links (issue 18 §6, §13)', () => {
  it('move the token from the address into an HttpOnly cookie of the page and redirect', async () => {
    const { handler, posts } = page()
    const { ctx, headers } = context({ query: { token: TOKEN }, locale: 'en' })
    expect(await handler(ctx)).toEqual({
      redirect: { destination: '/en/newsletter/confirm', statusCode: 303 },
    })
    const [cookie] = setCookies(headers)
    expect(cookie).toBe(
      `sf_link_token=${TOKEN}; Path=/en/newsletter/confirm; Max-Age=900; HttpOnly; SameSite=Lax`,
    )
    expect(headers['cache-control']).toBe('private, no-store')
    // Opening the link did nothing else.
    expect(posts).toEqual([])
  })

  it('show the button when the cookie holds a token, the failure when not', async () => {
    const { handler } = page()
    const withToken = context({ cookie: `other=1; sf_link_token=${TOKEN}` })
    expect(await handler(withToken.ctx)).toEqual({ props: { base: true, state: 'ready' } })
    expect(withToken.res.statusCode).toBe(200)
    const without = context({})
    expect(await handler(without.ctx)).toEqual({ props: { base: true, state: 'invalid' } })
    // Issue 19 §5: a page without a working link is a failure, with a 4xx status.
    expect(without.res.statusCode).toBe(400)
  })

  it('check the token on opening: a used or expired link is 410, an unknown one 400, no button', async () => {
    const answers: Record<string, LinkCheck | null> = {
      [TOKEN]: 'valid',
      UsedUsedUsedUsedUsed1: 'used',
      ExpiredExpiredExpired: 'expired',
      UnknownUnknownUnknown: 'invalid',
      GatewayDownGatewayDown: null,
    }
    const { handler, posts } = page(async (token) => answers[token] ?? null)
    const open = async (token: string) => {
      const { ctx, res } = context({ cookie: `sf_link_token=${token}` })
      return { result: await handler(ctx), status: res.statusCode }
    }
    expect(await open(TOKEN)).toEqual({
      result: { props: { base: true, state: 'ready' } },
      status: 200,
    })
    expect(await open('UsedUsedUsedUsedUsed1')).toEqual({
      result: { props: { base: true, state: 'used' } },
      status: 410,
    })
    expect(await open('ExpiredExpiredExpired')).toEqual({
      result: { props: { base: true, state: 'expired' } },
      status: 410,
    })
    expect(await open('UnknownUnknownUnknown')).toEqual({
      result: { props: { base: true, state: 'invalid' } },
      status: 400,
    })
    // When the gateway cannot tell, the button is offered as before.
    expect((await open('GatewayDownGatewayDown')).status).toBe(200)
    expect(posts).toEqual([])
  })

  it('answer a failed POST with the failure alone and its 4xx status', async () => {
    const { handler } = page(async () => 'expired')
    const { ctx, res, headers } = context({
      method: 'POST',
      cookie: 'sf_link_token=ExpiredExpiredExpired',
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(await handler(ctx)).toEqual({ props: { base: true, state: 'expired' } })
    expect(res.statusCode).toBe(410)
    expect(setCookies(headers)).toEqual([
      'sf_link_token=; Path=/newsletter/confirm; Max-Age=0; HttpOnly; SameSite=Lax',
    ])
  })

  it('act on the POST with the token of the cookie and clear it', async () => {
    const { handler, posts } = page()
    const { ctx, headers } = context({
      method: 'POST',
      cookie: `sf_link_token=${TOKEN}`,
      body: 'confirm=1',
      headers: { origin: 'http://shop.test', host: 'shop.test', 'sec-fetch-site': 'same-origin' },
    })
    expect(await handler(ctx)).toEqual({
      redirect: { destination: '/newsletter/angemeldet', statusCode: 303 },
    })
    expect(posts).toEqual([{ token: TOKEN, form: { confirm: '1' } }])
    expect(setCookies(headers)).toEqual([
      'sf_link_token=; Path=/newsletter/confirm; Max-Age=0; HttpOnly; SameSite=Lax',
    ])
  })

  it('refuse a POST from another site', async () => {
    const { handler, posts } = page()
    const { ctx, res } = context({
      method: 'POST',
      cookie: `sf_link_token=${TOKEN}`,
      body: 'confirm=1',
      headers: {
        origin: 'https://evil.example',
        host: 'shop.test',
        'sec-fetch-site': 'cross-site',
      },
    })
    expect(await handler(ctx)).toEqual({ props: { base: true, state: 'invalid' } })
    expect(res.statusCode).toBe(403)
    expect(posts).toEqual([])
  })

  it('accept the Origin null a no-referrer page sends from the same site', async () => {
    const { handler, posts } = page()
    const { ctx } = context({
      method: 'POST',
      cookie: `sf_link_token=${TOKEN}`,
      body: 'confirm=1',
      headers: { origin: 'null', host: 'shop.test', 'sec-fetch-site': 'same-origin' },
    })
    expect(await handler(ctx)).toEqual({
      redirect: { destination: '/newsletter/angemeldet', statusCode: 303 },
    })
    expect(posts).toHaveLength(1)
  })

  it('serve RFC 8058 one-click unsubscribe POSTs with the token in the address', async () => {
    const { handler, oneClicks, posts } = page()
    const { ctx } = context({
      method: 'POST',
      query: { token: TOKEN },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await handler(ctx)).toEqual({
      redirect: { destination: '/newsletter/confirm', statusCode: 303 },
    })
    expect(oneClicks).toEqual([TOKEN])
    expect(posts).toEqual([])
  })

  it('read only well-formed tokens from the Cookie header', () => {
    expect(linkTokenFromCookieHeader(`sf_link_token=${TOKEN}`)).toBe(TOKEN)
    expect(linkTokenFromCookieHeader('sf_link_token=short')).toBeNull()
    expect(linkTokenFromCookieHeader('sf_link_token=a"b<c>d;')).toBeNull()
    expect(linkTokenFromCookieHeader(undefined)).toBeNull()
  })
})
