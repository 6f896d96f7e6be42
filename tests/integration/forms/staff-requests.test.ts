import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formsConfig } from '../../../hub/src/forms/config'
import { staffAddress } from '../../../hub/src/mail/staff'
import { databaseTargets } from '../hub/harness'
import { bootFormsHub, type FormsHub } from './boot'
import { TestSmtpServer } from './smtp'

// Issue 19 §7: every request that needs a person at the shop reaches one, by mail to the
// desk's configured address, with all fields, the upload attached and Reply-To the sender.

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from('screenshot of the crash'),
])
const SUPPORT = 'hilfe@shop.example'
const PRESS = 'presse-team@shop.example'

function multipart(fileName: string, content: Buffer, type: string) {
  const boundary = '----staffboundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

describe('staff addresses in the config', () => {
  it('default to support@ and presse@ the domain of MAIL_FROM', () => {
    const config = formsConfig({ MAIL_FROM: 'Schaufenster Software <service@schaufenster.de>' })
    expect(staffAddress(config, 'support')).toBe('support@schaufenster.de')
    expect(staffAddress(config, 'press')).toBe('presse@schaufenster.de')
    expect(staffAddress(formsConfig(), 'support')).toBe('support@schaufenster.invalid')
  })

  it('take SUPPORT_EMAIL and PRESS_EMAIL, and refuse what is no address', () => {
    const config = formsConfig({ SUPPORT_EMAIL: SUPPORT, PRESS_EMAIL: PRESS })
    expect(staffAddress(config, 'support')).toBe(SUPPORT)
    expect(staffAddress(config, 'press')).toBe(PRESS)
    expect(() => formsConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/e-mail address/)
    // Blank is unset, like every other variable.
    expect(staffAddress(formsConfig({ PRESS_EMAIL: '' }), 'press')).toBe(
      'presse@schaufenster.invalid',
    )
  })
})

describe.each(databaseTargets())('requests reach the shop on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: FormsHub
  let attachmentDir: string

  beforeAll(async () => {
    await smtp.start()
    attachmentDir = await mkdtemp(path.join(tmpdir(), 'staff-attachments-'))
    hub = await bootFormsHub(target, {
      smtpUrl: smtp.url,
      attachmentDir,
      forms: { SUPPORT_EMAIL: SUPPORT, PRESS_EMAIL: PRESS },
      // The sender's own allowance is one mail: the staff mail must not use it up.
      mailLimits: { MAIL_RECIPIENT_LIMIT_MAX: 1 },
    })
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
    await rm(attachmentDir, { recursive: true, force: true })
  })

  const post = (url: string, payload: unknown, locale = 'en') =>
    hub.app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': locale, 'x-client-ip': '203.0.113.40' },
      payload: payload as Record<string, unknown>,
    })

  it('a ticket goes to support with its fields, the upload attached and Reply-To the sender', async () => {
    const upload = multipart('absturz.png', PNG, 'image/png')
    const uploaded = await hub.app.inject({
      method: 'POST',
      url: '/v1/attachments',
      headers: { 'content-type': upload.contentType, 'x-client-ip': '203.0.113.40' },
      payload: upload.body,
    })
    expect(uploaded.statusCode).toBe(201)
    const ticket = await post('/v1/tickets', {
      topic: 'problem-with-program',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      customerReference: 'K-1906',
      message: 'The program stops when I open a large photo.',
      attachmentId: uploaded.json().attachmentId,
      operatingSystem: 'windows-11',
      version: 'fullversion',
      productId: '1',
    })
    expect(ticket.statusCode).toBe(201)
    const { ticketNumber } = ticket.json() as { ticketNumber: string }

    const staff = await smtp.waitFor((m) => m.to === SUPPORT && m.subject.includes(ticketNumber))
    // German, whatever the sender's language: the shop's staff read it.
    expect(staff.subject).toContain('Support-Ticket')
    expect(staff.replyTo).toBe('grace@example.com')
    for (const part of [
      'Vorname: Grace',
      'Nachname: Hopper',
      'E-Mail: grace@example.com',
      'Kundennummer: K-1906',
      'Thema: Problem mit einem Programm',
      'Windows 11',
      'Sprache: en',
      'The program stops when I open a large photo.',
    ]) {
      expect(staff.text).toContain(part)
    }
    expect(staff.attachments).toHaveLength(1)
    expect(staff.attachments[0]).toMatchObject({
      filename: 'absturz.png',
      contentType: 'image/png',
    })
    expect(staff.attachments[0]!.content.equals(PNG)).toBe(true)
    // The sender's confirmation still came, though their allowance is a single mail.
    const own = await smtp.waitFor((m) => m.to === 'grace@example.com')
    expect(own.subject).toContain(ticketNumber)
  })

  it('a missing-program report goes to support', async () => {
    const sent = await post(
      '/v1/help/missing-program',
      {
        firstName: 'Max',
        lastName: 'Muster',
        email: 'max.muster@example.com',
        customerReference: 'RE-2026-77',
        notInList: true,
        programName: 'Zeichenbrett 2003',
      },
      'de',
    )
    expect(sent.statusCode).toBe(202)
    const staff = await smtp.waitFor(
      (m) => m.to === SUPPORT && /Fehlendes Programm/.test(m.subject),
    )
    expect(staff.replyTo).toBe('max.muster@example.com')
    expect(staff.text).toContain('Zeichenbrett 2003')
    expect(staff.text).toContain('Kundennummer: RE-2026-77')
    await smtp.waitFor((m) => m.to === 'max.muster@example.com')
  })

  it('a request for activation codes goes to support too', async () => {
    const sent = await post('/v1/help/missing-code', { email: 'codes@example.com' })
    expect(sent.statusCode).toBe(202)
    const staff = await smtp.waitFor(
      (m) => m.to === SUPPORT && /Aktivierungscodes/.test(m.subject) && m.text.includes('codes@'),
    )
    expect(staff.replyTo).toBe('codes@example.com')
    await smtp.waitFor((m) => m.to === 'codes@example.com')
  })

  it('a press enquiry goes to the press office', async () => {
    const sent = await post('/v1/press/contact', {
      title: 'ms',
      email: 'redaktion@magazin.example',
      name: 'Erika Presse',
      phone: '+49 30 1234567',
      message: 'We would like to review the photo studio.',
      fullVersionRequest: true,
    })
    expect(sent.statusCode).toBe(202)
    const staff = await smtp.waitFor((m) => m.to === PRESS)
    expect(staff.subject).toBe('Presseanfrage: Erika Presse')
    expect(staff.replyTo).toBe('redaktion@magazin.example')
    for (const part of [
      'Anrede: Frau',
      'Telefon: +49 30 1234567',
      'Vollversion für einen Test erbeten: ja',
      'We would like to review the photo studio.',
    ]) {
      expect(staff.text).toContain(part)
    }
    expect(smtp.received.some((m) => m.to === SUPPORT && m.text.includes('Erika Presse'))).toBe(
      false,
    )
    await smtp.waitFor((m) => m.to === 'redaktion@magazin.example')
  })
})
