import { createHash } from 'node:crypto'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { FIRST_FRAME_HASH, FIRST_FRAME_SCRIPT } from '../../../web/src/navigation/first-frame'

describe('the inline first-frame script (first-frame.ts, decision 0032)', () => {
  it('is allowed by the hash the policy names', () => {
    expect(FIRST_FRAME_HASH).toBe(
      `sha256-${createHash('sha256').update(FIRST_FRAME_SCRIPT).digest('base64')}`,
    )
  })

  it('puts one render-blocking expect link for the page’s <main> into the head', () => {
    const appended: Record<string, string>[] = []
    const document = {
      createElement: (tag: string) => {
        const attributes: Record<string, string> = { tag }
        return new Proxy(attributes, {
          set: (target, key, value: string) => ((target[String(key)] = value), true),
          get: (target, key) =>
            key === 'setAttribute'
              ? (name: string, value: string) => (target[name] = value)
              : target[String(key)],
        })
      },
      head: { appendChild: (element: Record<string, string>) => appended.push({ ...element }) },
    }
    runInNewContext(FIRST_FRAME_SCRIPT, { document })
    expect(appended).toEqual([{ tag: 'link', rel: 'expect', href: '#main', blocking: 'render' }])
  })
})
