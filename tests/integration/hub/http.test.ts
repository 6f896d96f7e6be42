import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildHubApp } from '../../../hub/src/app'
import { PGLITE_MEMORY } from '../../../hub/src/config'
import { openDatabase } from '../../../hub/src/db/database'
import { bootHub, databaseTargets, silentLogger, type BootedHub } from './harness'

describe.each(databaseTargets())('hub HTTP basics on $name', (target) => {
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target)
  })

  afterAll(async () => {
    await hub?.stop()
  })

  it('reports health with the database kind', async () => {
    const response = await hub.app.inject('/healthz')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'up', kind: target.name })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers unknown routes with 404 JSON', async () => {
    const response = await hub.app.inject('/v2/nothing-here')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } })
  })

  it('serves the placeholder cart', async () => {
    const response = await hub.app.inject('/cart')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      cart: {
        token: null,
        items: [],
        currency: 'EUR',
        country: 'DE',
        vat: { percentageValue: 19 },
      },
    })
  })

  it('echoes a valid x-request-id', async () => {
    const response = await hub.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'web-1234.abc_DEF' },
    })
    expect(response.headers['x-request-id']).toBe('web-1234.abc_DEF')
  })

  it.each([['has spaces in it'], ['<script>'], ['x'.repeat(129)], ['']])(
    'replaces an invalid x-request-id %j',
    async (id) => {
      const response = await hub.app.inject({ url: '/healthz', headers: { 'x-request-id': id } })
      const echoed = response.headers['x-request-id']
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/)
      expect(echoed).not.toBe(id)
    },
  )

  it('generates a request id on error answers too', async () => {
    const response = await hub.app.inject('/v1/products?first=0')
    expect(response.statusCode).toBe(400)
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers 400, not 500, when qs turns a long array into an object', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => `ids[]=${i + 1}`).join('&')
    const response = await hub.app.inject(`/v1/products?${ids}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields.ids).toEqual(expect.any(String))
  })

  it('answers 400 for short bracket arrays and nested objects as well', async () => {
    for (const query of ['ids[]=1&ids[]=2', 'first[a][b]=1', 'locale[0]=de']) {
      const response = await hub.app.inject(`/v1/products?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.code).toBe('BAD_REQUEST')
    }
  })

  it('ignores parameters beyond the 1000th', async () => {
    const filler = Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&')
    const response = await hub.app.inject(`/v1/products?${filler}&first=not-a-number`)
    // The bad `first` is parameter 1001, so qs never sees it and the default page size applies.
    expect(response.statusCode).toBe(200)
    expect(response.json().items).toHaveLength(Math.min(20, response.json().totalCount))
  })

  it('answers 400 for invalid JSON bodies', async () => {
    const response = await hub.app.inject({
      method: 'POST',
      url: '/cart',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('BAD_REQUEST')
  })

  it('answers 413 for bodies over 1 MB', async () => {
    const response = await hub.app.inject({
      method: 'POST',
      url: '/cart',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: expect.stringContaining('1 MB') },
    })
  })

  it('answers 400 for a malformed URL', async () => {
    const response = await hub.app.inject('/v1/products/%E0%A4%A')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('BAD_REQUEST')
  })
})

describe.each(databaseTargets())('hub health after losing the database on $name', (target) => {
  it('answers 503 once the database is closed', async () => {
    const hub = await bootHub(target)
    try {
      await hub.database.close()
      const response = await hub.app.inject('/healthz')
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' })
    } finally {
      await hub.stop()
    }
  })
})

describe('hub unexpected errors', () => {
  it('answers 500 INTERNAL without leaking details', async () => {
    const database = await openDatabase({ PGLITE_DIR: PGLITE_MEMORY }, silentLogger)
    const app = buildHubApp({ config: { LOG_LEVEL: 'silent' }, database, logger: silentLogger })
    app.get('/boom', async () => {
      throw new Error('secret connection string postgres://u:p@h/db')
    })
    try {
      const response = await app.inject('/boom')
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL', message: 'Internal server error' },
      })
      expect(response.body).not.toMatch(/secret|stack|at /)
    } finally {
      await app.close()
      await database.close()
    }
  })
})
