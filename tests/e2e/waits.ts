import type { Page, Request } from '@playwright/test'
import { expect } from './fixtures'

// Waits on events and states, never on the clock. A test that proves something did NOT happen
// first waits for something that must come before it (the page's scripts ran, the page's own
// request went out and came back), then asserts the absence. `networkidle` is no such state:
// it is half a second without requests, which a slow machine misses and a fast one fakes.

/**
 * The page's JavaScript has run: Next's router is up and the first effects are done. The
 * consent banner is server-rendered as pending (`data-pending`) and loses the mark, or is
 * removed, in the render after the consent cookie was read by an effect — all effects of the
 * hydrating render ran before that one.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as { next?: { router?: unknown } }).next?.router !== undefined,
  )
  await expect(page.locator('[data-consent-banner][data-pending]')).toHaveCount(0)
}

/**
 * A request the page issues now, and its answer. Whatever the page's scripts started before
 * (a script tag, a fetch) has reached the network, and so the test's routes, by then.
 */
export async function roundTrip(page: Page): Promise<void> {
  const status = await page.evaluate(async (probe) => {
    const response = await fetch(`/favicon.svg?probe=${probe}`, { cache: 'no-store' })
    return response.status
  }, Date.now())
  expect(status).toBe(200)
}

/** Counts the page's idle callbacks (`requestIdleCallback`) from its first script on. */
export async function trackIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as {
      __idleCallbacks?: { pending: Set<number> }
      requestIdleCallback?: typeof window.requestIdleCallback
      cancelIdleCallback?: typeof window.cancelIdleCallback
    }
    const request = scope.requestIdleCallback?.bind(window)
    const cancel = scope.cancelIdleCallback?.bind(window)
    if (!request || !cancel) return
    const pending = new Set<number>()
    scope.__idleCallbacks = { pending }
    scope.requestIdleCallback = (callback, options) => {
      const id: number = request((deadline) => {
        pending.delete(id)
        callback(deadline)
      }, options)
      pending.add(id)
      return id
    }
    scope.cancelIdleCallback = (id) => {
      pending.delete(id)
      cancel(id)
    }
  })
}

/** Every idle callback the page asked for so far has run (needs trackIdleCallbacks). */
export async function idleCallbacksRan(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const state = (window as unknown as { __idleCallbacks?: { pending: Set<number> } })
      .__idleCallbacks
    return state !== undefined && state.pending.size === 0
  })
}

/** The requests matching a pattern that the page sends from now on. */
export interface RequestWatch {
  /** Sent and not finished yet. */
  inFlight: Set<Request>
  /** How many were sent so far. */
  sent(): number
}

export function watchRequests(page: Page, pattern: RegExp): RequestWatch {
  const inFlight = new Set<Request>()
  let sent = 0
  page.on('request', (request) => {
    if (!pattern.test(request.url())) return
    sent += 1
    inFlight.add(request)
  })
  const done = (request: Request) => inFlight.delete(request)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return { inFlight, sent: () => sent }
}

/**
 * Nothing more follows from what the page did so far: the watched requests have all finished,
 * and during one more round trip after that none was sent (an answer can start the next
 * request — a query's answer a script, the script its report — so this repeats until quiet).
 */
export async function quiet(page: Page, watch: RequestWatch): Promise<void> {
  for (;;) {
    const before = watch.sent()
    await roundTrip(page)
    await expect.poll(() => watch.inFlight.size).toBe(0)
    if (watch.sent() === before) return
  }
}
