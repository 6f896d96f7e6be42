// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Gallery, type GalleryImage } from '../../../../web/src/components/Gallery/Gallery'
import {
  autoplayDelayMs,
  clampPan,
  clampZoom,
  maxZoom,
  nextIndex,
  pinchZoom,
  pointerDistance,
  slideSpeedMs,
  toggleZoom,
  wheelZoom,
} from '../../../../web/src/components/Gallery/gallery-math'
import { renderWithI18n } from './i18n'

const images: GalleryImage[] = [
  { url: '/artwork/shot-1.svg', alt: 'Hauptfenster', width: 1280, height: 800 },
  { url: '/artwork/shot-2.svg', alt: 'Einstellungen', width: 1280, height: 800 },
  { url: '/artwork/shot-3.svg', alt: 'Export', width: 1280, height: 800 },
]

describe('gallery math', () => {
  it('has the spec §9 constants', () => {
    expect([slideSpeedMs, autoplayDelayMs, maxZoom]).toEqual([300, 3000, 3])
  })

  it('wraps around both ends', () => {
    expect(nextIndex(0, 1, 3)).toBe(1)
    expect(nextIndex(2, 1, 3)).toBe(0)
    expect(nextIndex(0, -1, 3)).toBe(2)
    expect(nextIndex(1, -4, 3)).toBe(0)
    expect(nextIndex(0, 1, 0)).toBe(0)
  })

  it('never zooms beyond 3× or below 1×', () => {
    expect(clampZoom(5)).toBe(3)
    expect(clampZoom(0.2)).toBe(1)
    expect(clampZoom(2.5)).toBe(2.5)
    expect(clampZoom(Number.NaN)).toBe(1)
    expect(clampZoom(Infinity)).toBe(3)
    expect(wheelZoom(1, -10_000)).toBe(3)
    expect(wheelZoom(3, 10_000)).toBe(1)
    expect(wheelZoom(1, -100)).toBeGreaterThan(1)
    expect(toggleZoom(1)).toBe(2)
    expect(toggleZoom(2.7)).toBe(1)
  })

  it('scales the zoom by how far two fingers spread, within 1..3', () => {
    expect(pointerDistance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5)
    expect(pinchZoom(1, 100, 200)).toBe(2)
    expect(pinchZoom(2, 100, 125)).toBe(2.5)
    expect(pinchZoom(1, 100, 1000)).toBe(3)
    expect(pinchZoom(2, 100, 10)).toBe(1)
    expect(pinchZoom(2, 0, 50)).toBe(2)
  })

  it('keeps a zoomed image covering its frame while panning', () => {
    const frame = { width: 400, height: 200 }
    expect(clampPan({ x: 500, y: -500 }, 2, frame)).toEqual({ x: 200, y: -100 })
    expect(clampPan({ x: 50, y: 20 }, 2, frame)).toEqual({ x: 50, y: 20 })
    expect(clampPan({ x: 50, y: 20 }, 1, frame)).toEqual({ x: 0, y: 0 })
  })
})

function slide() {
  return screen.getByRole('group', { name: /^Image \d of 3$/ })
}

function activeAlt() {
  const visible = [...document.querySelectorAll('[aria-hidden="false"] img')]
  expect(visible).toHaveLength(1)
  return visible[0]!.getAttribute('alt')
}

function zoomOf(image: Element) {
  const match = /scale\(([\d.]+)\)/.exec((image as HTMLElement).style.transform)
  return match ? Number(match[1]) : 1
}

function activeImage() {
  return document.querySelector('[aria-hidden="false"] img')!
}

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

