// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createInstance } from 'i18next'
import type { NextRouter } from 'next/router'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { ReactElement } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApplyForJobDocument,
  ApplyForPartnerProgrammeDocument,
} from '../../../../web/src/__generated__/graphql'
import { createInMemoryCache } from '../../../../web/src/apollo/create-apollo-client'
import { JobApplySection } from '../../../../web/src/components/Careers/JobApplySection'
import { PartnerProgrammes } from '../../../../web/src/components/Partner/PartnerProgrammes'

// The application forms of issue 24.5 as a visitor uses them: opened by a button, the CV
// uploaded when chosen, refusals next to their fields with everything typed kept, and the
// success state with the reference.

const localesDir = path.resolve(import.meta.dirname, '../../../../web/public/locales')
const CV_ID = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'
const JOB = { slug: 'dutch-translator', title: 'Dutch translator' }

function renderPage(element: ReactElement, locale: 'de' | 'en', mocks: MockLink.MockedResponse[]) {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: locale,
    ns: ['common', 'careers'],
    defaultNS: 'common',
    resources: Object.fromEntries(
      ['de', 'en'].map((language) => [
        language,
        Object.fromEntries(
          ['common', 'careers'].map((ns) => [
            ns,
            JSON.parse(readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8')),
          ]),
        ),
      ]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  const router = {
    locale,
    locales: ['de', 'en'],
    defaultLocale: 'de',
    pathname: '/',
    asPath: '/',
    query: {},
    isReady: true,
    events: { on: () => undefined, off: () => undefined, emit: () => undefined },
  } as unknown as NextRouter
  return render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <MockedProvider mocks={mocks} showWarnings={false} cache={createInMemoryCache()}>
          {element}
        </MockedProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  )
}

/** XMLHttpRequest as far as the CV upload uses it: progress, then the hub's answer. */
function stubUpload(answer: { status: number; body: object }) {
  const sent: FormData[] = []
  class FakeRequest {
    status = 0
    responseText = ''
    upload: { onprogress?: (event: object) => void } = {}
    onload?: () => void
    onerror?: () => void
    onabort?: () => void
    ontimeout?: () => void
    url = ''
    open(_method: string, url: string) {
      this.url = url
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push(body)
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 1024 })
        this.status = answer.status
        this.responseText = JSON.stringify(answer.body)
        this.onload?.()
      }, 0)
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest)
  return sent
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('a job opening’s application form', () => {
  it('opens on the button, uploads the chosen PDF and shows the reference once sent', async () => {
    const sent = stubUpload({ status: 201, body: { attachmentId: CV_ID } })
    let variables: unknown
    renderPage(<JobApplySection job={JOB} />, 'en', [
      {
        request: {
          query: ApplyForJobDocument,
          variables: (vars: unknown) => {
            variables = vars
            return true
          },
        },
        result: {
          data: { applyForJob: { __typename: 'ApplicationReceived', reference: 'J-1A2B3C4D' } },
        },
      },
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Open the application form' }))
    const name = await screen.findByLabelText(/^Name/)
    await waitFor(() => expect(document.activeElement).toBe(name))
    fill(/^Name/, 'Anouk Bakker')
    fill(/^Email address/, 'anouk@example.nl')
    fill(/^Cover letter/, 'Ik vertaal al tien jaar software.')
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })
    fireEvent.change(screen.getByLabelText(/^CV/), { target: { files: [cv] } })
    expect(await screen.findByText('Uploaded: cv.pdf')).toBeTruthy()
    expect(sent[0]?.get('attachment')).toBe(cv)

    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    const heading = await screen.findByRole('heading', { name: 'Thank you for your application!' })
    expect(screen.getByText('Your reference: J-1A2B3C4D')).toBeTruthy()
    expect(screen.getByText(/on its way to anouk@example\.nl/)).toBeTruthy()
    expect(document.activeElement).toBe(heading)
    expect(variables).toEqual({
      input: {
        jobSlug: 'dutch-translator',
        name: 'Anouk Bakker',
        email: 'anouk@example.nl',
        phone: null,
        message: 'Ik vertaal al tien jaar software.',
        attachmentId: CV_ID,
        website: '',
      },
      locale: 'en',
    })
  })

  it('refuses a file that is no PDF before uploading it, and keeps what was typed', async () => {
    const sent = stubUpload({ status: 201, body: { attachmentId: CV_ID } })
    renderPage(<JobApplySection job={JOB} />, 'de', [])
    fireEvent.click(screen.getByRole('button', { name: 'Bewerbungsformular öffnen' }))
    await screen.findByLabelText(/^Name/)
    fill(/^Name/, 'Anouk Bakker')
    fill(/^Anschreiben/, 'Gerne!')
    fireEvent.change(screen.getByLabelText(/^Lebenslauf/), {
      target: { files: [new File(['x'], 'lebenslauf.docx')] },
    })
    expect(await screen.findByText('Lebenslauf hat keinen gültigen Dateityp')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Bewerbung absenden' }))
    expect(await screen.findByText('E-Mail-Adresse ist ein Pflichtfeld')).toBeTruthy()
    expect(sent).toEqual([])
    expect(valueOf(/^Name/)).toBe('Anouk Bakker')
    expect(valueOf(/^Anschreiben/)).toBe('Gerne!')
  })

  it('shows the hub’s refusal of the upload next to the CV field', async () => {
    stubUpload({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: 'Bitte prüfen Sie Ihre Eingaben',
          fields: { attachment: 'Der Inhalt von Anhang passt nicht zum Dateityp' },
        },
      },
    })
    renderPage(<JobApplySection job={JOB} />, 'de', [])
    fireEvent.click(screen.getByRole('button', { name: 'Bewerbungsformular öffnen' }))
    await screen.findByLabelText(/^Lebenslauf/)
    fireEvent.change(screen.getByLabelText(/^Lebenslauf/), {
      target: { files: [new File(['MZ'], 'lebenslauf.pdf')] },
    })
    expect(await screen.findByText('Der Inhalt von Anhang passt nicht zum Dateityp')).toBeTruthy()
    expect(screen.getByLabelText(/^Lebenslauf/).getAttribute('aria-invalid')).toBe('true')
  })
})

