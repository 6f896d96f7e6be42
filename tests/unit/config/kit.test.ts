import {
  ConfigError,
  count,
  defineConfig,
  list,
  optionalUrl,
  port,
  REDACTED,
  secret,
  secretProblem,
  text,
  url,
  urlMessage,
} from '@schaufenster/config'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loadGraphConfig } from '../../../graph/src/config'
import { createGraphLogger } from '../../../graph/src/logger'
import { hubConfigDefinition, loadHubConfig } from '../../../hub/src/config'
import { parseWebServerConfig, webConfigDefinition } from '../../../web/src/config/server-config'

// Issue 21.6: one configuration kit (packages/config) for the three tiers: blank as unset,
// one error formatter that names the variable and never a secret's value, secrets redacted
// when a configuration is printed, the production-secret rule in one place.

const demo = defineConfig('demo', {
  DEMO_PORT: port(8080, 'a port'),
  DEMO_COUNT: count(3, 1, 10, 'a count'),
  DEMO_URL: url(['http', 'https'], 'http://localhost', 'a URL', { trimSlash: true }),
  DEMO_CACHE: optionalUrl(['redis', 'rediss'], { description: 'a cache', secret: true }),
  DEMO_KEY: secret({ description: 'a key' }),
  DEMO_NAME: text('shop', 'a name'),
  DEMO_HOSTS: list(z.hostname(), 'hosts', { lowerCase: true }),
})

const messageOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error as ConfigError
  }
  throw new Error('no error')
}

describe('the configuration kit', () => {
  it('fills in defaults and counts blank as unset', () => {
    const blank = { DEMO_PORT: '', DEMO_COUNT: '', DEMO_URL: '', DEMO_CACHE: '', DEMO_NAME: '' }
    expect(demo.parse(blank)).toEqual({
      DEMO_PORT: 8080,
      DEMO_COUNT: 3,
      DEMO_URL: 'http://localhost',
      DEMO_NAME: 'shop',
      DEMO_HOSTS: [],
    })
    expect(
      demo.parse({ DEMO_URL: 'https://shop.example//', DEMO_HOSTS: ' A.example,b ' }),
    ).toMatchObject({
      DEMO_URL: 'https://shop.example',
      DEMO_HOSTS: ['a.example', 'b'],
    })
  })

  it('names every bad variable in one error, with the value unless it is a secret', () => {
    const error = messageOf(() =>
      demo.parse({
        DEMO_PORT: '70000',
        DEMO_COUNT: 'many',
        DEMO_CACHE: 'http://:hunter2@cache',
        DEMO_KEY: 'short-hunter2',
      }),
    )
    expect(error).toBeInstanceOf(ConfigError)
    expect(error.message).toBe(
      [
        'Invalid demo configuration:',
        '  DEMO_PORT: must be between 1 and 65535 (got "70000")',
        '  DEMO_COUNT: must be a number (got "many")',
        '  DEMO_CACHE: must be a redis:// or rediss:// URL',
        '  DEMO_KEY: must be at least 32 characters',
      ].join('\n'),
    )
    expect(error.message).not.toContain('hunter2')
  })

  it('redacts secrets when a configuration is printed', () => {
    const config = demo.parse({ DEMO_CACHE: 'redis://:hunter2@cache', DEMO_KEY: 'k'.repeat(40) })
    const printed = JSON.stringify(demo.redact(config))
    expect(printed).not.toContain('hunter2')
    expect(printed).not.toContain('k'.repeat(40))
    expect(demo.redact(config)).toMatchObject({
      DEMO_CACHE: REDACTED,
      DEMO_KEY: REDACTED,
      DEMO_PORT: 8080,
    })
  })

  it('words URL errors the way they are spoken', () => {
    expect(urlMessage(['http', 'https'])).toBe('must be an http:// or https:// URL')
    expect(urlMessage(['postgres', 'postgresql'])).toBe(
      'must be a postgres:// or postgresql:// URL',
    )
    expect(urlMessage(['smtp', 'smtps'])).toBe('must be an smtp:// or smtps:// URL')
  })

  it('keeps the production-secret rule in one place', () => {
    const publicValues = new Set(['public-development-value-of-32-characters'])
    const value = 'public-development-value-of-32-characters'
    expect(secretProblem(value, 'development', { required: true, publicValues })).toBeUndefined()
    expect(secretProblem(undefined, 'test', { required: true, publicValues })).toBeUndefined()
    expect(secretProblem(value, 'production', { required: false, publicValues })).toMatch(
      /^is the public development value/,
    )
    expect(secretProblem(undefined, 'staging', { required: true, publicValues })).toMatch(
      /^is required when NODE_ENV is "staging"/,
    )
    expect(
      secretProblem(undefined, 'production', { required: false, publicValues }),
    ).toBeUndefined()
  })
})

describe('the tiers read their environment with the kit', () => {
  it('marks every variable that may carry a password as secret', () => {
    expect([...hubConfigDefinition.secretNames].sort()).toEqual([
      'CART_TOKEN_SECRET',
      'CONVERSION_POSTBACK_URL',
      'DATABASE_URL',
      'DOWNLOAD_LINK_SECRET',
      'REDIS_URL',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ])
    expect([...webConfigDefinition.secretNames]).toEqual(['REDIS_URL'])
  })

  it('stops every tier with the same kind of message, never echoing a secret', () => {
    const tiers = [
      ['hub', () => loadHubConfig({ SMTP_URL: 'http://mailer:hunter2@mail', HUB_PORT: 'x' })],
      ['gateway', () => loadGraphConfig({ REDIS_URL: 'http://:hunter2@cache', GRAPH_PORT: 'x' })],
      ['storefront', () => parseWebServerConfig({ REDIS_URL: 'http://:hunter2@c', WEB_PORT: 'x' })],
    ] as const
    for (const [tier, load] of tiers) {
      const error = messageOf(load)
      expect(error).toBeInstanceOf(ConfigError)
      expect(error.message).toMatch(new RegExp(`^Invalid ${tier} configuration:\\n  `))
      expect(error.message).toMatch(/_PORT: must be a port number \(got "x"\)/)
      expect(error.message).toMatch(/_URL: must be an? [a-z]+:\/\//)
      expect(error.message).not.toContain('hunter2')
    }
  })

  it('counts blank as unset in the gateway and the storefront too', () => {
    expect(loadGraphConfig({ GRAPH_PORT: '', HUB_V1_URL: '' })).toMatchObject({
      GRAPH_PORT: 4000,
      HUB_V1_URL: 'http://127.0.0.1:4001/v1',
    })
    expect(parseWebServerConfig({ WEB_PORT: '', GRAPH_URL: '' })).toMatchObject({
      WEB_PORT: 3000,
      GRAPH_URL: 'http://127.0.0.1:4000/graphql',
    })
    // Empty is a value where it switches something off.
    expect(parseWebServerConfig({ TAG_MANAGER_ID: '' }).TAG_MANAGER_ID).toBe('')
    expect(loadGraphConfig({ TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([])
  })

  it('writes a secret into no log line, should one carry the configuration', () => {
    const lines: string[] = []
    const logger = createGraphLogger({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) })
    const config = loadGraphConfig({ REDIS_URL: 'redis://:hunter2@cache:6379/1' })
    logger.info({ config }, 'configuration')
    logger.info({ REDIS_URL: config.REDIS_URL }, 'the cache')
    expect(lines).toHaveLength(2)
    expect(lines.join('')).not.toContain('hunter2')
    expect(JSON.parse(lines[0]!).config).toMatchObject({
      REDIS_URL: '[redacted]',
      GRAPH_PORT: 4000,
    })
  })
})
