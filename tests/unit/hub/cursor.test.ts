import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from '../../../hub/src/catalog/cursor'

describe('cursor codec', () => {
  it('round-trips ids', () => {
    for (const id of [0, 1, 12, 43, 143, 2_147_483_647]) {
      expect(decodeCursor(encodeCursor(id))).toBe(id)
    }
  })

  it('encodes "id:<n>" as base64url', () => {
    expect(encodeCursor(12)).toBe(Buffer.from('id:12').toString('base64url'))
    expect(encodeCursor(12)).not.toMatch(/[=+/]/)
  })

  it.each([
    ['empty', ''],
    ['not base64url', 'id:12'],
    ['wrong prefix', Buffer.from('pk:12').toString('base64url')],
    ['not a number', Buffer.from('id:abc').toString('base64url')],
    ['negative', Buffer.from('id:-1').toString('base64url')],
    ['leading zero', Buffer.from('id:012').toString('base64url')],
    ['trailing text', Buffer.from('id:12 ').toString('base64url')],
    ['padded', `${encodeCursor(1)}==`],
    ['too large', Buffer.from('id:99999999999999999').toString('base64url')],
  ])('rejects a cursor that is %s', (_label, cursor) => {
    expect(decodeCursor(cursor)).toBeNull()
  })
})
