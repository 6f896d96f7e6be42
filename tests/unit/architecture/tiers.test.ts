import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// The tier rules of .dependency-cruiser.cjs, run the way `npm run lint:tiers` runs them: the
// same CLI and configuration, once over a tree with one forbidden import per rule (each rule
// must fire) and once over the real tree (none may).
const root = path.resolve(import.meta.dirname, '../../..')
const depcruise = path.join(root, 'node_modules/.bin/depcruise')
const config = path.join(root, '.dependency-cruiser.cjs')
const TIER_FOLDERS = ['web', 'graph', 'hub', 'packages']
const TIER_RULES = [
  'web-imports-only-packages',
  'graph-imports-only-packages',
  'hub-imports-no-tier',
  'packages-import-no-tier',
  'packages-by-name',
  'no-foreign-routes',
]

interface Violation {
  from: string
  to: string
  rule: { name: string }
}

function violationsIn(cwd: string): Violation[] {
  const run = spawnSync(depcruise, ['--config', config, '--output-type', 'json', ...TIER_FOLDERS], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`)
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } }
  return result.summary.violations
}

const edges = (violations: Violation[], rule: string) =>
  violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`)

// path → source; every file imports by relative path, as a careless change would.
const FORBIDDEN_TREE: Record<string, string> = {
  'web/src/page.ts': "export { schema } from '../../graph/src/schema'\n",
  'graph/src/schema.ts':
    "import { cart } from '../../hub/src/cart/service'\nexport const schema = cart\n",
  'hub/src/cart/service.ts':
    "import { money } from '../../../web/src/money'\nexport const cart = money\n",
  'web/src/money.ts': 'export const money = 1\n',
  'hub/src/orders/view.ts':
    "import { price } from '../../../packages/pricing/src/index'\nexport const view = price\n",
  'packages/pricing/src/index.ts':
    "import { limit } from '../../../hub/src/limits'\nexport const price = limit\n",
  'hub/src/limits.ts': 'export const limit = 1\n',
  'hub/src/accounts/data.ts':
    "import { consent } from '../forms/routes'\nexport const data = consent\n",
  'hub/src/forms/routes.ts': 'export const consent = 1\n',
  'hub/src/db/a.ts': "import { b } from './b'\nexport const a = () => b\n",
  'hub/src/db/b.ts': "import { a } from './a'\nexport const b = () => a\n",
  'tsconfig.json': '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler" } }\n',
}

const fixture = mkdtempSync(path.join(tmpdir(), 'tiers-'))
afterAll(() => rmSync(fixture, { recursive: true, force: true }))

describe('the tier rules', () => {
  it('fire on every forbidden import', () => {
    for (const [file, source] of Object.entries(FORBIDDEN_TREE)) {
      mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
      writeFileSync(path.join(fixture, file), source)
    }
    const violations = violationsIn(fixture)
    expect(edges(violations, 'web-imports-only-packages')).toEqual([
      'web/src/page.ts → graph/src/schema.ts',
    ])
    expect(edges(violations, 'graph-imports-only-packages')).toEqual([
      'graph/src/schema.ts → hub/src/cart/service.ts',
    ])
    expect(edges(violations, 'hub-imports-no-tier')).toEqual([
      'hub/src/cart/service.ts → web/src/money.ts',
    ])
    expect(edges(violations, 'packages-import-no-tier')).toEqual([
      'packages/pricing/src/index.ts → hub/src/limits.ts',
    ])
    expect(edges(violations, 'packages-by-name')).toEqual([
      'hub/src/orders/view.ts → packages/pricing/src/index.ts',
    ])
    expect(edges(violations, 'no-foreign-routes')).toEqual([
      'hub/src/accounts/data.ts → hub/src/forms/routes.ts',
    ])
    expect(edges(violations, 'no-circular')).toContain('hub/src/db/a.ts → hub/src/db/b.ts')
  }, 60_000)

  it('hold in the real tree', () => {
    const violations = violationsIn(root)
    for (const rule of TIER_RULES) expect(edges(violations, rule), rule).toEqual([])
  }, 60_000)

  it('and the dead-code check run in `npm run lint`', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(scripts.lint).toContain('npm run lint:tiers')
    expect(scripts.lint).toContain('npm run lint:dead')
    expect(scripts['lint:tiers']).toBe(
      `depcruise --config .dependency-cruiser.cjs ${TIER_FOLDERS.join(' ')}`,
    )
    expect(scripts['lint:dead']).toMatch(/^knip\b/)
  })
})
