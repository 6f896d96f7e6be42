import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { billingAddressSchema } from '@schaufenster/validation'
import type { HubDatabase } from '../db/database'
import { parseBody, requestLocale } from '../forms/http'
import { billingAddressOf, saveBillingAddress } from './billing-address'
import { notLoggedIn } from './messages'
import { customerOfSession, sessionTokenOf } from './service'

// GET and PUT /v1/accounts/me/billing-address: the session's own address only; there is no
// route that names a customer, so nobody reads or writes another's address.

export const billingAddressRoutes: FastifyPluginAsync<{ database: HubDatabase }> = async (
  app,
  options,
) => {
  const { db } = options.database

  async function customerId(request: FastifyRequest): Promise<number> {
    const found = await customerOfSession(db, sessionTokenOf(request))
    if (!found) throw notLoggedIn(requestLocale(request))
    return found.customer.id
  }

  app.get('/v1/accounts/me/billing-address', async (request) => {
    const id = await customerId(request)
    return { billingAddress: await billingAddressOf(db, id) }
  })

  app.put('/v1/accounts/me/billing-address', async (request) => {
    const id = await customerId(request)
    // The same rules as the checkout's, in the request's language.
    const { data } = parseBody(request, billingAddressSchema)
    return { billingAddress: await saveBillingAddress(db, id, data) }
  })
}
