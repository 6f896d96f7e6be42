import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { SEED_JOB_OPENINGS } from '../../../hub/src/db/seed/job-openings'
import { bootGatewayOver } from '../graph/harness'
import { databaseTargets } from '../hub/harness'
import { bootFormsHub, type FormsHub } from '../forms/boot'
import { TestSmtpServer } from '../forms/smtp'
import { multipart, PDF } from './upload'

// The storefront's path to the careers pages and the applications: the gateway's queries and
// mutations (issue 24 section of schema.graphql) and its `/uploads` passthrough, over a real
// hub on a real port, mail through a real SMTP server.

interface Answer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string } }[]
}

const JOBS = 'jobs@shop.example'
const PARTNER = 'partner@shop.example'
const translator = SEED_JOB_OPENINGS.find((job) => job.key === 'dutch-translator')!

const RESULT = /* GraphQL */ `
  __typename
  ... on ApplicationReceived {
    reference
  }
  ... on ErrorResult {
    code
    message
  }
  ... on ValidationErrors {
    fieldErrors {
      field
      message
    }
  }
`
const APPLY_FOR_JOB = /* GraphQL */ `
  mutation ApplyForJob($input: JobApplicationInput!, $locale: Locale!) {
    applyForJob(input: $input, locale: $locale) { ${RESULT} }
  }
`
const APPLY_FOR_PARTNER_PROGRAMME = /* GraphQL */ `
  mutation ApplyForPartnerProgramme($input: PartnerApplicationInput!, $locale: Locale!) {
    applyForPartnerProgramme(input: $input, locale: $locale) { ${RESULT} }
  }
`

interface Result {
  __typename: string
  reference?: string
  code?: string
  message?: string
  fieldErrors?: { field: string; message: string }[]
}

