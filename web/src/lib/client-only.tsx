import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react'

/**
 * A component whose code loads in the browser once it is first rendered there, after the
 * page has hydrated: `placeholder` (or nothing) until then, on the server too. What
 * `next/dynamic` with `ssr: false` does, without its loader: next/dynamic's module is 1.8 kB
 * of a catalog page's first load (gzip), which the catalog budget of 150 kB cannot carry
 * (issue 22). A chunk that fails to load is asked for again when the component next mounts.
 *
 * The loaded component's first render is a transition: React renders it in slices of a few
 * milliseconds that yield to input, where an ordinary update would render a whole form or
 * cart in one task (a long task on a phone). The placeholder stays until it is done.
 */
export function clientOnly<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: () => ReactNode = () => null,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null
  let pending: Promise<ComponentType<Props>> | null = null

  function ClientOnly(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | null>(null)
    useEffect(() => {
      if (loaded) {
        const component = loaded
        startTransition(() => setComponent(() => component))
        return
      }
      let active = true
      pending ??= load().then((component) => (loaded = component))
      pending.then(
        (component) => {
          if (active) startTransition(() => setComponent(() => component))
        },
        () => {
          pending = null
        },
      )
      return () => {
        active = false
      }
    }, [])
    return Component ? <Component {...props} /> : placeholder()
  }
  return ClientOnly
}
