// Which paid edition a bought licence is (issue 19, point 3). A cart line is the full version,
// or the Plus edition when its Plus modification is chosen; the order line keeps the chosen
// modifications, so the licence's edition is read from its line and never from the client.

/** The product modification that makes a cart line the Plus edition (seeded per product). */
export const PLUS_MODIFICATION_KEY = 'plus-edition'

export type PaidEdition = 'full' | 'plus'

/** The edition an order line's licences are for. */
export function editionOfLine(modifications: readonly { key: string }[]): PaidEdition {
  return modifications.some((modification) => modification.key === PLUS_MODIFICATION_KEY)
    ? 'plus'
    : 'full'
}

/**
 * Whether a licence of `edition` entitles to a file of `version`: the Plus edition includes
 * the full version (a Plus buyer may install either), a full licence never unlocks Plus.
 */
export function editionCovers(edition: PaidEdition, version: string): boolean {
  if (version === 'full') return true
  if (version === 'plus') return edition === 'plus'
  return false
}
