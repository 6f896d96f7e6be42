import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadHubConfig } from '../../../hub/src/config'
import { cartConfig, DEV_CART_TOKEN_SECRET } from '../../../hub/src/cart/config'
import { formsConfig } from '../../../hub/src/forms/config'

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')

describe('loadHubConfig', () => {
  it('fills in defaults for an empty environment', () => {
    expect(loadHubConfig({})).toEqual({
      HUB_HOST: '127.0.0.1',
      HUB_ALLOWED_HOSTS: [],
      HUB_PORT: 4001,
      PGLITE_DIR: path.join(repoRoot, 'var', 'pglite'),
      DOWNLOAD_DIR: path.join(repoRoot, 'var', 'downloads'),
      DOWNLOAD_LINK_TTL_MINUTES: 60,
      DOWNLOAD_MAIL_LINK_TTL_HOURS: 72,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      SECRETS_DIR: path.join(repoRoot, 'var', 'secrets'),
      ADMIN_PORT: 4002,
      ADMIN_CREDENTIAL_FILE: path.join(repoRoot, 'var', 'admin', 'credential'),
      TRUSTED_PROXIES: ['127.0.0.0/8', '::1'],
      ...formsConfig(),
      SUBSEQUENT_VERSION_KEY: 'subsequent-version',
      ORDER_RATE_LIMIT_MAX: 60,
      PAYMENT_SESSION_MINUTES: 30,
      PAYMENT_WEBHOOK_RATE_LIMIT_MAX: 600,
      SESSION_TTL_DAYS: 30,
      SESSION_IDLE_MINUTES: 120,
      LOGIN_RATE_LIMIT_MAX: 10,
      LOGIN_RATE_LIMIT_WINDOW_MS: 900_000,
      LOGIN_DELAY_MAX_MS: 10_000,
      ACCOUNT_RATE_LIMIT_MAX: 10,
      ACCOUNT_RATE_LIMIT_WINDOW_MS: 900_000,
      AFFILIATE_ENTERPRISE_ID: 1234567,
      AFFILIATE_ACTION_TRACKER_ID: 7654321,
      CONVERSION_POSTBACK_TIMEOUT_MS: 10_000,
      CONVERSION_POSTBACK_POLL_MS: 5000,
      CONVERSION_POSTBACK_RETRY_BASE_MS: 30_000,
      CONVERSION_POSTBACK_MAX_ATTEMPTS: 20,
      // The fictional seller (issue 23.5, packages/config/src/company.ts).
      COMPANY_NAME: 'Schaufenster Software GmbH (fiktiv)',
      COMPANY_STREET: 'Musterstraße 1',
      COMPANY_POSTAL_CODE: '04109',
      COMPANY_CITY: 'Leipzig',
      COMPANY_COUNTRY: 'DE',
      COMPANY_REGISTER_COURT: 'Amtsgericht Leipzig',
      COMPANY_REGISTER_NUMBER: 'HRB 12345 (Beispiel)',
      COMPANY_VAT_ID: 'DE123456789',
      COMPANY_MANAGING_DIRECTORS: ['Erika Mustermann', 'Max Mustermann'],
      COMPANY_EMAIL: 'info@schaufenster.example',
      COMPANY_PHONE: '+49 341 555 0194',
    })
  })

  it('takes a postback URL and refuses anything but http(s), without echoing the value', () => {
    expect(
      loadHubConfig({ CONVERSION_POSTBACK_URL: 'https://network.example/s2s?token=abc' })
        .CONVERSION_POSTBACK_URL,
    ).toBe('https://network.example/s2s?token=abc')
    expect(() =>
      loadHubConfig({ CONVERSION_POSTBACK_URL: 'ftp://network.example/?token=abc' }),
    ).toThrow(/CONVERSION_POSTBACK_URL: must be an http:\/\/ or https:\/\/ URL/)
    expect(() =>
      loadHubConfig({ CONVERSION_POSTBACK_URL: 'ftp://network.example/?token=abc' }),
    ).not.toThrow(/token=abc/)
  })

  it('reads the account settings', () => {
    expect(loadHubConfig({ SESSION_TTL_DAYS: '7', LOGIN_RATE_LIMIT_MAX: '5' })).toMatchObject({
      SESSION_TTL_DAYS: 7,
      LOGIN_RATE_LIMIT_MAX: 5,
    })
    expect(() => loadHubConfig({ SESSION_TTL_DAYS: '0' })).toThrow(/SESSION_TTL_DAYS/)
    expect(loadHubConfig({ SESSION_IDLE_MINUTES: '30' }).SESSION_IDLE_MINUTES).toBe(30)
    expect(() => loadHubConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/)
  })

  it('reads HUB_ALLOWED_HOSTS as lower-case names and names it when one is not a host', () => {
    const names = loadHubConfig({ HUB_ALLOWED_HOSTS: ' Hub , hub-1.internal,' }).HUB_ALLOWED_HOSTS
    expect(names).toEqual(['hub', 'hub-1.internal'])
    expect(() => loadHubConfig({ HUB_ALLOWED_HOSTS: 'hub,evil/x' })).toThrow(/HUB_ALLOWED_HOSTS/)
  })

  it('reads the given values', () => {
    const config = loadHubConfig({
      HUB_HOST: '0.0.0.0',
      HUB_PORT: '5050',
      DATABASE_URL: 'postgres://shop:secret@db.internal:5432/schaufenster',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      CART_TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars',
    })
    expect(config).toMatchObject({
      HUB_HOST: '0.0.0.0',
      HUB_PORT: 5050,
      DATABASE_URL: 'postgres://shop:secret@db.internal:5432/schaufenster',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'debug',
    })
  })

  it('keeps rate limits in the process unless REDIS_URL names a Redis, never echoing it', () => {
    expect(loadHubConfig({}).REDIS_URL).toBeUndefined()
    expect(loadHubConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined()
    expect(loadHubConfig({ REDIS_URL: 'rediss://:pw@cache.internal:6380/0' }).REDIS_URL).toBe(
      'rediss://:pw@cache.internal:6380/0',
    )
    expect(() => loadHubConfig({ REDIS_URL: 'http://:hunter2@cache:6379' })).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL(?![^\n]*hunter2)/,
        ),
      }),
    )
  })

  it('resolves a relative PGLITE_DIR to an absolute path', () => {
    expect(path.isAbsolute(loadHubConfig({ PGLITE_DIR: 'tmp/db' }).PGLITE_DIR)).toBe(true)
  })

  it.each(['abc', '70000', '-1', '40.5'])('names HUB_PORT when it is %j', (value) => {
    expect(() => loadHubConfig({ HUB_PORT: value })).toThrow(/HUB_PORT/)
  })

  it.each(['not a url', 'mysql://db/shop', 'http://db:5432/shop'])(
    'names DATABASE_URL when it is %j',
    (value) => {
      expect(() => loadHubConfig({ DATABASE_URL: value })).toThrow(/DATABASE_URL/)
    },
  )

  it('does not echo the DATABASE_URL, which may hold a password', () => {
    expect(() => loadHubConfig({ DATABASE_URL: 'mysql://user:hunter2@db/shop' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    )
  })

  it('takes cart token secrets of 32 characters, never the development one in production, and never echoes them', () => {
    // Unset in production is fine here: the starting hub generates it (hub/src/secrets.ts).
    expect(loadHubConfig({ NODE_ENV: 'production' }).CART_TOKEN_SECRET).toBeUndefined()
    expect(() =>
      loadHubConfig({ NODE_ENV: 'production', CART_TOKEN_SECRET: DEV_CART_TOKEN_SECRET }),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          new RegExp(
            `CART_TOKEN_SECRET: is the public development value(?![^\\n]*${DEV_CART_TOKEN_SECRET})`,
          ),
        ),
      }),
    )
    expect(() => loadHubConfig({ CART_TOKEN_SECRET: 'short-secret-42' })).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/CART_TOKEN_SECRET(?![^\n]*short-secret-42)/),
      }),
    )
    expect(loadHubConfig({ NODE_ENV: 'development' }).CART_TOKEN_SECRET).toBeUndefined()
  })

  it('lists every bad variable at once', () => {
    let message = ''
    try {
      loadHubConfig({ HUB_PORT: 'x', LOG_LEVEL: 'loud' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/HUB_PORT/)
    expect(message).toMatch(/LOG_LEVEL/)
  })
})

