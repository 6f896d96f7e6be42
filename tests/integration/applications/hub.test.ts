import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepOrphanAttachments } from '../../../hub/src/forms/attachments'
import { attachments, mailOutbox } from '../../../hub/src/db/schema-forms'
import { applications } from '../../../hub/src/db/schema-publishing'
import { SEED_JOB_OPENINGS } from '../../../hub/src/db/seed/job-openings'
import { databaseTargets } from '../hub/harness'
import { bootFormsHub, type FormsHub } from '../forms/boot'
import { TestSmtpServer } from '../forms/smtp'
import { PDF, PNG, uploadTo } from './upload'

// Issue 24, point 5: the open positions, and applications to a partner programme or for a
// position (with a CV) that reach the configured staff address, with a confirmation to the
// applicant in their language. Through the hub's REST API, on both databases.

const PARTNER = 'partnerschaften@shop.example'
const JOBS = 'karriere@shop.example'
const HOUR = 3_600_000

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const developer = SEED_JOB_OPENINGS.find((job) => job.key === 'typescript-developer')!

describe.each(databaseTargets())('applications on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: FormsHub
  let attachmentDir: string
  let ipCounter = 0
  // Each test is its own visitor: the per-visitor limits of one test leave the others alone.
  const freshIp = () => `198.51.100.${++ipCounter}`

  beforeAll(async () => {
    await smtp.start()
    attachmentDir = await mkdtemp(path.join(tmpdir(), 'applications-'))
    hub = await bootFormsHub(target, {
      smtpUrl: smtp.url,
      attachmentDir,
      rateLimitMax: 6,
      forms: { PARTNER_EMAIL: PARTNER, JOBS_EMAIL: JOBS },
      // Two mails per applicant address and hour: the staff mail must not count.
      mailLimits: { MAIL_RECIPIENT_LIMIT_MAX: 2 },
    })
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
    await rm(attachmentDir, { recursive: true, force: true })
  })

  const get = (url: string) => hub.app.inject({ method: 'GET', url })
  const apply = (payload: unknown, options: { locale?: string; ip?: string } = {}) =>
    hub.app.inject({
      method: 'POST',
      url: '/v1/applications',
      headers: {
        'accept-language': options.locale ?? 'de',
        'x-client-ip': options.ip ?? freshIp(),
        'content-type': 'application/json',
      },
      payload: JSON.stringify(payload),
    })
  const countOf = async (table: typeof applications | typeof mailOutbox) =>
    (await hub.database.db.select().from(table)).length
  const cv = async (ip: string) =>
    (await uploadTo(hub, 'lebenslauf.pdf', PDF, { ip })).attachmentId!

  describe('open positions', () => {
    it('lists the three positions in both languages, in the careers page’s order', async () => {
      const de = (await get('/v1/jobs?locale=de')).json() as { items: { title: string }[] }
      expect(de.items.map((job) => job.title)).toEqual([
        'Softwareentwicklerin oder Softwareentwickler (TypeScript)',
        'Support-Mitarbeiterin oder Support-Mitarbeiter',
        'Übersetzerin oder Übersetzer für Niederländisch',
      ])
      const en = (await get('/v1/jobs?locale=en')).json() as { items: object[] }
      expect(en.items[2]).toMatchObject({
        key: 'dutch-translator',
        slug: 'dutch-translator',
        slugs: { de: 'uebersetzung-niederlaendisch', en: 'dutch-translator' },
        title: 'Dutch translator',
        location: 'Remote (Germany)',
        publishedOn: expect.stringMatching(/^2026-\d\d-\d\d$/),
      })
    })

    it('finds a position by its slug in either language, in the requested language', async () => {
      const answer = await get(`/v1/jobs/${developer.slugEn}?locale=de`)
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toMatchObject({
        slug: developer.slugDe,
        title: developer.title.de,
        tasks: developer.tasks.de,
        profile: developer.profile.de,
      })
    })

    it('answers 404 with a JSON error in the request’s language for an unknown slug', async () => {
      const de = await get('/v1/jobs/hausmeisterin?locale=de')
      expect(de.statusCode).toBe(404)
      expect((de.json() as ErrorAnswer).error).toEqual({
        code: 'NOT_FOUND',
        message: 'Diese Stelle ist nicht (mehr) ausgeschrieben.',
      })
      const en = await get(`/v1/jobs/${'unbekannt-'.repeat(9)}?locale=en`)
      expect(en.statusCode).toBe(404)
      expect((en.json() as ErrorAnswer).error.message).toBe(
        'This position is not (or no longer) open.',
      )
      // A key is no address: the pages have one per language.
      expect((await get('/v1/jobs/typescript-developer?locale=de')).statusCode).toBe(404)
      // Longer than any slug: Fastify's bound on path parameters answers, still no 500.
      expect((await get(`/v1/jobs/${'x'.repeat(500)}?locale=en`)).statusCode).toBe(414)
      expect((await get('/v1/jobs?locale=fr')).statusCode).toBe(400)
    })
  })

  describe('a job application', () => {
    it('reaches the jobs desk with the CV attached and Reply-To, and confirms in German', async () => {
      const ip = freshIp()
      const attachmentId = await cv(ip)
      const answer = await apply(
        {
          kind: 'job',
          // The English slug on a German page: the language switch keeps the other one.
          target: developer.slugEn,
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '+49 341 1234567',
          message: 'Ich baue seit acht Jahren Webanwendungen mit TypeScript.',
          attachmentId,
          locale: 'de',
        },
        { ip },
      )
      expect(answer.statusCode, answer.body).toBe(201)
      const { reference } = answer.json() as { reference: string }
      expect(reference).toMatch(/^J-[0-9A-F]{8}$/)

      const staff = await smtp.waitFor((m) => m.to === JOBS && m.subject.includes(reference))
      expect(staff.subject).toBe(`Bewerbung ${reference}: ${developer.title.de} – Ada Lovelace`)
      expect(staff.replyTo).toBe('ada@example.com')
      for (const part of [
        `Referenz: ${reference}`,
        `Stelle: ${developer.title.de} (typescript-developer)`,
        'Name: Ada Lovelace',
        'E-Mail: ada@example.com',
        'Telefon: +49 341 1234567',
        'Sprache: de',
        'Lebenslauf: lebenslauf.pdf',
        'Ich baue seit acht Jahren Webanwendungen mit TypeScript.',
      ]) {
        expect(staff.text).toContain(part)
      }
      expect(staff.attachments).toHaveLength(1)
      expect(staff.attachments[0]).toMatchObject({
        filename: 'lebenslauf.pdf',
        contentType: 'application/pdf',
      })
      expect(staff.attachments[0]!.content.equals(PDF)).toBe(true)

      const own = await smtp.waitFor((m) => m.to === 'ada@example.com')
      expect(own.subject).toBe(`Ihre Bewerbung ${reference}: ${developer.title.de}`)
      expect(own.text).toContain('Innerhalb von zwei Wochen')
      // A mail to an unconfirmed address carries nothing its sender typed (issue 18 §5).
      expect(own.text).not.toContain('Ada')
      expect(own.text).not.toContain('TypeScript.')
      expect(own.attachments).toEqual([])

      const [row] = await hub.database.db
        .select()
        .from(applications)
        .where(eq(applications.attachmentId, attachmentId))
      expect(row).toMatchObject({ kind: 'job', target: 'typescript-developer', locale: 'de' })
    })

    it('refuses a CV that is no PDF, and an upload that does not exist or is taken', async () => {
      const ip = freshIp()
      const png = await uploadTo(hub, 'foto.png', PNG, { ip, type: 'image/png' })
      const base = {
        kind: 'job',
        target: 'dutch-translator',
        name: 'Jan de Vries',
        email: 'jan@example.nl',
        message: 'Ik vertaal graag software.',
      }
      const before = await countOf(applications)
      const notPdf = await apply({ ...base, attachmentId: png.attachmentId }, { ip })
      expect(notPdf.statusCode).toBe(400)
      expect((notPdf.json() as ErrorAnswer).error.fields).toEqual({
        attachmentId: 'Lebenslauf hat keinen gültigen Dateityp',
      })
      const unknown = await apply(
        { ...base, attachmentId: '00000000-0000-4000-8000-000000000000' },
        { ip, locale: 'en' },
      )
      expect((unknown.json() as ErrorAnswer).error.fields).toEqual({
        attachmentId: 'The CV field is not valid',
      })
      // A file named .pdf that is no PDF never becomes an upload.
      const disguised = await uploadTo(hub, 'cv.pdf', PNG, { ip, locale: 'en' })
      expect(disguised.statusCode).toBe(400)
      expect(disguised.body).toMatchObject({
        error: {
          fields: { attachment: 'The attachment field content does not match its file type' },
        },
      })

      const attachmentId = await cv(ip)
      expect((await apply({ ...base, attachmentId }, { ip })).statusCode).toBe(201)
      const again = await apply({ ...base, email: 'other@example.nl', attachmentId }, { ip })
      expect(again.statusCode).toBe(400)
      expect((again.json() as ErrorAnswer).error.fields).toEqual({
        attachmentId: 'Lebenslauf ist nicht gültig',
      })
      expect(await countOf(applications)).toBe(before + 1)
    })

    it('answers 404 for a position that is not open, in the request’s language', async () => {
      const ip = freshIp()
      const answer = await apply(
        {
          kind: 'job',
          target: 'hausmeisterin',
          name: 'Max Muster',
          email: 'max@example.com',
          message: 'Hallo',
          attachmentId: await cv(ip),
        },
        { ip, locale: 'en' },
      )
      expect(answer.statusCode).toBe(404)
      expect((answer.json() as ErrorAnswer).error).toEqual({
        code: 'NOT_FOUND',
        message: 'This position is not (or no longer) open.',
      })
    })

    it('keeps its CV through the orphan sweep, which takes only uploads nobody used', async () => {
      const ip = freshIp()
      const used = await cv(ip)
      const unused = await cv(ip)
      const answer = await apply(
        {
          kind: 'job',
          target: 'kundensupport',
          name: 'Grace Hopper',
          email: 'grace@example.com',
          message: 'Ich erkläre Technik gern.',
          attachmentId: used,
        },
        { ip },
      )
      expect(answer.statusCode).toBe(201)
      const rowOf = async (id: string) =>
        (await hub.database.db.select().from(attachments).where(eq(attachments.id, id)))[0]
      const usedFile = path.join(attachmentDir, (await rowOf(used))!.storedName)
      await sweepOrphanAttachments(hub.database.db, attachmentDir, {
        orphanAfterMs: HOUR,
        quotaWindowMs: HOUR,
        now: new Date(Date.now() + 2 * HOUR),
      })
      expect(await rowOf(unused)).toBeUndefined()
      expect(await rowOf(used)).toBeDefined()
      expect((await stat(usedFile)).isFile()).toBe(true)
      // The staff mail still finds its attachment after the sweep.
      const staff = await smtp.waitFor((m) => m.to === JOBS && m.replyTo === 'grace@example.com')
      expect(staff.attachments[0]!.content.equals(PDF)).toBe(true)
    })
  })

  describe('a partner application', () => {
    it('reaches the partner desk with every field and Reply-To, and confirms in English', async () => {
      const answer = await apply(
        {
          kind: 'partner',
          target: 'education',
          company: 'Volkshochschule Musterstadt',
          name: 'Erika Muster',
          email: 'erika@vhs.example',
          companyWebsite: 'www.vhs.example/kurse',
          message: 'Wir möchten Ihre Programme in unseren Computerkursen einsetzen.',
          locale: 'en',
        },
        { locale: 'de' },
      )
      expect(answer.statusCode, answer.body).toBe(201)
      const { reference } = answer.json() as { reference: string }
      expect(reference).toMatch(/^P-[0-9A-F]{8}$/)

      const staff = await smtp.waitFor((m) => m.to === PARTNER && m.subject.includes(reference))
      expect(staff.subject).toBe(
        `Partnerbewerbung ${reference}: Bildungsprogramm – Volkshochschule Musterstadt`,
      )
      expect(staff.replyTo).toBe('erika@vhs.example')
      for (const part of [
        'Programm: Bildungsprogramm (education)',
        'Firma: Volkshochschule Musterstadt',
        'Website: https://www.vhs.example/kurse',
        'Name: Erika Muster',
        'Telefon: –',
        'Sprache: en',
        'Wir möchten Ihre Programme in unseren Computerkursen einsetzen.',
      ]) {
        expect(staff.text).toContain(part)
      }
      expect(staff.attachments).toEqual([])

      const own = await smtp.waitFor((m) => m.to === 'erika@vhs.example')
      expect(own.subject).toBe(`Your application ${reference}: Education programme`)
      expect(own.text).toContain('within five working days')
      expect(own.text).not.toContain('Volkshochschule')
      expect(smtp.received.some((m) => m.to === JOBS && m.text.includes(reference))).toBe(false)
    })

    it('refuses bad input with one localized message per field, and stores nothing', async () => {
      const before = await countOf(applications)
      const de = await apply({ kind: 'partner', target: 'wholesale', email: 'nope' })
      expect(de.statusCode).toBe(400)
      expect((de.json() as ErrorAnswer).error).toEqual({
        code: 'BAD_REQUEST',
        message: 'Bitte prüfen Sie Ihre Eingaben',
        fields: {
          target: 'Partnerprogramm hat keinen gültigen Wert',
          company: 'Firma ist ein Pflichtfeld',
          name: 'Name ist ein Pflichtfeld',
          email: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein',
          message: 'Nachricht ist ein Pflichtfeld',
        },
      })
      const en = await apply(
        {
          kind: 'partner',
          target: 'reseller',
          company: 'Shop',
          name: 'A',
          email: 'a@example.com',
          phone: 'call me',
          companyWebsite: 'not a website',
          message: 'x'.repeat(5001),
        },
        { locale: 'en' },
      )
      expect((en.json() as ErrorAnswer).error.fields).toEqual({
        phone: 'The phone number field format is invalid',
        companyWebsite: 'The company website field format is invalid',
        message: 'The message field may not be greater than 5000 characters',
      })
      const noKind = await apply({ target: 'reseller' }, { locale: 'en' })
      expect((noKind.json() as ErrorAnswer).error.fields).toEqual({
        kind: 'The kind of application field is required',
      })
      for (const body of [null, [1, 2], 'hello']) {
        expect((await apply(body)).statusCode).toBe(400)
      }
      expect(await countOf(applications)).toBe(before)
    })

    it('answers a filled honeypot as accepted, and stores and sends nothing', async () => {
      const [applicationsBefore, mailsBefore] = [
        await countOf(applications),
        await countOf(mailOutbox),
      ]
      const answer = await apply({
        kind: 'partner',
        target: 'affiliate',
        company: 'Spam GmbH',
        name: 'Bot',
        email: 'bot@example.com',
        message: 'Buy now',
        website: 'https://spam.example',
      })
      expect(answer.statusCode).toBe(201)
      expect((answer.json() as { reference: string }).reference).toMatch(/^P-[0-9A-F]{8}$/)
      expect(await countOf(applications)).toBe(applicationsBefore)
      expect(await countOf(mailOutbox)).toBe(mailsBefore)
    })
  })

  describe('limits', () => {
    const partnerBody = (email: string) => ({
      kind: 'partner',
      target: 'reseller',
      company: 'Computerladen Leipzig',
      name: 'Karl Klammer',
      email,
      message: 'Wir verkaufen Software im Laden.',
    })

    it('counts the confirmation against the applicant’s mail limit, not the staff mail', async () => {
      const email = 'limit@example.com'
      expect((await apply(partnerBody(email))).statusCode).toBe(201)
      expect((await apply(partnerBody(email))).statusCode).toBe(201)
      const third = await apply(partnerBody(email), { locale: 'en' })
      expect(third.statusCode).toBe(429)
      expect((third.json() as ErrorAnswer).error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many e-mails in a short time. Please try again later.',
      })
    })

    it('does not count a refused CV against the mail limit', async () => {
      const ip = freshIp()
      const email = 'retry@example.com'
      const body = {
        kind: 'job',
        target: 'dutch-translator',
        name: 'Anna Jansen',
        email,
        message: 'Graag!',
      }
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const refused = await apply({ ...body, attachmentId: randomId() }, { ip })
        expect(refused.statusCode).toBe(400)
      }
      expect((await apply({ ...body, attachmentId: await cv(ip) }, { ip })).statusCode).toBe(201)
    })

    it('limits submissions per visitor like every form, with a localized 429', async () => {
      const ip = freshIp()
      const answers = []
      for (let attempt = 0; attempt < 7; attempt += 1) {
        answers.push(await apply(partnerBody(`burst-${attempt}@example.com`), { ip }))
      }
      expect(answers.slice(0, 6).map((answer) => answer.statusCode)).toEqual(Array(6).fill(201))
      expect(answers[6]!.statusCode).toBe(429)
      expect((answers[6]!.json() as ErrorAnswer).error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
      })
      // Reading the positions is no submission: it is never limited.
      expect(
        (
          await hub.app.inject({
            method: 'GET',
            url: '/v1/jobs?locale=de',
            headers: { 'x-client-ip': ip },
          })
        ).statusCode,
      ).toBe(200)
    })
  })
})

const randomId = () => crypto.randomUUID()
