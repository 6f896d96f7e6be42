import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { thirdPartiesOf } from '../../../../web/src/config/third-parties'
import { STORAGE_ENTRIES, THIRD_PARTY_ENTRIES } from '../../../../web/src/consent/registry'

// The privacy policy is generated from the consent registry (web/src/consent/registry.ts): a
// cookie, storage key or third party the code uses but the registry lacks would be missing from
// the policy. These checks tie the registry to the code and to its texts in both languages.

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..')
const legal = (locale: string) =>
  JSON.parse(
    readFileSync(join(repoRoot, 'web', 'public', 'locales', locale, 'legal.json'), 'utf8'),
  ) as {
    privacy: {
      storage: Record<string, string>
      parties: Record<string, Record<string, string>>
      legalBases: Record<string, string>
      retention: Record<string, string>
    }
  }
const common = (locale: string) =>
  JSON.parse(
    readFileSync(join(repoRoot, 'web', 'public', 'locales', locale, 'common.json'), 'utf8'),
  ) as { consent: Record<string, string> }

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (name === '__generated__' || name === 'node_modules') continue
    if (statSync(path).isDirectory()) sourceFiles(path, into)
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) into.push(path)
  }
  return into
}

// How the code names what it stores: a constant whose name says cookie or storage key, a
// cookie object with a `name`, a literal handed to Storage, a literal Set-Cookie value.
const NAMED_CONSTANT = /(?:const|let)\s+(\w+)\s*(?::\s*\w+\s*)?=\s*['"`]([^'"`$\s]+)['"`]/g
const COOKIE_OBJECT = /\w*cookie\w*\s*=\s*\{\s*name:\s*['"]([^'"]+)['"]/gi
const STORAGE_CALL = /(?:setItem|getItem|removeItem)\(\s*['"`]([^'"`$]+)['"`]/g
const COOKIE_LITERAL = /['"`]([A-Za-z_][\w.:-]*)=[^'"`]*;\s*(?:Max-Age|Path|HttpOnly|Expires)/gi
const STORES = /cookie|localStorage|sessionStorage|setItem\(|getItem\(/i
const STORE_CONSTANT = /cookie|storage|_key$|sessionkey/i

/** Every cookie and browser-storage name the tiers' code sets or reads, with where. */
function storedNamesInCode(): Map<string, string> {
  const found = new Map<string, string>()
  const files = ['web/src', 'graph/src', 'hub/src', 'packages'].flatMap((dir) =>
    sourceFiles(join(repoRoot, dir)),
  )
  for (const file of files) {
    if (file.endsWith(join('consent', 'registry.ts'))) continue
    const text = readFileSync(file, 'utf8')
    if (!STORES.test(text)) continue
    const where = relative(repoRoot, file)
    for (const [, name, value] of text.matchAll(NAMED_CONSTANT)) {
      if (STORE_CONSTANT.test(name!)) found.set(value!, where)
    }
    for (const pattern of [COOKIE_OBJECT, STORAGE_CALL, COOKIE_LITERAL]) {
      for (const [, value] of text.matchAll(pattern)) found.set(value!, where)
    }
  }
  return found
}

describe('the consent registry behind the privacy policy', () => {
  const registered = new Set(STORAGE_ENTRIES.map((entry) => entry.name))

  it('declares every cookie and storage key the code uses', () => {
    const inCode = storedNamesInCode()
    // The names the issue lists, so the scan itself cannot silently find nothing.
    for (const name of ['i18n_redirected', 'consent', 'cje', 'sf_session', 'cartToken']) {
      expect(inCode.has(name), name).toBe(true)
    }
    const undeclared = [...inCode].filter(([name]) => !registered.has(name))
    expect(undeclared, 'used in code but missing from web/src/consent/registry.ts').toEqual([])
  })

  it('declares nothing the code no longer uses', () => {
    const inCode = storedNamesInCode()
    expect(STORAGE_ENTRIES.filter((entry) => !inCode.has(entry.name))).toEqual([])
  })

  it('knows every third-party script the banner can allow, in the same consent category', () => {
    const scripts = thirdPartiesOf({
      TAG_MANAGER_ID: 'GTM-TEST1',
      TAG_MANAGER_ORIGIN: 'https://www.googletagmanager.com',
      AFFILIATE_SCRIPT_URL: 'https://www.mczbf.com/tags/1/tag.js',
    })
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      const party = THIRD_PARTY_ENTRIES.find((entry) => entry.scriptIds.includes(script.id))
      expect(party, script.id).toBeDefined()
      expect(party!.category).toBe(script.category)
      expect(party!.legalBasis).toBe('consent')
    }
    expect(THIRD_PARTY_ENTRIES.map((party) => party.id)).toEqual(
      expect.arrayContaining(['tagManager', 'affiliateNetwork', 'paymentProvider']),
    )
  })

  it('asks consent for everything optional and for nothing necessary', () => {
    for (const entry of [...STORAGE_ENTRIES, ...THIRD_PARTY_ENTRIES]) {
      expect(entry.legalBasis === 'consent', entry.id).toBe(entry.category !== 'necessary')
    }
  })

  for (const locale of ['de', 'en']) {
    it(`has purpose, provider, legal basis and retention of every entry in ${locale}`, () => {
      const { privacy } = legal(locale)
      for (const entry of STORAGE_ENTRIES) {
        expect(privacy.storage[entry.id], entry.id).toMatch(/\S{3}/)
        expect(privacy.legalBases[entry.legalBasis], entry.id).toMatch(/Art\. 6/)
        const retention =
          'until' in entry.retention
            ? privacy.retention[entry.retention.until]
            : privacy.retention[`${entry.retention.unit}_other`]
        expect(retention, entry.id).toMatch(/\S{3}/)
        if (entry.provider !== 'self') expect(privacy.parties[entry.provider]).toBeDefined()
      }
      for (const party of THIRD_PARTY_ENTRIES) {
        const texts = privacy.parties[party.id]
        for (const field of ['name', 'provider', 'purpose', 'retention', 'transfer']) {
          expect(texts?.[field], `${party.id}.${field}`).toMatch(/\S{3}/)
        }
        expect(privacy.legalBases[party.legalBasis]).toMatch(/Art\. 6/)
      }
      expect(privacy.legalBases['consent']).toContain('§ 25')
    })

    it(`names the optional parties in the banner as the policy does (${locale})`, () => {
      const { privacy } = legal(locale)
      const { consent } = common(locale)
      for (const party of THIRD_PARTY_ENTRIES.filter((entry) => entry.category !== 'necessary')) {
        const bannerText = consent[`${party.category}Parties`]
        const brand = privacy.parties[party.id]!['name']!.split(' (')[0]!
        expect(bannerText, party.id).toContain(brand)
      }
    })
  }
})
