import { createHash, randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Metafile } from 'esbuild'
import {
  readSandboxManifest,
  SANDBOX_DIR,
  SANDBOX_FILE_NAME,
  SANDBOX_MANIFEST,
  type SandboxManifest,
} from '../src/sandbox-assets'

// Bundles the GraphiQL page (main.tsx) and Monaco's three workers into graph/.sandbox/ with
// content-hashed names. It runs before every start and test run (package.json pre* scripts,
// scripts/stack.ts), so it is incremental: when nothing it is built from changed, it only
// compares one hash (milliseconds); a full build takes 3–10 s on a busy 2-core machine.

const here = import.meta.dirname
const require = createRequire(import.meta.url)

/** Our own inputs, and the packages whose versions decide the bundle's content. */
const SOURCES = [
  join(here, 'main.tsx'),
  join(here, 'operation-to-run.ts'),
  join(here, 'page.css'),
  join(here, 'build.ts'),
  join(here, '..', 'src', 'sandbox-examples.ts'),
  join(here, '..', 'src', 'sandbox-assets.ts'),
]
const PACKAGES = [
  'graphiql',
  '@graphiql/react',
  '@graphiql/plugin-explorer',
  '@graphiql/plugin-doc-explorer',
  '@graphiql/plugin-history',
  'graphiql-explorer',
  'monaco-editor',
  'monaco-graphql',
  'react',
  'react-dom',
  'graphql',
  'esbuild',
]

function packageVersion(name: string): string {
  // Some packages export no ./package.json; find it beside their resolved entry instead.
  for (const base of [
    here,
    join(here, '..', '..', 'node_modules', '@graphiql', 'plugin-explorer'),
  ]) {
    try {
      const path = require.resolve(`${name}/package.json`, { paths: [base] })
      return `${name}@${(JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version}`
    } catch {
      // try the next base
    }
  }
  return `${name}@?`
}

export function sandboxInputsHash(): string {
  const hash = createHash('sha256')
  for (const file of SOURCES) hash.update(file).update(readFileSync(file))
  for (const name of PACKAGES) hash.update(packageVersion(name))
  return hash.digest('hex')
}

function isComplete(manifest: SandboxManifest | undefined, inputsHash: string): boolean {
  return (
    manifest?.inputsHash === inputsHash &&
    manifest.files.every((file) => existsSync(join(SANDBOX_DIR, file)))
  )
}

const outputsOf = (metafile: Metafile) =>
  Object.keys(metafile.outputs).map((path) => basename(path))

/** The script esbuild wrote for an entry point, and the stylesheet of its imported CSS. */
function entryOutput(metafile: Metafile, entry: string): { script: string; style?: string } {
  const found = Object.entries(metafile.outputs).find(
    ([path, output]) => output.entryPoint?.endsWith(entry) && path.endsWith('.js'),
  )
  if (!found) throw new Error(`sandbox build: no output for ${entry}`)
  const [path, output] = found
  return { script: basename(path), style: output.cssBundle && basename(output.cssBundle) }
}

const common = {
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  platform: 'browser',
  outdir: SANDBOX_DIR,
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
  logLevel: 'warning',
  legalComments: 'eof',
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.ttf': 'file', '.woff': 'file', '.woff2': 'file', '.svg': 'file', '.png': 'file' },
} as const

/** Builds graph/.sandbox/ unless it already holds the bundle of the current inputs. */
export async function buildSandbox(options: { force?: boolean } = {}): Promise<{
  built: boolean
  ms: number
  manifest: SandboxManifest
}> {
  const started = performance.now()
  const inputsHash = sandboxInputsHash()
  const current = readSandboxManifest()
  if (!options.force && current && isComplete(current, inputsHash)) {
    return { built: false, ms: performance.now() - started, manifest: current }
  }
  mkdirSync(SANDBOX_DIR, { recursive: true })

  // Workers first: the page's bundle names their hashed files.
  const workers = await build({
    ...common,
    entryPoints: {
      'editor.worker': require.resolve('monaco-editor/esm/vs/editor/editor.worker.js'),
      'json.worker': require.resolve('monaco-editor/esm/vs/language/json/json.worker.js'),
      'graphql.worker': require.resolve('monaco-graphql/esm/graphql.worker.js'),
    },
  })
  const workerFiles = {
    editor: entryOutput(workers.metafile, 'editor.worker.js').script,
    json: entryOutput(workers.metafile, 'json.worker.js').script,
    graphql: entryOutput(workers.metafile, 'graphql.worker.js').script,
  }
  const page = await build({
    ...common,
    entryPoints: { sandbox: join(here, 'main.tsx') },
    jsx: 'automatic',
    define: { ...common.define, SANDBOX_WORKERS: JSON.stringify(workerFiles) },
  })
  const { script, style } = entryOutput(page.metafile, 'main.tsx')
  if (!style) throw new Error('sandbox build: the page has no stylesheet')
  const manifest: SandboxManifest = {
    inputsHash,
    script,
    style,
    workers: workerFiles,
    files: [...outputsOf(workers.metafile), ...outputsOf(page.metafile)],
  }
  // Written last and renamed into place: a reader sees the old manifest or the new, whole.
  const temporary = `${SANDBOX_MANIFEST}.${randomBytes(6).toString('hex')}`
  writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`)
  renameSync(temporary, SANDBOX_MANIFEST)
  // Files of older builds go; a page still open on them reloads into the new ones.
  for (const file of readdirSync(SANDBOX_DIR)) {
    if (SANDBOX_FILE_NAME.test(file) && !manifest.files.includes(file)) {
      rmSync(join(SANDBOX_DIR, file), { force: true })
    }
  }
  return { built: true, ms: performance.now() - started, manifest }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const force = process.argv.includes('--force')
  const result = await buildSandbox({ force })
  const seconds = (result.ms / 1000).toFixed(1)
  // A command-line message for whoever ran the build (npm run sandbox:build, pre* scripts).
  process.stdout.write(
    result.built
      ? `[sandbox] built GraphiQL into graph/.sandbox/ in ${seconds} s\n`
      : `[sandbox] GraphiQL bundle is up to date (${seconds} s)\n`,
  )
}
