import type {
  CategoryKind,
  Platform,
  ProductSort,
  VersionKind,
} from '../__generated__/resolvers-types'
import type { RestProductSort } from '../datasources/data-hub-api'
import type { RestVersionKind } from '../datasources/catalog-rest-types'
import type { RestPlatform } from '../datasources/rest-types'

const platforms: Record<RestPlatform, Platform> = {
  windows: 'WINDOWS',
  mac: 'MAC',
  android: 'ANDROID',
  ios: 'IOS',
}

export function toPlatform(platform: RestPlatform): Platform {
  return platforms[platform]
}

export function fromPlatform(platform: Platform): RestPlatform {
  return platform.toLowerCase() as RestPlatform
}

export function toVersionKind(kind: RestVersionKind): VersionKind {
  return kind.toUpperCase() as VersionKind
}

export function toCategoryKind(kind: 'platform' | 'product'): CategoryKind {
  return kind === 'platform' ? 'PLATFORM' : 'PRODUCT_CATEGORY'
}

export function fromCategoryKind(kind: CategoryKind): 'platform' | 'product' {
  return kind === 'PLATFORM' ? 'platform' : 'product'
}

export function fromProductSort(sort: ProductSort): RestProductSort {
  return sort.toLowerCase() as RestProductSort
}