describe('cartConfig', () => {
  it('uses the public development secret outside production only', () => {
    expect(cartConfig({}, 'development')).toMatchObject({
      CART_TOKEN_SECRET: DEV_CART_TOKEN_SECRET,
      usesDevSecret: true,
      SUBSEQUENT_VERSION_KEY: 'subsequent-version',
    })
    // No Stripe keys: the embedded test provider takes the payments (decision 0022).
    expect(cartConfig({}, 'development').STRIPE_SECRET_KEY).toBeUndefined()
    expect(() => cartConfig({}, 'production')).toThrow(/CART_TOKEN_SECRET/)
    const secret = 'x'.repeat(32)
    expect(cartConfig({ CART_TOKEN_SECRET: secret }, 'production')).toMatchObject({
      CART_TOKEN_SECRET: secret,
      usesDevSecret: false,
    })
  })

  it('takes Stripe only with both its key and its webhook secret (decision 0022)', () => {
    const key = `sk_test_${'k'.repeat(40)}`
    const webhook = `whsec_${'w'.repeat(40)}`
    expect(cartConfig({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: webhook })).toMatchObject({
      STRIPE_SECRET_KEY: key,
      STRIPE_WEBHOOK_SECRET: webhook,
    })
    expect(() => cartConfig({ STRIPE_SECRET_KEY: key })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => cartConfig({ STRIPE_WEBHOOK_SECRET: webhook })).toThrow(/STRIPE_SECRET_KEY/)
    expect(() => cartConfig({ PAYMENT_SESSION_MINUTES: 10 })).toThrow()
  })
})
