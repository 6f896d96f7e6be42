// @vitest-environment happy-dom
import { gql } from '@apollo/client'
import { cleanup, screen } from '@testing-library/react'
import { createInstance } from 'i18next'
import type { NextRouter } from 'next/router'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createBrowserApolloClient } from '../../../../web/src/apollo/create-apollo-client'
import { CART_TOKEN_KEY, writeCartToken } from '../../../../web/src/cart/cart-token-storage'
import { CartProvider } from '../../../../web/src/cart/CartProvider'
import { CartLink } from '../../../../web/src/components/CartLink/CartLink'
import { cartTokenWith } from './jwt'
import { renderCart } from './render'

afterEach(cleanup)
beforeEach(() => localStorage.clear())

describe('CartLink', () => {
  it('shows the count decoded from the stored token, without any request', async () => {
    writeCartToken(cartTokenWith({ '7': 2, '12': 1 }))
    renderCart(<CartLink />, { locale: 'de' })
    const link = await screen.findByRole('link', { name: /^Warenkorb\s?, 3 Artikel$/ })
    expect(link.getAttribute('href')).toBe('/warenkorb')
    expect(screen.getByTestId('cart-count').textContent).toBe('3')
  })

  it('names the English page and counts in English', async () => {
    writeCartToken(cartTokenWith({ '7': 1 }))
    renderCart(<CartLink />, { locale: 'en' })
    expect(
      (await screen.findByRole('link', { name: /^Cart\s?, 1 item$/ })).getAttribute('href'),
    ).toBe('/cart')
  })

  it('shows no badge without a valid token', async () => {
    localStorage.setItem(CART_TOKEN_KEY, 'not json')
    renderCart(<CartLink />, { locale: 'en' })
    expect(await screen.findByRole('link', { name: /^Cart\s?, 0 items$/ })).toBeTruthy()
    expect(screen.queryByTestId('cart-count')).toBeNull()
  })

  it('renders no count on the server, where no token is known', () => {
    writeCartToken(cartTokenWith({ '7': 2 }))
    const i18n = createInstance()
    void i18n.use(initReactI18next).init({
      lng: 'de',
      ns: ['common'],
      defaultNS: 'common',
      resources: {
        de: {
          common: JSON.parse(
            readFileSync(
              path.resolve(import.meta.dirname, '../../../../web/public/locales/de/common.json'),
              'utf8',
            ),
          ) as object,
        },
      },
      initAsync: false,
    })
    const router = { locale: 'de', query: {}, asPath: '/', pathname: '/' } as unknown as NextRouter
    const html = renderToString(
      <RouterContext.Provider value={router}>
        <I18nextProvider i18n={i18n}>
          <CartProvider>
            <CartLink />
          </CartProvider>
        </I18nextProvider>
      </RouterContext.Provider>,
    )
    expect(html).toContain('>Warenkorb</span>')
    expect(html).not.toContain('cart-count')
    expect(html).not.toContain('Artikel')
  })
})

describe('the browser client', () => {
  const query = gql`
    query CartCount {
      cart {
        itemCount
      }
    }
  `

  function stubGateway() {
    const headers: Headers[] = []
    const fetchStub = vi.fn(async (_url: unknown, init?: RequestInit) => {
      headers.push(new Headers(init?.headers))
      return new Response(
        JSON.stringify({ data: { cart: { __typename: 'Cart', itemCount: 0 } } }),
        {
          headers: { 'content-type': 'application/json' },
        },
      )
    })
    vi.stubGlobal('fetch', fetchStub)
    return headers
  }

  afterEach(() => vi.unstubAllGlobals())

  it('sends the stored cart token as X-ABS-CartToken', async () => {
    const headers = stubGateway()
    const token = cartTokenWith({ '7': 1 })
    writeCartToken(token)
    await createBrowserApolloClient().query({ query, fetchPolicy: 'network-only' })
    expect(headers[0]?.get('x-abs-carttoken')).toBe(token)
  })

  it('sends no cart header without a usable token', async () => {
    const headers = stubGateway()
    localStorage.setItem(CART_TOKEN_KEY, JSON.stringify({ cart: { token: 7 } }))
    await createBrowserApolloClient().query({ query, fetchPolicy: 'network-only' })
    expect(headers).toHaveLength(1)
    expect(headers[0]?.has('x-abs-carttoken')).toBe(false)
  })
})
