import { describe, expect, it } from 'vitest'
import { foldUmlauts, MAX_SEARCH_WORDS, searchWords } from '../../../hub/src/catalog/search-words'

describe('searchWords', () => {
  it('keeps lowercase letters and digits of every language, drops syntax and negated words', () => {
    expect(searchWords('Foto-Studio "Pro" -trial')).toEqual(['foto', 'studio', 'pro'])
    expect(searchWords('Virenwächter 2025')).toEqual(['virenwächter', '2025'])
    expect(searchWords(`%%% :* ((( ' ; drop table`)).toEqual(['drop', 'table'])
    expect(searchWords('-foto')).toEqual([])
  })

  it('bounds how many words and how long each is', () => {
    const many = Array.from({ length: 20 }, (_, index) => `word${index}`).join(' ')
    expect(searchWords(many)).toHaveLength(MAX_SEARCH_WORDS)
    expect(searchWords('x'.repeat(100))[0]).toHaveLength(40)
    expect(searchWords('foto foto Foto')).toEqual(['foto'])
  })
})

describe('foldUmlauts', () => {
  it('spells umlauts and ß the way they are typed without them', () => {
    expect(foldUmlauts('Wächter Größe Übung')).toBe('waechter groesse uebung')
  })
})
