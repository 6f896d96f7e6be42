// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LogInDocument } from '../../../../web/src/__generated__/graphql'
import { LoginForm } from '../../../../web/src/components/Account/LoginForm'
import { StarRatingInput } from '../../../../web/src/components/StarRating/StarRating'
import { renderForm } from '../forms/render'

afterEach(() => cleanup())

const invalid = {
  __typename: 'InvalidCredentials',
  message: 'E-Mail-Adresse oder Passwort ist nicht richtig.',
}

function logIn(email: string, password: string, result: object) {
  return {
    request: {
      query: LogInDocument,
      variables: { input: { email, password }, locale: 'de' },
    },
    result: { data: { logIn: result } },
  }
}

// Labels end in a " *" for required fields.
const label = (text: string) => screen.getByLabelText(new RegExp(`^${text}`))

function fill(text: string, value: string) {
  fireEvent.change(label(text), { target: { value } })
}

describe('LoginForm', () => {
  it('names missing fields in German and sends nothing', async () => {
    renderForm(<LoginForm returnTo="/konto" />, { locale: 'de' })
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByText('E-Mail-Adresse ist ein Pflichtfeld')).toBeTruthy()
    expect(screen.getByText('Passwort ist ein Pflichtfeld')).toBeTruthy()
    expect(label('Passwort').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows a refusal above the button and keeps what was typed', async () => {
    renderForm(<LoginForm returnTo="/konto" />, {
      locale: 'de',
      mocks: [logIn('kim@example.com', 'wrong password', invalid)],
    })
    fill('E-Mail-Adresse', 'Kim@Example.com')
    fill('Passwort', 'wrong password')
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect((await screen.findByRole('alert')).textContent).toBe(invalid.message)
    expect((label('E-Mail-Adresse') as HTMLInputElement).value).toBe('Kim@Example.com')
    expect((label('Passwort') as HTMLInputElement).value).toBe('wrong password')
  })

  it('goes where the visitor wanted to be, in its language, after logging in', async () => {
    const pushed: unknown[] = []
    const { router } = renderForm(<LoginForm returnTo="/en/account/settings#privacy" />, {
      locale: 'de',
      mocks: [
        logIn('kim@example.com', 'correct horse battery', {
          __typename: 'LoggedIn',
          customer: { __typename: 'Customer', id: '1000001', name: 'Kim' },
        }),
      ],
    })
    router.push = async (...args: unknown[]) => {
      pushed.push(args)
      return true
    }
    fill('E-Mail-Adresse', 'kim@example.com')
    fill('Passwort', 'correct horse battery')
    const button = screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement
    fireEvent.click(button)
    await waitFor(() => expect(button.disabled).toBe(true))
    await waitFor(() =>
      expect(pushed).toEqual([['/account/settings#privacy', undefined, { locale: 'en' }]]),
    )
  })

  it('shows the rate limit as a form message', async () => {
    renderForm(<LoginForm returnTo="/konto" />, {
      locale: 'de',
      mocks: [
        logIn('kim@example.com', 'x', {
          __typename: 'RateLimited',
          message: 'Zu viele Anfragen.',
        }),
      ],
    })
    fill('E-Mail-Adresse', 'kim@example.com')
    fill('Passwort', 'x')
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Zu viele Anfragen.')
  })
})

describe('StarRatingInput in a form', () => {
  it('is a radio group that carries the form error', () => {
    renderForm(
      <>
        <StarRatingInput
          mode="input"
          name="stars"
          label="Ihre Bewertung"
          value={null}
          onChange={() => undefined}
          invalid
          describedBy="stars-error"
        />
        <p id="stars-error">Bewertung ist ein Pflichtfeld</p>
      </>,
      { locale: 'de' },
    )
    const group = screen.getByRole('radiogroup', { name: 'Ihre Bewertung' })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(group.getAttribute('aria-describedby')).toBe('stars-error')
    expect(screen.getAllByRole('radio')).toHaveLength(5)
  })
})
