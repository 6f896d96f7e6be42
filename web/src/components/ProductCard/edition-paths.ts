import type { Platform, ProductCard_ProductFragment } from '../../__generated__/graphql'

type Editions = Pick<ProductCard_ProductFragment, 'paths' | 'editions'>

/**
 * The product's paths below `platform` when it has an edition for it (issue 19, point 1: a
 * listing links to the product under the platform it was listed on), else its canonical
 * paths (primary platform).
 */
export function editionPaths(product: Editions, platform: Platform | null | undefined) {
  const edition = platform
    ? product.editions.find((candidate) => candidate.platform === platform)
    : undefined
  return edition?.paths ?? product.paths
}
