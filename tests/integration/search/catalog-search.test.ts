import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import type { SearchResultDto } from '../../../hub/src/catalog/dto'
import { bootGatewayOver } from '../graph/harness'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

// Issue 19, point 19: search in both languages over names, categories, descriptions and
// synonyms, tolerant of typos and word parts, ranked by relevance; suggestions while typing.
// Runs on PGlite (pg_trgm loaded as an extension) and, with TEST_DATABASE_URL, on PostgreSQL.

const PHOTO_STUDIO = 1
const PHOTO_COLLAGE = 181
const VIRUS_GUARD = 7
const BACKUP_MASTER = 12
const PASSWORD_VAULT = 143
const TAX_FOX = 3

describe.each(databaseTargets())('catalog search on $name', (target) => {
  let hub: BootedHub
  let graph: GraphApp

  beforeAll(async () => {
    hub = await bootHub(target)
    graph = await bootGatewayOver(hub)
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  async function search(locale: 'de' | 'en', q: string, first = 10) {
    const response = await hub.app.inject({
      method: 'GET',
      url: `/v1/search?${new URLSearchParams({ q, locale, first: String(first) })}`,
    })
    expect(response.statusCode, q).toBe(200)
    return response.json() as SearchResultDto
  }
  const ids = (result: SearchResultDto) => result.items.map((item) => item.id)

  describe.each(['de', 'en'] as const)('on %s pages', (locale) => {
    it.each(['foto', 'photo', 'fotos', 'photos', 'bilder', 'pictures'])(
      '%j finds both photo programs first',
      async (q) => {
        const result = await search(locale, q)
        expect(
          ids(result)
            .slice(0, 2)
            .sort((a, b) => a - b),
          q,
        ).toEqual([PHOTO_STUDIO, PHOTO_COLLAGE])
      },
    )

    it.each([
      'fotostudio',
      'photostudio',
      'Foto-Studio',
      'fotostdio',
      'photo studio',
      'Foto Studo Pro',
    ])('%j puts Photo Studio Pro first', async (q) => {
      expect(ids(await search(locale, q))[0], q).toBe(PHOTO_STUDIO)
    })

    it.each(['virus', 'viren', 'antivirus', 'antivirs', 'virenschutz', 'schadsoftware', 'malware'])(
      '%j finds the virus scanner first',
      async (q) => {
        expect(ids(await search(locale, q))[0], q).toBe(VIRUS_GUARD)
      },
    )

    it.each([
      ['backup', BACKUP_MASTER],
      ['sicherung', BACKUP_MASTER],
      ['datensicherung', BACKUP_MASTER],
      ['kennwort', PASSWORD_VAULT],
      ['pasword', PASSWORD_VAULT],
      ['Steuererklärung', TAX_FOX],
      ['tax return', TAX_FOX],
    ])('%j (synonym, typo or other language) finds product %i first', async (q, id) => {
      expect(ids(await search(locale, q))[0], q).toBe(id)
    })

    it('finds word parts of German compound names ("wächter", "waechter")', async () => {
      expect(ids(await search(locale, 'wächter'))[0]).toBe(VIRUS_GUARD)
      expect(ids(await search(locale, 'waechter'))[0]).toBe(VIRUS_GUARD)
    })

    it('finds programs by category name in either language', async () => {
      for (const q of ['Grafik', 'graphics']) {
        const found = ids(await search(locale, q))
        expect(found, q).toContain(PHOTO_STUDIO)
        expect(found, q).toContain(PHOTO_COLLAGE)
      }
    })

    it('shows the product in the page language whatever language matched', async () => {
      const german = locale === 'de'
      for (const q of ['photo', 'foto']) {
        const first = (await search(locale, q)).items.find((item) => item.id === PHOTO_STUDIO)
        expect(first?.name).toBe(german ? 'Foto-Studio Pro' : 'Photo Studio Pro')
      }
      const virus = (await search(locale, 'antivirus')).items[0]
      expect(virus?.name).toBe(german ? 'Virenwächter' : 'Virus Guard')
    })

    it('ranks by relevance: name matches before description matches, best first', async () => {
      const result = await search(locale, 'foto', 50)
      const ranks = result.items.map((item) => item.rank)
      expect([...ranks].sort((a, b) => b - a)).toEqual(ranks)
      // Everything after the two photo programs matched weaker (description, synonyms).
      expect(ranks[2] ?? 0).toBeLessThan(ranks[1]!)
      expect(result.totalCount).toBe(result.items.length)
    })

    it.each(['%%%', '-foto', '"', ':*', '!!!', 'a & b | !c', '((('])(
      'answers %j with a result, never an error',
      async (q) => {
        const result = await search(locale, q)
        expect(result.totalCount).toBe(result.items.length)
      },
    )

    it('finds nothing for words that name no program', async () => {
      expect((await search(locale, 'xqzvwkj')).items).toEqual([])
    })
  })

  describe('suggestions while typing', () => {
    async function suggest(locale: 'de' | 'en', q: string) {
      const response = await hub.app.inject({
        method: 'GET',
        url: `/v1/search/suggestions?${new URLSearchParams({ q, locale, first: '6' })}`,
      })
      expect(response.statusCode, q).toBe(200)
      return (response.json() as { items: { name: string; product: { id: number } }[] }).items
    }

    it('suggests programs for the first letters of a word, in the page language', async () => {
      expect((await suggest('de', 'fotost'))[0]?.name).toBe('Foto-Studio Pro')
      expect((await suggest('en', 'fotost'))[0]?.name).toBe('Photo Studio Pro')
      expect((await suggest('en', 'antivi')).map((s) => s.product.id)).toContain(VIRUS_GUARD)
      expect((await suggest('de', 'passw'))[0]?.name).toBe('Passwort-Tresor')
    })

    it('answers through the gateway with names and paths, and refuses bad input', async () => {
      const execute = async (query: string, variables: Record<string, unknown>) => {
        const response = await graph.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: { query, variables },
        })
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        return response.json() as any
      }
      const document = `query ($q: String!, $locale: Locale!, $first: Int) {
        searchSuggestions(locale: $locale, query: $q, first: $first) {
          name
          product { id paths { de en } }
        }
      }`
      const german = await execute(document, { q: 'photo', locale: 'de', first: 3 })
      expect(german.errors).toBeUndefined()
      expect(german.data.searchSuggestions.length).toBeLessThanOrEqual(3)
      expect(german.data.searchSuggestions[0]).toMatchObject({
        name: expect.stringMatching(/^Foto-/),
        product: { paths: { de: expect.stringMatching(/\/foto-/) } },
      })
      for (const [q, first] of [
        ['', 6],
        ['   ', 6],
        ['x'.repeat(101), 6],
        ['foto', 11],
      ] as const) {
        const bad = await execute(document, { q, locale: 'en', first })
        expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
      }
    })
  })
})
