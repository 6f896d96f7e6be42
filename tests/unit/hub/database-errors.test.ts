import { describe, expect, it } from 'vitest'
import { hasSqlState, isDatabaseUnavailable, isUniqueViolation } from '../../../hub/src/http/errors'

// How the hub tells database failures apart: drivers and Drizzle wrap the server's error
// (DrizzleQueryError → cause), so each check looks down the cause chain.

const wrapped = (inner: object, depth: number): unknown =>
  depth === 0 ? inner : new Error(`failed query (${depth})`, { cause: wrapped(inner, depth - 1) })

describe('database errors', () => {
  it('finds a unique violation where the driver put it, or wrapped by Drizzle', () => {
    const violation = Object.assign(new Error('duplicate key value'), { code: '23505' })
    expect(isUniqueViolation(violation)).toBe(true)
    expect(isUniqueViolation(wrapped(violation, 2))).toBe(true)
    expect(isUniqueViolation(wrapped({ code: '23503' }, 1))).toBe(false)
    // Five links at most: a cause chain is not followed forever.
    expect(isUniqueViolation(wrapped(violation, 5))).toBe(false)
  })

  it('matches a set of SQLSTATEs', () => {
    const states = new Set(['22021', '22P05'])
    expect(hasSqlState(wrapped({ code: '22P05' }, 1), states)).toBe(true)
    expect(hasSqlState(wrapped({ code: '22P02' }, 1), states)).toBe(false)
    expect(hasSqlState('22021', states)).toBe(false)
    expect(hasSqlState(undefined, states)).toBe(false)
  })

  it('knows an unreachable database by SQLSTATE, socket code or driver message', () => {
    for (const inner of [
      { code: '08006' },
      { code: '57P01' },
      { code: 'ECONNREFUSED' },
      new Error('Connection terminated unexpectedly'),
      new Error('the database system is starting up'),
    ]) {
      expect(isDatabaseUnavailable(wrapped(inner, 1)), JSON.stringify(inner)).toBe(true)
    }
    for (const inner of [{ code: '23505' }, { code: '57014' }, new Error('syntax error')]) {
      expect(isDatabaseUnavailable(wrapped(inner, 1)), JSON.stringify(inner)).toBe(false)
    }
  })
})
