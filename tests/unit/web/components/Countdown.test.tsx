// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Countdown } from '../../../../web/src/components/Countdown/Countdown'
import { remainingParts } from '../../../../web/src/components/Countdown/remaining-parts'
import { createTestI18n, renderWithI18n } from './i18n'

const end = '2026-04-01T12:00:00.000Z'
const endMs = Date.parse(end)
const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

describe('remainingParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingParts(end, endMs - (2 * day + 3 * hour + 4 * minute + 5 * second))).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      totalSeconds: 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5,
      ended: false,
    })
  })

  it('rolls over to the next day at exactly 24 hours, not before', () => {
    expect(remainingParts(end, endMs - day)).toMatchObject({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
    })
    expect(remainingParts(end, endMs - day + second)).toMatchObject({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    })
    expect(remainingParts(end, endMs - 30 * day - 1 * hour)).toMatchObject({ days: 30, hours: 1 })
  })

  it('rounds a part-second up, so zero shows only once the end is reached', () => {
    expect(remainingParts(end, endMs - 1)).toMatchObject({ seconds: 1, ended: false })
    expect(remainingParts(end, endMs - 59_001)).toMatchObject({ minutes: 1, seconds: 0 })
  })

  it('is all zero and ended at the end, after it and for an unreadable date, never negative', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0, ended: true }
    expect(remainingParts(end, endMs)).toEqual(zero)
    expect(remainingParts(end, endMs + 1)).toEqual(zero)
    expect(remainingParts(end, endMs + 400 * day)).toEqual(zero)
    expect(remainingParts('not a date', endMs)).toEqual(zero)
    expect(remainingParts(end, Number.NaN)).toEqual(zero)
  })

  it('accepts a time zone offset in the ISO date', () => {
    expect(remainingParts('2026-04-01T14:00:00+02:00', endMs - hour)).toMatchObject({
      hours: 1,
      minutes: 0,
    })
  })
})

function texts(root: ParentNode) {
  return [...root.querySelectorAll('[role="timer"] [data-unit]')].map((unit) => unit.textContent)
}

function shown() {
  return texts(screen.getByRole('timer'))
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  afterEach(() => {
    cleanup()
    document.body.replaceChildren()
    vi.useRealTimers()
  })

  it('renders on the server from the given clock and hydrates without a mismatch', async () => {
    // The server rendered ten minutes before the browser hydrates.
    const serverNow = endMs - (1 * day + 2 * hour + 3 * minute + 4 * second)
    const i18n = createTestI18n('de')
    const ui = (
      <I18nextProvider i18n={i18n}>
        <Countdown endsAt={end} now={serverNow} />
      </I18nextProvider>
    )
    const html = renderToString(ui)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    expect(texts(container)).toEqual(['1 Tage', '02 Stunden', '03 Minuten', '04 Sekunden'])

    vi.setSystemTime(serverNow + 10 * minute)
    const root = await act(async () => hydrateRoot(container, ui))
    // The browser's clock takes over at once; the setup file fails the test on a hydration error.
    expect(texts(container)).toEqual(['1 Tage', '01 Stunden', '53 Minuten', '04 Sekunden'])
    act(() => root.unmount())
    container.remove()
  })

  it('hydrates without a mismatch even without a server clock', async () => {
    vi.setSystemTime(endMs - hour)
    const i18n = createTestI18n('en')
    const ui = (
      <I18nextProvider i18n={i18n}>
        <Countdown endsAt={end} />
      </I18nextProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.append(container)
    // Neither side knows the other's clock: both render placeholders first.
    expect(texts(container)).toEqual(['– days', '–– hours', '–– minutes', '–– seconds'])
    vi.setSystemTime(endMs - hour + 7 * second)
    const root = await act(async () => hydrateRoot(container, ui))
    expect(texts(container)).toEqual(['0 days', '00 hours', '59 minutes', '53 seconds'])
    act(() => root.unmount())
    container.remove()
  })

  it('shows labelled days, hours, minutes and seconds in German and English', () => {
    vi.setSystemTime(endMs - (3 * day + 4 * hour + 5 * minute + 6 * second))
    renderWithI18n(<Countdown endsAt={end} />, 'de')
    expect(screen.getByRole('timer', { name: 'Das Angebot endet in' })).toBeTruthy()
    expect(shown()).toEqual(['3 Tage', '04 Stunden', '05 Minuten', '06 Sekunden'])
    cleanup()
    renderWithI18n(<Countdown endsAt={end} />, 'en')
    expect(screen.getByRole('timer', { name: 'The offer ends in' })).toBeTruthy()
    expect(shown()).toEqual(['3 days', '04 hours', '05 minutes', '06 seconds'])
  })

  it('ticks every second', () => {
    vi.setSystemTime(endMs - (1 * minute + 2 * second))
    renderWithI18n(<Countdown endsAt={end} />, 'en')
    expect(shown()).toEqual(['0 days', '00 hours', '01 minutes', '02 seconds'])
    act(() => vi.advanceTimersByTime(1000))
    expect(shown()).toEqual(['0 days', '00 hours', '01 minutes', '01 seconds'])
    act(() => vi.advanceTimersByTime(2000))
    expect(shown()).toEqual(['0 days', '00 hours', '00 minutes', '59 seconds'])
  })

  it('stops at zero, stops its timer and calls onEnd exactly once', () => {
    vi.setSystemTime(endMs - 3 * second)
    const onEnd = vi.fn()
    renderWithI18n(<Countdown endsAt={end} onEnd={onEnd} />, 'en')
    act(() => vi.advanceTimersByTime(2000))
    expect(onEnd).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1000))
    expect(shown()).toEqual(['0 days', '00 hours', '00 minutes', '00 seconds'])
    expect(onEnd).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
    act(() => vi.advanceTimersByTime(10_000))
    expect(shown()).toEqual(['0 days', '00 hours', '00 minutes', '00 seconds'])
    expect(onEnd).toHaveBeenCalledTimes(1)
  })

  it('shows zero for an offer that already ended, calling onEnd once and starting no timer', () => {
    vi.setSystemTime(endMs + 5 * day)
    const onEnd = vi.fn()
    const { rerender } = renderWithI18n(<Countdown endsAt={end} onEnd={onEnd} />, 'de')
    expect(shown()).toEqual(['0 Tage', '00 Stunden', '00 Minuten', '00 Sekunden'])
    expect(vi.getTimerCount()).toBe(0)
    rerender(<Countdown endsAt={end} onEnd={onEnd} />)
    expect(onEnd).toHaveBeenCalledTimes(1)
  })

  it('clears its timer when it leaves the page', () => {
    vi.setSystemTime(endMs - day)
    const { unmount } = renderWithI18n(<Countdown endsAt={end} />, 'de')
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
