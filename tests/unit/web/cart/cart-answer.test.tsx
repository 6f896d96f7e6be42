// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  AddToCartDocument,
  ChangeCartItemQuantityDocument,
  CurrentCartDocument,
} from '../../../../web/src/__generated__/graphql'
import { readCartToken } from '../../../../web/src/cart/cart-token-storage'
import { AddToCartButton } from '../../../../web/src/components/AddToCartButton/AddToCartButton'
import { CartView } from '../../../../web/src/components/Cart/CartView'
import { fotoStudioCart } from './fixtures'
import { renderCart } from './render'

// Issue 21, point 2: a cart change answers the whole priced cart, and the storefront uses
// that answer. After "add to cart" the cart page opens with the mutation's cart: no second
// round trip for the same data (the mocks hold no CurrentCart answer, so a request for it
// would fail and the page would show its load error).

afterEach(cleanup)
beforeEach(() => localStorage.clear())

/** The product page's button, then (as after the navigation) the cart page. */
function ProductThenCart() {
  const [cartOpen, setCartOpen] = useState(false)
  return cartOpen ? (
    <CartView />
  ) : (
    <>
      <AddToCartButton productId="7" />
      <button type="button" onClick={() => setCartOpen(true)}>
        open cart
      </button>
    </>
  )
}

describe('the cart page after a cart change', () => {
  it('shows the cart the add-to-cart mutation answered, without asking the gateway again', async () => {
    const cart = fotoStudioCart()
    const { pushed } = renderCart(<ProductThenCart />, {
      locale: 'de',
      mocks: [
        {
          request: {
            query: AddToCartDocument,
            variables: { productId: '7', quantity: 1, locale: 'de', currency: 'EUR' },
          },
          result: { data: { addToCart: { __typename: 'CartUpdated', cart } } },
        },
      ],
    })
    fireEvent.click(screen.getByTestId('add-to-cart'))
    await waitFor(() => expect(pushed).toEqual(['/warenkorb']))
    expect(readCartToken()).toBe(cart.token)

    fireEvent.click(screen.getByRole('button', { name: 'open cart' }))
    const item = await screen.findByTestId('cart-item')
    expect(within(item).getByRole('link', { name: 'Foto Studio Pro' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('reads the cart again when the cached one is not the stored token’s', async () => {
    const cart = fotoStudioCart()
    const more = fotoStudioCart({ quantity: 3 })
    const { pushed } = renderCart(<ProductThenCart />, {
      locale: 'de',
      mocks: [
        {
          request: {
            query: AddToCartDocument,
            variables: { productId: '7', quantity: 1, locale: 'de', currency: 'EUR' },
          },
          result: { data: { addToCart: { __typename: 'CartUpdated', cart } } },
        },
        {
          request: { query: CurrentCartDocument, variables: { locale: 'de' } },
          result: { data: { cart: more } },
        },
      ],
    })
    fireEvent.click(screen.getByTestId('add-to-cart'))
    await waitFor(() => expect(pushed).toEqual(['/warenkorb']))
    // Another tab changed the cart: this tab's stored token is no longer the cached cart's.
    localStorage.setItem('cartToken', JSON.stringify({ cart: { token: more.token } }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartToken' }))
    await waitFor(() => expect(readCartToken()).toBe(more.token))

    fireEvent.click(screen.getByRole('button', { name: 'open cart' }))
    const item = await screen.findByTestId('cart-item')
    await waitFor(() =>
      expect((within(item).getByRole('spinbutton') as HTMLInputElement).value).toBe('3'),
    )
  })

  it('shows the answer of a change on the cart page as the new cart', async () => {
    const cart = fotoStudioCart()
    const two = fotoStudioCart({ quantity: 2 })
    renderCart(<CartView />, {
      locale: 'de',
      mocks: [
        {
          request: { query: CurrentCartDocument, variables: { locale: 'de' } },
          result: { data: { cart } },
        },
        {
          request: {
            query: ChangeCartItemQuantityDocument,
            variables: { productId: '7', quantity: 2, locale: 'de' },
          },
          result: { data: { changeCartItemQuantity: { __typename: 'CartUpdated', cart: two } } },
        },
      ],
    })
    const item = await screen.findByTestId('cart-item')
    const quantity = within(item).getByRole('spinbutton') as HTMLInputElement
    fireEvent.change(quantity, { target: { value: '2' } })
    fireEvent.blur(quantity)
    await waitFor(() => expect(readCartToken()).toBe(two.token))
    expect(screen.getByTestId('cart-item')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
