import { describe, expect, it } from 'vitest'
import {
  fromCategoryKind,
  fromPlatform,
  fromProductSort,
  toCategoryKind,
  toPlatform,
  toVersionKind,
} from '../../../graph/src/resolvers/catalog-enums'
import { downloadUrl, mediaUrl } from '../../../graph/src/urls'

describe('catalog URLs', () => {
  it('are same-origin paths with the file name encoded', () => {
    expect(mediaUrl('product-1-icon.svg')).toBe('/media/product-1-icon.svg')
    expect(downloadUrl('a b/../c.exe')).toBe('/downloads/a%20b%2F..%2Fc.exe')
  })
})

describe('catalog enums', () => {
  it('maps REST values to GraphQL enum values and back', () => {
    expect(toPlatform('ios')).toBe('IOS')
    expect(fromPlatform('ANDROID')).toBe('android')
    expect(toVersionKind('plus')).toBe('PLUS')
    expect(toCategoryKind('product')).toBe('PRODUCT_CATEGORY')
    expect(fromCategoryKind('PLATFORM')).toBe('platform')
    expect(fromProductSort('DOWNLOADS')).toBe('downloads')
  })
})
