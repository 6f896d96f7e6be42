import type { SetupFileResolvers } from '../__generated__/resolvers-types'
import { downloadUrl } from '../urls'

export const SetupFile: SetupFileResolvers = {
  // A buyer's paid download comes with the hub's signed link; a catalog file with its path.
  downloadUrl: (file) => file.url ?? downloadUrl(file.fileName),
  storeUrl: (file) => file.storeUrl ?? null,
}
