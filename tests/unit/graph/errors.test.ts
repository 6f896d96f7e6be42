import { describe, expect, it } from 'vitest'
import { codeForStatus, graphQLErrorFromResponse } from '../../../graph/src/datasources/hub-errors'
import { formatError } from '../../../graph/src/format-error'

describe('backend errors as GraphQL error codes', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [429, 'RATE_LIMITED'],
    [500, 'SERVICE_UNAVAILABLE'],
    [503, 'SERVICE_UNAVAILABLE'],
  ])('HTTP %i becomes %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code)
  })

  it('keeps the message and fields of a client error, meant for the user', () => {
    const error = graphQLErrorFromResponse(400, {
      error: {
        code: 'BAD_REQUEST',
        message: 'first must be at most 100',
        fields: { first: 'too big' },
      },
    })
    expect(error.message).toBe('first must be at most 100')
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { first: 'too big' } })
  })

  it('hides what a server error said', () => {
    const error = graphQLErrorFromResponse(500, {
      error: { code: 'INTERNAL', message: 'relation "products" does not exist' },
    })
    expect(error.message).not.toContain('relation')
    expect(error.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' })
  })
})

describe('formatError', () => {
  it('masks errors without a public code', () => {
    expect(
      formatError({
        message: 'Cannot read properties of undefined (reading "x")',
        path: ['products'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] },
      }),
    ).toEqual({
      message: 'Internal server error',
      path: ['products'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    })
  })

  it('keeps public codes, their message and fields, and drops everything else', () => {
    expect(
      formatError({
        message: 'first must be between 1 and 100',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: { first: 'x' },
          response: { url: 'http://hub' },
        },
      }),
    ).toEqual({
      message: 'first must be between 1 and 100',
      extensions: { code: 'BAD_USER_INPUT', fields: { first: 'x' } },
    })
  })
})