describe('Gallery', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    reduceMotion(false)
  })

  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('shows every image with size and alt text, lazily except the first', () => {
    renderWithI18n(<Gallery images={images} autoplay={false} />, 'en')
    const all = [...document.querySelectorAll('img')]
    expect(all.map((img) => img.getAttribute('alt'))).toEqual([
      'Hauptfenster',
      'Einstellungen',
      'Export',
    ])
    expect(all.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy'])
    expect(all.every((img) => img.getAttribute('width') === '1280')).toBe(true)
    expect(all.every((img) => img.getAttribute('height') === '800')).toBe(true)
    expect(screen.getByRole('region', { name: 'Image gallery' })).toBeTruthy()
  })

  it('moves with the previous and next buttons, wrapping around', () => {
    renderWithI18n(<Gallery images={images} autoplay={false} />, 'en')
    expect(activeAlt()).toBe('Hauptfenster')
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }))
    expect(activeAlt()).toBe('Export')
    expect(slide().getAttribute('aria-label')).toBe('Image 3 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(activeAlt()).toBe('Hauptfenster')
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(activeAlt()).toBe('Einstellungen')
  })

  it('jumps with the dots and marks the current one', () => {
    renderWithI18n(<Gallery images={images} autoplay={false} />, 'de')
    fireEvent.click(screen.getByRole('button', { name: 'Bild 3 anzeigen' }))
    expect(activeAlt()).toBe('Export')
    expect(
      screen.getByRole('button', { name: 'Bild 3 anzeigen' }).getAttribute('aria-current'),
    ).toBe('true')
    expect(
      screen.getByRole('button', { name: 'Bild 1 anzeigen' }).getAttribute('aria-current'),
    ).toBeNull()
  })

  it('follows the arrow keys when focused', () => {
    renderWithI18n(<Gallery images={images} autoplay={false} />, 'en')
    const frame = slide()
    frame.focus()
    fireEvent.keyDown(frame, { key: 'ArrowLeft' })
    expect(activeAlt()).toBe('Export')
    fireEvent.keyDown(slide(), { key: 'ArrowRight' })
    fireEvent.keyDown(slide(), { key: 'ArrowRight' })
    expect(activeAlt()).toBe('Einstellungen')
  })

  it('zooms with +/− between 1× and 3×, never beyond', () => {
    renderWithI18n(<Gallery images={images} autoplay={false} />, 'en')
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' })
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' })
    expect(zoomOut.getAttribute('aria-disabled')).toBe('true')
    for (let i = 0; i < 10; i++) fireEvent.click(zoomIn)
    expect(zoomOf(activeImage())).toBe(3)
    expect(screen.getByText('Zoom 300%')).toBeTruthy()
    expect(zoomIn.getAttribute('aria-disabled')).toBe('true')
    for (let i = 0; i < 10; i++) fireEvent.click(zoomOut)
    expect(zoomOf(activeImage())).toBe(1)
    expect(screen.getByText('Zoom 100%')).toBeTruthy()
  })

  it('toggles 1×/2× on double click and resets the zoom on another slide', () => {
    renderWithI18n(<Gallery images={images} autoplay={false} />, 'en')
    fireEvent.doubleClick(slide())
    expect(zoomOf(activeImage())).toBe(2)
    fireEvent.doubleClick(slide())
    expect(zoomOf(activeImage())).toBe(1)
    fireEvent.doubleClick(slide())
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(zoomOf(activeImage())).toBe(1)
  })

  it('zooms with ctrl+wheel, clamped, and ignores a plain wheel', () => {
    renderWithI18n(<Gallery images={images} autoplay={false} />, 'en')
    fireEvent.wheel(slide(), { deltaY: -500 })
    expect(zoomOf(activeImage())).toBe(1)
    const event = new WheelEvent('wheel', { deltaY: -100_000, ctrlKey: true, cancelable: true })
    // happy-dom's WheelEvent ignores the modifier keys of its init dictionary.
    Object.defineProperty(event, 'ctrlKey', { value: true })
    act(() => {
      slide().dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(true)
    expect(zoomOf(activeImage())).toBe(3)
  })

  it('zooms with a two-finger pinch, clamped to 3×', () => {
    renderWithI18n(<Gallery images={images} autoplay={false} />, 'en')
    const frame = slide()
    const touch = { pointerType: 'touch', clientY: 100 }
    fireEvent.pointerDown(frame, { ...touch, pointerId: 1, clientX: 100 })
    fireEvent.pointerDown(frame, { ...touch, pointerId: 2, clientX: 200 })
    fireEvent.pointerMove(frame, { ...touch, pointerId: 2, clientX: 250 })
    expect(zoomOf(activeImage())).toBe(1.5)
    fireEvent.pointerMove(frame, { ...touch, pointerId: 2, clientX: 2000 })
    expect(zoomOf(activeImage())).toBe(3)
    fireEvent.pointerUp(frame, { ...touch, pointerId: 2, clientX: 2000 })
    fireEvent.pointerUp(frame, { ...touch, pointerId: 1, clientX: 100 })
    // A pinch is neither a swipe nor a tap.
    expect(activeAlt()).toBe('Hauptfenster')
    expect(zoomOf(activeImage())).toBe(3)
  })

  it('toggles 1×/2× on a double tap, but not on two slow taps', () => {
    renderWithI18n(<Gallery images={images} autoplay={false} />, 'en')
    const frame = slide()
    const tap = () => {
      fireEvent.pointerDown(frame, { pointerType: 'touch', pointerId: 1, clientX: 50, clientY: 50 })
      fireEvent.pointerUp(frame, { pointerType: 'touch', pointerId: 1, clientX: 52, clientY: 50 })
    }
    tap()
    tap()
    expect(zoomOf(activeImage())).toBe(2)
    // The dblclick some touch browsers send after it must not undo the zoom.
    fireEvent.doubleClick(frame)
    expect(zoomOf(activeImage())).toBe(2)
    tap()
    act(() => vi.advanceTimersByTime(1000))
    tap()
    expect(zoomOf(activeImage())).toBe(2)
    tap()
    expect(zoomOf(activeImage())).toBe(1)
  })

  it('pans a zoomed image by dragging, never past its edges', () => {
    renderWithI18n(<Gallery images={images} autoplay={false} />, 'en')
    const frame = slide()
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue({
      width: 400,
      height: 200,
    } as DOMRect)
    fireEvent.doubleClick(frame)
    fireEvent.pointerDown(frame, { pointerType: 'mouse', button: 0, pointerId: 1, clientX: 0 })
    fireEvent.pointerMove(frame, { pointerType: 'mouse', pointerId: 1, clientX: 80, clientY: 30 })
    expect((activeImage() as HTMLElement).style.transform).toBe('translate(80px, 30px) scale(2)')
    fireEvent.pointerMove(frame, { pointerType: 'mouse', pointerId: 1, clientX: 900, clientY: 0 })
    expect((activeImage() as HTMLElement).style.transform).toBe('translate(200px, 0px) scale(2)')
    fireEvent.pointerUp(frame, { pointerType: 'mouse', pointerId: 1, clientX: 900 })
    // Dragging a zoomed image is not a swipe.
    expect(activeAlt()).toBe('Hauptfenster')
  })

  it('changes the slide on a horizontal swipe at 1×', () => {
    renderWithI18n(<Gallery images={images} autoplay={false} />, 'en')
    const frame = slide()
    fireEvent.pointerDown(frame, { pointerType: 'touch', pointerId: 1, clientX: 300, clientY: 50 })
    fireEvent.pointerUp(frame, { pointerType: 'touch', pointerId: 1, clientX: 100, clientY: 60 })
    expect(activeAlt()).toBe('Einstellungen')
  })

  it('advances by itself every 3000 ms', () => {
    renderWithI18n(<Gallery images={images} />, 'en')
    act(() => vi.advanceTimersByTime(2999))
    expect(activeAlt()).toBe('Hauptfenster')
    act(() => vi.advanceTimersByTime(1))
    expect(activeAlt()).toBe('Einstellungen')
    act(() => vi.advanceTimersByTime(3000))
    act(() => vi.advanceTimersByTime(3000))
    expect(activeAlt()).toBe('Hauptfenster')
  })

  it('pauses while hovered or focused, and with the pause button', () => {
    renderWithI18n(<Gallery images={images} />, 'en')
    const region = screen.getByRole('region', { name: 'Image gallery' })
    fireEvent.mouseEnter(region)
    act(() => vi.advanceTimersByTime(10_000))
    expect(activeAlt()).toBe('Hauptfenster')
    fireEvent.mouseLeave(region)
    act(() => vi.advanceTimersByTime(3000))
    expect(activeAlt()).toBe('Einstellungen')

    act(() => slide().focus())
    act(() => vi.advanceTimersByTime(10_000))
    expect(activeAlt()).toBe('Einstellungen')
    act(() => slide().blur())
    act(() => vi.advanceTimersByTime(3000))
    expect(activeAlt()).toBe('Export')

    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slideshow' }))
    act(() => screen.getByRole('button', { name: 'Play automatic slideshow' }).blur())
    act(() => vi.advanceTimersByTime(10_000))
    expect(activeAlt()).toBe('Export')
  })

  it('does not advance by itself when the visitor prefers reduced motion', () => {
    reduceMotion(true)
    renderWithI18n(<Gallery images={images} />, 'en')
    act(() => vi.advanceTimersByTime(30_000))
    expect(activeAlt()).toBe('Hauptfenster')
    expect(screen.queryByRole('button', { name: 'Pause automatic slideshow' })).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('renders nothing without images and no slide controls for a single one', () => {
    const { container } = renderWithI18n(<Gallery images={[]} />, 'en')
    expect(container.innerHTML).toBe('')
    cleanup()
    renderWithI18n(<Gallery images={images.slice(0, 1)} />, 'en')
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
  })
})
