import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInstance } from 'i18next'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { NextRouter } from 'next/router'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import type { Company } from '../../../../web/src/legal/company'

const localesDir = join(import.meta.dirname, '..', '..', '..', '..', 'web', 'public', 'locales')

/** A seller that is not the fictional default: every field distinct, so each can be found. */
export const CONFIGURED_COMPANY: Company = {
  name: 'Beispielwerk Software AG',
  street: 'Hafenweg 7',
  postalCode: '20457',
  city: 'Hamburg',
  countryCode: 'DE',
  registerCourt: 'Amtsgericht Hamburg',
  registerNumber: 'HRB 246810',
  vatId: 'DE811907980',
  taxNumber: '27/123/45678',
  managingDirectors: ['Jana Beispiel', 'Olaf Probe'],
  email: 'kontakt@beispielwerk.example',
  phone: '+49 40 1234567',
  fictional: false,
}

/** The page's visible text: markup rendered with the real `legal` and `common` texts. */
export function renderLegal(ui: ReactElement, locale: 'de' | 'en'): { html: string; text: string } {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: ['common', 'legal'],
    defaultNS: 'common',
    resources: Object.fromEntries(
      ['de', 'en'].map((lng) => [
        lng,
        Object.fromEntries(
          ['common', 'legal'].map((ns) => [
            ns,
            JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')),
          ]),
        ),
      ]),
    ),
    initAsync: false,
    // As next-i18next does by default: the legal texts must ask for unescaped values themselves.
    interpolation: { escapeValue: true },
    parseMissingKeyHandler: (key: string) => `MISSING(${key})`,
  })
  const router = {
    locale,
    locales: ['de', 'en'],
    defaultLocale: 'de',
    pathname: '/',
    asPath: '/',
    route: '/',
    query: {},
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    basePath: '',
    push: async () => true,
    replace: async () => true,
    reload: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    prefetch: async () => undefined,
    beforePopState: () => undefined,
    events: { on: () => undefined, off: () => undefined, emit: () => undefined },
  } as unknown as NextRouter
  const html = renderToStaticMarkup(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </RouterContext.Provider>,
  )
  const text = html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/[ \t]+/g, ' ')
  return { html, text }
}
