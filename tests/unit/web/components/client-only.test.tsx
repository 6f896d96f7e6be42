// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense, use } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientOnly } from '../../../../web/src/lib/client-only'

afterEach(cleanup)

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const Loaded = ({ name }: { name: string }) => <p>Hallo {name}</p>

describe('clientOnly', () => {
  it('renders the placeholder on the server and loads nothing there', () => {
    const load = vi.fn(() => Promise.resolve(Loaded))
    const Part = clientOnly(load, () => <p>Wird geladen</p>)
    expect(renderToString(<Part name="Ada" />)).toContain('Wird geladen')
    expect(load).not.toHaveBeenCalled()
  })

  it('shows the placeholder until the code is there, then the part; loads it once', async () => {
    const code = deferred<typeof Loaded>()
    const load = vi.fn(() => code.promise)
    const Part = clientOnly(load, () => <p>Wird geladen</p>)
    const first = render(<Part name="Ada" />)
    expect(screen.getByText('Wird geladen')).toBeTruthy()
    await act(async () => code.resolve(Loaded))
    expect(await screen.findByText('Hallo Ada')).toBeTruthy()
    first.unmount()
    render(<Part name="Grace" />)
    expect(await screen.findByText('Hallo Grace')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks for a chunk that failed again when the part next mounts', async () => {
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(Loaded)
    const Part = clientOnly(load, () => <p>Wird geladen</p>)
    const first = render(<Part name="Ada" />)
    await act(async () => {
      await Promise.resolve()
    })
    expect(screen.getByText('Wird geladen')).toBeTruthy()
    first.unmount()
    render(<Part name="Ada" />)
    expect(await screen.findByText('Hallo Ada')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('puts the part in as a transition: the placeholder stays while it is not ready', async () => {
    // A part that suspends on its first render: an ordinary update would show the nearest
    // Suspense fallback in the placeholder's stead; a transition keeps what is on screen.
    const data = deferred<string>()
    const Slow = ({ name }: { name: string }) => (
      <p>
        {use(data.promise)} {name}
      </p>
    )
    const Part = clientOnly(
      () => Promise.resolve(Slow),
      () => <p>Wird geladen</p>,
    )
    render(
      <Suspense fallback={<p>Rückfall</p>}>
        <Part name="Ada" />
      </Suspense>,
    )
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(screen.queryByText('Rückfall')).toBeNull()
    expect(screen.getByText('Wird geladen')).toBeTruthy()
    await act(async () => data.resolve('Guten Tag'))
    expect(await screen.findByText('Guten Tag Ada')).toBeTruthy()
  })
})
