import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { render } from '@testing-library/react'
import { createInstance } from 'i18next'
import type { NextRouter } from 'next/router'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createInMemoryCache } from '../../../../web/src/apollo/create-apollo-client'
import { CartProvider } from '../../../../web/src/cart/CartProvider'

const localesDir = path.resolve(import.meta.dirname, '../../../../web/public/locales')
const namespaces = ['common', 'forms', 'validation', 'cart']

function resources() {
  return Object.fromEntries(
    ['de', 'en'].map((locale) => [
      locale,
      Object.fromEntries(
        namespaces.map((ns) => [
          ns,
          JSON.parse(readFileSync(path.join(localesDir, locale, `${ns}.json`), 'utf8')) as object,
        ]),
      ),
    ]),
  )
}

/** The server render of a cart component (no browser storage, no effects). */
export function renderCartToString(element: ReactElement, locale: 'de' | 'en'): string {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: locale,
    ns: namespaces,
    defaultNS: 'common',
    resources: resources(),
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  const router = { locale, query: {}, asPath: '/', pathname: '/' } as unknown as NextRouter
  return renderToString(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <MockedProvider mocks={[]} showWarnings={false} cache={createInMemoryCache()}>
          <CartProvider>{element}</CartProvider>
        </MockedProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  )
}

/**
 * Renders a cart component as the storefront does: the real texts of the language, a
 * router in that language, the cart provider over local storage, and an Apollo client
 * answering with the given responses (with the storefront's cache policies).
 */
export function renderCart(
  element: ReactElement,
  options: {
    locale: 'de' | 'en'
    mocks?: MockLink.MockedResponse[]
    query?: Record<string, string>
  },
) {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: options.locale,
    fallbackLng: 'de',
    ns: namespaces,
    defaultNS: 'common',
    resources: resources(),
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  const pushed: unknown[] = []
  const router = {
    locale: options.locale,
    locales: ['de', 'en'],
    defaultLocale: 'de',
    pathname: '/',
    asPath: '/',
    route: '/',
    query: options.query ?? {},
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    basePath: '',
    push: async (url: unknown) => {
      pushed.push(url)
      return true
    },
    replace: async () => true,
    reload: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    prefetch: async () => undefined,
    beforePopState: () => undefined,
    events: { on: () => undefined, off: () => undefined, emit: () => undefined },
  } as unknown as NextRouter
  const utils = render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <MockedProvider
          mocks={options.mocks ?? []}
          showWarnings={false}
          cache={createInMemoryCache()}
        >
          <CartProvider>{element}</CartProvider>
        </MockedProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  )
  return { ...utils, pushed }
}
