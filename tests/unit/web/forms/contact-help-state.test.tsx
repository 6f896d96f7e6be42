// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  RateHelpArticleDocument,
  SupportProductsDocument,
} from '../../../../web/src/__generated__/graphql'
import { ContactHelp } from '../../../../web/src/components/ContactHelp/ContactHelp'
import { renderForm } from './render'

// Issue 19, point 6: what a visitor typed survives switching the help options and back, and
// the article's "No. Create a ticket" (which only sets the topic and the article).

afterEach(() => cleanup())

const products = {
  request: { query: SupportProductsDocument, variables: { locale: 'de' } },
  result: {
    data: {
      products: {
        __typename: 'ProductConnection',
        edges: [
          {
            __typename: 'ProductEdge',
            node: { __typename: 'Product', id: '1', name: 'Foto-Studio Pro' },
          },
        ],
      },
    },
  },
  maxUsageCount: 10,
}

const rating = {
  request: { query: RateHelpArticleDocument, variables: () => true },
  result: { data: { rateHelpArticle: { __typename: 'HelpArticleRated' } } },
  maxUsageCount: 10,
}

const form = (name: string) => within(screen.getByRole('form', { name }))
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } })

describe('ContactHelp keeps what was typed', () => {
  it('across option switches and the article path', () => {
    renderForm(<ContactHelp />, { locale: 'de', mocks: [products, rating] })
    fireEvent.click(screen.getByRole('button', { name: 'Support-Ticket erstellen' }))
    type(form('Support-Ticket erstellen').getByLabelText(/^Vorname/), 'Ada')
    type(form('Support-Ticket erstellen').getByLabelText(/^Nachricht/), 'Startet nicht.')

    fireEvent.click(screen.getByRole('button', { name: 'Aktivierungscodes anfordern' }))
    expect(screen.queryByRole('form', { name: 'Support-Ticket erstellen' })).toBeNull()
    type(form('Aktivierungscodes anfordern').getByLabelText(/^E-Mail-Adresse/), 'a@example.org')

    fireEvent.click(screen.getByRole('button', { name: 'Support-Ticket erstellen' }))
    const ticket = form('Support-Ticket erstellen')
    expect((ticket.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('Ada')
    expect((ticket.getByLabelText(/^Nachricht/) as HTMLTextAreaElement).value).toBe(
      'Startet nicht.',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Aktivierungscodes anfordern' }))
    expect(
      (form('Aktivierungscodes anfordern').getByLabelText(/^E-Mail-Adresse/) as HTMLInputElement)
        .value,
    ).toBe('a@example.org')

    fireEvent.click(screen.getAllByRole('button', { name: 'Nein. Ticket erstellen' })[2]!)
    const again = form('Support-Ticket erstellen')
    expect((again.getByLabelText(/^Thema/) as HTMLSelectElement).value).toBe('problem-with-payment')
    expect((again.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('Ada')
    expect((again.getByLabelText(/^Nachricht/) as HTMLTextAreaElement).value).toBe('Startet nicht.')
  })
})
