// The settings of `npm run bench:budgets`, from the environment and a few flags, checked
// before anything starts; a bad value stops the run with a message naming the variable.

export interface BudgetsConfig {
  ports: { web: number; graph: number; hub: number }
  /** Lighthouse runs per page; the median run counts. */
  runs: number
  chromiumPath: string
  /** Build the storefront even when `web/.next` is current. */
  rebuild: boolean
  /** Only the JavaScript budget: no stack, no Lighthouse. */
  jsOnly: boolean
  /** Measure a returning visitor (consent cookie set) instead of a first visit. */
  returning: boolean
  /** CI: fail only on what is worse than a target or its accepted interim limit (guard.ts). */
  guard: boolean
  /** `BUDGETS_PAGES`: only these pages (pages.ts, by name) for a quick look; null = all. */
  pages: readonly string[] | null
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

const FLAGS = ['--rebuild', '--js-only', '--returning', '--guard'] as const

function pageNames(env: NodeJS.ProcessEnv, known: readonly string[]): readonly string[] | null {
  const raw = env['BUDGETS_PAGES']?.trim()
  if (!raw) return null
  const names = raw.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => !known.includes(name))
  if (unknown.length > 0) {
    throw new Error(
      `BUDGETS_PAGES names unknown pages: ${unknown.join(', ')} (known: ${known.join(', ')})`,
    )
  }
  return names
}

export function budgetsConfigFrom(
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
  knownPages: readonly string[] = [],
): BudgetsConfig {
  const unknown = argv.filter((arg) => !(FLAGS as readonly string[]).includes(arg))
  if (unknown.length > 0) {
    throw new Error(`unknown argument ${unknown.join(' ')} (known: ${FLAGS.join(' ')})`)
  }
  return {
    ports: {
      web: integer(env, 'BUDGETS_WEB_PORT', 3700, 1, 65535),
      graph: integer(env, 'BUDGETS_GRAPH_PORT', 4700, 1, 65535),
      hub: integer(env, 'BUDGETS_HUB_PORT', 4701, 1, 65535),
    },
    runs: integer(env, 'BUDGETS_RUNS', 3, 1, 9),
    chromiumPath: env['CHROMIUM_PATH'] || env['CHROME_PATH'] || '/usr/bin/chromium',
    rebuild: argv.includes('--rebuild') || env['BUDGETS_REBUILD'] === '1',
    jsOnly: argv.includes('--js-only'),
    returning: argv.includes('--returning'),
    guard: argv.includes('--guard'),
    pages: pageNames(env, knownPages),
  }
}
