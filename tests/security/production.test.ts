import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildGraphApp } from '../../graph/src/app'
import { loadGraphConfig } from '../../graph/src/config'
import { createGraphLogger } from '../../graph/src/logger'
import { DEV_CART_TOKEN_SECRET } from '../../hub/src/cart/config'
import { loadHubConfig } from '../../hub/src/config'
import {
  DEVELOPMENT_SECRETS,
  GENERATED_SECRETS,
  readOrCreateSecret,
  resolveSecrets,
} from '../../hub/src/secrets'
import {
  repoRoot,
  stackEnv,
  startGraph,
  startHub,
  stopProcess,
  tierEnv,
  waitForHttp,
} from '../../scripts/stack-processes'

// Issue 18, point 1: `npm start` ran hub and gateway in development, so cart tokens were
// signed with the constant in the source and the gateway suggested schema names. Now every
// tier runs in production (scripts/stack-processes.ts), every secret the operator did not set
// is generated once and kept under SECRETS_DIR with mode 0600, the development constant is
// refused in production even when set, production answers carry no stack or suggestion, and
// the session cookie is Secure whenever SITE_URL is https.

const mode = async (file: string) => (await stat(file)).mode & 0o777

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** A cart token as the hub signs it, with `secret`. */
function cartToken(secret: string, claims: Record<string, unknown>, expiresIn = '1h') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('schaufenster-hub')
    .setAudience('cart')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret))
}

const oneProduct = {
  items: [{ productId: 1, qty: 1, modifications: [] }],
  currency: 'EUR',
  country: 'DE',
  vat: { percentageValue: 19 },
}
// What the attacker forged: duplicate lines, premium support three times, ten years.
const forgedCart = {
  items: [
    { productId: 1, qty: 1, modifications: [] },
    { productId: 1, qty: 1, modifications: [] },
    { productId: 1, qty: 3, modifications: [], premiumSupport: true },
  ],
  currency: 'EUR',
  country: 'DE',
  vat: { percentageValue: 19 },
}

