import { describe, expect, it } from 'vitest'
import { createPageViewTracker, type TagRun } from '../../../../web/src/tracking/page-views'

/** A tag whose runs are recorded and settle when the test says the script loaded. */
function recordingTag() {
  const runs: string[] = []
  const pending: (() => void)[] = []
  const run: TagRun<string> = (payload) => {
    runs.push(payload)
    return new Promise<void>((resolve) => pending.push(resolve))
  }
  const loadNext = async () => {
    pending.shift()?.()
    // Let the tracker's `then` run.
    await Promise.resolve()
    await Promise.resolve()
  }
  return { runs, run, loadNext }
}

describe('affiliate tag runs per page view', () => {
  it('runs once for the first load, and once more for each completed navigation', async () => {
    const tracker = createPageViewTracker<string>()
    const tag = recordingTag()
    tracker.enable(tag.run)
    tracker.report(tracker.view().id, 'home')
    tracker.report(tracker.view().id, 'home again (strict effects, refetch)')
    expect(tag.runs).toEqual(['home'])
    await tag.loadNext()
    tracker.navigationStarted()
    tracker.navigationCompleted()
    tracker.report(tracker.view().id, 'product')
    await tag.loadNext()
    tracker.navigationStarted()
    tracker.navigationCompleted()
    tracker.report(tracker.view().id, 'product (same page, new view)')
    expect(tag.runs).toEqual(['home', 'product', 'product (same page, new view)'])
  })

  it('never runs a payload that arrives during or after the navigation away from its page', () => {
    const tracker = createPageViewTracker<string>()
    const tag = recordingTag()
    tracker.enable(tag.run)
    const home = tracker.view().id
    tracker.navigationStarted()
    // The page being left is still on screen, its answer comes late.
    tracker.report(home, 'home')
    expect(tracker.view().navigating).toBe(true)
    tracker.report(tracker.view().id, 'anything during the navigation')
    tracker.navigationCompleted()
    tracker.report(home, 'home, later still')
    expect(tag.runs).toEqual([])
    tracker.report(tracker.view().id, 'cart')
    expect(tag.runs).toEqual(['cart'])
  })

  it('waits for the loader to allow the tag, but only while the view lasts', () => {
    const tracker = createPageViewTracker<string>()
    const tag = recordingTag()
    tracker.report(tracker.view().id, 'home')
    expect(tag.runs).toEqual([])
    tracker.enable(tag.run)
    expect(tag.runs).toEqual(['home'])

    const late = createPageViewTracker<string>()
    const lateTag = recordingTag()
    late.report(late.view().id, 'home')
    late.navigationStarted()
    late.navigationCompleted()
    late.enable(lateTag.run)
    expect(lateTag.runs).toEqual([])
  })

  it('runs nothing once disabled (consent withdrawn)', () => {
    const tracker = createPageViewTracker<string>()
    const tag = recordingTag()
    tracker.enable(tag.run)
    tracker.disable()
    tracker.report(tracker.view().id, 'home')
    expect(tag.runs).toEqual([])
  })

  it('does not start a run before the previous script loaded, and drops it if its view ended', async () => {
    const tracker = createPageViewTracker<string>()
    const tag = recordingTag()
    tracker.enable(tag.run)
    tracker.report(tracker.view().id, 'home')
    tracker.navigationStarted()
    tracker.navigationCompleted()
    tracker.report(tracker.view().id, 'product')
    // The home run's script has not loaded yet: the product payload waits.
    expect(tag.runs).toEqual(['home'])
    await tag.loadNext()
    expect(tag.runs).toEqual(['home', 'product'])

    tracker.navigationStarted()
    tracker.navigationCompleted()
    tracker.report(tracker.view().id, 'cart')
    tracker.navigationStarted()
    tracker.navigationCompleted()
    await tag.loadNext()
    await tag.loadNext()
    // The cart view ended while the product script was loading: no run with its payload.
    expect(tag.runs).toEqual(['home', 'product'])
  })

  it('a cancelled navigation leaves the page it started from current', () => {
    const tracker = createPageViewTracker<string>()
    const tag = recordingTag()
    tracker.enable(tag.run)
    const before = tracker.view().id
    tracker.navigationStarted()
    tracker.navigationFailed()
    expect(tracker.view()).toEqual({ id: before, navigating: false })
    tracker.report(before, 'home')
    expect(tag.runs).toEqual(['home'])
  })

  it('tells subscribers about every change of view', () => {
    const tracker = createPageViewTracker<string>()
    const seen: boolean[] = []
    const stop = tracker.subscribe(() => seen.push(tracker.view().navigating))
    tracker.navigationStarted()
    tracker.navigationCompleted()
    stop()
    tracker.navigationStarted()
    expect(seen).toEqual([true, false])
  })
})
