import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { companyDetails } from '../../../hub/src/company/config'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { bootGatewayOver } from './harness'

// Issue 23.5: the seller's details have one source, the hub's COMPANY_* configuration; the
// storefront's legal pages read them through the gateway's `company` query.

const target = databaseTargets()[0]!

describe('company details through the gateway', () => {
  let hub: BootedHub
  let graph: GraphApp

  beforeAll(async () => {
    hub = await bootHub(target, {
      company: companyDetails({
        COMPANY_NAME: 'Beispielwerk Software AG',
        COMPANY_STREET: 'Hafenweg 7',
        COMPANY_POSTAL_CODE: '20457',
        COMPANY_CITY: 'Hamburg',
        COMPANY_REGISTER_COURT: 'Amtsgericht Hamburg',
        COMPANY_REGISTER_NUMBER: 'HRB 246810',
        COMPANY_VAT_ID: 'DE811907980',
        COMPANY_MANAGING_DIRECTORS: 'Jana Beispiel, Olaf Probe',
        COMPANY_EMAIL: 'kontakt@beispielwerk.example',
        COMPANY_PHONE: '+49 40 1234567',
      }),
    })
    graph = await bootGatewayOver(hub)
  }, 120_000)

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  it('answers the configured seller, publicly cacheable', async () => {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      payload: {
        query:
          '{ company { name street postalCode city countryCode registerCourt registerNumber vatId taxNumber managingDirectors email phone fictional } }',
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      data: {
        company: {
          name: 'Beispielwerk Software AG',
          street: 'Hafenweg 7',
          postalCode: '20457',
          city: 'Hamburg',
          countryCode: 'DE',
          registerCourt: 'Amtsgericht Hamburg',
          registerNumber: 'HRB 246810',
          vatId: 'DE811907980',
          taxNumber: null,
          managingDirectors: ['Jana Beispiel', 'Olaf Probe'],
          email: 'kontakt@beispielwerk.example',
          phone: '+49 40 1234567',
          fictional: false,
        },
      },
    })
    expect(response.headers['cache-control']).toBe('max-age=300, public')
  })
})
