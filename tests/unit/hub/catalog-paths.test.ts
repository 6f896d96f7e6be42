import { describe, expect, it } from 'vitest'
import { catalogPaths, searchPrefixQuery } from '../../../hub/src/catalog/paths'

describe('catalogPaths', () => {
  it('builds platform, category and product paths per language without locale prefix', () => {
    expect(catalogPaths('mac')).toEqual({ de: '/mac', en: '/mac' })
    expect(catalogPaths('windows', { de: 'grafik', en: 'graphics' })).toEqual({
      de: '/windows/grafik',
      en: '/windows/graphics',
    })
    expect(
      catalogPaths(
        'windows',
        { de: 'grafik', en: 'graphics' },
        { de: 'foto-studio-pro', en: 'photo-studio-pro' },
      ),
    ).toEqual({ de: '/windows/grafik/foto-studio-pro', en: '/windows/graphics/photo-studio-pro' })
  })

  it('ignores a product without a category, as the route has no such shape', () => {
    expect(catalogPaths('ios', undefined, { de: 'x', en: 'y' })).toEqual({ de: '/ios', en: '/ios' })
  })
})

describe('searchPrefixQuery', () => {
  it.each([
    ['Fotos', 'foto:*'],
    ['Foto', 'foto:*'],
    ['Passwörter', 'passwört:*'],
    ['Rezepten', 'rezept:*'],
    ['photos budgets', 'photo:* | budget:*'],
    ['pdf', null],
    ['foto -studio', 'foto:*'],
    ['"Foto Studio"', 'foto:* | studio:*'],
    ['!!! & | :*', null],
    ['', null],
  ])('turns %j into %j', (phrase, expected) => {
    expect(searchPrefixQuery(phrase)).toBe(expected)
  })

  it('keeps only letters and digits, so the result is always valid tsquery syntax', () => {
    const query = searchPrefixQuery("o'brien's <tag> (x|y) a:b c&d 2025er")
    expect(query).toMatch(/^[\p{L}\p{N}]+:\*( \| [\p{L}\p{N}]+:\*)*$/u)
  })

  it('uses at most eight prefixes', () => {
    const words = Array.from({ length: 20 }, (_, i) => `wort${i}x`).join(' ')
    expect(searchPrefixQuery(words)?.split(' | ')).toHaveLength(8)
  })
})
