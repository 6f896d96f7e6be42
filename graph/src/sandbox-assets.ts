import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

// The GraphiQL bundle lives in graph/.sandbox/ (git-ignored), built by graph/sandbox/build.ts
// before `npm start`, `npm test` and the like. Every file name carries a hash of its content,
// so browsers may keep them for a year; manifest.json names the current ones.
export const SANDBOX_DIR = join(import.meta.dirname, '..', '.sandbox')
export const SANDBOX_MANIFEST = join(SANDBOX_DIR, 'manifest.json')
/** URL prefix of the bundle's files on the gateway (and through the storefront's proxy). */
export const SANDBOX_ASSET_PATH = '/sandbox/'

export const sandboxManifestSchema = z.object({
  /** Hash of everything the bundle is built from: equal means the build can be skipped. */
  inputsHash: z.string(),
  script: z.string(),
  style: z.string(),
  workers: z.object({ editor: z.string(), json: z.string(), graphql: z.string() }),
  files: z.array(z.string()),
})

export type SandboxManifest = z.infer<typeof sandboxManifestSchema>

/** The manifest of the last complete build; undefined when there is none. */
export function readSandboxManifest(path = SANDBOX_MANIFEST): SandboxManifest | undefined {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
  const parsed = sandboxManifestSchema.safeParse(JSON.parse(text))
  return parsed.success ? parsed.data : undefined
}

/** A file name the build writes: name, content hash, extension; nothing that walks a path. */
export const SANDBOX_FILE_NAME = /^[A-Za-z0-9_.-]+-[A-Z0-9]{8}\.(js|css|ttf|woff2?|svg|png)$/

export const SANDBOX_CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  ttf: 'font/ttf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  svg: 'image/svg+xml',
  png: 'image/png',
}
