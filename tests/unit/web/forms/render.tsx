import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { render } from '@testing-library/react'
import { createInstance } from 'i18next'
import type { NextRouter } from 'next/router'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { ReactElement } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createInMemoryCache } from '../../../../web/src/apollo/create-apollo-client'

const localesDir = path.resolve(import.meta.dirname, '../../../../web/public/locales')
const namespaces = ['common', 'forms', 'validation', 'components', 'account']

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

export interface RenderedForm {
  router: NextRouter & { pushed: unknown[] }
}

/**
 * Renders a form as the storefront does: the real UI texts of the language, a router in
 * that language, and an Apollo client answering with the given responses.
 */
export function renderForm(
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
    pushed,
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
  } as unknown as NextRouter & { pushed: unknown[] }
  const utils = render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <MockedProvider
          mocks={options.mocks ?? []}
          showWarnings={false}
          cache={createInMemoryCache()}
        >
          {element}
        </MockedProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  )
  return { ...utils, router }
}
