import { afterEach, describe, expect, it, vi } from 'vitest'
import { HeaderCustomerDocument } from '../../../../web/src/__generated__/graphql'
import {
  accountPageServerSideProps,
  loginPageServerSideProps,
} from '../../../../web/src/account/account-server'

const token = 'T'.repeat(43)

function context(cookie: string | undefined, query: Record<string, string> = {}, locale = 'de') {
  const headers: Record<string, unknown> = {}
  return {
    headers,
    context: {
      req: { headers: { cookie }, socket: { remoteAddress: '203.0.113.7' } },
      res: {
        setHeader: (name: string, value: unknown) => {
          headers[name.toLowerCase()] = value
        },
        getHeader: (name: string) => headers[name.toLowerCase()],
      },
      query,
      locale,
    } as unknown as Parameters<typeof loginPageServerSideProps>[0],
  }
}

function gatewayAnswer(data: object, setCookie?: string) {
  const calls: { headers: Headers; body: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push({ headers: new Headers(init.headers), body: String(init.body) })
      const headers = new Headers({ 'content-type': 'application/json' })
      if (setCookie) headers.append('set-cookie', setCookie)
      return new Response(JSON.stringify({ data }), { status: 200, headers })
    }),
  )
  return calls
}

afterEach(() => vi.unstubAllGlobals())

const overview = accountPageServerSideProps('/account', HeaderCustomerDocument, () => ({}))

describe('account pages on the server', () => {
  it('send a visitor without a session to the login page, and never cache', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const { context: ctx, headers } = context('consent=v1')
    expect(await overview(ctx)).toEqual({
      redirect: { destination: '/konto/anmelden?returnTo=%2Fkonto', permanent: false },
    })
    expect(headers['cache-control']).toBe('private, no-store')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('forward only the session cookie to the gateway, and its clearing back', async () => {
    const calls = gatewayAnswer(
      { me: null },
      'sf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    )
    const { context: ctx, headers } = context(
      `consent=v1.s1.m1; sf_session=${token}; _ga=GA1.2.3`,
      {},
      'en',
    )
    expect(await overview(ctx)).toEqual({
      redirect: { destination: '/en/account/login?returnTo=%2Fen%2Faccount', permanent: false },
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.headers.get('cookie')).toBe(`sf_session=${token}`)
    expect(calls[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.7')
    expect(headers['set-cookie']).toEqual([
      'sf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    ])
  })
})

describe('the login page on the server', () => {
  it('sends a logged-in customer on to the checked return path', async () => {
    gatewayAnswer({ me: { __typename: 'Customer', id: '1000001', name: 'Kim' } })
    const { context: ctx } = context(`sf_session=${token}`, { returnTo: '/konto/einstellungen' })
    expect(await loginPageServerSideProps(ctx)).toEqual({
      redirect: { destination: '/konto/einstellungen', permanent: false },
    })
    const { context: evil } = context(`sf_session=${token}`, { returnTo: '//evil.example' })
    expect(await loginPageServerSideProps(evil)).toEqual({
      redirect: { destination: '/konto', permanent: false },
    })
  })
})