describe('the partner page’s programmes', () => {
  it('shows the four programmes; each button opens the form with its programme, keeping what was typed', async () => {
    let variables: unknown
    renderPage(<PartnerProgrammes />, 'de', [
      {
        request: {
          query: ApplyForPartnerProgrammeDocument,
          variables: (vars: unknown) => {
            variables = vars
            return true
          },
        },
        result: {
          data: {
            applyForPartnerProgramme: {
              __typename: 'ValidationErrors',
              code: 'BAD_REQUEST',
              message: 'Website der Firma hat kein gültiges Format',
              fieldErrors: [
                { field: 'companyWebsite', message: 'Website der Firma hat kein gültiges Format' },
              ],
            },
          },
        },
      },
    ])
    for (const name of [
      'Händlerprogramm',
      'Affiliate-Programm',
      'Technologiepartnerschaft',
      'Bildungsprogramm',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy()
    }
    fireEvent.click(screen.getByRole('button', { name: 'Als Bildungseinrichtung bewerben' }))
    const programme = (await screen.findByLabelText(/^Partnerprogramm/)) as HTMLSelectElement
    await waitFor(() => expect(programme.value).toBe('education'))
    await waitFor(() => expect(document.activeElement).toBe(programme))
    fill(/^Firma( \*)?$/, 'Volkshochschule Leipzig')
    fireEvent.click(screen.getByRole('button', { name: 'Als Händler bewerben' }))
    await waitFor(() => expect(programme.value).toBe('reseller'))
    expect(valueOf(/^Firma( \*)?$/)).toBe('Volkshochschule Leipzig')

    fill(/^Name/, 'Erika Muster')
    fill(/^E-Mail-Adresse/, 'erika@vhs.example')
    fill(/^Website der Firma/, 'vhs.example')
    fill(/^Nachricht/, 'Wir möchten Ihre Programme in Kursen einsetzen.')
    fireEvent.click(screen.getByRole('button', { name: 'Bewerbung absenden' }))
    expect(await screen.findByText('Website der Firma hat kein gültiges Format')).toBeTruthy()
    expect(variables).toMatchObject({
      input: {
        programme: 'RESELLER',
        company: 'Volkshochschule Leipzig',
        companyWebsite: 'https://vhs.example',
      },
      locale: 'de',
    })
    expect(valueOf(/^Nachricht/)).toBe('Wir möchten Ihre Programme in Kursen einsetzen.')
  })
})
