import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { persistedGraphqlGet } from '../../../bench/scenarios'

describe('persisted-query requests of the bench', () => {
  it('sends the hash alone as GET and the full document once as POST', () => {
    const query = 'query Q($a: Int) { a(n: $a) }'
    const { register, request } = persistedGraphqlGet('Q', query, { a: 1 })
    const hash = createHash('sha256').update(query).digest('hex')
    const url = new URL(request.path, 'http://gateway')
    expect(request.method).toBe('GET')
    expect(url.pathname).toBe('/graphql')
    expect(url.searchParams.get('query')).toBeNull()
    expect(url.searchParams.get('operationName')).toBe('Q')
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ a: 1 })
    expect(JSON.parse(url.searchParams.get('extensions')!)).toEqual({
      persistedQuery: { version: 1, sha256Hash: hash },
    })
    // GET needs a header that is not CORS-safelisted (CSRF prevention).
    expect(request.headers?.['apollo-require-preflight']).toBe('true')
    expect(register.method).toBe('POST')
    expect(JSON.parse(register.body!)).toEqual({
      operationName: 'Q',
      query,
      variables: { a: 1 },
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    })
  })
})
