import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import i18next from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { nextI18NextConfig } from '../../../web/src/i18n/next-i18next-config'
import { fixedT, interpolate } from '../../../web/src/i18n/page-translations'

// The browser's stand-in for next-i18next (issue 22, decision 0019) must say exactly what the
// server's i18next says, or hydration fails: every key of every namespace, in both languages,
// with the options the storefront passes (plurals by count, interpolation, returnObjects).

const localesDir = join(import.meta.dirname, '..', '..', '..', 'web', 'public', 'locales')
type Store = Record<string, Record<string, Record<string, unknown>>>

function load(): Store {
  const store: Store = {}
  for (const language of ['de', 'en']) {
    store[language] = {}
    for (const file of readdirSync(join(localesDir, language))) {
      store[language]![file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(join(localesDir, language, file), 'utf8'),
      ) as Record<string, unknown>
    }
  }
  return store
}

/** Every leaf key, plural forms folded into their base key. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  )
}

/** Values for every `{{name}}` the texts use: strings, and numbers for some. */
function variablesOf(store: Store): Record<string, unknown> {
  const names = new Set(JSON.stringify(store).match(/\{\{-?\s*([\w.]+)/g) ?? [])
  return Object.fromEntries(
    [...names].map((match, index) => {
      const name = match.replace(/^\{\{-?\s*/, '')
      return [name, index % 3 === 0 ? index * 7 : `«${name}»`]
    }),
  )
}

async function i18nextFor(store: Store, language: string) {
  const instance = i18next.createInstance()
  await instance.init({
    lng: language,
    resources: store,
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key: string) => `missing:${key}`,
  })
  return instance
}

describe('page translations (the browser’s next-i18next)', () => {
  const store = load()
  const variables = variablesOf(store)

  for (const language of ['de', 'en']) {
    it(`says what i18next says for every key in ${language}`, async () => {
      const reference = await i18nextFor(store, language)
      const config = { parseMissingKeyHandler: (key: string) => `missing:${key}` }
      let compared = 0
      for (const [namespace, texts] of Object.entries(store[language]!)) {
        const t = fixedT(store, language, [namespace, 'common'], config)
        const rt = reference.getFixedT(language, [namespace, 'common'])
        const bases = new Set(
          keys(texts).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
        )
        for (const key of bases) {
          // Lists (`privacy.kept`) are only ever read with returnObjects.
          const isList = Array.isArray(
            key
              .split('.')
              .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts),
          )
          if (!isList)
            for (const count of [undefined, 0, 1, 2, 21]) {
              const options = { ...variables, ...(count === undefined ? {} : { count }) }
              for (const full of [key, `${namespace}:${key}`]) {
                expect(t(full, options), `${language} ${full} count=${count}`).toEqual(
                  rt(full, options),
                )
                compared += 1
              }
            }
          const objects = { returnObjects: true, ...variables }
          expect(t(key, objects), `${language} ${key} returnObjects`).toEqual(rt(key, objects))
        }
      }
      expect(compared).toBeGreaterThan(500)
    })
  }

  it('searches the namespaces in order and takes a language of its own when asked', () => {
    const t = fixedT(
      { de: { a: { x: 'A' }, b: { x: 'B', y: 'Y' } }, en: { a: { x: 'EN' } } },
      'de',
      ['a', 'b'],
    )
    expect(t('x')).toBe('A')
    expect(t('y')).toBe('Y')
    expect(t('b:x')).toBe('B')
    expect(t('x', { lng: 'en' })).toBe('EN')
  })

  it('hands a missing key to the storefront’s handler, which warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const t = fixedT({ de: { common: {} } }, 'de', 'common', nextI18NextConfig as never)
    expect(t('nope.here')).toBe('nope.here')
    expect(t('nope.there', { defaultValue: 'Standard' })).toBe('Standard')
    expect(warn).toHaveBeenCalledWith('Missing translation: nope.here')
    warn.mockRestore()
  })

  it('interpolates without escaping, as next-i18next configures i18next', () => {
    expect(interpolate('{{gone}} {{none}}', { none: null })).toBe('{{gone}} ')
    expect(
      interpolate('{{a}} & {{ b }} {{- c}} {{d.e}}', { a: '<b>', b: 2, c: 'x', d: { e: 'y' } }),
    ).toBe('<b> & 2 x y')
  })
})
