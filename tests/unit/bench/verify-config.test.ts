import { describe, expect, it } from 'vitest'
import { SCENARIO_IDS, benchConfigFrom } from '../../../bench/config'
import { cartVariants, lastYear } from '../../../bench/scenarios'
import { orderEmailOf, verifyOrders } from '../../../bench/verify'

const defaults = { pgliteDir: '/tmp/pglite', resultsDir: '/tmp/results' }

describe('order verification', () => {
  const email = orderEmailOf

  it('passes when every answered key has exactly one order', () => {
    const result = verifyOrders({
      answeredKeys: ['k-1', 'k-2', 'k-2'],
      retriesSent: 1,
      ordersByEmail: new Map([
        [email('k-1'), 1],
        [email('k-2'), 1],
        [email('k-3'), 1],
      ]),
    })
    expect(result).toEqual({
      answeredWithOrder: 3,
      distinctKeysAnswered: 2,
      retriesSent: 1,
      ordersInDatabase: 3,
      duplicateKeys: 0,
      lostOrders: 0,
      ordersWithoutAnswer: 1,
      ok: true,
    })
  })

  it('fails on a duplicate and on a lost order', () => {
    const duplicate = verifyOrders({
      answeredKeys: ['k-1'],
      retriesSent: 0,
      ordersByEmail: new Map([[email('k-1'), 2]]),
    })
    expect(duplicate).toMatchObject({ duplicateKeys: 1, ok: false })
    const lost = verifyOrders({ answeredKeys: ['K-1'], retriesSent: 0, ordersByEmail: new Map() })
    expect(lost).toMatchObject({ lostOrders: 1, ok: false })
  })

  it('maps a key to its own lower-case address', () => {
    expect(email('Bench-ABC-measure-7')).toBe('bench-abc-measure-7@bench.invalid')
  })
})

describe('bench settings', () => {
  it('defaults to 20 s, 3 s warm-up, 50 connections, PGlite, every scenario, ports 33xx/43xx', () => {
    const config = benchConfigFrom({}, [], defaults)
    expect(config).toMatchObject({
      durationS: 20,
      warmupS: 3,
      connections: 50,
      pgliteDir: '/tmp/pglite',
      scenarios: [...SCENARIO_IDS],
      ports: { web: 3300, graph: 4300, hub: 4301, ceiling: 4399 },
      orderVia: 'gateway',
      statsConnections: 1,
      large: false,
    })
    expect(config.databaseUrl).toBeUndefined()
  })

  it('reads the environment and the flags', () => {
    const config = benchConfigFrom(
      {
        BENCH_DURATION: '3',
        BENCH_DATABASE_URL: 'postgres://u@127.0.0.1:5432/bench',
        BENCH_SCENARIOS: 'cart-patch, order-create',
        BENCH_ORDERS_VIA: 'hub',
      },
      ['--large'],
      defaults,
    )
    expect(config).toMatchObject({
      durationS: 3,
      databaseUrl: 'postgres://u@127.0.0.1:5432/bench',
      scenarios: ['cart-patch', 'order-create'],
      orderVia: 'hub',
      large: true,
    })
  })

  it('refuses bad values, naming the variable', () => {
    expect(() => benchConfigFrom({ BENCH_DURATION: 'long' }, [], defaults)).toThrow(
      /BENCH_DURATION/,
    )
    expect(() => benchConfigFrom({ BENCH_SCENARIOS: 'nope' }, [], defaults)).toThrow(/nope/)
    expect(() => benchConfigFrom({ BENCH_DATABASE_URL: 'mysql://x' }, [], defaults)).toThrow(
      /BENCH_DATABASE_URL/,
    )
    expect(() => benchConfigFrom({ BENCH_ORDERS_VIA: 'web' }, [], defaults)).toThrow(
      /BENCH_ORDERS_VIA/,
    )
  })
})

describe('bench scenario helpers', () => {
  it('takes the 365 days that end yesterday (UTC)', () => {
    expect(lastYear(new Date('2026-11-22T10:00:00Z'))).toEqual({
      from: '2025-11-22',
      to: '2026-11-21',
    })
  })

  it('makes distinct three-item carts', () => {
    const carts = cartVariants([1, 2, 3, 4, 5], 12)
    expect(carts).toHaveLength(12)
    expect(new Set(carts.map((cart) => JSON.stringify(cart))).size).toBe(12)
    for (const cart of carts) {
      expect(cart).toHaveLength(3)
      expect(new Set(cart.map((item) => item.productId)).size).toBe(3)
    }
  })
})
