/**
 * Page views and the affiliate tag's runs, as a small state machine without the DOM or the
 * router (web/src/tracking/affiliate-tag.ts wires both in).
 *
 * The network's Universal Tag reads `window.cj` when it executes, so every run needs the
 * payload of the page view it belongs to in place first (docs.cj.com, "Universal Tag
 * implementation"). The rules this enforces:
 * - a page view is the first load or one completed client-side navigation; while a
 *   navigation is under way there is no current view, so a payload that arrives late for
 *   the page being left is dropped, never run with the next page's URL or counted for it;
 * - a view runs the tag at most once, whatever reports it twice (React's strict effects, a
 *   refetch, a component that stays mounted);
 * - a payload that arrives before the tag may run (the loader has not enabled it yet) waits
 *   for it, as long as its view is still the current one;
 * - runs do not overlap: the next one starts after the previous script loaded or failed, so
 *   a slow script never executes with a later view's payload in place.
 */

export interface PageView {
  /** Grows by one per navigation; the first load is 0. */
  id: number
  /** True from a navigation's start to its end: no view is current then. */
  navigating: boolean
}

/** Sets the payload and executes the tag once; settles when the script loaded or failed. */
export type TagRun<P> = (payload: P) => Promise<void>

export interface PageViewTracker<P> {
  view(): PageView
  subscribe(listener: () => void): () => void
  navigationStarted(): void
  navigationCompleted(): void
  /** A navigation that did not happen (cancelled, failed): the page left stays current. */
  navigationFailed(): void
  /** The payload of view `viewId`: runs the tag now, after the run under way, or once enabled. */
  report(viewId: number, payload: P): void
  /** The tag may run on this document (consent given, script configured). */
  enable(run: TagRun<P>): void
  disable(): void
}

export function createPageViewTracker<P>(): PageViewTracker<P> {
  let view: PageView = { id: 0, navigating: false }
  /** The view shown before the navigation under way. */
  let before = 0
  /** The last view that ran the tag (or has its run queued). */
  let ranFor = -1
  let run: TagRun<P> | null = null
  /** A payload reported while the tag may not run yet. */
  let waiting: { viewId: number; payload: P } | null = null
  let running = false
  let queued: { viewId: number; payload: P } | null = null
  const listeners = new Set<() => void>()

  const isCurrent = (viewId: number) => !view.navigating && view.id === viewId
  const setView = (next: PageView) => {
    view = next
    for (const listener of [...listeners]) listener()
  }

  const start = (viewId: number, payload: P) => {
    if (!run) return
    if (running) {
      queued = { viewId, payload }
      return
    }
    running = true
    const settle = () => {
      running = false
      const next = queued
      queued = null
      if (next && isCurrent(next.viewId)) start(next.viewId, next.payload)
    }
    run(payload).then(settle, settle)
  }

  return {
    view: () => view,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    navigationStarted() {
      if (!view.navigating) before = view.id
      waiting = null
      setView({ id: view.id + 1, navigating: true })
    },
    navigationCompleted() {
      if (view.navigating) setView({ id: view.id, navigating: false })
    },
    navigationFailed() {
      if (view.navigating) setView({ id: before, navigating: false })
    },
    report(viewId, payload) {
      if (!isCurrent(viewId) || ranFor === viewId) return
      if (!run) {
        waiting = { viewId, payload }
        return
      }
      ranFor = viewId
      start(viewId, payload)
    },
    enable(next) {
      run = next
      const pending = waiting
      waiting = null
      if (pending && isCurrent(pending.viewId) && ranFor !== pending.viewId) {
        ranFor = pending.viewId
        start(pending.viewId, pending.payload)
      }
    },
    disable() {
      run = null
      waiting = null
      queued = null
    },
  }
}
