import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { CONFIGURATION_DOC, ENV_EXAMPLE, generatedConfigFiles, repoRoot } from './config-reference'

// `npm run config:docs`: writes .env.example and the reference of docs/configuration.md
// from the tiers' configuration schemas. Run it after adding or changing a variable.

const { envExample, doc } = await generatedConfigFiles()
await writeFile(ENV_EXAMPLE, envExample)
await writeFile(CONFIGURATION_DOC, doc)
for (const file of [ENV_EXAMPLE, CONFIGURATION_DOC]) {
  process.stdout.write(`wrote ${path.relative(repoRoot, file)}\n`)
}
