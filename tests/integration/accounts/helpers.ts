import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import { accountsConfig, type AccountsConfig } from '../../../hub/src/accounts/config'
import { PasswordHasher } from '../../../hub/src/accounts/passwords'
import { bootFormsHub, PUBLIC_BASE_URL, type FormsHub } from '../forms/boot'
import type { ReceivedMail, TestSmtpServer } from '../forms/smtp'
import { placePaidOrder } from '../orders/hosted-payment'
import type { DatabaseTarget } from '../hub/harness'

// Account tests: a hub with a real SMTP server, cheap scrypt parameters (the production
// ones are tested in the unit tests) and limits high enough unless a test lowers them.

export const TEST_HASHER = new PasswordHasher({ N: 1024, r: 8, p: 1 })
export const PASSWORD = 'korrekt Pferd Batterie'

export interface AccountsHub extends FormsHub {
  attachmentDir: string
}

export async function bootAccountsHub(
  target: DatabaseTarget,
  smtp: TestSmtpServer,
  limits: Partial<Record<keyof AccountsConfig, unknown>> = {},
  beforeReady?: (app: FormsHub['app']) => void,
): Promise<AccountsHub> {
  const attachmentDir = await mkdtemp(path.join(tmpdir(), 'accounts-'))
  const hub = await bootFormsHub(target, {
    smtpUrl: smtp.url,
    attachmentDir,
    beforeReady,
    accounts: {
      hasher: TEST_HASHER,
      config: accountsConfig({
        LOGIN_RATE_LIMIT_MAX: 1000,
        ACCOUNT_RATE_LIMIT_MAX: 1000,
        ...limits,
      }),
    },
  })
  return {
    ...hub,
    attachmentDir,
    stop: async () => {
      await hub.stop()
      await rm(attachmentDir, { recursive: true, force: true })
    },
  }
}

let counter = 0
/** A fresh address per call, so tests never share mail or limits. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${(++counter).toString(36)}@example.org`.toLowerCase()

let ipCounter = 0
/** A fresh client address per call (TEST-NET-3), for the per-address limits. */
export const uniqueIp = () => `203.0.113.${(++ipCounter % 250) + 1}`

/** Waits for the next not yet consumed mail to `to` with a link starting with `path`. */
export async function nextMail(
  smtp: TestSmtpServer,
  to: string,
  predicate: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = smtp.received.find((m) => m.to === to && !consumed.has(m) && predicate(m))
    if (mail) {
      consumed.add(mail)
      return mail
    }
    if (Date.now() > deadline) {
      throw new Error(`no mail to ${to}; got: ${smtp.received.map((m) => m.subject).join(', ')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
const consumed = new WeakSet<ReceivedMail>()

/** The `token` of the first link in the mail's text below `pathPrefix` (e.g. `/konto/bestaetigen`). */
export function tokenIn(mail: ReceivedMail, pathPrefix: string): string {
  const base = `${PUBLIC_BASE_URL}${pathPrefix}?token=`
  const match = mail.text.match(new RegExp(`${base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\S+)`))
  if (!match?.[1]) throw new Error(`no link ${base}… in:\n${mail.text}`)
  return decodeURIComponent(match[1])
}

export async function linkToken(
  smtp: TestSmtpServer,
  to: string,
  pathPrefix: string,
): Promise<string> {
  const mail = await nextMail(smtp, to, (m) =>
    m.text.includes(`${PUBLIC_BASE_URL}${pathPrefix}?token=`),
  )
  return tokenIn(mail, pathPrefix)
}

/** The hub's REST calls of the account tests, each from a chosen client address. */
export function accountClient(hub: AccountsHub) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: object; session?: string; ip?: string; locale?: 'de' | 'en' } = {},
  ) =>
    hub.app.inject({
      method,
      url,
      headers: {
        'x-client-ip': options.ip ?? '198.51.100.7',
        'accept-language': options.locale ?? 'de',
        ...(options.session ? { 'x-customer-session': options.session } : {}),
      },
      ...(options.body ? { payload: options.body } : {}),
    })

  async function cartToken(items: { productId: number; qty: number }[]): Promise<string> {
    const response = await hub.app.inject({ method: 'PATCH', url: '/cart', payload: { items } })
    expect(response.statusCode).toBe(200)
    return response.json().cart.token
  }

  async function placeOrder(
    email: string,
    items: { productId: number; qty: number }[] = [{ productId: 1, qty: 1 }],
    options: { name?: string; locale?: 'de' | 'en'; period?: string } = {},
  ) {
    let token = await cartToken(items)
    if (options.period) {
      const patched = await hub.app.inject({
        method: 'PATCH',
        url: '/cart',
        headers: { 'x-abs-carttoken': token },
        payload: { subscription: { period: options.period } },
      })
      expect(patched.statusCode).toBe(200)
      token = patched.json().cart.token
    }
    // Paid on the embedded provider's hosted page, as a buyer pays (decision 0022).
    return placePaidOrder<{
      products: { productId: number; licences: { id: string; key: string }[] }[]
    }>(
      hub.app,
      {
        cartToken: token,
        locale: options.locale ?? 'de',
        customer: {
          email,
          name: options.name ?? 'Erika Mustermann',
          country: 'DE',
          acceptTerms: true,
          waiveWithdrawal: true,
          street: 'Musterstraße 1',
          postalCode: '10115',
          city: 'Berlin',
        },
      },
      `key-${email}-${Date.now()}-${Math.random()}`,
    )
  }

  return { call, placeOrder }
}

/**
 * A customer as checkout makes them, who then set a password with the order mail's link:
 * logged in, with one order.
 */
export async function customerWithOrder(
  hub: AccountsHub,
  smtp: TestSmtpServer,
  email: string,
  items: { productId: number; qty: number }[] = [{ productId: 1, qty: 1 }],
  name = 'Erika Mustermann',
) {
  const client = accountClient(hub)
  const placed = await client.placeOrder(email, items, { name })
  const token = await linkToken(smtp, email, '/konto/passwort-setzen')
  const response = await client.call('POST', '/v1/password-resets/confirmations', {
    body: { token, password: PASSWORD },
  })
  expect(response.statusCode, response.body).toBe(200)
  const { session, customer } = response.json() as {
    session: { token: string; expiresAt: string }
    customer: { id: number; email: string }
  }
  return { session: session.token, customer, order: placed.order, accessToken: placed.accessToken }
}
