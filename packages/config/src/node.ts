// The parts of the kit that need Node's file system: server processes only, never a bundle
// a browser loads (the storefront imports the package's main entry alone).
import path from 'node:path'
import { z } from 'zod'
import { blankAsUnset } from './fields'
import { variable, type VariableDoc } from './variables'

export * from './secret-store'

/**
 * A file or folder, resolved to an absolute path; its default is given relative to `root` (the
 * repository) and shown that way in the docs. `keep` values pass unresolved (`memory://`).
 */
export function localPath(
  root: string,
  relativeDefault: string,
  doc: string,
  options: { keep?: string } = {},
) {
  const shown: VariableDoc = { description: doc, shownDefault: relativeDefault }
  return variable(
    z.preprocess(
      blankAsUnset,
      z
        .string()
        .default(path.join(root, relativeDefault))
        .transform((dir) => (dir === options.keep ? dir : path.resolve(dir))),
    ),
    shown,
  )
}
