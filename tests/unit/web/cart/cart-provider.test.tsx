// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense, use } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeCartToken } from '../../../../web/src/cart/cart-token-storage'
import { CartProvider, useCart, type CartState } from '../../../../web/src/cart/CartProvider'
import { cartTokenWith } from './jwt'

afterEach(cleanup)
beforeEach(() => localStorage.clear())

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((res) => (resolve = res))
  return { promise, resolve }
}

/**
 * Shows the count, and suspends while it is `suspendAt` until `gate` opens: a part of the
 * page that is not ready for the new state yet (as a dehydrated region is). An urgent update
 * shows the nearest Suspense fallback then; a transition keeps what is on screen.
 */
function Probe({
  suspendAt,
  gate,
  onCart,
}: {
  suspendAt: number
  gate: Promise<void>
  onCart: (cart: CartState) => void
}) {
  const cart = useCart()
  onCart(cart)
  if (cart.count === suspendAt) use(gate)
  return <p>{`Anzahl ${String(cart.count)}`}</p>
}

describe('CartProvider', () => {
  it('reads a stored cart at once: its count is urgent, as a cart page acts on it', async () => {
    writeCartToken(cartTokenWith({ '7': 2 }))
    const gate = deferred()
    await act(async () => {
      render(
        <Suspense fallback={<p>Rückfall</p>}>
          <CartProvider>
            <Probe suspendAt={2} gate={gate.promise} onCart={() => undefined} />
          </CartProvider>
        </Suspense>,
      )
    })
    expect(screen.getByText('Rückfall')).toBeTruthy()
    await act(async () => gate.resolve())
    expect(await screen.findByText('Anzahl 2')).toBeTruthy()
  })

  it('without a stored cart, the count 0 comes as a transition: nothing on screen is replaced', async () => {
    const gate = deferred()
    await act(async () => {
      render(
        <Suspense fallback={<p>Rückfall</p>}>
          <CartProvider>
            <Probe suspendAt={0} gate={gate.promise} onCart={() => undefined} />
          </CartProvider>
        </Suspense>,
      )
    })
    expect(screen.queryByText('Rückfall')).toBeNull()
    expect(screen.getByText('Anzahl null')).toBeTruthy()
    await act(async () => gate.resolve())
    expect(await screen.findByText('Anzahl 0')).toBeTruthy()
  })

  it('a cart the shopper makes while that transition is pending wins over it', async () => {
    const gate = deferred()
    let latest: CartState | null = null
    await act(async () => {
      render(
        <Suspense fallback={<p>Rückfall</p>}>
          <CartProvider>
            <Probe suspendAt={0} gate={gate.promise} onCart={(cart) => (latest = cart)} />
          </CartProvider>
        </Suspense>,
      )
    })
    expect(screen.getByText('Anzahl null')).toBeTruthy()
    await act(async () => latest!.setToken(cartTokenWith({ '7': 1 })))
    expect(screen.getByText('Anzahl 1')).toBeTruthy()
    await act(async () => gate.resolve())
    expect(screen.getByText('Anzahl 1')).toBeTruthy()
    expect(latest!.count).toBe(1)
    expect(latest!.token).not.toBeNull()
  })
})
