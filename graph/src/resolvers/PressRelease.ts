import type { PressReleaseResolvers } from '../__generated__/resolvers-types'
import { pressKitUrl } from '../urls'

// Press releases (issue 24, point 4): the hub answers the texts in the language asked for;
// the program a release is about loads with every other product of the request (DataLoader).

export const PressRelease: PressReleaseResolvers = {
  product: (release, _args, { dataSources }) =>
    release.productId === null
      ? null
      : dataSources.dataHub.productDetail(release.productId, release.locale),
  pressKitUrl: (release) => pressKitUrl(release.pressKit.fileName),
}
