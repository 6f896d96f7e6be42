import { describe, expect, it } from 'vitest'
import {
  passesCsrfPrevention,
  PublicAnswerCache,
  publicAnswerKey,
  publicMaxAge,
} from '../../../graph/src/public-answers'

const answer = (text: string, maxAge = 60, ageAtStore = 0) => ({
  body: Buffer.from(text),
  contentType: 'application/json; charset=utf-8',
  maxAge,
  ageAtStore,
})

describe('PublicAnswerCache', () => {
  it('answers with the age counted on from the stored age, until the max age is reached', () => {
    let now = 1_000_000
    const cache = new PublicAnswerCache({ maxEntries: 10, maxBytes: 1000 }, () => now)
    cache.set('a', answer('{"data":1}', 60, 15))
    expect(cache.get('a')?.age).toBe(15)
    now += 44_999
    expect(cache.get('a')?.age).toBe(59)
    expect(cache.get('a')?.answer.body.toString()).toBe('{"data":1}')
    now += 1
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('keeps nothing already as old as its max age, or too big for it', () => {
    const cache = new PublicAnswerCache({ maxEntries: 10, maxBytes: 100 })
    cache.set('old', answer('x', 60, 60))
    cache.set('big', answer('x'.repeat(26)))
    expect(cache.size).toBe(0)
  })

  it('drops the least recently used answers beyond its entry limit', () => {
    const cache = new PublicAnswerCache({ maxEntries: 3, maxBytes: 1000 })
    cache.set('a', answer('1'))
    cache.set('b', answer('2'))
    cache.set('c', answer('3'))
    expect(cache.get('a')).toBeDefined()
    cache.set('d', answer('4'))
    // b was the least recently used.
    expect(cache.get('b')).toBeUndefined()
    expect(['a', 'c', 'd'].every((key) => cache.get(key))).toBe(true)
    expect(cache.size).toBe(3)
  })

  it('drops the least recently used answers beyond its byte limit, counting replacements', () => {
    const cache = new PublicAnswerCache({ maxEntries: 100, maxBytes: 40 })
    cache.set('a', answer('1234567890'))
    cache.set('b', answer('1234567890'))
    cache.set('c', answer('1234567890'))
    cache.set('c', answer('1234567890'))
    expect(cache.size).toBe(3)
    cache.set('d', answer('12345'))
    expect(cache.size).toBe(4)
    // 35 bytes; six more make 41: a goes.
    cache.set('e', answer('123456'))
    expect(cache.get('a')).toBeUndefined()
    expect(['b', 'c', 'd', 'e'].every((key) => cache.get(key))).toBe(true)
  })
})

describe('which requests the public answer cache may serve', () => {
  const json = { 'content-type': 'application/json' }

  it('passes CSRF prevention only where Apollo certainly does', () => {
    expect(passesCsrfPrevention({ 'apollo-require-preflight': 'true' })).toBe(true)
    expect(passesCsrfPrevention({ 'x-apollo-operation-name': 'Q' })).toBe(true)
    expect(passesCsrfPrevention(json)).toBe(true)
    expect(passesCsrfPrevention({ 'content-type': 'Application/JSON; charset=utf-8' })).toBe(true)
    expect(passesCsrfPrevention({})).toBe(false)
    expect(passesCsrfPrevention({ 'apollo-require-preflight': '' })).toBe(false)
    expect(passesCsrfPrevention({ 'content-type': 'text/plain' })).toBe(false)
    expect(passesCsrfPrevention({ 'content-type': 'multipart/form-data; boundary=x' })).toBe(false)
    expect(passesCsrfPrevention({ 'content-type': 'application/x-www-form-urlencoded' })).toBe(
      false,
    )
    expect(passesCsrfPrevention({ 'content-type': 'nonsense' })).toBe(false)
  })

  it('keys anonymous GETs of /graphql with a query string by Accept and URL', () => {
    const url = '/graphql?extensions=%7B%7D&variables=%7B%7D'
    expect(publicAnswerKey('GET', url, json)).toBe(`\n${url}`)
    expect(publicAnswerKey('GET', url, { ...json, accept: 'application/json' })).toBe(
      `application/json\n${url}`,
    )
    expect(publicAnswerKey('GET', url, { ...json, cookie: 'consent=all' })).toBeDefined()
    expect(publicAnswerKey('POST', url, json)).toBeUndefined()
    expect(publicAnswerKey('HEAD', url, json)).toBeUndefined()
    expect(publicAnswerKey('GET', '/graphql', json)).toBeUndefined()
    expect(publicAnswerKey('GET', '/healthz?x=1', json)).toBeUndefined()
    expect(publicAnswerKey('GET', '/graphqlx?x=1', json)).toBeUndefined()
    expect(publicAnswerKey('GET', url, {})).toBeUndefined()
    expect(publicAnswerKey('GET', url, { ...json, 'x-abs-carttoken': 'a.b.c' })).toBeUndefined()
    expect(publicAnswerKey('GET', url, { ...json, cookie: 'sf_session=x' })).toBeUndefined()
    expect(publicAnswerKey('GET', url, { ...json, authorization: 'Bearer k' })).toBeUndefined()
  })

  it('reads the max age only from the public Cache-Control Apollo writes', () => {
    expect(publicMaxAge('max-age=60, public')).toBe(60)
    expect(publicMaxAge('max-age=0, public')).toBeUndefined()
    expect(publicMaxAge('max-age=60, private')).toBeUndefined()
    expect(publicMaxAge('no-store')).toBeUndefined()
    expect(publicMaxAge('private, no-cache, must-revalidate')).toBeUndefined()
    expect(publicMaxAge(undefined)).toBeUndefined()
    expect(publicMaxAge(['max-age=60, public'])).toBeUndefined()
  })
})
