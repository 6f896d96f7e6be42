import type { LicenceResolvers } from '../__generated__/resolvers-types'

export const Licence: LicenceResolvers = {
  productId: (licence) => String(licence.productId),
  product: (licence, { locale }, { dataSources }) =>
    dataSources.dataHub.productDetail(licence.productId, locale),
}
