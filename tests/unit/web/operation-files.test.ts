import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Kind, parse } from 'graphql'
import { describe, expect, it } from 'vitest'

// Every storefront operation in one place by one rule (issue 21, point 4): one operation per
// file in web/src/operations, named as the file; fragments live beside their component; no
// GraphQL document is written inline in TypeScript.

const webSrc = path.resolve(import.meta.dirname, '../../../web/src')
const operations = path.join(webSrc, 'operations')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : filesUnder(full)
    return [full]
  })
}

const files = filesUnder(webSrc)

describe('storefront GraphQL documents', () => {
  it('keeps each operation alone in web/src/operations/<Name>.graphql', () => {
    const wrong: string[] = []
    for (const file of files.filter((name) => name.endsWith('.graphql'))) {
      const definitions = parse(readFileSync(file, 'utf8')).definitions
      const relative = path.relative(webSrc, file)
      if (path.dirname(file) === operations) {
        const [only, ...more] = definitions
        const named =
          only?.kind === Kind.OPERATION_DEFINITION &&
          `${only.name?.value}.graphql` === path.basename(file)
        if (!named || more.length > 0) wrong.push(relative)
      } else if (definitions.some((node) => node.kind !== Kind.FRAGMENT_DEFINITION)) {
        wrong.push(relative)
      }
    }
    expect(wrong).toEqual([])
  })

  it('writes no GraphQL document inline in TypeScript', () => {
    const inline = files
      .filter((name) => /\.tsx?$/.test(name))
      .filter((name) => /\bgql`|graphql\(`|from 'graphql-tag'/.test(readFileSync(name, 'utf8')))
      .map((name) => path.relative(webSrc, name))
    expect(inline).toEqual([])
  })
})
