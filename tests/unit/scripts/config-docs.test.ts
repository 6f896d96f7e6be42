import { readFile } from 'node:fs/promises'
import { variableRows } from '@schaufenster/config'
import { describe, expect, it } from 'vitest'
import {
  CONFIGURATION_DOC,
  DOCUMENTED_TIERS,
  ENV_EXAMPLE,
  generatedConfigFiles,
} from '../../../scripts/config-reference'

// Issue 21.6: .env.example and the reference of docs/configuration.md are generated from
// the tiers' schemas; this fails when a variable was added, changed or removed without
// `npm run config:docs`.

describe('the configuration reference', () => {
  it('documents every variable of every tier in its schema', () => {
    for (const tier of DOCUMENTED_TIERS) {
      const rows = variableRows(tier.shape)
      expect(rows.length, tier.tier).toBeGreaterThan(5)
      for (const row of rows) expect(row.description, row.name).toMatch(/\S{3,}/)
    }
  })

  it('keeps .env.example and docs/configuration.md as the schemas generate them', async () => {
    const expected = await generatedConfigFiles()
    const hint = 'run `npm run config:docs` and commit the result'
    expect(await readFile(ENV_EXAMPLE, 'utf8'), hint).toBe(expected.envExample)
    expect(await readFile(CONFIGURATION_DOC, 'utf8'), hint).toBe(expected.doc)
  })

  it('lists each tier variable once per tier and never a secret value', async () => {
    const { envExample } = await generatedConfigFiles()
    for (const tier of DOCUMENTED_TIERS) {
      for (const row of variableRows(tier.shape)) {
        expect(envExample).toContain(`# ${row.name}=`)
        if (row.secret) expect(envExample).toContain(`# ${row.name}=\n`)
      }
    }
    expect(envExample).not.toContain('not-for-production')
  })
})
