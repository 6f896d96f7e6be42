import { createServer } from 'node:net'
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors'
import { describe, expect, it } from 'vitest'
import {
  GatewayUnavailableError,
  asPageDataError,
  isGatewayUnavailable,
} from '../../../web/src/apollo/gateway-unavailable'
import { errorStatus } from '../../../web/src/routing/error-status'

const graphqlErrors = (code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'x', extensions: { code } }] })

const serverError = (status: number) =>
  new ServerError('gateway answered', {
    response: new Response('busy', { status }),
    bodyText: 'busy',
  })

/** A port nothing listens on: taken from the system, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('page data errors', () => {
  it('turns what says "gateway or hub unavailable" into a 503 page', async () => {
    const refused = await fetch(`http://127.0.0.1:${await closedPort()}/graphql`).catch(
      (error: unknown) => error,
    )
    const timedOut = await fetch('http://127.0.0.1:9/graphql', {
      signal: AbortSignal.timeout(1),
    }).catch((error: unknown) => error)
    for (const error of [
      graphqlErrors('SERVICE_UNAVAILABLE'),
      serverError(503),
      serverError(502),
      serverError(504),
      refused,
      timedOut,
    ]) {
      expect(isGatewayUnavailable(error)).toBe(true)
      const mapped = asPageDataError(error, 'test')
      expect(mapped).toBeInstanceOf(GatewayUnavailableError)
      expect(errorStatus(mapped)).toBe(503)
    }
  })

  it('leaves every other failure as it is: a bug stays a 500', () => {
    for (const error of [
      graphqlErrors('INTERNAL_SERVER_ERROR'),
      serverError(500),
      new TypeError('Cannot read properties of undefined'),
      'a string',
    ]) {
      expect(isGatewayUnavailable(error)).toBe(false)
      expect(asPageDataError(error, 'test')).toBe(error)
      expect(errorStatus(asPageDataError(error, 'test'))).toBe(500)
    }
  })
})
