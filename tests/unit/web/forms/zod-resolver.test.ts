import { afterEach, describe, expect, it, vi } from 'vitest'
import { config, z } from 'zod'
import { zodResolver } from '../../../../web/src/components/forms/zod-resolver'

afterEach(() => vi.restoreAllMocks())

describe('the forms’ zod resolver', () => {
  it('switches zod’s eval probe off, which the Content-Security-Policy would report', () => {
    expect(config().jitless).toBe(true)
    const probe = vi.spyOn(globalThis, 'Function')
    const schema = z.object({ email: z.email() })
    expect(schema.safeParse({ email: 'a@example.com' }).success).toBe(true)
    expect(probe).not.toHaveBeenCalled()
  })

  it('is the resolver of @hookform/resolvers', async () => {
    const resolve = zodResolver(z.object({ email: z.email() }))
    const result = await resolve({ email: 'no' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
    expect(Object.keys(result.errors)).toEqual(['email'])
  })
})
