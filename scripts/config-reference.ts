import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  renderEnvExample,
  renderReference,
  replaceReference,
  type DocumentedTier,
} from '@schaufenster/config'
import prettier from 'prettier'
import { graphConfigDefinition } from '../graph/src/config'
import { hubConfigDefinition } from '../hub/src/config'
import { webConfigDefinition } from '../web/src/config/server-config'

// The files generated from the tiers' configuration schemas: .env.example and the
// reference tables of docs/configuration.md (between its markers; the prose around them is
// written by hand). `npm run config:docs` writes them; tests/unit/scripts/config-docs.test.ts
// fails when the committed ones differ.

export const repoRoot = path.resolve(import.meta.dirname, '..')
export const ENV_EXAMPLE = path.join(repoRoot, '.env.example')
export const CONFIGURATION_DOC = path.join(repoRoot, 'docs', 'configuration.md')

/** The tiers in the order a request passes them. */
export const DOCUMENTED_TIERS: DocumentedTier[] = [
  { tier: 'web', title: 'Storefront', shape: webConfigDefinition.shape },
  { tier: 'graph', title: 'Gateway', shape: graphConfigDefinition.shape },
  { tier: 'hub', title: 'Hub', shape: hubConfigDefinition.shape },
]

/** What the two files must hold, given the current configuration.md (for its prose). */
export async function generatedConfigFiles(): Promise<{ envExample: string; doc: string }> {
  const current = await readFile(CONFIGURATION_DOC, 'utf8')
  const options = (await prettier.resolveConfig(CONFIGURATION_DOC)) ?? {}
  const doc = await prettier.format(replaceReference(current, renderReference(DOCUMENTED_TIERS)), {
    ...options,
    filepath: CONFIGURATION_DOC,
  })
  return { envExample: renderEnvExample(DOCUMENTED_TIERS), doc }
}
