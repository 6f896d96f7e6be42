// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CreateSupportTicketDocument,
  RateHelpArticleDocument,
  SupportProductsDocument,
} from '../../../../web/src/__generated__/graphql'
import { ContactHelp } from '../../../../web/src/components/ContactHelp/ContactHelp'
import { PressContactForm } from '../../../../web/src/components/forms/PressContactForm'
import { TicketForm } from '../../../../web/src/components/forms/TicketForm'
import { renderForm } from './render'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const products = (locale: 'de' | 'en') => ({
  request: { query: SupportProductsDocument, variables: { locale } },
  result: {
    data: {
      products: {
        __typename: 'ProductConnection',
        edges: [
          {
            __typename: 'ProductEdge',
            node: { __typename: 'Product', id: '1', name: 'Photo Studio Pro' },
          },
        ],
      },
    },
  },
  maxUsageCount: 10,
})

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

describe('PressContactForm', () => {
  it('marks required fields and names each error in German', async () => {
    renderForm(<PressContactForm />, { locale: 'de' })
    expect(screen.getByRole('option', { name: 'Nicht angegeben' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    expect(await screen.findByText('Anrede ist ein Pflichtfeld')).toBeTruthy()
    expect(screen.getByText('Name ist ein Pflichtfeld')).toBeTruthy()
    expect(screen.getByText('E-Mail-Adresse ist ein Pflichtfeld')).toBeTruthy()
    expect(screen.getByText('Nachricht ist ein Pflichtfeld')).toBeTruthy()
    // Optional: no star, no error.
    expect(screen.getByLabelText('Telefonnummer').getAttribute('aria-invalid')).toBe('false')
  })

  it('offers the English titles', () => {
    renderForm(<PressContactForm />, { locale: 'en' })
    for (const title of ['Mr', 'Ms', 'None']) {
      expect(screen.getByRole('option', { name: title })).toBeTruthy()
    }
  })
})

describe('TicketForm', () => {
  function fillTicket() {
    fill(/^First name/, 'Ada')
    fill(/^Last name/, 'Lovelace')
    fill(/^Email address/, 'ada@example.com')
    fill(/^Message/, 'It crashes.')
    fireEvent.change(screen.getByLabelText(/^Operating system/), { target: { value: 'mac-os' } })
    fireEvent.change(screen.getByLabelText(/^Version/), { target: { value: 'testversion' } })
    fireEvent.change(screen.getByLabelText(/^Program/), { target: { value: '1' } })
  }

  it('refuses a disguised file with the hub message and keeps everything typed', async () => {
    const upload = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'BAD_REQUEST',
              message: 'Please check your input',
              fields: { attachment: 'The attachment field content does not match its file type' },
            },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    )
    vi.stubGlobal('fetch', upload)
    renderForm(<TicketForm />, { locale: 'en', mocks: [products('en')] })
    await screen.findByRole('option', { name: 'Photo Studio Pro' })
    fillTicket()
    const file = new File(['MZ'], 'photo.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText('Attachment'), { target: { files: [file] } })
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }))
    expect(
      await screen.findByText('The attachment field content does not match its file type'),
    ).toBeTruthy()
    expect(upload).toHaveBeenCalledWith('/uploads?locale=en', expect.anything())
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada')
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('It crashes.')
  })

  it('refuses a wrong extension before sending anything', async () => {
    const upload = vi.fn()
    vi.stubGlobal('fetch', upload)
    renderForm(<TicketForm />, { locale: 'de', mocks: [products('de')] })
    const file = new File(['x'], 'setup.exe')
    fireEvent.change(screen.getByLabelText('Anhang'), { target: { files: [file] } })
    expect(await screen.findByText('Anhang ist keine gültige Datei')).toBeTruthy()
    expect(upload).not.toHaveBeenCalled()
  })

  it('lands on the ticket-sent page with the ticket number', async () => {
    const { router } = renderForm(
      <TicketForm preset={{ topic: 'problem-with-payment', request: 1 }} />,
      {
        locale: 'en',
        mocks: [
          products('en'),
          {
            request: {
              query: CreateSupportTicketDocument,
              variables: (vars: { input: { topic: string; productId: string } }) =>
                vars.input.topic === 'problem-with-payment' && vars.input.productId === '1',
            },
            result: {
              data: {
                createSupportTicket: {
                  __typename: 'SupportTicketCreated',
                  ticketNumber: 'T-100001',
                },
              },
            },
          },
        ],
      },
    )
    await screen.findByRole('option', { name: 'Photo Studio Pro' })
    fillTicket()
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }))
    await waitFor(() =>
      expect(router.pushed).toEqual([{ pathname: '/ticket/sent', query: { ticket: 'T-100001' } }]),
    )
  })
})

describe('ContactHelp', () => {
  it('shows the four help options; "forgot password" leads to its page in the account', () => {
    renderForm(<ContactHelp />, { locale: 'en' })
    expect(screen.getByRole('link', { name: 'Reset password' }).getAttribute('href')).toBe(
      '/account/forgot-password',
    )
    for (const text of [
      'Report missing program',
      'Request activation codes',
      'Create a support ticket',
    ]) {
      expect(screen.getByRole('button', { name: text })).toBeTruthy()
    }
  })

  it('stores "No. Create a ticket" and opens the ticket form with the article topic', async () => {
    let rated: unknown
    renderForm(<ContactHelp />, {
      locale: 'en',
      mocks: [
        products('en'),
        {
          request: {
            query: RateHelpArticleDocument,
            variables: (vars: unknown) => {
              rated = vars
              return true
            },
          },
          result: {
            data: {
              rateHelpArticle: {
                __typename: 'HelpArticleRated',
              },
            },
          },
        },
      ],
    })
    const buttons = screen.getAllByRole('button', { name: 'No. Create a ticket' })
    fireEvent.click(buttons[2]!)
    const topic = (await screen.findByLabelText(/^Topic/)) as HTMLSelectElement
    expect(topic.value).toBe('problem-with-payment')
    await waitFor(() =>
      expect(rated).toEqual({
        input: { articleId: 'payment-declined', helpful: false },
        locale: 'en',
      }),
    )
  })
})
