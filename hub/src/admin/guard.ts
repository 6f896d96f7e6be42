import { isIPv4 } from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { credentialMatches } from './credential'

// Every admin request passes two checks: it came over a loopback socket (the address of
// the TCP connection itself; X-Forwarded-For and the like are never read), and it carries
// the local credential. The listener binds 127.0.0.1 only; the first check keeps that true
// should the listener ever be bound elsewhere by mistake.

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  if (address === '::1') return true
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return isIPv4(v4) && v4.startsWith('127.')
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/

export type AdminRefusal = {
  status: 403 | 401
  code: 'FORBIDDEN' | 'UNAUTHORIZED'
  message: string
}

/** Why a request is refused, or null when it may pass. */
export function adminRefusal(
  socketAddress: string | undefined,
  authorization: string | undefined,
  credential: string,
): AdminRefusal | null {
  if (!isLoopbackAddress(socketAddress)) {
    return { status: 403, code: 'FORBIDDEN', message: 'The admin endpoint answers loopback only' }
  }
  const presented = authorization ? BEARER.exec(authorization)?.[1] : undefined
  if (!presented || !credentialMatches(presented, credential)) {
    return {
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'The admin credential is missing or wrong',
    }
  }
  return null
}

export function adminGuard(credential: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = adminRefusal(
      request.socket.remoteAddress,
      request.headers.authorization,
      credential,
    )
    if (refusal) {
      request.log.warn(
        { remoteAddress: request.socket.remoteAddress, reason: refusal.code },
        'admin request refused',
      )
      return reply
        .code(refusal.status)
        .send({ error: { code: refusal.code, message: refusal.message } })
    }
  }
}
