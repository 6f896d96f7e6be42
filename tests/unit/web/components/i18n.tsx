import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, type RenderOptions } from '@testing-library/react'
import i18next, { type i18n } from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'

const localesDir = join(import.meta.dirname, '..', '..', '..', '..', 'web', 'public', 'locales')

function namespace(locale: string, name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(localesDir, locale, `${name}.json`), 'utf8'))
}

/** An i18next instance with the site's real texts, synchronously ready. */
export function createTestI18n(locale: 'de' | 'en' = 'de'): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: 'de',
    ns: ['common', 'components'],
    defaultNS: 'common',
    resources: Object.fromEntries(
      (['de', 'en'] as const).map((lng) => [
        lng,
        { common: namespace(lng, 'common'), components: namespace(lng, 'components') },
      ]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  })
  return instance
}

/** Renders with the site's texts in `locale`, as next-i18next would provide them. */
export function renderWithI18n(
  ui: ReactElement,
  locale: 'de' | 'en' = 'de',
  options?: Omit<RenderOptions, 'wrapper'>,
) {
  const instance = createTestI18n(locale)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>{children}</I18nextProvider>
  )
  return render(ui, { wrapper, ...options })
}
