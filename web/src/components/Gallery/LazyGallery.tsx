import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
} from 'react'
import type { GalleryProps } from './Gallery'
import { GalleryView, INITIAL_GALLERY_STATE } from './GalleryView'

// The product page's gallery (issue 22): the server and the first render show the slider's
// markup in its first state (GalleryView), with every image; the slider's code — slides,
// autoplay, keyboard, swipe, zoom — comes when the gallery nears the screen or the visitor
// turns to it, and takes the same place without moving anything. A page whose gallery is
// never seen never loads it. The clicks on its buttons before it has come ("zoom in", "next")
// are kept and done, in order, by the slider once it is there: the visitor who scrolls to the
// gallery and clicks at once must not lose the click. (A key needs the focus, which already
// brings the slider.)

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
  const clicks = useRef<number[]>([])

  const want = useCallback(() => {
    void loadSlider().then(
      (component) => {
        setSlider((current) => current ?? { component })
      },
      () => undefined,
    )
  }, [])

  useEffect(() => {
    if (Slider) return
    const element = box.current
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
    const turns = ['pointerenter', 'focusin', 'touchstart'] as const
    for (const type of turns) element?.addEventListener(type, want, { passive: true })
    return () => {
      observer?.disconnect()
      for (const type of turns) element?.removeEventListener(type, want)
    }
  }, [Slider, want])

  // The slider is there: what was done before, in order, each after the last has rendered
  // (a second "next" must see the slide the first one moved to).
  useEffect(() => {
    if (!Slider) return
    let cancelled = false
    void (async () => {
      for (const index of clicks.current.splice(0)) {
        if (cancelled) return
        box.current?.querySelectorAll('button')[index]?.click()
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
    })()
    return () => {
      cancelled = true
    }
  }, [Slider])

  // React props, not listeners added by an effect: React hands a click that comes before
  // this part has hydrated to these once it has.
  const keepClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button) return
    const index = Array.from(event.currentTarget.querySelectorAll('button')).indexOf(button)
    if (index >= 0) clicks.current.push(index)
    want()
  }

  return (
    <div ref={box} onClickCapture={Slider ? undefined : keepClick}>
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
