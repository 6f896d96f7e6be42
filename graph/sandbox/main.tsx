// The GraphiQL page the gateway serves at GET /graphql (graph/src/sandbox-page.ts), bundled
// by graph/sandbox/build.ts into graph/.sandbox/. Everything it loads comes from the page's
// own origin: scripts, styles, fonts (inlined in graphiql's CSS) and Monaco's workers.
import { explorerPlugin } from '@graphiql/plugin-explorer'
import { GraphiQL, HISTORY_PLUGIN, type GraphiQLProps } from 'graphiql'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SANDBOX_EXAMPLES } from '../src/sandbox-examples'
import { operationToRun } from './operation-to-run'
import 'graphiql/style.css'
import '@graphiql/plugin-explorer/style.css'
import './page.css'

/** Hashed file names of the worker bundles, filled in by the build (esbuild `define`). */
declare const SANDBOX_WORKERS: { editor: string; json: string; graphql: string }

/** Monaco's hook for creating its workers (monaco-editor's `Environment`). */
interface MonacoEnvironment {
  getWorker(workerId: string, label: string): Worker
}

// Monaco starts one worker per language service. Served from /sandbox/ like the rest, so the
// policy's `worker-src 'self'` is enough: no blob: URL, no CDN.
;(globalThis as { MonacoEnvironment?: MonacoEnvironment }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    const file =
      label === 'json'
        ? SANDBOX_WORKERS.json
        : label === 'graphql'
          ? SANDBOX_WORKERS.graphql
          : SANDBOX_WORKERS.editor
    return new Worker(`/sandbox/${file}`)
  },
}

// Operations go to /graphql of this origin (the gateway, or the storefront's proxy of it) as
// JSON, which Apollo's CSRF prevention accepts; no cookies, as with Apollo Sandbox before.
const fetcher: GraphiQLProps['fetcher'] = async (graphQLParams, options) => {
  const params = {
    ...graphQLParams,
    operationName: operationToRun(graphQLParams.query, graphQLParams.operationName),
  }
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'omit',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      ...options?.headers,
      'content-type': 'application/json',
    },
    body: JSON.stringify(params),
  })
  return response.json()
}

const plugins = [HISTORY_PLUGIN, explorerPlugin()]
const defaultTabs = SANDBOX_EXAMPLES.map(({ query, variables, headers }) => ({
  query,
  variables,
  headers,
}))

// graphiql 5 fills the editors of the first tab from initialVariables/initialHeaders, not from
// defaultTabs[0]; pass them only on a first visit (no tabs stored yet), or GraphiQL would
// open an extra tab for them on every later visit.
const firstVisit = (() => {
  try {
    return localStorage.getItem('graphiql:tabState') === null
  } catch {
    return true
  }
})()
const first = SANDBOX_EXAMPLES[0]
const initialEditors =
  firstVisit && first
    ? { initialVariables: first.variables, initialHeaders: first.headers || undefined }
    : {}

const root = document.getElementById('sandbox')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <GraphiQL
        fetcher={fetcher}
        plugins={plugins}
        defaultTabs={defaultTabs}
        {...initialEditors}
        defaultEditorToolsVisibility={true}
      />
    </StrictMode>,
  )
}
