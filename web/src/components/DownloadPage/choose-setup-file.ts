import type { DownloadPageQuery, Platform, VersionKind } from '../../__generated__/graphql'

type Product = NonNullable<DownloadPageQuery['product']>
export type SetupFileChoice = Product['versions'][number]['setupFiles'][number] & {
  version: VersionKind
}

// What a visitor who did not ask for a version gets: try before buying.
const preference: VersionKind[] = ['TRIAL', 'FREE', 'FULL', 'PLUS']

/**
 * The setup file to start: the asked-for version if the product has it, else
 * the first of trial, free, full, plus; for the asked-for platform if there is
 * a file for it, else for the product's primary platform, else any.
 */
export function chooseSetupFile(
  product: Product,
  wanted: { version?: VersionKind; platform?: Platform } = {},
): SetupFileChoice | null {
  const order = wanted.version ? [wanted.version, ...preference] : preference
  for (const kind of order) {
    const version = product.versions.find((candidate) => candidate.kind === kind)
    if (!version || version.setupFiles.length === 0) continue
    const file =
      version.setupFiles.find((candidate) => candidate.platform === wanted.platform) ??
      version.setupFiles.find((candidate) => candidate.platform === product.primaryPlatform) ??
      version.setupFiles[0]!
    return { ...file, version: kind }
  }
  return null
}
