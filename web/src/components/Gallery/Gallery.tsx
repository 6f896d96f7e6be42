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
import { GalleryView, type GalleryImage } from './GalleryView'
import {
  autoplayDelayMs,
  clampPan,
  clampZoom,
  minZoom,
  nextIndex,
  pinchZoom,
  type Point,
  pointerDistance,
  toggleZoom,
  wheelZoom,
  zoomStep,
} from './gallery-math'

export type { GalleryImage } from './GalleryView'

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

  return (
    <GalleryView
      images={images}
      label={label}
      className={className}
      frameRef={frameRef}
      state={{ current, zoom, pan, autoplaying, canAutoplay, stopped }}
      on={{
        section: {
          onKeyDown,
          onMouseEnter: () => setHovered(true),
          onMouseLeave: () => setHovered(false),
          onFocus: () => setFocused(true),
          onBlur,
        },
        frame: {
          onPointerDown,
          onPointerMove,
          onPointerUp: (event) => onPointerEnd(event, false),
          onPointerCancel: (event) => onPointerEnd(event, true),
          onDoubleClick,
        },
        step,
        goTo,
        zoom: (delta) => applyZoom(zoomRef.current + delta),
        toggleAutoplay: () => setStopped((value) => !value),
      }}
    />
  )
}
