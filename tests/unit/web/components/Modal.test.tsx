// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { startTransition, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  Modal,
  modalDefaultHeight,
  modalDefaultWidth,
} from '../../../../web/src/components/Modal/Modal'
import { createTestI18n, renderWithI18n } from './i18n'

afterEach(cleanup)

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Details
      </button>
      <button type="button">Elsewhere</button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false)
          onClose?.()
        }}
        title="Systemvoraussetzungen"
      >
        <p>Windows 10 oder neuer.</p>
        <a href="/faq">FAQ</a>
        <input aria-label="E-Mail" />
      </Modal>
    </main>
  )
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Details' })
  opener.focus()
  fireEvent.click(opener)
  return { opener, dialog: screen.getByRole('dialog', { name: 'Systemvoraussetzungen' }) }
}

describe('Modal', () => {
  it('renders nothing while closed and nothing on the server', () => {
    renderWithI18n(<Page />)
    expect(screen.queryByRole('dialog')).toBeNull()
    const html = renderToString(
      <I18nextProvider i18n={createTestI18n('de')}>
        <Modal open onClose={() => {}} title="Server">
          Text
        </Modal>
      </I18nextProvider>,
    )
    expect(html).toBe('')
  })

  it('opens as a labelled modal dialog in a portal on document.body, 600×300 by default', () => {
    const { container } = renderWithI18n(<Page />)
    const { dialog } = openModal()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Systemvoraussetzungen')
    expect(container.contains(dialog)).toBe(false)
    expect(document.body.contains(dialog)).toBe(true)
    expect([modalDefaultWidth, modalDefaultHeight]).toEqual([600, 300])
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('600px')
    expect(dialog.style.getPropertyValue('--modal-height')).toBe('300px')
  })

  it('takes another size', () => {
    renderWithI18n(
      <Modal open onClose={() => {}} title="Breit" width={800} height="auto">
        Text
      </Modal>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Breit' })
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('800px')
    expect(dialog.style.getPropertyValue('--modal-height')).toBe('auto')
  })

  it('moves focus into the modal, to the first control of its content', () => {
    renderWithI18n(<Page />)
    openModal()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'FAQ' }))
  })

  it('traps focus: Tab and Shift+Tab cycle inside', () => {
    renderWithI18n(<Page />)
    const { dialog } = openModal()
    const close = screen.getByRole('button', { name: 'Schließen' })
    const input = screen.getByRole('textbox', { name: 'E-Mail' })
    input.focus()
    fireEvent.keyDown(input, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(input)
    // In the middle, Tab is left to the browser.
    const link = screen.getByRole('link', { name: 'FAQ' })
    link.focus()
    const middle = fireEvent.keyDown(link, { key: 'Tab' })
    expect(middle).toBe(true)
    // Focus that escapes to the page is brought back.
    screen.getByRole('button', { name: 'Elsewhere', hidden: true }).focus()
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = vi.fn()
    renderWithI18n(<Page onClose={onClose} />)
    const { opener } = openModal()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes with its × button and on a backdrop click, not on a click inside', () => {
    const onClose = vi.fn()
    renderWithI18n(<Page onClose={onClose} />)
    const { dialog } = openModal()
    fireEvent.mouseDown(dialog)
    fireEvent.click(dialog)
    expect(onClose).not.toHaveBeenCalled()
    // A drag that starts inside and ends on the backdrop is not a backdrop click.
    const backdrop = dialog.parentElement!
    fireEvent.mouseDown(dialog)
    fireEvent.click(backdrop)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.mouseDown(backdrop)
    fireEvent.click(backdrop)
    expect(onClose).toHaveBeenCalledTimes(1)
    openModal()
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('locks the page scroll while open and restores it afterwards', () => {
    document.body.style.overflow = 'scroll'
    renderWithI18n(<Page />)
    openModal()
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(document.body.style.overflow).toBe('scroll')
    document.body.style.overflow = ''
  })

  it('lets only the innermost of two open modals react to Escape', () => {
    const outer = vi.fn()
    const inner = vi.fn()
    renderWithI18n(
      <Modal open onClose={outer} title="Außen">
        <Modal open onClose={inner} title="Innen">
          <button type="button">Innen-Knopf</button>
        </Modal>
      </Modal>,
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Innen-Knopf' }))
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(inner).toHaveBeenCalledTimes(1)
    expect(outer).not.toHaveBeenCalled()
    expect(document.body.style.overflow).toBe('hidden')
    cleanup()
    expect(document.body.style.overflow).toBe('')
  })

  it('focuses the panel itself when it has nothing to focus, and keeps Tab there', () => {
    renderWithI18n(
      <Modal open onClose={() => {}} title="Nur Text" showCloseButton={false}>
        Nur ein Hinweis.
      </Modal>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Nur Text' })
    expect(document.activeElement).toBe(dialog)
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(dialog)
  })
})

describe('Modal opened in a transition (a part loaded with clientOnly)', () => {
  it('takes the focus and hears Escape from the commit that shows it, before any later task', async () => {
    // Outside act, as in the browser: React commits a transition, and runs passive effects
    // in a task of their own afterwards. The key is pressed in a microtask after the commit.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT
    scope.IS_REACT_ACT_ENVIRONMENT = false
    try {
      const onClose = vi.fn()
      let open: () => void = () => undefined
      function TransitionPage() {
        const [isOpen, setOpen] = useState(false)
        open = () => startTransition(() => setOpen(true))
        return (
          <Modal open={isOpen} onClose={onClose} title="Bewertung melden">
            <button type="button">Melden</button>
          </Modal>
        )
      }
      renderWithI18n(<TransitionPage />)
      const focusedAtCommit = new Promise<string | null>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"]')) return
          observer.disconnect()
          const focused = document.activeElement?.textContent ?? null
          document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
          resolve(focused)
        })
        observer.observe(document.body, { childList: true, subtree: true })
      })
      open()
      expect(await focusedAtCommit).toBe('Melden')
      expect(onClose).toHaveBeenCalledTimes(1)
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  })
})
