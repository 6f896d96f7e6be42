import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { e2eMailDir, uniqueAddress, waitForMail } from './mail'

// Issue 24, point 5, end to end: the partner page's programmes and the open positions, each
// with its way to apply; the staff mail reaches the desk's address (the stack's defaults:
// partner@ and jobs@ the domain of MAIL_FROM) with Reply-To the applicant and the CV attached.
// German on a 390 px phone, English on a 1280 px desktop; every request stays on this host.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
const PARTNER_DESK = 'partner@schaufenster.invalid'
const JOBS_DESK = 'jobs@schaufenster.invalid'

const CASES = [
  {
    language: 'German',
    viewport: { width: 390, height: 844 },
    partnerPage: '/partner',
    aboutPage: '/ueber-uns',
    t: {
      programmes: 'Die Programme im Überblick',
      applyAsSchool: 'Als Bildungseinrichtung bewerben',
      applyAsReseller: 'Als Händler bewerben',
      partnerForm: 'Ihre Bewerbung als Partner',
      programme: /^Partnerprogramm/,
      company: /^Firma( \*)?$/,
      partnerMessage:
        'Wir bringen jedes Jahr 400 Erwachsenen den Umgang mit dem Computer bei und möchten dafür Ihre Programme nutzen.',
      letter: 'Ich übersetze seit zehn Jahren Software aus dem Deutschen ins Niederländische.',
      name: /^Name/,
      email: /^E-Mail-Adresse/,
      message: /^Nachricht/,
      coverLetter: /^Anschreiben/,
      cv: /^Lebenslauf/,
      send: 'Bewerbung absenden',
      badEmail: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein',
      thanks: 'Vielen Dank für Ihre Bewerbung!',
      reference: 'Ihre Referenz: ',
      positions: 'Offene Stellen',
      job: 'Übersetzerin oder Übersetzer für Niederländisch',
      jobPath: /\/ueber-uns\/jobs\/uebersetzung-niederlaendisch$/,
      openForm: 'Bewerbungsformular öffnen',
      jobForm: 'Bewerbung: Übersetzerin oder Übersetzer für Niederländisch',
      wrongFile: 'Lebenslauf hat keinen gültigen Dateityp',
      uploaded: 'Hochgeladen: lebenslauf.pdf',
      ownSubject: (reference: string) =>
        `Ihre Bewerbung ${reference}: Übersetzerin oder Übersetzer für Niederländisch`,
      partnerSubject: (reference: string) => `Ihre Bewerbung ${reference}: Händlerprogramm`,
    },
  },
  {
    language: 'English',
    viewport: { width: 1280, height: 800 },
    partnerPage: '/en/partner',
    aboutPage: '/en/about-us',
    t: {
      programmes: 'The programmes at a glance',
      applyAsSchool: 'Apply as an educational institution',
      applyAsReseller: 'Apply as a reseller',
      partnerForm: 'Your partner application',
      programme: /^Partner programme/,
      company: /^Company( \*)?$/,
      partnerMessage:
        'We teach 400 adults a year how to use a computer and would like to use your programs for it.',
      letter: 'I have translated software from German into Dutch for ten years.',
      name: /^Name/,
      email: /^Email address/,
      message: /^Message/,
      coverLetter: /^Cover letter/,
      cv: /^CV/,
      send: 'Send application',
      badEmail: 'The email address field must be a valid email',
      thanks: 'Thank you for your application!',
      reference: 'Your reference: ',
      positions: 'Open positions',
      job: 'Dutch translator',
      jobPath: /\/en\/about-us\/jobs\/dutch-translator$/,
      openForm: 'Open the application form',
      jobForm: 'Application: Dutch translator',
      wrongFile: 'The CV field must have a valid file type',
      uploaded: 'Uploaded: lebenslauf.pdf',
      ownSubject: (reference: string) => `Your application ${reference}: Dutch translator`,
      partnerSubject: (reference: string) => `Your application ${reference}: Reseller programme`,
    },
  },
] as const

/** Fails the test when the page asks any host but the storefront's. */
function watchHosts(page: Page, baseURL: string | undefined): string[] {
  const foreign: string[] = []
  const own = new URL(baseURL ?? 'http://127.0.0.1').host
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.host !== own) foreign.push(request.url())
  })
  return foreign
}

/** The staff mail of an application, parsed whole: Reply-To and attachments included. */
async function staffMailOf(desk: string, reference: string) {
  await waitForMail(desk, new RegExp(reference))
  for (const file of await readdir(e2eMailDir)) {
    if (!file.endsWith('.eml')) continue
    const mail = await simpleParser(await readFile(path.join(e2eMailDir, file)))
    const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text
    if (to === desk && mail.subject?.includes(reference)) return mail
  }
  throw new Error(`no staff mail for ${reference}`)
}

async function referenceShown(page: Page, prefix: string): Promise<string> {
  const line = page.getByText(new RegExp(`^${prefix}[JP]-[0-9A-F]{8}$`))
  await expect(line).toBeVisible()
  return (await line.textContent())!.slice(prefix.length)
}

