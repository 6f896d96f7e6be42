import type { IncomingHttpHeaders } from 'node:http'
import { CART_TOKEN_HEADER, CJ_EVENT_COOKIE, CJ_EVENT_PATTERN } from '@schaufenster/contract'

// A JWT is three base64url parts; anything else (or anything huge) is not passed on. The
// hub verifies the token either way; this only keeps odd bytes out of its headers.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/
const MAX_TOKEN_LENGTH = 16_384

export function cartTokenFrom(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[CART_TOKEN_HEADER]
  if (typeof value !== 'string') return undefined
  const token = value.trim()
  return token.length <= MAX_TOKEN_LENGTH && TOKEN_SHAPE.test(token) ? token : undefined
}

// The affiliate network's click id (cookie `cje`, spec §9); the hub validates it again.

export function cjEventFrom(headers: IncomingHttpHeaders): string | undefined {
  const cookie = headers['cookie']
  if (typeof cookie !== 'string') return undefined
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== CJ_EVENT_COOKIE) continue
    let value = rest.join('=')
    try {
      value = decodeURIComponent(value)
    } catch {
      return undefined
    }
    return CJ_EVENT_PATTERN.test(value) ? value : undefined
  }
  return undefined
}
