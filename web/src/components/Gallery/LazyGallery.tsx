import { useEffect, useRef, useState, type ComponentType } from 'react'
import type { GalleryProps } from './Gallery'
import { GalleryView, INITIAL_GALLERY_STATE } from './GalleryView'

// The product page's gallery (issue 22): the server and the first render show the slider's
// markup in its first state (GalleryView), with every image; the slider's code — slides,
// autoplay, keyboard, swipe, zoom — comes when the gallery nears the screen or the visitor
// turns to it, and takes the same place without moving anything. A page whose gallery is
// never seen never loads it.

let sliderCode: Promise<ComponentType<GalleryProps>> | null = null
function loadSlider(): Promise<ComponentType<GalleryProps>> {
  sliderCode ??= import('./Gallery').then((module) => module.Gallery)
  // A failed chunk load is tried again by the next call.
  sliderCode.catch(() => (sliderCode = null))
  return sliderCode
}

export function LazyGallery(props: GalleryProps) {
  const [Slider, setSlider] = useState<{ component: ComponentType<GalleryProps> } | null>(null)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (Slider) return
    let cancelled = false
    const element = box.current
    const want = () =>
      void loadSlider().then(
        (component) => {
          if (!cancelled) setSlider({ component })
        },
        () => undefined,
      )
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) want()
            },
            { rootMargin: '200px 0px' },
          )
        : null
    if (element) observer?.observe(element)
    if (!observer) want()
    const moves = ['pointerenter', 'focusin', 'touchstart'] as const
    for (const type of moves) element?.addEventListener(type, want, { passive: true })
    return () => {
      cancelled = true
      observer?.disconnect()
      for (const type of moves) element?.removeEventListener(type, want)
    }
  }, [Slider])

  return (
    <div ref={box}>
      {Slider ? (
        <Slider.component {...props} />
      ) : (
        <GalleryView
          images={props.images}
          label={props.label}
          className={props.className}
          state={INITIAL_GALLERY_STATE}
        />
      )}
    </div>
  )
}