describe('careers and applications through the gateway', () => {
  const smtp = new TestSmtpServer()
  let hub: FormsHub
  let graph: GraphApp
  let dir: string

  beforeAll(async () => {
    await smtp.start()
    dir = await mkdtemp(path.join(tmpdir(), 'applications-gateway-'))
    hub = await bootFormsHub(databaseTargets()[0]!, {
      smtpUrl: smtp.url,
      attachmentDir: path.join(dir, 'attachments'),
      rateLimitMax: 4,
      forms: { JOBS_EMAIL: JOBS, PARTNER_EMAIL: PARTNER },
    })
    graph = await bootGatewayOver(hub)
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
    await smtp.stop()
    await rm(dir, { recursive: true, force: true })
  })

  async function execute<T>(query: string, variables: object, ip: string) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      payload: { query, variables },
    })
    return response.json() as Answer<T>
  }

  async function upload(ip: string): Promise<string> {
    const form = multipart('cv.pdf', PDF, 'application/pdf')
    const uploaded = await graph.app.inject({
      method: 'POST',
      url: '/uploads?locale=de',
      headers: { 'content-type': form.contentType, 'x-forwarded-for': ip },
      payload: form.body,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    return (uploaded.json() as { attachmentId: string }).attachmentId
  }

  it('lists the open positions and finds one by either slug, null when it is not open', async () => {
    const query = /* GraphQL */ `
      query Careers($slug: String!, $missing: String!) {
        jobOpenings(locale: en) {
          slug
          title
          publishedOn
        }
        jobOpening(slug: $slug, locale: en) {
          slug
          slugs {
            de
            en
          }
          title
          location
          employment
          summary
          tasks
          profile
          publishedOn
        }
        missing: jobOpening(slug: $missing, locale: de) {
          slug
        }
      }
    `
    const answer = await execute<{
      jobOpenings: { slug: string; title: string; publishedOn: string }[]
      jobOpening: Record<string, unknown>
      missing: null
    }>(query, { slug: translator.slugDe, missing: 'hausmeisterin' }, '203.0.113.60')
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.jobOpenings.map((job) => job.title)).toEqual(
      SEED_JOB_OPENINGS.map((job) => job.title.en),
    )
    expect(answer.data?.jobOpening).toEqual({
      slug: translator.slugEn,
      slugs: { de: translator.slugDe, en: translator.slugEn },
      title: translator.title.en,
      location: translator.location.en,
      employment: translator.employment.en,
      summary: translator.summary.en,
      tasks: translator.tasks.en,
      profile: translator.profile.en,
      publishedOn: translator.publishedOn,
    })
    expect(answer.data?.missing).toBeNull()
  })

  it('applies for a job with a CV uploaded through /uploads', async () => {
    const ip = '203.0.113.61'
    const attachmentId = await upload(ip)
    const answer = await execute<{ applyForJob: Result }>(
      APPLY_FOR_JOB,
      {
        input: {
          jobSlug: translator.slugEn,
          name: 'Anouk Bakker',
          email: 'anouk@example.nl',
          phone: null,
          message: 'Ik vertaal al tien jaar software.',
          attachmentId,
        },
        locale: 'en',
      },
      ip,
    )
    expect(answer.errors).toBeUndefined()
    const reference = answer.data?.applyForJob.reference
    expect(answer.data?.applyForJob).toEqual({
      __typename: 'ApplicationReceived',
      reference: expect.stringMatching(/^J-[0-9A-F]{8}$/),
    })
    const staff = await smtp.waitFor((m) => m.to === JOBS && m.subject.includes(reference!))
    expect(staff.replyTo).toBe('anouk@example.nl')
    expect(staff.attachments[0]!.content.equals(PDF)).toBe(true)
    const own = await smtp.waitFor((m) => m.to === 'anouk@example.nl')
    expect(own.subject).toBe(`Your application ${reference}: ${translator.title.en}`)
  })

  it('applies for a partner programme by its GraphQL name', async () => {
    const answer = await execute<{ applyForPartnerProgramme: Result }>(
      APPLY_FOR_PARTNER_PROGRAMME,
      {
        input: {
          programme: 'TECHNOLOGY',
          company: 'Druckerwerk AG',
          name: 'Paul Presse',
          email: 'paul@druckerwerk.example',
          companyWebsite: 'https://druckerwerk.example',
          message: 'Wir möchten Ihre Fotosoftware mit unseren Druckern ausliefern.',
        },
        locale: 'de',
      },
      '203.0.113.62',
    )
    expect(answer.data?.applyForPartnerProgramme.__typename).toBe('ApplicationReceived')
    const staff = await smtp.waitFor(
      (m) => m.to === PARTNER && m.replyTo === 'paul@druckerwerk.example',
    )
    expect(staff.text).toContain('Programm: Technologiepartnerschaft (technology)')
    const own = await smtp.waitFor((m) => m.to === 'paul@druckerwerk.example')
    expect(own.subject).toMatch(/^Ihre Bewerbung P-[0-9A-F]{8}: Technologiepartnerschaft$/)
  })

  it('names refused fields as the input does, and answers NotFound for a position that is not open', async () => {
    const ip = '203.0.113.63'
    const refused = await execute<{ applyForJob: Result }>(
      APPLY_FOR_JOB,
      {
        input: { jobSlug: ' ', name: '', email: 'x', message: 'Hallo', attachmentId: 'nope' },
        locale: 'de',
      },
      ip,
    )
    expect(refused.data?.applyForJob).toEqual({
      __typename: 'ValidationErrors',
      code: 'BAD_REQUEST',
      message: 'Stelle ist ein Pflichtfeld',
      fieldErrors: [
        { field: 'jobSlug', message: 'Stelle ist ein Pflichtfeld' },
        { field: 'name', message: 'Name ist ein Pflichtfeld' },
        { field: 'email', message: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein' },
        { field: 'attachmentId', message: 'Lebenslauf ist nicht gültig' },
      ],
    })
    const missing = await execute<{ applyForJob: Result }>(
      APPLY_FOR_JOB,
      {
        input: {
          jobSlug: 'hausmeisterin',
          name: 'Max Muster',
          email: 'max@example.com',
          message: 'Hallo',
          attachmentId: await upload(ip),
        },
        locale: 'en',
      },
      ip,
    )
    expect(missing.data?.applyForJob).toEqual({
      __typename: 'NotFound',
      code: 'NOT_FOUND',
      message: 'This position is not (or no longer) open.',
    })
  })

  it('answers RateLimited once a visitor has sent too many', async () => {
    const ip = '203.0.113.64'
    const send = (n: number) =>
      execute<{ applyForPartnerProgramme: Result }>(
        APPLY_FOR_PARTNER_PROGRAMME,
        {
          input: {
            programme: 'AFFILIATE',
            company: 'Blog',
            name: 'Bea Blog',
            email: `bea-${n}@example.com`,
            message: 'Ich schreibe über Software.',
          },
          locale: 'en',
        },
        ip,
      )
    const results = []
    for (let n = 0; n < 5; n += 1) results.push((await send(n)).data?.applyForPartnerProgramme)
    expect(results.slice(0, 4).map((result) => result?.__typename)).toEqual(
      Array(4).fill('ApplicationReceived'),
    )
    expect(results[4]).toEqual({
      __typename: 'RateLimited',
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a minute and try again.',
    })
  })
})
