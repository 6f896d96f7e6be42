import { defineConfig, devices } from '@playwright/test'
import { e2eMailDir } from './tests/e2e/mail'
import { e2ePorts, e2eS2sStandInPort } from './tests/e2e/ports'

const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    // Without these Chromium keeps calling home, which this network refuses.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
}

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 60_000,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.web}`,
    // A German shop's typical visitor; tests of other languages say so.
    locale: 'de-DE',
    // A visitor who already answered the consent banner with "necessary only", so the
    // banner does not cover what a test clicks; consent.spec.ts starts without it.
    storageState: {
      cookies: [
        {
          name: 'consent',
          value: 'v1.s0.m0.1790000000',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testDir: 'tests/e2e', use: browser },
    // Faults a visitor would notice (tests/faults/*.spec.ts); the node-level fault tests
    // are a vitest project.
    { name: 'faults', testDir: 'tests/faults', testMatch: /\.spec\.ts$/, use: browser },
    // Attacks a visitor's browser (or curl) can play against the production stack.
    { name: 'security', testDir: 'tests/security', testMatch: /\.spec\.ts$/, use: browser },
  ],
  webServer: {
    // The whole stack, production build, on ports of its own and a fresh
    // in-memory database; rebuilt every run so the tests see the current code.
    command: 'node --import tsx scripts/stack.ts start --rebuild',
    url: `http://127.0.0.1:${e2ePorts.web}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      WEB_PORT: String(e2ePorts.web),
      GRAPH_PORT: String(e2ePorts.graph),
      HUB_PORT: String(e2ePorts.hub),
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // The build renders every static page through gateway and hub; on a busy machine the
      // production deadlines (3 s, 5 s) would fail it for slowness alone.
      HUB_TIMEOUT_MS: '15000',
      GRAPH_TIMEOUT_MS: '20000',
      // Forms: mail as .eml files the specs read, links pointing at this stack, and a
      // per-IP limit no test run reaches (every request comes from one address here).
      MAIL_DIR: e2eMailDir,
      ATTACHMENT_DIR: `${e2eMailDir}-attachments`,
      PUBLIC_BASE_URL: `http://127.0.0.1:${e2ePorts.web}`,
      FORMS_RATE_LIMIT_MAX: '10000',
      // Customer accounts: logins, registrations and reset requests all come from
      // 127.0.0.1 too; the limits themselves are covered by the integration tests.
      LOGIN_RATE_LIMIT_MAX: '10000',
      ACCOUNT_RATE_LIMIT_MAX: '10000',
      // Mails per sender address (every request is 127.0.0.1 here); the per-recipient limit
      // keeps its default: every spec uses addresses of its own.
      MAIL_IP_LIMIT_MAX: '10000',
      OUTBOX_POLL_MS: '200',
      // Server-to-server conversion reports go to the stand-in affiliate-postback.spec.ts
      // starts; retries come quickly and stop soon when no spec listens there.
      CONVERSION_POSTBACK_URL: `http://127.0.0.1:${e2eS2sStandInPort}/u`,
      CONVERSION_POSTBACK_POLL_MS: '200',
      CONVERSION_POSTBACK_RETRY_BASE_MS: '200',
      CONVERSION_POSTBACK_MAX_ATTEMPTS: '5',
    },
  },
})
