// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorPageBoundary, ErrorView } from '../../../web/src/components/ErrorView/ErrorView'

vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}))

afterEach(cleanup)

function Broken(): never {
  throw new Error('rendering the error page failed')
}

describe('error page (spec §8)', () => {
  it('shows the headline, the message and a way home, in the page language', () => {
    render(<ErrorView locale="en" message="This page could not be found" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Ooops! Something went wrong...',
    )
    expect(screen.getByText('This page could not be found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/')
  })

  it('falls back to a plain message and a home link when the error page itself fails', () => {
    // React reports the caught render error on the console: expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorPageBoundary locale="en">
        <Broken />
      </ErrorPageBoundary>,
    )
    expect(screen.getByText('An error occurred while showing the error page')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/en')
    consoleError.mockRestore()
  })

  it('speaks German on German pages', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorPageBoundary locale="de">
        <Broken />
      </ErrorPageBoundary>,
    )
    expect(
      screen.getByText('Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten'),
    ).toBeTruthy()
    consoleError.mockRestore()
  })
})
