import { afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error or console.warn is a defect: fail the test that
// caused it. Tests that expect one spy on console themselves and restore it.
let unexpected: string[] = []

beforeEach(() => {
  unexpected = []
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`)
    })
  }
})

afterEach(() => {
  vi.restoreAllMocks()
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`)
  }
})
