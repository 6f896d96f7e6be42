/** Height of the sticky header, so a target is not hidden beneath it. */
function navBarHeight(): number {
  return document.getElementById('nav-bar')?.getBoundingClientRect().height ?? 0
}

/** Spec §2: scrolls smoothly to the element of a hash, offset by the `#nav-bar` height. */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  if (!id) return false
  const target = document.getElementById(id)
  if (!target) return false
  const top = target.getBoundingClientRect().top + window.scrollY - navBarHeight()
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' })
  return true
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' })
}

/** After a navigation: to the hash target when there is one, else to the top. */
export function scrollAfterNavigation(url: string): void {
  const hashIndex = url.indexOf('#')
  if (hashIndex >= 0 && scrollToHash(url.slice(hashIndex))) return
  scrollToTop()
}

/**
 * Publishes the header's height as `--nav-bar-height`, which the page uses as
 * `scroll-padding-top`, so every way of reaching an anchor (links, the address
 * bar, the browser's find) keeps the target clear of the sticky header.
 *
 * The height comes from the ResizeObserver's own entries, which it delivers once right
 * after observing and again on every change: read after the browser's layout, so nothing
 * forces a layout while the page loads (issue 22).
 */
export function trackNavBarHeight(): () => void {
  const navBar = document.getElementById('nav-bar')
  if (!navBar) return () => {}
  const observer = new ResizeObserver((entries) => {
    const entry = entries.at(-1)
    if (!entry) return
    const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height
    document.documentElement.style.setProperty('--nav-bar-height', `${height}px`)
  })
  observer.observe(navBar)
  return () => observer.disconnect()
}
