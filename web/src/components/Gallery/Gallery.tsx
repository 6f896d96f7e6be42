import { useTranslation } from 'next-i18next/pages'
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import styles from './Gallery.module.css'
import {
  autoplayDelayMs,
  clampPan,
  clampZoom,
  maxZoom,
  minZoom,
  nextIndex,
  pinchZoom,
  type Point,
  pointerDistance,
  toggleZoom,
  wheelZoom,
  zoomStep,
} from './gallery-math'

export interface GalleryImage {
  url: string
  alt: string
  width: number
  height: number
}

export interface GalleryProps {
  images: GalleryImage[]
  /** The slider's accessible name; defaults to "Image gallery". */
  label?: string
  /** Advance on its own every 3000 ms (never with prefers-reduced-motion). */
  autoplay?: boolean
  className?: string
}

/** A horizontal swipe longer than this changes the slide. */
const swipeThresholdPx = 50
/** Two taps closer in time and space than this are a double tap. */
const doubleTapMs = 300
const doubleTapDistancePx = 30

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** The visitor's motion preference; null while rendering on the server (unknown there). */
export function usePrefersReducedMotion(): boolean | null {
  return useSyncExternalStore<boolean | null>(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches,
    () => null,
  )
}

function pointOf(event: { clientX: number; clientY: number }): Point {
  return { x: event.clientX, y: event.clientY }
}

interface Gesture {
  start: Point
  pan: Point
  pinched: boolean
}

/**
 * The image slider (spec §9): 300 ms slides, autoplay every 3000 ms, zoom up to 3×.
 * Buttons, dots, arrow keys and swipes change the slide; +/−, double click or tap, pinch and
 * ctrl+wheel zoom; dragging pans a zoomed image.
 */
