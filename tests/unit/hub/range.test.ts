import { describe, expect, it } from 'vitest'
import {
  contentTypeFor,
  etagMatches,
  isSafeFileName,
  parseRange,
} from '../../../hub/src/http/range'

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'partial', start: 100, end: 999 }],
    ['bytes=-10', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=999-999', { kind: 'partial', start: 999, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=50-10', { kind: 'full' }],
    ['bytes=0-1,5-9', { kind: 'full' }],
    ['items=0-9', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
    ['garbage', { kind: 'full' }],
  ])('reads %j of a 1000-byte file as %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected)
  })

  it('finds no satisfiable range in an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' })
  })
})

describe('etagMatches', () => {
  it('matches listed, weak and wildcard tags only', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true)
    expect(etagMatches('"x", W/"a"', '"a"')).toBe(true)
    expect(etagMatches('*', '"a"')).toBe(true)
    expect(etagMatches('"b"', '"a"')).toBe(false)
    expect(etagMatches(undefined, '"a"')).toBe(false)
    expect(etagMatches('', '"a"')).toBe(false)
  })
})

describe('isSafeFileName', () => {
  it.each(['photo-studio-pro-trial-windows.exe', 'press-logo-1.svg', 'a.b.c'])(
    'accepts %s',
    (name) => {
      expect(isSafeFileName(name)).toBe(true)
    },
  )

  it.each([
    '',
    '..',
    '../x',
    'a/b',
    'a\\b',
    '.hidden',
    'a..b',
    'A.exe',
    'x\u0000.exe',
    '%2e',
    'a b',
  ])('refuses %j', (name) => {
    expect(isSafeFileName(name)).toBe(false)
  })
})

describe('contentTypeFor', () => {
  it('knows the setup file and artwork types', () => {
    expect(contentTypeFor('a.exe')).toBe('application/vnd.microsoft.portable-executable')
    expect(contentTypeFor('a.dmg')).toBe('application/x-apple-diskimage')
    expect(contentTypeFor('a.apk')).toBe('application/vnd.android.package-archive')
    expect(contentTypeFor('a.zip')).toBe('application/zip')
    expect(contentTypeFor('a.svg')).toBe('image/svg+xml')
    expect(contentTypeFor('a.unknown')).toBe('application/octet-stream')
  })
})
