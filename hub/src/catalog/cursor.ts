// Cursors are opaque to clients: base64url of "id:<id>". Decoding is strict (the cursor
// must re-encode to itself) so that a tampered or truncated cursor is rejected, not guessed.
const PREFIX = 'id:'

export function encodeCursor(id: number): string {
  return Buffer.from(`${PREFIX}${id}`, 'utf8').toString('base64url')
}

export function decodeCursor(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return null
  const text = Buffer.from(cursor, 'base64url').toString('utf8')
  const match = /^id:(0|[1-9][0-9]{0,15})$/.exec(text)
  if (!match?.[1]) return null
  const id = Number(match[1])
  if (!Number.isSafeInteger(id)) return null
  return encodeCursor(id) === cursor ? id : null
}
