// @vitest-environment happy-dom
import { createHash } from 'node:crypto'
import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CLICK_KEEPER_HASH,
  CLICK_KEEPER_SCRIPT,
  HELD_SCRIPTS_ID,
  SCRIPT_LOADER_HASH,
  SCRIPT_LOADER_SCRIPT,
  holdsScripts,
} from '../../../web/src/navigation/held-scripts'

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

describe('which pages hold their scripts (held-scripts.ts, decision 0034)', () => {
  it('every page but the pages of forms', () => {
    for (const page of ['/', '/[categoryType]', '/platform-listing/[page]', '/imprint', '/404'])
      expect(holdsScripts(page), page).toBe(true)
    for (const page of ['/cart', '/checkout', '/account/orders', '/ticket/[id]', '/order/[token]'])
      expect(holdsScripts(page), page).toBe(false)
  })

  it('both inline scripts are allowed by the hashes the policy names', () => {
    expect(CLICK_KEEPER_HASH).toBe(sha(CLICK_KEEPER_SCRIPT))
    expect(SCRIPT_LOADER_HASH).toBe(sha(SCRIPT_LOADER_SCRIPT))
    expect(SCRIPT_LOADER_SCRIPT).toContain(`'${HELD_SCRIPTS_ID}'`)
  })
})

type Listener = (event: FakeEvent) => void
interface FakeEvent {
  type: 'click' | 'submit' | 'change'
  target: Element
  isTrusted: boolean
  button: number
  ctrlKey?: boolean
  defaultPrevented: boolean
  preventDefault: () => void
  stopImmediatePropagation: () => void
}

/** Runs the keeper against a window whose capture listeners the test calls as the browser would. */
function keeper() {
  const listeners = new Map<string, Listener>()
  const scope = {
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      expect(capture).toBe(true)
      listeners.set(type, listener)
    },
    removeEventListener: (type: string, listener: Listener) => {
      if (listeners.get(type) === listener) listeners.delete(type)
    },
    __sfRelease: undefined as undefined | (() => void),
  }
  runInNewContext(CLICK_KEEPER_SCRIPT, { window: scope, setTimeout, Event })
  /** Sends an event; true when the keeper held it (its default and the page's handlers skipped). */
  const send = (type: FakeEvent['type'], target: Element, extra: Partial<FakeEvent> = {}) => {
    const event: FakeEvent = {
      type,
      target,
      isTrusted: true,
      button: 0,
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true
      },
      stopImmediatePropagation: vi.fn(),
      ...extra,
    }
    listeners.get(type)?.(event)
    return event.defaultPrevented
  }
  return { send, listeners, release: () => scope.__sfRelease?.() }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the click keeper', () => {
  it('holds clicks on buttons and submits, and does them again in order once released', async () => {
    document.body.innerHTML = `<button id="a"><span id="inner">A</span></button>
      <form id="f"><input id="box" type="checkbox"><input id="q" type="text"></form>`
    const done: string[] = []
    const a = document.getElementById('a')!
    const box = document.getElementById('box') as HTMLInputElement
    const form = document.getElementById('f') as HTMLFormElement
    // The click is done on the element that was clicked, and reaches its button as it would.
    a.addEventListener('click', () => done.push('click a'))
    box.addEventListener('click', () => done.push('click box'))
    form.requestSubmit = () => done.push('submit f')
    const { send, listeners, release } = keeper()
    expect(send('click', document.getElementById('inner')!)).toBe(true)
    expect(send('click', box)).toBe(true)
    expect(send('submit', form)).toBe(true)
    expect(done).toEqual([])
    release()
    expect(listeners.size).toBe(0)
    await vi.waitFor(() => expect(done).toEqual(['click a', 'click box', 'submit f']))
    expect(box.checked).toBe(true)
    // Released once: later calls do nothing, later clicks are the page's.
    release()
    expect(done).toHaveLength(3)
  })

  it('lets links, text fields, other buttons and modified or synthetic clicks through', () => {
    document.body.innerHTML = `<a id="l" href="/impressum"><span id="ls">Impressum</span></a>
      <input id="t" type="email"><textarea id="x"></textarea><select id="s"></select>
      <input id="file" type="file"><button id="b">B</button>`
    const { send } = keeper()
    for (const id of ['ls', 'l', 't', 'x', 's', 'file'])
      expect(send('click', document.getElementById(id)!), id).toBe(false)
    const button = document.getElementById('b')!
    expect(send('click', button, { ctrlKey: true })).toBe(false)
    expect(send('click', button, { button: 1 })).toBe(false)
    expect(send('click', button, { isTrusted: false })).toBe(false)
    expect(send('click', button, { defaultPrevented: true })).toBe(true)
  })

  it('sends a select changed before the scripts ran its change again, its value kept', async () => {
    document.body.innerHTML = `<select id="s"><option value="a">A</option><option value="b">B</option></select>`
    const select = document.getElementById('s') as HTMLSelectElement
    const seen: string[] = []
    select.addEventListener('change', () => seen.push(select.value))
    const { send, release } = keeper()
    select.value = 'b'
    // A select's change is not held (it already happened) and may come from a driver's script.
    expect(send('change', select, { isTrusted: false })).toBe(false)
    expect(seen).toEqual([])
    release()
    await vi.waitFor(() => expect(seen).toEqual(['b']))
  })

  it('drops a held click whose element left the page', async () => {
    document.body.innerHTML = '<button id="gone">x</button><button id="stays">y</button>'
    const done: string[] = []
    const gone = document.getElementById('gone')!
    const stays = document.getElementById('stays')!
    gone.click = () => done.push('gone')
    stays.click = () => done.push('stays')
    const { send, release } = keeper()
    send('click', gone)
    send('click', stays)
    gone.remove()
    release()
    await vi.waitFor(() => expect(done).toEqual(['stays']))
  })
})

