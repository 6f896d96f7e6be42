import { describe, expect, it } from 'vitest'
import { CategoryKind, Platform, ProductSort, VersionKind } from '../../../graph/src/enums'
import { downloadUrl, mediaUrl } from '../../../graph/src/urls'

describe('catalog URLs', () => {
  it('are same-origin paths with the file name encoded', () => {
    expect(mediaUrl('product-1-icon.svg')).toBe('/media/product-1-icon.svg')
    expect(downloadUrl('a b/../c.exe')).toBe('/downloads/a%20b%2F..%2Fc.exe')
  })
})

describe('catalog enums', () => {
  it('maps REST values to GraphQL enum values and back', () => {
    // codegen `enumValues`: GraphQL value → the hub's value, one map per enum.
    expect(Platform.IOS).toBe('ios')
    expect(Platform.ANDROID).toBe('android')
    expect(VersionKind.PLUS).toBe('plus')
    expect(CategoryKind.PRODUCT_CATEGORY).toBe('product')
    expect(CategoryKind.PLATFORM).toBe('platform')
    expect(ProductSort.DOWNLOADS).toBe('downloads')
  })
})
