// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SubscribeNewsletterDocument } from '../../../../web/src/__generated__/graphql'
import { NewsletterBox } from '../../../../web/src/components/NewsletterBox/NewsletterBox'
import { renderForm } from './render'

afterEach(cleanup)

function emailInput() {
  return screen.getByRole('textbox') as HTMLInputElement
}

function errorOf(input: HTMLElement) {
  const id = input.getAttribute('aria-describedby')!.split(' ')[0]!
  return document.getElementById(id)!
}

describe('NewsletterBox', () => {
  it.each([
    [
      'en',
      'Subscribe',
      'The email address field is required',
      'The email address field must be a valid email',
    ],
    [
      'de',
      'Abonnieren',
      'E-Mail-Adresse ist ein Pflichtfeld',
      'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein',
    ],
  ] as const)(
    'shows client-side errors next to the field in %s',
    async (locale, submit, required, invalid) => {
      renderForm(<NewsletterBox source="/" />, { locale })
      expect(screen.getByText('*')).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: submit }))
      expect(await screen.findByText(required)).toBeTruthy()
      const input = emailInput()
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(errorOf(input).textContent).toBe(required)
      expect(errorOf(input).getAttribute('aria-live')).toBe('polite')

      fireEvent.change(input, { target: { value: 'nobody@nowhere' } })
      fireEvent.click(screen.getByRole('button', { name: submit }))
      expect(await screen.findByText(invalid)).toBeTruthy()
    },
  )

  it('confirms the request after the gateway accepted it', async () => {
    renderForm(<NewsletterBox source="/en/newsletter" />, {
      locale: 'en',
      mocks: [
        {
          request: {
            query: SubscribeNewsletterDocument,
            variables: {
              input: { email: 'reader@example.com', source: '/en/newsletter', website: '' },
              locale: 'en',
            },
          },
          result: {
            data: {
              subscribeNewsletter: { __typename: 'NewsletterSubscriptionPending' },
            },
          },
        },
      ],
    })
    fireEvent.change(emailInput(), { target: { value: 'reader@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText(/please confirm your subscription/i)).toBeTruthy()
  })

  it('shows a server field error and a rate limit without losing what was typed', async () => {
    const answers = [
      {
        __typename: 'ValidationErrors',
        fieldErrors: [{ __typename: 'FieldError', field: 'email', message: 'Server says no' }],
      },
      { __typename: 'RateLimited', message: 'Zu viele Anfragen. Bitte warten Sie eine Minute.' },
    ]
    renderForm(<NewsletterBox source="/" />, {
      locale: 'de',
      mocks: answers.map((answer) => ({
        request: { query: SubscribeNewsletterDocument, variables: () => true },
        result: { data: { subscribeNewsletter: answer } },
      })),
    })
    fireEvent.change(emailInput(), { target: { value: 'typed@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Abonnieren' }))
    expect(await screen.findByText('Server says no')).toBeTruthy()
    expect(errorOf(emailInput()).textContent).toBe('Server says no')
    expect(emailInput().value).toBe('typed@example.com')

    fireEvent.click(screen.getByRole('button', { name: 'Abonnieren' }))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Zu viele Anfragen. Bitte warten Sie eine Minute.',
    )
    expect(emailInput().value).toBe('typed@example.com')
  })
})