interface FakeScript {
  attributes: Record<string, string>
  async?: boolean
  onerror?: () => void
}

/** Runs the loader against a document with these held tags; returns what it inserted. */
function loader(options: { visible?: boolean; paintTiming?: boolean; knowsPaint?: boolean } = {}) {
  const held = [
    { name: 'src', value: '/_next/static/chunks/framework.js' },
    { name: 'src', value: '/_next/static/chunks/main.js' },
  ].map((src) => ({ attributes: [src, { name: 'defer', value: '' }] }))
  const inserted: FakeScript[] = []
  let observer:
    ((list: { getEntries: () => unknown[] }, self: { disconnect: () => void }) => void) | undefined
  const timers: (() => void)[] = []
  const released = vi.fn()
  const document = {
    visibilityState: options.visible === false ? 'hidden' : 'visible',
    getElementById: (id: string) =>
      id === HELD_SCRIPTS_ID ? { content: { querySelectorAll: () => held } } : null,
    createElement: () => {
      const script: FakeScript = { attributes: {} }
      return Object.assign(script, {
        setAttribute: (name: string, value: string) => (script.attributes[name] = value),
      })
    },
    body: { appendChild: (script: FakeScript) => inserted.push(script) },
  }
  class PerformanceObserver {
    static supportedEntryTypes = options.knowsPaint === false ? ['resource'] : ['paint', 'resource']
    constructor(callback: NonNullable<typeof observer>) {
      observer = callback
    }
    observe(init: { type: string; buffered: boolean }) {
      expect(init).toEqual({ type: 'paint', buffered: true })
    }
  }
  const window = {
    __sfRelease: released,
    ...(options.paintTiming === false ? {} : { PerformanceObserver }),
  }
  runInNewContext(SCRIPT_LOADER_SCRIPT, {
    window,
    document,
    setTimeout: (callback: () => void) => timers.push(callback),
  })
  const paint = () =>
    observer?.({ getEntries: () => [{ name: 'first-paint' }] }, { disconnect() {} })
  return { inserted, paint, timers, released }
}

describe('the script loader', () => {
  it('inserts the held tags, in order and not async, once the first paint is reported', () => {
    const { inserted, paint } = loader()
    expect(inserted).toEqual([])
    paint()
    expect(inserted.map((script) => script.attributes.src)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/main.js',
    ])
    expect(inserted.every((script) => script.async === false)).toBe(true)
    paint()
    expect(inserted).toHaveLength(2)
  })

  it('does not wait where no frame will come or paint timing is missing, nor past 3 s', () => {
    expect(loader({ visible: false }).inserted).toHaveLength(2)
    expect(loader({ paintTiming: false }).inserted).toHaveLength(2)
    expect(loader({ knowsPaint: false }).inserted).toHaveLength(2)
    const late = loader()
    expect(late.inserted).toHaveLength(0)
    for (const timer of late.timers) timer()
    expect(late.inserted).toHaveLength(2)
  })

  it('a script that fails to load releases the held clicks', () => {
    const { inserted, paint, released } = loader()
    paint()
    inserted[0]!.onerror!()
    expect(released).toHaveBeenCalledOnce()
  })
})
