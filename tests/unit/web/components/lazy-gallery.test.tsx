// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { Gallery, type GalleryImage } from '../../../../web/src/components/Gallery/Gallery'
import { LazyGallery } from '../../../../web/src/components/Gallery/LazyGallery'
import { createTestI18n, renderWithI18n } from './i18n'

// Issue 22: the product page shows the gallery's markup first and loads the slider's code
// when the gallery nears the screen. Swapping one for the other must not move anything: the
// markup before is exactly what the slider itself renders first.

const images: GalleryImage[] = [
  { url: '/media/product-1-screen-1-de.svg', alt: 'Hauptfenster', width: 1280, height: 800 },
  { url: '/media/product-1-screen-2-de.svg', alt: 'Einstellungen', width: 1280, height: 800 },
]

afterEach(cleanup)

// React hoists a preload of the first image to the document's head: not part of the gallery.
const serverRender = (ui: ReactElement) =>
  renderToStaticMarkup(<I18nextProvider i18n={createTestI18n('de')}>{ui}</I18nextProvider>).replace(
    /<link rel="preload"[^>]*>/g,
    '',
  )

describe('LazyGallery', () => {
  it('renders on the server exactly what the slider renders first', () => {
    const slider = serverRender(<Gallery images={images} label="Bilder" />)
    const lazy = serverRender(<LazyGallery images={images} label="Bilder" />)
    expect(slider).toContain('Hauptfenster')
    expect(lazy).toBe(`<div>${slider}</div>`)
  })

  it('takes the slider when it nears the screen, then its buttons work', async () => {
    const observers: { callback: IntersectionObserverCallback }[] = []
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback })
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver
    renderWithI18n(<LazyGallery images={images} label="Bilder" />)
    expect(observers).toHaveLength(1)
    await act(async () => {
      observers[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      )
      await import('../../../../web/src/components/Gallery/Gallery')
    })
    const next = await screen.findByRole('button', { name: 'Nächstes Bild' })
    await act(async () => next.click())
    expect(screen.getByRole('group').getAttribute('aria-label')).toMatch(/^Bild 2 von 2/)
  })

  it('does, once the slider is there, what the visitor did before it came', async () => {
    // Nothing nears the screen: the visitor's own moves bring the slider.
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver
    const three = [...images, { ...images[0]!, url: '/media/product-1-screen-3-de.svg' }]
    renderWithI18n(<LazyGallery images={three} label="Bilder" />)
    // Clicked on the gallery's markup, before its code has arrived.
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }))
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }))
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }))
    fireEvent.click(screen.getByRole('button', { name: 'Vergrößern' }))
    fireEvent.click(screen.getByRole('button', { name: 'Vergrößern' }))
    expect(screen.getByRole('group').getAttribute('aria-label')).toMatch(/^Bild 1 von 3/)
    await act(async () => {
      await import('../../../../web/src/components/Gallery/Gallery')
    })
    // Each in order: next, next, back one, zoom in twice.
    await waitFor(() => expect(screen.getByText('Zoom 200 %')).toBeTruthy())
    expect(screen.getByRole('group').getAttribute('aria-label')).toMatch(/^Bild 2 von 3/)
  })
})