describe('the secret store', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'security-secrets-'))
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('generates every unset secret with mode 0600 in a 0700 folder, and reuses it', async () => {
    const secretsDir = path.join(dir, 'store')
    const first = resolveSecrets({ NODE_ENV: 'production', SECRETS_DIR: secretsDir })
    expect(first.generated).toEqual([...GENERATED_SECRETS])
    expect(first.development).toEqual([])
    expect(await mode(secretsDir)).toBe(0o700)
    for (const name of GENERATED_SECRETS) {
      const file = path.join(secretsDir, name)
      expect(await mode(file)).toBe(0o600)
      expect((await readFile(file, 'utf8')).trim()).toBe(first.secrets[name])
      expect(first.secrets[name]).toMatch(/^[A-Za-z0-9_-]{64}$/)
    }
    expect(first.secrets.CART_TOKEN_SECRET).not.toBe(first.secrets.DOWNLOAD_LINK_SECRET)

    const again = resolveSecrets({ NODE_ENV: 'production', SECRETS_DIR: secretsDir })
    expect(again.generated).toEqual([])
    expect(again.secrets).toEqual(first.secrets)
    // An operator's own value wins over the stored one.
    const own = 'an-operator-chosen-secret-of-40-characters'
    expect(
      resolveSecrets({ NODE_ENV: 'production', SECRETS_DIR: secretsDir, CART_TOKEN_SECRET: own })
        .secrets.CART_TOKEN_SECRET,
    ).toBe(own)
  })

  it('lets hubs that start at the same moment agree on one secret', async () => {
    const secretsDir = path.join(dir, 'race')
    const module = path.join(repoRoot, 'hub', 'src', 'secrets.ts')
    const code = `const { readOrCreateSecret } = await import(${JSON.stringify(module)})
      const { value, created } = readOrCreateSecret(${JSON.stringify(secretsDir)}, 'CART_TOKEN_SECRET')
      process.stdout.write(JSON.stringify({ value, created }))`
    const runs = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<{ value: string; created: boolean }>((resolve, reject) => {
            const child = spawn(
              process.execPath,
              ['--import', 'tsx', '--input-type=module', '-e', code],
              { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
            )
            let out = ''
            child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
            child.once('error', reject)
            child.once('exit', (exitCode) =>
              exitCode === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${exitCode}`)),
            )
          }),
      ),
    )
    expect(new Set(runs.map((run) => run.value)).size).toBe(1)
    expect(runs.filter((run) => run.created)).toHaveLength(1)
    expect(readOrCreateSecret(secretsDir, 'CART_TOKEN_SECRET').value).toBe(runs[0]!.value)
  })

  it('refuses the development constants outside development and test, even when set', async () => {
    for (const nodeEnv of ['production', 'staging']) {
      for (const name of GENERATED_SECRETS) {
        const value = DEVELOPMENT_SECRETS[name]
        const settings = { NODE_ENV: nodeEnv, SECRETS_DIR: path.join(dir, 'unused'), [name]: value }
        expect(() => resolveSecrets(settings)).toThrow(new RegExp(`${name}: is the public`))
        expect(() => loadHubConfig(settings)).toThrow(new RegExp(`${name}: is the public`))
        // The message never repeats the value (it would land in logs).
        expect(() => loadHubConfig(settings)).not.toThrow(value)
      }
    }
    // Nor does a stored file that holds one (a copied development folder).
    const copied = path.join(dir, 'copied')
    resolveSecrets({ NODE_ENV: 'production', SECRETS_DIR: copied })
    await writeFile(path.join(copied, 'CART_TOKEN_SECRET'), `${DEV_CART_TOKEN_SECRET}\n`)
    expect(() => resolveSecrets({ NODE_ENV: 'production', SECRETS_DIR: copied })).toThrow(
      /CART_TOKEN_SECRET: is the public/,
    )
    // `npm run dev` and the tests keep them.
    expect(
      resolveSecrets({ NODE_ENV: 'development', SECRETS_DIR: path.join(dir, 'unused') }).secrets,
    ).toEqual(DEVELOPMENT_SECRETS)
  })
})

describe('`npm start` tiers (scripts/stack-processes.ts) in production', () => {
  let dir: string
  let secretsDir: string
  let env: NodeJS.ProcessEnv
  let hubUrl: string
  let graphUrl: string
  const running: ChildProcess[] = []
  const logs: number[] = []

  const output = (name: string) => {
    const fd = openSync(path.join(dir, `${name}.log`), 'a')
    logs.push(fd)
    return fd
  }

  async function startHubProcess(extra: NodeJS.ProcessEnv = {}, name = 'hub') {
    const child = startHub({ ...env, ...extra }, 'production', output(name))
    running.push(child)
    return child
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'security-production-'))
    secretsDir = path.join(dir, 'secrets')
    const [hubPort, graphPort, adminPort] = [await freePort(), await freePort(), await freePort()]
    hubUrl = `http://127.0.0.1:${hubPort}`
    graphUrl = `http://127.0.0.1:${graphPort}`
    const inherited = { ...process.env }
    for (const name of GENERATED_SECRETS) delete inherited[name]
    env = {
      ...inherited,
      // What the shell says does not matter: the mode decides (scripts/stack-processes.ts).
      NODE_ENV: 'development',
      HUB_PORT: String(hubPort),
      GRAPH_PORT: String(graphPort),
      ADMIN_PORT: String(adminPort),
      ADMIN_CREDENTIAL_FILE: path.join(dir, 'admin', 'credential'),
      HUB_V1_URL: `${hubUrl}/v1`,
      CART_API_URL: `${hubUrl}/cart`,
      SITE_URL: 'https://shop.example',
      PGLITE_DIR: 'memory://',
      SECRETS_DIR: secretsDir,
      DOWNLOAD_DIR: path.join(dir, 'downloads'),
      MAIL_DIR: path.join(dir, 'mail'),
      ATTACHMENT_DIR: path.join(dir, 'attachments'),
      LOG_LEVEL: 'warn',
    }
    const hub = await startHubProcess()
    await waitForHttp(`${hubUrl}/healthz`, 150_000, hub)
    const graph = startGraph(env, 'production', output('graph'))
    running.push(graph)
    await waitForHttp(`${graphUrl}/healthz`, 60_000, graph)
  }, 240_000)

  afterAll(async () => {
    await Promise.all(running.map((child) => stopProcess(child)))
    for (const fd of logs) closeSync(fd)
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const cartItems = async (token: string) => {
    const response = await fetch(`${hubUrl}/cart`, { headers: { 'x-abs-carttoken': token } })
    expect(response.status).toBe(200)
    return ((await response.json()) as { cart: { items: unknown[] } }).cart.items
  }

  it('the hub generated its secrets under SECRETS_DIR with mode 0600 on first start', async () => {
    expect(await mode(secretsDir)).toBe(0o700)
    for (const name of GENERATED_SECRETS) {
      expect(await mode(path.join(secretsDir, name))).toBe(0o600)
    }
  })

  it('refuses a cart token forged with the development constant, and takes its own', async () => {
    const forged = await cartToken(DEV_CART_TOKEN_SECRET, forgedCart, '3650d')
    expect(await cartItems(forged)).toEqual([])
    const secret = (await readFile(path.join(secretsDir, 'CART_TOKEN_SECRET'), 'utf8')).trim()
    expect(await cartItems(await cartToken(secret, oneProduct))).toHaveLength(1)
  })

  it('keeps carts across a restart: the stored secret is reused', async () => {
    const secret = (await readFile(path.join(secretsDir, 'CART_TOKEN_SECRET'), 'utf8')).trim()
    const token = await cartToken(secret, oneProduct)
    const first = running[0]!
    await stopProcess(first)
    const again = await startHubProcess({}, 'hub-again')
    await waitForHttp(`${hubUrl}/healthz`, 150_000, again)
    expect((await readFile(path.join(secretsDir, 'CART_TOKEN_SECRET'), 'utf8')).trim()).toBe(secret)
    expect(await cartItems(token)).toHaveLength(1)
  }, 180_000)

  it('a production hub does not start with the development constant, even set explicitly', async () => {
    const refused = await startHubProcess({ CART_TOKEN_SECRET: DEV_CART_TOKEN_SECRET }, 'refused')
    const exitCode = await new Promise<number | null>((resolve) => {
      if (refused.exitCode !== null) resolve(refused.exitCode)
      else refused.once('exit', (code) => resolve(code))
    })
    expect(exitCode).toBe(1)
    const log = await readFile(path.join(dir, 'refused.log'), 'utf8')
    expect(log).toMatch(/CART_TOKEN_SECRET: is the public development value/)
    expect(log).not.toContain(DEV_CART_TOKEN_SECRET)
  }, 60_000)

  it('hub errors carry no stack, internal message or x-powered-by', async () => {
    const malformed = await fetch(`${hubUrl}/v1/help/article-ratings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"articleId": ',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.headers.get('x-powered-by')).toBeNull()
    const text = await malformed.text()
    expect(JSON.parse(text)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' },
    })
    expect(text).not.toMatch(/stack|\bat \S+ \(|node_modules|\/src\//)
  })

  async function graphql(query: string, variables?: object) {
    const response = await fetch(`${graphUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
    return { response, text: await response.text() }
  }

  it('the gateway suggests no schema names and shows no stack', async () => {
    const answers = [
      // An unknown field, argument and type: graphql-js would say "Did you mean …?".
      await graphql('{ products(locale: de) { totalCont } }'),
      await graphql('{ products(locale: de, frist: 1) { totalCount } }'),
      await graphql('query ($l: Local!) { products(locale: $l) { totalCount } }'),
      // An enum value, coerced at execution, where no validation rule runs.
      await graphql(
        'mutation ($l: Locale!) { rateHelpArticle(input: { articleId: "a", helpful: true }, locale: $l) { __typename } }',
        { l: 'dee' },
      ),
    ]
    for (const { response, text } of answers) {
      expect(response.status).toBe(400)
      expect(response.headers.get('x-powered-by')).toBeNull()
      const body = JSON.parse(text) as { errors: { message: string; extensions?: object }[] }
      expect(body.errors.length).toBeGreaterThan(0)
      expect(text).not.toMatch(/Did you mean|stacktrace|\bat \S+ \(|node_modules/)
    }
  })

  it('the session cookie is Secure with an https SITE_URL', async () => {
    const { response } = await graphql('mutation { logOut { loggedOut } }')
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^sf_session=;/)
    expect(cookie).toMatch(/; Secure$/)
  })
})

describe('the gateway in production, in process', () => {
  it('an http site (a local `npm start`) gets no Secure cookie, an https one always does', async () => {
    for (const [siteUrl, secure] of [
      ['http://localhost:3000', false],
      ['https://www.schaufenster.example', true],
    ] as const) {
      const config = loadGraphConfig({
        NODE_ENV: 'production',
        SITE_URL: siteUrl,
        LOG_LEVEL: 'silent',
      })
      const { app } = await buildGraphApp(config, createGraphLogger(config))
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: { query: 'mutation { logOut { loggedOut } }' },
        })
        expect(String(response.headers['set-cookie']).endsWith('; Secure')).toBe(secure)
      } finally {
        await app.close()
      }
    }
  })
})

describe('`npm start` environment', () => {
  const ports = { hub: 4001, graph: 4000, web: 3000 }

  it('runs every tier in the mode asked for, whatever NODE_ENV the shell had', () => {
    expect(tierEnv({ NODE_ENV: 'development' }, 'production').NODE_ENV).toBe('production')
    expect(tierEnv({ NODE_ENV: 'production' }, 'development').NODE_ENV).toBe('development')
  })

  it('gives gateway, storefront and hub one SITE_URL', () => {
    const given = stackEnv(ports, { SITE_URL: 'https://shop.example', PUBLIC_BASE_URL: '' })
    expect(given.SITE_URL).toBe('https://shop.example')
    expect(given.PUBLIC_BASE_URL).toBe('https://shop.example')
    const unset = stackEnv(ports, { SITE_URL: '', PUBLIC_BASE_URL: '' })
    expect(unset.SITE_URL).toBe('http://localhost:3000')
    expect(unset.PUBLIC_BASE_URL).toBe('http://localhost:3000')
    // The gateway makes its cookie Secure from exactly that variable.
    expect(loadGraphConfig(stackEnv(ports, { SITE_URL: 'https://shop.example' })).SITE_URL).toBe(
      'https://shop.example',
    )
  })
})
