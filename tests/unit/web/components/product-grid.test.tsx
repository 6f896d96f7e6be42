// @vitest-environment happy-dom
import type { NextRouter } from 'next/router'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ProductCard_ProductFragment } from '../../../../web/src/__generated__/graphql'
import { ProductGrid } from '../../../../web/src/components/ProductGrid/ProductGrid'
import { renderWithI18n } from './i18n'

afterEach(cleanup)

function product(id: number): ProductCard_ProductFragment {
  return {
    id: String(id),
    slug: `programm-${id}`,
    name: `Programm ${id}`,
    shortDescription: 'Ein Programm',
    platforms: ['WINDOWS'],
    isFree: true,
    ratingAverage: null,
    reviewCount: 0,
    paths: { de: `/windows/buero/programm-${id}`, en: `/en/windows/office/program-${id}` },
    editions: [],
    icon: { url: `/media/product-${id}-icon.svg`, alt: '', width: 64, height: 64 },
    priceGross: null,
    strikePriceGross: null,
    pricesGross: [],
    strikePricesGross: [],
  }
}

const router = { locale: 'de', query: {}, asPath: '/', pathname: '/' } as unknown as NextRouter
const products = Array.from({ length: 6 }, (_, i) => product(i + 1))

function iconLoading(opensPage: boolean): (string | null)[] {
  const { container } = renderWithI18n(
    <RouterContext.Provider value={router}>
      <ProductGrid products={products} opensPage={opensPage} />
    </RouterContext.Provider>,
  )
  return Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('loading'))
}

describe('ProductGrid', () => {
  it('a grid that opens the page loads its first row of icons eagerly, the rest lazily', () => {
    expect(iconLoading(true)).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy'])
  })

  it('a grid further down the page (home sections, related programs) loads every icon lazily', () => {
    expect(iconLoading(false)).toEqual(['lazy', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy'])
  })
})
