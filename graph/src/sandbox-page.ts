import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { ApolloServerPlugin } from '@apollo/server'
import type { FastifyInstance } from 'fastify'
import {
  readSandboxManifest,
  SANDBOX_ASSET_PATH,
  SANDBOX_CONTENT_TYPES,
  SANDBOX_DIR,
  SANDBOX_FILE_NAME,
  type SandboxManifest,
} from './sandbox-assets'

// GraphiQL, served whole by the gateway itself: the page below and the bundle of
// graph/.sandbox/ under /sandbox/. Nothing comes from another host (graph/src/sandbox-csp.ts
// says so to the browser), so the sandbox works offline and behind a strict proxy.

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page: the stylesheet, a root element and the script; no inline script or style. */
export function graphiqlPageHtml(manifest: SandboxManifest | undefined): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>Schaufenster GraphQL sandbox</title>',
    // No request for /favicon.ico: the policy allows data: images.
    '<link rel="icon" href="data:,">',
  ]
  if (!manifest) {
    return [
      '<!doctype html><html lang="en"><head>',
      ...head,
      '</head><body>',
      '<h1>GraphQL sandbox not built</h1>',
      '<p>Run <code>npm run sandbox:build</code> and reload this page. GraphQL requests to this',
      'address (POST, JSON) work without it.</p>',
      '</body></html>',
    ].join('\n')
  }
  const asset = (file: string) => escapeAttribute(`${SANDBOX_ASSET_PATH}${file}`)
  return [
    '<!doctype html><html lang="en"><head>',
    ...head,
    `<link rel="stylesheet" href="${asset(manifest.style)}">`,
    `<script defer src="${asset(manifest.script)}"></script>`,
    '</head><body>',
    '<div id="sandbox"><noscript>The GraphQL sandbox needs JavaScript.</noscript></div>',
    '</body></html>',
  ].join('\n')
}

/**
 * Apollo Server's landing page for GET /graphql from a browser (Accept: text/html): GraphiQL.
 * The manifest is read per page view, so a rebuild while the gateway runs is picked up.
 */
export function graphiqlLandingPagePlugin(
  readManifest: () => SandboxManifest | undefined = readSandboxManifest,
): ApolloServerPlugin {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html: async () => graphiqlPageHtml(readManifest()) }
        },
      }
    },
  }
}

/** Serves the bundle's files: content-hashed names, so cached for a year and never revalidated. */
export function registerSandboxAssets(app: FastifyInstance, directory = SANDBOX_DIR): void {
  if (!readSandboxManifest(join(directory, 'manifest.json'))) {
    app.log.warn('GraphiQL is not built (graph/.sandbox/): run `npm run sandbox:build`')
  }
  app.get<{ Params: { file: string } }>(`${SANDBOX_ASSET_PATH}:file`, async (request, reply) => {
    const { file } = request.params
    const extension = SANDBOX_FILE_NAME.exec(file)?.[1]
    const path = join(directory, file)
    const found = extension ? await stat(path).catch(() => undefined) : undefined
    if (!extension || !found?.isFile()) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error: { code: 'NOT_FOUND', message: 'Not found' } })
    }
    return reply
      .header('content-type', SANDBOX_CONTENT_TYPES[extension])
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(createReadStream(path))
  })
}