export function Gallery({ images, label, autoplay = true, className }: GalleryProps) {
  const { t } = useTranslation('components')
  const count = images.length
  const [index, setIndex] = useState(0)
  const [zoom, setZoom] = useState(minZoom)
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 })
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = usePrefersReducedMotion()

  const frameRef = useRef<HTMLDivElement>(null)
  // Pointer handlers need the latest values between renders.
  const zoomRef = useRef(minZoom)
  const panRef = useRef<Point>({ x: 0, y: 0 })
  const pointers = useRef(new Map<number, Point>())
  const pinch = useRef<{ distance: number; zoom: number } | null>(null)
  const gesture = useRef<Gesture | null>(null)
  const lastTap = useRef<{ time: number; point: Point } | null>(null)
  const lastTouchToggle = useRef(-Infinity)

  const current = count === 0 ? 0 : Math.min(index, count - 1)

  const frameSize = useCallback(() => {
    const rect = frameRef.current?.getBoundingClientRect()
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 }
  }, [])

  const applyPan = useCallback((next: Point) => {
    panRef.current = next
    setPan(next)
  }, [])

  const applyZoom = useCallback(
    (next: number) => {
      const zoomed = clampZoom(next)
      zoomRef.current = zoomed
      setZoom(zoomed)
      applyPan(clampPan(panRef.current, zoomed, frameSize()))
    },
    [applyPan, frameSize],
  )

  const goTo = useCallback(
    (next: number) => {
      setIndex(next)
      applyZoom(minZoom)
      applyPan({ x: 0, y: 0 })
    },
    [applyPan, applyZoom],
  )

  const step = (delta: number) => goTo(nextIndex(current, delta, count))

  const canAutoplay = autoplay && count > 1 && reducedMotion === false
  const autoplaying = canAutoplay && !hovered && !focused && !stopped && zoom === minZoom

  useEffect(() => {
    if (!autoplaying) return
    // A timeout per slide: any manual change restarts the full delay.
    const timeout = setTimeout(() => setIndex((i) => nextIndex(i, 1, count)), autoplayDelayMs)
    return () => clearTimeout(timeout)
  }, [autoplaying, current, count])

  // React registers wheel listeners as passive; ctrl+wheel must be able to stop the page zoom.
  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return
      event.preventDefault()
      applyZoom(wheelZoom(zoomRef.current, event.deltaY))
    }
    frame.addEventListener('wheel', onWheel, { passive: false })
    return () => frame.removeEventListener('wheel', onWheel)
  }, [applyZoom])

  if (count === 0) return null

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') step(-1)
    else if (event.key === 'ArrowRight') step(1)
    else if (event.key === '+' || event.key === '=') applyZoom(zoomRef.current + zoomStep)
    else if (event.key === '-') applyZoom(zoomRef.current - zoomStep)
    else return
    event.preventDefault()
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    pointers.current.set(event.pointerId, pointOf(event))
    const [a, b] = [...pointers.current.values()]
    if (a && b) {
      pinch.current = { distance: pointerDistance(a, b), zoom: zoomRef.current }
      if (gesture.current) gesture.current.pinched = true
    } else {
      gesture.current = { start: pointOf(event), pan: panRef.current, pinched: false }
    }
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.set(event.pointerId, pointOf(event))
    const [a, b] = [...pointers.current.values()]
    if (pinch.current && a && b) {
      applyZoom(pinchZoom(pinch.current.zoom, pinch.current.distance, pointerDistance(a, b)))
      return
    }
    const drag = gesture.current
    if (drag && !drag.pinched && zoomRef.current > minZoom) {
      const pointer = pointOf(event)
      applyPan(
        clampPan(
          { x: drag.pan.x + pointer.x - drag.start.x, y: drag.pan.y + pointer.y - drag.start.y },
          zoomRef.current,
          frameSize(),
        ),
      )
    }
  }

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (!pointers.current.delete(event.pointerId)) return
    if (pointers.current.size < 2) pinch.current = null
    if (pointers.current.size > 0) return
    const drag = gesture.current
    gesture.current = null
    if (!drag || drag.pinched || cancelled) return
    const dx = event.clientX - drag.start.x
    const dy = event.clientY - drag.start.y
    if (
      zoomRef.current === minZoom &&
      Math.abs(dx) > swipeThresholdPx &&
      Math.abs(dx) > Math.abs(dy)
    ) {
      step(dx < 0 ? 1 : -1)
      return
    }
    // Touch browsers do not all send dblclick: recognise the double tap here.
    if (event.pointerType !== 'touch' || Math.hypot(dx, dy) > doubleTapDistancePx) return
    const tap = { time: performance.now(), point: pointOf(event) }
    const previous = lastTap.current
    if (
      previous &&
      tap.time - previous.time < doubleTapMs &&
      pointerDistance(previous.point, tap.point) < doubleTapDistancePx
    ) {
      lastTap.current = null
      lastTouchToggle.current = performance.now()
      applyZoom(toggleZoom(zoomRef.current))
    } else {
      lastTap.current = tap
    }
  }

  const onDoubleClick = () => {
    // Some touch browsers also send dblclick after a double tap that was already handled.
    if (performance.now() - lastTouchToggle.current < 500) return
    applyZoom(toggleZoom(zoomRef.current))
  }

  const first = images[0]

  return (
    <section
      className={[styles.gallery, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label ?? t('gallery.label')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
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
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => onPointerEnd(event, false)}
        onPointerCancel={(event) => onPointerEnd(event, true)}
        onDoubleClick={onDoubleClick}
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
            onClick={() => step(-1)}
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
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        )}
        {count > 1 && (
          <button
            type="button"
            className={styles.button}
            aria-label={t('gallery.next')}
            onClick={() => step(1)}
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
            onClick={() => applyZoom(zoomRef.current - zoomStep)}
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
            onClick={() => applyZoom(zoomRef.current + zoomStep)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </span>
        {canAutoplay && (
          <button
            type="button"
            className={styles.button}
            aria-label={stopped ? t('gallery.play') : t('gallery.pause')}
            onClick={() => setStopped((value) => !value)}
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
