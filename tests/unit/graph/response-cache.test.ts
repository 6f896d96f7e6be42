import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, getNamedType, type ConstDirectiveNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { lazily } from '../../../graph/src/context'
import {
  carriesPrivateCredentials,
  hasCookie,
  responseCacheKey,
} from '../../../graph/src/response-cache'

const headers = (entries: Record<string, string>) => new Map(Object.entries(entries))

describe('response cache: whose request is it', () => {
  it('finds a cookie by name, whatever its value', () => {
    expect(hasCookie('consent=necessary; sf_session=abc', 'sf_session')).toBe(true)
    expect(hasCookie('sf_session=', 'sf_session')).toBe(true)
    expect(hasCookie(' sf_session ; x=1', 'sf_session')).toBe(true)
    expect(hasCookie('not_sf_session=1; sf_session_x=2', 'sf_session')).toBe(false)
    expect(hasCookie('consent=sf_session', 'sf_session')).toBe(false)
    expect(hasCookie(undefined, 'sf_session')).toBe(false)
    expect(hasCookie('', 'sf_session')).toBe(false)
  })

  it('counts a cart token, a session cookie or any Authorization as private, valid or not', () => {
    expect(carriesPrivateCredentials(headers({}))).toBe(false)
    expect(carriesPrivateCredentials(headers({ 'cache-control': 'no-cache' }))).toBe(true)
    expect(
      carriesPrivateCredentials(headers({ cookie: 'consent=all; cje=x', accept: 'text/html' })),
    ).toBe(false)
    expect(carriesPrivateCredentials(headers({ 'x-abs-carttoken': 'a.b.c' }))).toBe(true)
    expect(carriesPrivateCredentials(headers({ 'x-abs-carttoken': '' }))).toBe(true)
    expect(carriesPrivateCredentials(headers({ 'x-order-token': 'abc_-1' }))).toBe(true)
    expect(carriesPrivateCredentials(headers({ cookie: 'a=1; sf_session=broken' }))).toBe(true)
    expect(carriesPrivateCredentials(headers({ authorization: 'Bearer k' }))).toBe(true)
    expect(carriesPrivateCredentials(headers({ authorization: 'Basic eDp5' }))).toBe(true)
    // No HTTP request at all (executeOperation on the server): nothing shared either.
    expect(carriesPrivateCredentials(undefined)).toBe(true)
  })
})

describe('response cache key', () => {
  const keyData = (variables: object, sessionMode = 0) => ({
    source: 'query Q { a }',
    operationName: 'Q',
    variables,
    extra: null,
    sessionMode,
  })

  it('names the document by its hash, and differs with variables and session mode', () => {
    const context = { queryHash: 'h1', source: 'query Q { a }' }
    const key = responseCacheKey(context, keyData({ locale: 'de' }))
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(responseCacheKey(context, keyData({ locale: 'de' }))).toBe(key)
    expect(responseCacheKey(context, keyData({ locale: 'en' }))).not.toBe(key)
    expect(responseCacheKey(context, keyData({ locale: 'de' }, 2))).not.toBe(key)
    expect(responseCacheKey({ ...context, queryHash: 'h2' }, keyData({ locale: 'de' }))).not.toBe(
      key,
    )
    // The text itself no longer counts once the hash names it.
    expect(
      responseCacheKey({ queryHash: 'h1', source: 'other' }, { ...keyData({ locale: 'de' }) }),
    ).toBe(key)
    // Without a hash, the text does.
    expect(responseCacheKey({ source: 'query Q { a }' }, keyData({}))).not.toBe(
      responseCacheKey({ source: 'query Q { b }' }, keyData({})),
    )
  })
})

describe('cache hints of private data', () => {
  const schema = buildSchema(
    readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'),
  )
  const hinted = (
    node: { astNode?: { directives?: readonly ConstDirectiveNode[] } | null } | undefined,
  ) => (node?.astNode?.directives ?? []).some((d) => d.name.value === 'cacheControl')

  it.each([
    'cart',
    'me',
    'trackingPage',
    'order',
    'conversionOrder',
    'conversions',
    'conversionStats',
    'premiumSupportOffer',
  ])('gives Query.%s and its type no hint, so its answers have max age 0', (name) => {
    const field = schema.getQueryType()!.getFields()[name]
    expect(field).toBeDefined()
    expect(hinted(field)).toBe(false)
    expect(hinted(getNamedType(field!.type))).toBe(false)
  })

  it('gives no mutation field a hint', () => {
    const fields = Object.values(schema.getMutationType()!.getFields())
    expect(fields.length).toBeGreaterThan(10)
    for (const field of fields) {
      expect(hinted(field), field.name).toBe(false)
      expect(hinted(getNamedType(field.type)), field.name).toBe(false)
    }
  })
})

describe('lazily', () => {
  it('makes each property on first read, once', () => {
    let made = 0
    const object = lazily({
      a: () => ({ n: ++made }),
      b: () => ({ n: ++made }),
    })
    expect(made).toBe(0)
    const first = object.a
    expect(made).toBe(1)
    expect(object.a).toBe(first)
    expect(made).toBe(1)
    expect(Object.keys(object)).toEqual(['a', 'b'])
    expect(object.b.n).toBe(2)
  })
})
