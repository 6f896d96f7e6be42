import { createHash } from 'node:crypto'
import path from 'node:path'

// Production class names of CSS modules: `c` and six characters of a hash of the file and
// the class, instead of Next's `ProductPage_product__igNO6`. Every class name is written
// into the HTML and, as the module's class map, into the page's JavaScript: on a product
// page that is 1.5 kB of its first load (gzip) and 2 kB of its HTML (issue 22). The server
// and browser builds name alike (the same function of the same input). Development keeps
// Next's readable names.

interface LoaderContext {
  rootContext: string
  resourcePath: string
}

/** css-loader's `modules.getLocalIdent`: a stable, short name per file and class. */
export function shortLocalIdent(context: LoaderContext, _: string, className: string): string {
  const file = path.relative(context.rootContext, context.resourcePath).split(path.sep).join('/')
  const digest = createHash('sha1').update(`${file}#${className}`).digest('base64url')
  return `c${digest.slice(0, 6)}`
}

interface Rule {
  loader?: string
  options?: unknown
  use?: unknown
  oneOf?: unknown
  rules?: unknown
}

/** Puts shortLocalIdent into every css-loader of a webpack configuration's rules. */
export function applyShortClassNames(rules: readonly unknown[]): number {
  let replaced = 0
  const visit = (entry: unknown): void => {
    if (Array.isArray(entry)) return entry.forEach(visit)
    if (!entry || typeof entry !== 'object') return
    const rule = entry as Rule
    const options = rule.options as { modules?: { getLocalIdent?: unknown } } | undefined
    if (rule.loader?.includes('css-loader') && options?.modules?.getLocalIdent) {
      options.modules.getLocalIdent = shortLocalIdent
      replaced += 1
    }
    visit(rule.use)
    visit(rule.oneOf)
    visit(rule.rules)
  }
  visit(rules)
  return replaced
}
