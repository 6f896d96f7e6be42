/** At most this many words of a search take part in synonym and similarity matching. */
export const MAX_SEARCH_WORDS = 8

/**
 * The words of a search phrase as the synonym and trigram matching see them: lowercase
 * runs of letters and digits, negated words (-word) left out, each at most 40 characters,
 * at most MAX_SEARCH_WORDS of them. Only letters and digits survive, so the words are
 * safe inside LIKE patterns and to_tsquery() terms.
 */
export function searchWords(phrase: string): string[] {
  const words =
    phrase
      .replace(/(^|\s)-\S+/g, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, MAX_SEARCH_WORDS)
}

/** ä → ae, ö → oe, ü → ue, ß → ss: "waechter" and "wächter" are typed for the same word. */
export function foldUmlauts(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
}
