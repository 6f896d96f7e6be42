import { z } from 'zod'

// Building blocks of the hub's config schemas (hub/src/config.ts and the per-feature shapes).

// Empty strings count as unset so that `HUB_PORT= tsx ...` falls back to the default
// instead of failing on a value nobody meant to give.
export const blankAsUnset = (value: unknown) => (value === '' ? undefined : value)

/** A whole number in [min, max] with a default, with messages an operator understands. */
export const count = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be an integer')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(fallback),
  )
