import type { ProductRest } from './datasources/rest-types'

/** The hub's opaque cursor for a product of a listing page. */
export function cursorForProduct(product: ProductRest): string {
  return product.cursor ?? ''
}
