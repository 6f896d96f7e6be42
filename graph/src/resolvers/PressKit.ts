import type { PressKitResolvers } from '../__generated__/resolvers-types'
import { pressKitUrl } from '../urls'

// Press kits (issue 24, point 4): the zip file is made by the hub when it is downloaded and
// reaches the browser same-origin through /press-kits/ (graph/src/passthrough.ts).

export const PressKit: PressKitResolvers = {
  product: (kit, _args, { dataSources }) =>
    kit.productId === null ? null : dataSources.dataHub.productDetail(kit.productId, kit.locale),
  url: (kit) => pressKitUrl(kit.fileName),
}
