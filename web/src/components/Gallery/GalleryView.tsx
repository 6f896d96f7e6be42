import { useTranslation } from 'next-i18next/pages'
import type { DOMAttributes, HTMLAttributes, Ref } from 'react'
import styles from './Gallery.module.css'
import { maxZoom, minZoom, zoomStep, type Point } from './gallery-math'

export interface GalleryImage {
  url: string
  alt: string
  width: number
  height: number
  /** WebP variants by width (`Image.srcSet`); the page picks the one its width needs. */
  srcSet?: string | null
}

/** How wide a slide is drawn: the page's column on wide screens, the screen on phones. */
const SLIDE_SIZES = '(min-width: 72rem) 70rem, 100vw'

/** What the slider shows; `GalleryPreview` is its first state, `Gallery` moves it. */
export interface GalleryState {
  current: number
  zoom: number
  pan: Point
  autoplaying: boolean
  canAutoplay: boolean
  stopped: boolean
}

/** The slider's handlers; without them the markup is the same, and nothing moves. */
export interface GalleryHandlers {
  section?: Pick<
    DOMAttributes<HTMLElement>,
    'onKeyDown' | 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur'
  >
  frame?: Pick<
    HTMLAttributes<HTMLDivElement>,
    'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel' | 'onDoubleClick'
  >
  step?: (delta: number) => void
  goTo?: (index: number) => void
  zoom?: (delta: number) => void
  toggleAutoplay?: () => void
}

export const INITIAL_GALLERY_STATE: GalleryState = {
  current: 0,
  zoom: minZoom,
  pan: { x: 0, y: 0 },
  autoplaying: false,
  canAutoplay: false,
  stopped: false,
}

/**
 * The slider's markup (spec §9), the same with or without its behaviour: the product page
 * renders it plain (GalleryPreview) until the slider's code arrives, so swapping in the
 * moving one changes nothing a visitor sees (issue 22).
 */
export function GalleryView({
  images,
  label,
  className,
  state,
  on = {},
  frameRef,
}: {
  images: GalleryImage[]
  label?: string
  className?: string
  state: GalleryState
  on?: GalleryHandlers
  frameRef?: Ref<HTMLDivElement>
}) {
  const { t } = useTranslation('components')
  const { current, zoom, pan, autoplaying, canAutoplay, stopped } = state
  const count = images.length
  if (count === 0) return null
  const first = images[0]
  return (
    <section
      className={[styles.gallery, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label ?? t('gallery.label')}
      {...on.section}
    >
      <div
        ref={frameRef}
        className={styles.frame}
        role="group"
        aria-roledescription="slide"
        aria-label={t('gallery.slide', { number: current + 1, count })}
        // Announce slide changes the visitor made, not every automatic one.
        aria-live={autoplaying ? 'off' : 'polite'}
        tabIndex={0}
        data-zoomed={zoom > minZoom || undefined}
        {...on.frame}
      >
        {/* The frame takes the first image's proportions from this empty drawing: the page's
            policy allows no style attribute in the markup (issue 18.12). */}
        {first && (
          <svg
            className={styles.sizer}
            viewBox={`0 0 ${first.width} ${first.height}`}
            aria-hidden="true"
            focusable="false"
          />
        )}
        {/* Style props below are only ever set in the browser, after a visitor's action
            (React applies them by script, which the policy allows); the server renders
            the first slide unzoomed, without any. */}
        <div
          className={styles.track}
          style={current ? { transform: `translateX(${-current * 100}%)` } : undefined}
        >
          {images.map((image, i) => (
            <div key={`${image.url}-${i}`} className={styles.slide} aria-hidden={i !== current}>
              <img
                className={styles.image}
                src={image.url}
                srcSet={image.srcSet ?? undefined}
                sizes={image.srcSet ? SLIDE_SIZES : undefined}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                draggable={false}
                style={
                  i === current && zoom > minZoom
                    ? { transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }
                    : undefined
                }
              />
            </div>
          ))}
        </div>
      </div>

      <div className={styles.controls}>
        {count > 1 && (
          <button
            type="button"
            className={styles.button}
            aria-label={t('gallery.previous')}
            onClick={on.step && (() => on.step?.(-1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
        )}
        {count > 1 && (
          <div className={styles.dots}>
            {images.map((image, i) => (
              <button
                key={`${image.url}-${i}`}
                type="button"
                className={styles.dot}
                aria-label={t('gallery.goTo', { number: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={on.goTo && (() => on.goTo?.(i))}
              />
            ))}
          </div>
        )}
        {count > 1 && (
          <button
            type="button"
            className={styles.button}
            aria-label={t('gallery.next')}
            onClick={on.step && (() => on.step?.(1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        )}
        <span className={styles.zoom}>
          {/* aria-disabled keeps focus on the button at the limit, where disabled would drop it. */}
          <button
            type="button"
            className={styles.button}
            aria-label={t('gallery.zoomOut')}
            aria-disabled={zoom <= minZoom}
            onClick={on.zoom && (() => on.zoom?.(-zoomStep))}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className={styles.zoomLevel} aria-live="polite">
            {t('gallery.zoomLevel', { percent: Math.round(zoom * 100) })}
          </span>
          <button
            type="button"
            className={styles.button}
            aria-label={t('gallery.zoomIn')}
            aria-disabled={zoom >= maxZoom}
            onClick={on.zoom && (() => on.zoom?.(zoomStep))}
          >
            <span aria-hidden="true">+</span>
          </button>
        </span>
        {canAutoplay && (
          <button
            type="button"
            className={styles.button}
            aria-label={stopped ? t('gallery.play') : t('gallery.pause')}
            onClick={on.toggleAutoplay}
          >
            {/* Drawn, not typed: symbol glyphs such as ❚❚ are no text a contrast check can judge. */}
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              {stopped ? (
                <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
              ) : (
                <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" fill="currentColor" />
              )}
            </svg>
          </button>
        )}
      </div>
    </section>
  )
}
