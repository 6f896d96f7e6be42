import { describe, expect, it, vi } from 'vitest'
import { redirectExternal } from '../../../web/src/navigation/external-redirect'

describe('external redirects (spec §8)', () => {
  it('replace the current location instead of pushing a history entry', () => {
    const location = { replace: vi.fn() }
    redirectExternal('https://pay.example/session/1', location)
    expect(location.replace).toHaveBeenCalledWith('https://pay.example/session/1')
  })

  it('refuse schemes that would run code', () => {
    const location = { replace: vi.fn() }
    expect(() => redirectExternal('javascript:alert(1)', location)).toThrow(/javascript:/)
    expect(location.replace).not.toHaveBeenCalled()
  })
})
