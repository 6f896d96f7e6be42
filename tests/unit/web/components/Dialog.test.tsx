// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog, dialogWidth } from '../../../../web/src/components/Dialog/Dialog'
import { renderWithI18n } from './i18n'

afterEach(cleanup)

describe('Dialog', () => {
  it('is 400 px wide with exactly one button, CLOSE, in the page language', () => {
    renderWithI18n(
      <Dialog open onClose={() => {}} title="Gespeichert">
        Ihre Einstellungen wurden gespeichert.
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Gespeichert' })
    expect(dialogWidth).toBe(400)
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('400px')
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['Schließen'])
    cleanup()
    renderWithI18n(
      <Dialog open onClose={() => {}} title="Saved">
        Done.
      </Dialog>,
      'en',
    )
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close'])
  })

  it('takes the CLOSE text from its props', () => {
    renderWithI18n(
      <Dialog open onClose={() => {}} title="Hinweis" closeLabel="OK">
        Text
      </Dialog>,
    )
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['OK'])
  })

  it('focuses CLOSE on open; Enter elsewhere presses it, Escape closes', () => {
    const onClose = vi.fn()
    renderWithI18n(
      <Dialog open onClose={onClose} title="Gespeichert">
        <p>Alles gut.</p>
      </Dialog>,
    )
    const close = screen.getByRole('button', { name: 'Schließen' })
    expect(document.activeElement).toBe(close)
    const dialog = screen.getByRole('dialog')
    dialog.focus()
    const notPrevented = fireEvent.keyDown(dialog, { key: 'Enter' })
    expect(notPrevented).toBe(false)
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('presses the default action on Enter when one is given, CLOSE still closes', () => {
    const onClose = vi.fn()
    const onAction = vi.fn()
    renderWithI18n(
      <Dialog
        open
        onClose={onClose}
        title="Warenkorb"
        defaultAction={{ label: 'Zur Kasse', onAction }}
      >
        <label>
          Gutschein
          <input />
        </label>
      </Dialog>,
    )
    expect(screen.getAllByRole('button', { name: 'Schließen' })).toHaveLength(1)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zur Kasse' }))
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Gutschein' }), { key: 'Enter' })
    expect(onAction).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('leaves Enter on a focused button to that button', () => {
    const onClose = vi.fn()
    const onAction = vi.fn()
    renderWithI18n(
      <Dialog open onClose={onClose} title="Frage" defaultAction={{ label: 'Ja', onAction }}>
        Sicher?
      </Dialog>,
    )
    const close = screen.getByRole('button', { name: 'Schließen' })
    const notPrevented = fireEvent.keyDown(close, { key: 'Enter' })
    expect(notPrevented).toBe(true)
    expect(onAction).not.toHaveBeenCalled()
  })
})
