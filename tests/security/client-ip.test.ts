import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../graph/src/app'
import { loadGraphConfig } from '../../graph/src/config'
import { loadHubConfig } from '../../hub/src/config'
import { clientAddressFrom, limitKeyOf, trustedProxyList } from '../../hub/src/http/client-ip'
import { bootFormsHub, type FormsHub } from '../integration/forms/boot'
import { bootGatewayOver } from '../integration/graph/harness'
import { databaseTargets } from '../integration/hub/harness'

// Issue 18, point 4: per-IP limits (orders, forms, logins) counted whatever address the
// caller claimed, so a new X-Forwarded-For (gateway, :4000 is public) or X-Client-IP (hub,
// :4001) per request dodged them. Each tier now believes a forwarded address only from its
// TRUSTED_PROXIES (default loopback) and counts anyone else by the socket address.
//
// The limit played here is the forms limit (every form endpoint, per visitor address) on
// the article rating, a form that sends no mail.

const LIMIT = 3
const ATTACKER = '203.0.113.66'

let hub: FormsHub
let graph: GraphApp
let dir: string
let counter = 0
/** A new documentation address per request, as the attacker would send. */
const freshAddress = () => {
  counter += 1
  return `198.51.${Math.floor(counter / 250)}.${(counter % 250) + 1}`
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'security-client-ip-'))
  hub = await bootFormsHub(databaseTargets()[0]!, {
    attachmentDir: path.join(dir, 'attachments'),
    mailDir: path.join(dir, 'mail'),
    rateLimitMax: LIMIT,
  })
  graph = await bootGatewayOver(hub)
})

afterAll(async () => {
  await graph?.app.close()
  await hub?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const rating = { articleId: 'installation', helpful: true }

/** A rating sent straight to the hub from `peer`, naming `claimed` in X-Client-IP. */
async function rateAtHub(peer: string, claimed: string): Promise<number> {
  const response = await hub.app.inject({
    method: 'POST',
    url: '/v1/help/article-ratings',
    remoteAddress: peer,
    headers: { 'content-type': 'application/json', 'x-client-ip': claimed },
    payload: rating,
  })
  return response.statusCode
}

const rateMutation = /* GraphQL */ `
  mutation Rate($input: RateHelpArticleInput!) {
    rateHelpArticle(input: $input, locale: en) {
      __typename
    }
  }
`

/** A rating through the gateway from `peer`, naming `claimed` in X-Forwarded-For. */
async function rateAtGateway(peer: string, claimed: string): Promise<string | undefined> {
  const response = await graph.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: peer,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': claimed },
    payload: { query: rateMutation, variables: { input: rating } },
  })
  const body = response.json() as { data?: { rateHelpArticle?: { __typename: string } } }
  return body.data?.rateHelpArticle?.__typename
}

describe('hub: X-Client-IP', () => {
  it('from an untrusted peer is ignored: a new header per request does not dodge the limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= LIMIT; i += 1) statuses.push(await rateAtHub(ATTACKER, freshAddress()))
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), 429])
  })

  it('from a trusted peer (the gateway on loopback) names the visitor', async () => {
    // Each visitor has a limit of their own ...
    for (let i = 0; i <= LIMIT; i += 1) {
      expect(await rateAtHub('127.0.0.1', freshAddress())).toBe(201)
    }
    // ... counted by the address the gateway names, not by the gateway's socket.
    const visitor = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i <= LIMIT; i += 1) statuses.push(await rateAtHub('::1', visitor))
    expect(statuses.at(-1)).toBe(429)
  })

  it('counts an IPv6 visitor by its /64: one subscriber cannot rotate through 2^64 sources', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= LIMIT; i += 1) {
      statuses.push(await rateAtHub('127.0.0.1', `2001:db8:aa:1:${(i + 1).toString(16)}::${i + 7}`))
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), 429])
    // Another /64 has a limit of its own.
    expect(await rateAtHub('127.0.0.1', '2001:db8:aa:2::1')).toBe(201)
  })

  it('folds addresses for limits to the /64 (IPv6), the plain address (IPv4, IPv4-mapped)', () => {
    expect(limitKeyOf('2001:DB8:0:1:ffff::1')).toBe('2001:db8:0:1::/64')
    expect(limitKeyOf('2001:db8:0:1::2')).toBe('2001:db8:0:1::/64')
    expect(limitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64')
    expect(limitKeyOf('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(limitKeyOf('198.51.100.7')).toBe('198.51.100.7')
    expect(limitKeyOf('2001:db8:0:2::1')).not.toBe(limitKeyOf('2001:db8:0:1::1'))
  })

  it('takes TRUSTED_PROXIES from the configuration: addresses and networks, loopback by default', () => {
    expect(loadHubConfig({}).TRUSTED_PROXIES).toEqual(['127.0.0.0/8', '::1'])
    const configured = loadHubConfig({ TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8' }).TRUSTED_PROXIES
    const list = trustedProxyList(configured)
    expect(clientAddressFrom('10.1.2.3', '198.51.100.7', list)).toBe('198.51.100.7')
    expect(clientAddressFrom('127.0.0.1', '198.51.100.7', list)).toBe('127.0.0.1')
    expect(clientAddressFrom('::ffff:10.1.2.3', 'not an address', list)).toBe('10.1.2.3')
    expect(() => loadHubConfig({ TRUSTED_PROXIES: 'everyone' })).toThrow(/TRUSTED_PROXIES/)
  })
})

describe('gateway: X-Forwarded-For', () => {
  it('from an untrusted peer is ignored: a new header per request does not dodge the limit', async () => {
    const answers: (string | undefined)[] = []
    for (let i = 0; i <= LIMIT; i += 1) {
      answers.push(await rateAtGateway('192.0.2.77', freshAddress()))
    }
    expect(answers).toEqual([...Array<string>(LIMIT).fill('HelpArticleRated'), 'RateLimited'])
  })

  it('from a trusted peer (the storefront on loopback) names the visitor', async () => {
    for (let i = 0; i <= LIMIT; i += 1) {
      expect(await rateAtGateway('127.0.0.1', freshAddress())).toBe('HelpArticleRated')
    }
    const visitor = freshAddress()
    const answers: (string | undefined)[] = []
    for (let i = 0; i <= LIMIT; i += 1) answers.push(await rateAtGateway('127.0.0.1', visitor))
    expect(answers.at(-1)).toBe('RateLimited')
  })

  it('takes TRUSTED_PROXIES from the configuration, loopback by default', () => {
    expect(loadGraphConfig({}).TRUSTED_PROXIES).toEqual(['127.0.0.0/8', '::1'])
    expect(loadGraphConfig({ TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([])
    expect(() => loadGraphConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/)
  })
})
