import { describe, expect, it } from 'vitest'
import type { DownloadPageQuery } from '../../../web/src/__generated__/graphql'
import { editionPaths } from '../../../web/src/components/ProductCard/edition-paths'
import { chooseSetupFile } from '../../../web/src/components/DownloadPage/choose-setup-file'

// Issue 19, point 1: a card links to the product below the platform of its listing, and the
// download page starts the file of the asked-for platform, never another platform's.

const paths = (platform: string) => ({
  de: `/${platform}/sicherheit/passwort-tresor`,
  en: `/${platform}/security/password-vault`,
})

const vault = {
  paths: paths('ios'),
  editions: [
    { platform: 'IOS', paths: paths('ios'), storeUrl: 'https://apps.apple.com/app/x/id1' },
    { platform: 'WINDOWS', paths: paths('windows'), storeUrl: null },
  ],
} as const

type Product = NonNullable<DownloadPageQuery['product']>
const file = (name: string, platform: string) => ({
  fileName: name,
  platform,
  downloadUrl: `/downloads/${name}`,
  sizeBytes: 100,
})
const photoStudio = {
  primaryPlatform: 'WINDOWS',
  versions: [
    { kind: 'FULL', setupFiles: [file('p-full-windows.exe', 'WINDOWS')] },
    {
      kind: 'TRIAL',
      setupFiles: [file('p-trial-windows.exe', 'WINDOWS'), file('p-trial-mac.dmg', 'MAC')],
    },
  ],
} as unknown as Product

describe('editionPaths', () => {
  it("links to the listing platform's edition", () => {
    expect(editionPaths(vault as never, 'WINDOWS')).toEqual(paths('windows'))
  })

  it('falls back to the canonical paths without a platform or edition', () => {
    expect(editionPaths(vault as never, null)).toEqual(paths('ios'))
    expect(editionPaths(vault as never, 'MAC')).toEqual(paths('ios'))
  })
})

describe('chooseSetupFile', () => {
  it("starts the asked-for platform's trial", () => {
    expect(chooseSetupFile(photoStudio, { platform: 'MAC' })?.fileName).toBe('p-trial-mac.dmg')
    expect(chooseSetupFile(photoStudio, { platform: 'WINDOWS' })?.fileName).toBe(
      'p-trial-windows.exe',
    )
  })

  it("never answers another platform's file, nor a paid edition", () => {
    expect(chooseSetupFile(photoStudio, { platform: 'IOS' })).toBeNull()
    expect(chooseSetupFile(photoStudio, { platform: 'WINDOWS', version: 'FULL' })?.version).toBe(
      'TRIAL',
    )
  })
})
