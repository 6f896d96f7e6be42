import { useEffect, useState } from 'react'
import type { SearchSuggestionsQuery } from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'

export type SearchSuggestion = SearchSuggestionsQuery['searchSuggestions'][number]

/** Pause after the last keystroke before asking: one request per word typed, not per letter. */
export const SUGGESTION_DELAY_MS = 180
/** Fewer characters than this suggest too much to help. */
export const MIN_SUGGESTION_LENGTH = 2
const MAX_QUERY_LENGTH = 100

/**
 * Programs matching what has been typed so far, from the gateway's `searchSuggestions`.
 * An answer to an older text is dropped when a newer one is on its way; a failed request
 * leaves no suggestions (the form still searches on Enter).
 */
export function useSearchSuggestions(text: string, locale: SiteLocale): SearchSuggestion[] {
  const [answer, setAnswer] = useState<{ key: string; items: SearchSuggestion[] }>({
    key: '',
    items: [],
  })
  const query = text.trim().slice(0, MAX_QUERY_LENGTH)
  const key = `${locale}:${query}`
  const wanted = query.length >= MIN_SUGGESTION_LENGTH

  useEffect(() => {
    if (!wanted) return
    let current = true
    const timer = setTimeout(() => {
      // The client and the query come with the first suggestion asked for, not with the page.
      import('./fetch-suggestions')
        .then((module) => module.fetchSuggestions({ locale, query }))
        .then((items) => {
          if (current) setAnswer({ key, items })
        })
        .catch(() => {
          if (current) setAnswer({ key, items: [] })
        })
    }, SUGGESTION_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [key, locale, query, wanted])

  // Suggestions for an older text stay visible until the new ones arrive, unless the text no
  // longer asks for any.
  return wanted ? answer.items : []
}
