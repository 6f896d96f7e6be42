import type { DownloadPageQuery, Platform, VersionKind } from '../../__generated__/graphql'

type Product = NonNullable<DownloadPageQuery['product']>
export type SetupFileChoice = Product['versions'][number]['setupFiles'][number] & {
  version: VersionKind
}

// What a visitor who did not ask for a version gets: try before buying. Only these are
// public; a paid edition (full, plus) is downloaded with the signed link of a licence
// (issue 18), never from this page.
const preference: VersionKind[] = ['TRIAL', 'FREE']

export const isPaidVersion = (version: VersionKind) => !preference.includes(version)

/**
 * The public setup file to start: the asked-for version if the product has it, else the
 * first of trial, free; always for the given platform (the edition the visitor came from,
 * issue 19: never another platform's installer). Null when that platform has no public file.
 */
export function chooseSetupFile(
  product: Product,
  wanted: { version?: VersionKind; platform: Platform },
): SetupFileChoice | null {
  const asked = wanted.version && !isPaidVersion(wanted.version) ? [wanted.version] : []
  const order = [...asked, ...preference]
  for (const kind of order) {
    const file = product.versions
      .find((candidate) => candidate.kind === kind)
      ?.setupFiles.find((candidate) => candidate.platform === wanted.platform)
    if (file) return { ...file, version: kind }
  }
  return null
}