for (const { language, viewport, partnerPage, aboutPage, t } of CASES) {
  test.describe(`applications in ${language} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a partner programme: the button chooses it, a bad field keeps what was typed, the partner desk gets the mail', async ({
      page,
      baseURL,
    }) => {
      const foreign = watchHosts(page, baseURL)
      const email = uniqueAddress('partner')
      const message = t.partnerMessage
      await page.goto(partnerPage)
      await expect(page.getByRole('heading', { level: 2, name: t.programmes })).toBeVisible()
      await page.getByRole('button', { name: t.applyAsSchool }).click()

      const form = page.getByRole('form', { name: t.partnerForm })
      const programme = form.getByLabel(t.programme)
      await expect(programme).toHaveValue('education')
      await expect(programme).toBeFocused()
      await form.getByLabel(t.company).fill('Volkshochschule Leipzig')
      await form.getByLabel(t.name).fill('Erika Muster')
      await form.getByLabel(t.email).fill('erika@')
      await form.getByLabel(t.message).fill(message)
      await form.getByRole('button', { name: t.send }).click()
      await expect(form.getByText(t.badEmail)).toBeVisible()
      await expect(form.getByLabel(t.email)).toBeFocused()
      await expect(form.getByLabel(t.company)).toHaveValue('Volkshochschule Leipzig')
      await expect(form.getByLabel(t.message)).toHaveValue(message)

      // Another programme's button changes the programme and nothing typed.
      await page.getByRole('button', { name: t.applyAsReseller }).click()
      await expect(programme).toHaveValue('reseller')
      await expect(form.getByLabel(t.name)).toHaveValue('Erika Muster')

      await form.getByLabel(t.email).fill(email)
      await form.getByRole('button', { name: t.send }).click()
      await expect(page.getByRole('heading', { name: t.thanks })).toBeFocused()
      const reference = await referenceShown(page, t.reference)
      expect(reference).toMatch(/^P-/)

      const own = await waitForMail(email, new RegExp(reference))
      expect(own.subject).toBe(t.partnerSubject(reference))
      const staff = await staffMailOf(PARTNER_DESK, reference)
      expect(staff.replyTo?.value[0]?.address).toBe(email)
      expect(staff.text).toContain('Firma: Volkshochschule Leipzig')
      expect(staff.text).toContain(message)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
      expect(foreign).toEqual([])
    })

    test('a job: from the about page to the position, a wrong file keeps what was typed, the PDF CV reaches the jobs desk', async ({
      page,
      baseURL,
    }) => {
      const foreign = watchHosts(page, baseURL)
      const email = uniqueAddress('applicant')
      const letter = t.letter
      await page.goto(aboutPage)
      const positions = page.getByRole('region', { name: t.positions })
      await positions.getByRole('link', { name: t.job }).click()
      await expect(page).toHaveURL(t.jobPath)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.job)
      const structured = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as Record<string, unknown>)
      expect(structured.find((data) => data['@type'] === 'JobPosting')).toMatchObject({
        title: t.job,
        datePosted: '2026-11-02',
        directApply: true,
        jobLocationType: 'TELECOMMUTE',
      })

      await page.getByRole('button', { name: t.openForm }).click()
      const form = page.getByRole('form', { name: t.jobForm })
      await expect(form.getByLabel(t.name)).toBeFocused()
      await form.getByLabel(t.name).fill('Anouk Bakker')
      await form.getByLabel(t.email).fill(email)
      await form.getByLabel(t.coverLetter).fill(letter)
      await form.getByLabel(t.cv).setInputFiles({
        name: 'lebenslauf.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from('PK not a PDF'),
      })
      await form.getByRole('button', { name: t.send }).click()
      await expect(form.getByText(t.wrongFile)).toBeVisible()
      await expect(form.getByLabel(t.name)).toHaveValue('Anouk Bakker')
      await expect(form.getByLabel(t.coverLetter)).toHaveValue(letter)

      await form
        .getByLabel(t.cv)
        .setInputFiles({ name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF })
      await expect(form.getByText(t.uploaded)).toBeVisible()
      await form.getByRole('button', { name: t.send }).click()
      await expect(page.getByRole('heading', { name: t.thanks })).toBeFocused()
      const reference = await referenceShown(page, t.reference)
      expect(reference).toMatch(/^J-/)

      const own = await waitForMail(email, new RegExp(reference))
      expect(own.subject).toBe(t.ownSubject(reference))
      const staff = await staffMailOf(JOBS_DESK, reference)
      expect(staff.replyTo?.value[0]?.address).toBe(email)
      expect(staff.text).toContain(letter)
      expect(staff.attachments).toHaveLength(1)
      expect(staff.attachments[0]!.filename).toBe('lebenslauf.pdf')
      expect(staff.attachments[0]!.content.equals(PDF)).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
      expect(foreign).toEqual([])
    })
  })
}
