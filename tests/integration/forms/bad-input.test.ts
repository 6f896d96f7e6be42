import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATTACHMENT_MAX_BYTES } from '@schaufenster/validation'
import { contactRequests, newsletterSubscriptions } from '../../../hub/src/db/schema-forms'
import { databaseTargets } from '../hub/harness'
import { bootFormsHub, type FormsHub } from './boot'

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> }
}

function multipart(fileName: string, content: Buffer) {
  const boundary = '----badinput'
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

const endpoints: { url: string; required: string[]; emailField?: string }[] = [
  { url: '/v1/newsletter/subscriptions', required: ['email'], emailField: 'email' },
  { url: '/v1/newsletter/confirmations', required: ['token', 'consentText'] },
  { url: '/v1/newsletter/unsubscriptions', required: ['token'] },
  {
    url: '/v1/tickets',
    required: [
      'topic',
      'firstName',
      'lastName',
      'email',
      'message',
      'operatingSystem',
      'version',
      'productId',
    ],
    emailField: 'email',
  },
  {
    url: '/v1/help/missing-program',
    required: ['firstName', 'lastName', 'email', 'customerReference', 'productId'],
    emailField: 'email',
  },
  { url: '/v1/help/missing-code', required: ['email'], emailField: 'email' },
  {
    url: '/v1/press/contact',
    required: ['title', 'email', 'name', 'message'],
    emailField: 'email',
  },
  { url: '/v1/help/article-ratings', required: ['articleId', 'helpful'] },
  { url: '/v1/activations', required: ['email', 'productId'], emailField: 'email' },
  { url: '/v1/activations/confirmations', required: ['token'] },
]

// The hub is the authority: every bad input is a 400 naming each field in the caller's
// language, never a 500.
describe.each(databaseTargets())('form endpoints refuse bad input on $name', (target) => {
  let hub: FormsHub
  let attachmentDir: string
  let mailDir: string

  beforeAll(async () => {
    attachmentDir = await mkdtemp(path.join(tmpdir(), 'forms-bad-attachments-'))
    mailDir = await mkdtemp(path.join(tmpdir(), 'forms-bad-mail-'))
    hub = await bootFormsHub(target, { attachmentDir, mailDir })
  })

  afterAll(async () => {
    await hub?.stop()
    await rm(attachmentDir, { recursive: true, force: true })
    await rm(mailDir, { recursive: true, force: true })
  })

  const post = (url: string, payload: unknown, locale = 'en', ip = '198.51.100.1') =>
    hub.app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': locale, 'x-client-ip': ip, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    })

  it.each(endpoints)(
    '$url: an empty body names every required field',
    async ({ url, required }) => {
      for (const locale of ['en', 'de']) {
        const answer = await post(url, {}, locale)
        expect(answer.statusCode).toBe(400)
        const body = answer.json() as ErrorAnswer
        expect(body.error.code).toBe('BAD_REQUEST')
        expect(Object.keys(body.error.fields ?? {}).sort()).toEqual([...required].sort())
        for (const message of Object.values(body.error.fields ?? {})) {
          expect(message).toMatch(
            locale === 'en' ? /^The .+ field is required$/ : / ist ein Pflichtfeld$/,
          )
        }
      }
    },
  )

  it.each(endpoints.filter((e) => e.emailField))(
    '$url: a bad e-mail is a field error',
    async ({ url }) => {
      const en = (await post(url, { email: 'not-an-address' })).json() as ErrorAnswer
      expect(en.error.fields?.['email']).toBe('The email address field must be a valid email')
      const de = (await post(url, { email: 'a@b' }, 'de')).json() as ErrorAnswer
      expect(de.error.fields?.['email']).toBe(
        'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein',
      )
    },
  )

  it.each([
    ['an array', [1, 2]],
    ['a string', 'hello'],
    ['null', null],
  ])('a JSON body that is %s is a 400, not a 500', async (_name, payload) => {
    const answer = await post('/v1/tickets', payload)
    expect(answer.statusCode).toBe(400)
  })

  it('malformed JSON and wrong types are 400', async () => {
    const broken = await hub.app.inject({
      method: 'POST',
      url: '/v1/press/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(broken.statusCode).toBe(400)
    const typed = await post('/v1/tickets', {
      topic: 'something-else',
      firstName: 42,
      lastName: ['x'],
      email: 'ok@example.com',
      message: 'x'.repeat(5001),
      operatingSystem: 'windows-95',
      version: 'pirated',
      productId: 'abc',
      premiumSupport: 'yes',
    })
    expect(typed.statusCode).toBe(400)
    expect((typed.json() as ErrorAnswer).error.fields).toEqual({
      topic: 'The topic field is not a valid value',
      firstName: 'The first name field is not valid',
      lastName: 'The last name field is not valid',
      message: 'The message field may not be greater than 5000 characters',
      operatingSystem: 'The operating system field is not a valid value',
      version: 'The version field is not a valid value',
      productId: 'The program field must be an integer',
      premiumSupport: 'The premium support field is not valid',
    })
  })

  it('an unknown product is a field error', async () => {
    const answer = await post('/v1/activations', { email: 'a@example.com', product: 999999 }, 'de')
    expect(answer.statusCode).toBe(400)
    expect((answer.json() as ErrorAnswer).error.fields).toEqual({
      productId: 'Programm hat keinen gültigen Wert',
    })
  })

  it('missing program: a program from the list, or its name when it is not in the list', async () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@example.com', customerReference: 'R-1' }
    const neither = (await post('/v1/help/missing-program', { ...base, notInList: true })).json()
    expect((neither as ErrorAnswer).error.fields).toEqual({
      programName: 'The program name field is required',
    })
    const ok = await post('/v1/help/missing-program', { ...base, productId: 1 })
    expect(ok.statusCode).toBe(202)
  })

  describe('attachments', () => {
    const upload = (fileName: string, content: Buffer, locale = 'en') => {
      const { body, contentType } = multipart(fileName, content)
      return hub.app.inject({
        method: 'POST',
        url: '/v1/attachments',
        headers: { 'content-type': contentType, 'accept-language': locale },
        payload: body,
      })
    }

    it('refuses a file over 10 MB and keeps nothing of it', async () => {
      const big = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x20)
      const answer = await upload('huge.txt', big)
      expect(answer.statusCode).toBe(400)
      expect((answer.json() as ErrorAnswer).error.fields).toEqual({
        attachment: 'The attachment field size must be less than 10240KB',
      })
      expect(await readdir(attachmentDir)).toEqual([])
    })

    it('refuses an extension that is not allowed', async () => {
      const answer = await upload('setup.exe', Buffer.from('MZ\x90\x00'), 'de')
      expect(answer.statusCode).toBe(400)
      expect((answer.json() as ErrorAnswer).error.fields).toEqual({
        attachment: 'Anhang ist keine gültige Datei',
      })
    })

    it.each([
      ['a program renamed to .png', 'photo.png', Buffer.from('MZ\x90\x00\x03\x00\x00\x00')],
      ['a PDF renamed to .zip', 'logs.zip', Buffer.from('%PDF-1.7\n')],
      ['binary content in a .txt', 'notes.txt', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x00, 0x01])],
    ])('refuses %s (checked by content)', async (_name, fileName, content) => {
      const answer = await upload(fileName, content)
      expect(answer.statusCode).toBe(400)
      expect((answer.json() as ErrorAnswer).error.fields?.['attachment']).toBe(
        'The attachment field content does not match its file type',
      )
      expect(await readdir(attachmentDir)).toEqual([])
    })

    it('refuses a request without a file, or not multipart at all', async () => {
      const json = await post('/v1/attachments', { attachment: 'x' })
      expect(json.statusCode).toBe(400)
      expect((json.json() as ErrorAnswer).error.fields).toEqual({
        attachment: 'The attachment field is required',
      })
    })
  })

  it('a filled honeypot answers like success and stores nothing', async () => {
    const answer = await post('/v1/newsletter/subscriptions', {
      email: 'bot@example.com',
      website: 'http://spam.example',
    })
    expect(answer.statusCode).toBe(202)
    const rows = await hub.database.db.select().from(newsletterSubscriptions)
    expect(rows.find((r) => r.email === 'bot@example.com')).toBeUndefined()
    const requests = await hub.database.db.select().from(contactRequests)
    expect(requests.find((r) => r.email === 'bot@example.com')).toBeUndefined()
  })
})

describe('form endpoints are rate limited per client address', () => {
  let hub: FormsHub
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'forms-rate-'))
    hub = await bootFormsHub(databaseTargets()[0]!, {
      attachmentDir: dir,
      mailDir: dir,
      rateLimitMax: 3,
    })
  })

  afterAll(async () => {
    await hub?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('answers 429 with a localized message once an address used up its budget', async () => {
    const send = (ip: string, locale: string) =>
      hub.app.inject({
        method: 'POST',
        url: '/v1/help/missing-code',
        headers: { 'x-client-ip': ip, 'accept-language': locale },
        payload: { email: 'someone@example.com' },
      })
    for (let i = 0; i < 3; i++) expect((await send('192.0.2.10', 'de')).statusCode).toBe(202)
    const limited = await send('192.0.2.10', 'de')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
      },
    })
    const english = await send('192.0.2.10', 'en')
    expect((english.json() as ErrorAnswer).error.message).toMatch(/^Too many requests/)
    // Another visitor is not affected.
    expect((await send('192.0.2.11', 'en')).statusCode).toBe(202)
  })
})
