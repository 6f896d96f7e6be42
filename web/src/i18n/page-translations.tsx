// The browser's side of the storefront's translations (issue 22): what the pages use of
// `next-i18next/pages` (appWithTranslation, useTranslation), in 2 kB instead of i18next,
// react-i18next and next-i18next (~19 kB gzipped on every page). next.config.ts points the
// browser bundle's `next-i18next/pages` here; the server renders with next-i18next itself, so
// this must produce the same text for what the storefront's translations use (decision 0019):
// `ns:key` and nested keys, the namespaces of `useTranslation` searched in order, `{{name}}`
// without escaping (next-i18next's `escapeValue: false`; React escapes), plurals `_one`/`_other`
// by `count` (Intl.PluralRules, `_zero` first for 0, as i18next), `returnObjects`,
// `defaultValue`, the `lng` option and the missing-key handler.
// The texts are the page props next-i18next's serverSideTranslations put in (`_nextI18Next`),
// only the page's language and namespaces (i18n/next-i18next-config.ts).
import { createContext, createElement, useContext, useMemo, type ComponentType } from 'react'

type Tree = { [key: string]: unknown }
/** language → namespace → texts */
type Store = Record<string, Record<string, Tree>>

interface PageTranslations {
  initialI18nStore: Store
  initialLocale: string
  ns: string[]
}

interface MinimalConfig {
  defaultNS?: string | false | readonly string[]
  parseMissingKeyHandler?: (key: string, defaultValue?: string) => unknown
}

interface Translations {
  language: string
  store: Store
  config: MinimalConfig
}

// Texts of every page seen so far: a client-side navigation adds its page's namespaces,
// as next-i18next adds resource bundles to its instance.
const seen: Store = {}

function remember(store: Store): void {
  for (const [language, namespaces] of Object.entries(store)) {
    seen[language] = { ...seen[language], ...namespaces }
  }
}

const Context = createContext<Translations>({ language: 'de', store: seen, config: {} })

export interface TOptions {
  count?: number
  defaultValue?: string
  returnObjects?: boolean
  lng?: string
  ns?: string | readonly string[]
  [name: string]: unknown
}

function lookup(tree: Tree | undefined, path: string): unknown {
  let node: unknown = tree
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Tree)[part]
  }
  return node
}

function valueAt(options: TOptions, path: string): unknown {
  let node: unknown = options
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Tree)[part]
  }
  return node
}

/** `{{name}}` (and `{{- name}}`) replaced by the option's value, as i18next without escaping. */
export function interpolate(text: string, options: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (match, inner: string) => {
    const name = inner.replace(/^-/, '').trim()
    const value = valueAt(options, name)
    // i18next keeps the placeholder of a value not given, and shows null as nothing.
    if (value === undefined) return match
    if (value === null) return ''
    return typeof value === 'string' ? value : String(value)
  })
}

function interpolateDeep(value: unknown, options: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, options)
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Tree).map(([key, item]) => [key, interpolateDeep(item, options)]),
    )
  }
  return value
}

/** The keys to try for a key, most specific first (i18next's plural lookup). */
function candidates(key: string, language: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key]
  const form = new Intl.PluralRules(language).select(count)
  return count === 0 ? [`${key}_zero`, `${key}_${form}`, key] : [`${key}_${form}`, key]
}

function namespacesOf(ns: string | readonly string[] | undefined, config: MinimalConfig): string[] {
  if (typeof ns === 'string') return [ns]
  if (ns && ns.length > 0) return [...ns]
  const fallback = config.defaultNS
  if (typeof fallback === 'string') return [fallback]
  if (Array.isArray(fallback)) return [...(fallback as readonly string[])]
  return ['common']
}

/** A `t` for one language and a list of namespaces, searched in order. */
export function fixedT(
  store: Store,
  language: string,
  ns: string | readonly string[] | undefined,
  config: MinimalConfig = {},
) {
  const defaults = namespacesOf(ns, config)
  return function t(fullKey: string, options: TOptions = {}): string {
    const language_ = options.lng ?? language
    let key = fullKey
    let namespaces = options.ns === undefined ? defaults : namespacesOf(options.ns, config)
    const separator = key.indexOf(':')
    if (separator > 0) {
      namespaces = [key.slice(0, separator)]
      key = key.slice(separator + 1)
    }
    const texts = store[language_] ?? {}
    for (const namespace of namespaces) {
      for (const candidate of candidates(key, language_, options.count)) {
        const found = lookup(texts[namespace], candidate)
        if (typeof found === 'string') return interpolate(found, options)
        if (found !== undefined && found !== null && options.returnObjects)
          return interpolateDeep(found, options) as string
      }
    }
    const usedDefault = options.defaultValue !== undefined
    const shown = usedDefault ? interpolate(options.defaultValue!, options) : key
    const handler = config.parseMissingKeyHandler
    return handler ? (handler(key, usedDefault ? shown : undefined) as string) : shown
  }
}

/**
 * next-i18next's `useTranslation`, as far as the storefront uses it.
 * @public imported as `next-i18next/pages` through next.config.ts's alias
 */
export function useTranslation(ns?: string | readonly string[], options: { lng?: string } = {}) {
  const { language, store, config } = useContext(Context)
  const lng = options.lng ?? language
  const key = Array.isArray(ns) ? ns.join(',') : ns
  const t = useMemo(
    () => fixedT(store, lng, ns, config),
    // `ns` by value: callers pass array literals.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, lng, key, config],
  )
  const i18n = useMemo(
    () => ({ language: lng, resolvedLanguage: lng, languages: [lng], t }),
    [lng, t],
  )
  return { t, i18n, ready: true }
}

/**
 * next-i18next's `appWithTranslation`: the page's texts (its props) for every component.
 * @public imported as `next-i18next/pages` through next.config.ts's alias
 */
export function appWithTranslation<Props extends { pageProps?: unknown }>(
  App: ComponentType<Props>,
  config: MinimalConfig = {},
): ComponentType<Props> {
  function AppWithTranslation(props: Props) {
    const page = (props.pageProps as { _nextI18Next?: PageTranslations } | undefined)?._nextI18Next
    const value = useMemo<Translations>(() => {
      if (page) remember(page.initialI18nStore)
      return {
        language: page?.initialLocale ?? Object.keys(seen)[0] ?? 'de',
        // A new object per page, so every `t` sees what the page added.
        store: { ...seen },
        config,
      }
    }, [page])
    return createElement(Context.Provider, { value }, createElement(App, props))
  }
  return AppWithTranslation
}
