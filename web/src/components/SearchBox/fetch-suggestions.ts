import {
  SearchSuggestionsDocument,
  type SearchSuggestionsQuery,
  type SearchSuggestionsQueryVariables,
} from '../../__generated__/graphql'
import { browserApolloClient } from '../../apollo/browser-client'

/** Loaded on the first keystroke in the search box (use-search-suggestions.ts). */
export async function fetchSuggestions(
  variables: SearchSuggestionsQueryVariables,
): Promise<SearchSuggestionsQuery['searchSuggestions']> {
  const { data } = await browserApolloClient().query<
    SearchSuggestionsQuery,
    SearchSuggestionsQueryVariables
  >({ query: SearchSuggestionsDocument, variables })
  return data?.searchSuggestions ?? []
}
