// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  ApplyCouponDocument,
  ChangeCartItemQuantityDocument,
  CurrentCartDocument,
  RemoveFromCartDocument,
  SetCartCurrencyDocument,
  SetCartItemModificationDocument,
  SetCartSubscriptionDocument,
} from '../../../../web/src/__generated__/graphql'
import {
  CART_TOKEN_KEY,
  readCartToken,
  writeCartToken,
} from '../../../../web/src/cart/cart-token-storage'
import { CartView } from '../../../../web/src/components/Cart/CartView'
import { CartLink } from '../../../../web/src/components/CartLink/CartLink'
import { emptyCart, fotoStudioCart, type CartFixture } from './fixtures'
import { renderCart, renderCartToString } from './render'

afterEach(cleanup)
beforeEach(() => localStorage.clear())

// Intl puts a no-break space between amount and currency sign.
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ')

const cartQuery = (cart: unknown, locale: 'de' | 'en' = 'de') => ({
  request: { query: CurrentCartDocument, variables: { locale } },
  result: { data: { cart } },
})

const updated = (cart: CartFixture) => ({
  __typename: 'CartUpdated',
  cart,
})

describe('CartView', () => {
  it('renders a line of text on the server, no spinner and no request', () => {
    const html = renderCartToString(<CartView />, 'de')
    expect(html).toContain('Ihr Warenkorb wird geladen …')
    expect(html).not.toMatch(/spinner|progressbar|aria-busy/i)
  })

  it('shows a loading line first, then items, offer price and totals including VAT', async () => {
    renderCart(<CartView />, { locale: 'de', mocks: [cartQuery(fotoStudioCart())] })
    expect(text(screen.getByTestId('cart-loading'))).toBe('Ihr Warenkorb wird geladen …')
    const item = await screen.findByTestId('cart-item')
    expect(within(item).getByRole('link', { name: 'Foto Studio Pro' }).getAttribute('href')).toBe(
      '/windows/grafik/foto-studio-pro',
    )
    expect(text(within(item).getByTestId('strike-price'))).toContain('39,99')
    expect(text(within(item).getByTestId('price'))).toBe('29,99 €')
    expect(text(within(item).getByTestId('line-total'))).toBe('29,99 €')
    expect(text(screen.getByTestId('cart-total'))).toBe('29,99 €')
    expect(text(screen.getByTestId('cart-vat'))).toBe('inkl. 19 % MwSt.')
    expect(text(screen.getByTestId('cart-totals'))).toContain('4,79 €')
    expect(screen.getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toBe('/kasse')
    expect(screen.getByLabelText('Upgrade auf die Folgeversion (+ 9,99 € je Lizenz)')).toBeTruthy()
  })

  it('says so when the cart is empty and links to the programs', async () => {
    renderCart(<CartView />, { locale: 'en', mocks: [cartQuery(emptyCart(), 'en')] })
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Discover our programs' })).toBeTruthy()
  })

  it('shows a refused coupon next to the field and keeps what was typed', async () => {
    const cart = fotoStudioCart()
    renderCart(<CartView />, {
      locale: 'de',
      mocks: [
        cartQuery(cart),
        {
          request: { query: ApplyCouponDocument, variables: { code: 'WINTER99', locale: 'de' } },
          result: {
            data: {
              applyCoupon: {
                __typename: 'CouponRejected',
                code: 'WINTER99',
                reason: 'UNKNOWN',
                message: 'Diesen Gutscheincode gibt es nicht.',
                cart,
              },
            },
          },
        },
      ],
    })
    const field = await screen.findByLabelText('Gutscheincode')
    fireEvent.change(field, { target: { value: 'WINTER99' } })
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }))
    expect(await screen.findByText('Diesen Gutscheincode gibt es nicht.')).toBeTruthy()
    expect((field as HTMLInputElement).value).toBe('WINTER99')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    const error = document.getElementById(field.getAttribute('aria-describedby')!)!
    expect(error.getAttribute('aria-live')).toBe('polite')
    expect(error.textContent).toBe('Diesen Gutscheincode gibt es nicht.')
  })

  it('applies a coupon, shows the discount and stores the new token', async () => {
    const withCoupon = fotoStudioCart({ coupon: true })
    renderCart(<CartView />, {
      locale: 'de',
      mocks: [
        cartQuery(fotoStudioCart()),
        {
          request: { query: ApplyCouponDocument, variables: { code: 'fruehling20', locale: 'de' } },
          result: { data: { applyCoupon: updated(withCoupon) } },
        },
      ],
    })
    fireEvent.change(await screen.findByLabelText('Gutscheincode'), {
      target: { value: 'fruehling20' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }))
    expect(await screen.findByTestId('applied-coupon')).toBeTruthy()
    expect(text(screen.getByTestId('cart-discount'))).toBe('−6,00 €')
    expect(text(screen.getByTestId('cart-total'))).toBe('23,99 €')
    await waitFor(() => expect(readCartToken()).toBe(withCoupon.token))
    expect(screen.getByRole('status').textContent).toContain(
      'Gutschein FRUEHLING20 wurde eingelöst.',
    )
  })

  it('switches the currency', async () => {
    renderCart(<CartView />, {
      locale: 'en',
      mocks: [
        cartQuery(fotoStudioCart(), 'en'),
        {
          request: { query: SetCartCurrencyDocument, variables: { currency: 'USD', locale: 'en' } },
          result: { data: { setCartCurrency: updated(fotoStudioCart({ currency: 'USD' })) } },
        },
      ],
    })
    const select = await screen.findByLabelText('Currency')
    expect(text(screen.getByTestId('cart-total'))).toBe('€29.99')
    fireEvent.change(select, { target: { value: 'USD' } })
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('$32.99'))
    expect((select as HTMLSelectElement).value).toBe('USD')
    expect(text(screen.getByTestId('cart-vat'))).toBe('incl. 19% VAT')
  })

  it('changes the quantity, and the header count follows the new token', async () => {
    writeCartToken(fotoStudioCart().token)
    renderCart(
      <>
        <CartLink />
        <CartView />
      </>,
      {
        locale: 'en',
        mocks: [
          cartQuery(fotoStudioCart(), 'en'),
          {
            request: {
              query: ChangeCartItemQuantityDocument,
              variables: { productId: '7', quantity: 2, locale: 'en' },
            },
            result: { data: { changeCartItemQuantity: updated(fotoStudioCart({ quantity: 2 })) } },
          },
        ],
      },
    )
    await screen.findByTestId('cart-item')
    expect(screen.getByRole('link', { name: /^Cart\s?, 1 item$/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'One licence more of Foto Studio Pro' }))
    await waitFor(() => expect(text(screen.getByTestId('line-total'))).toBe('€59.98'))
    expect(await screen.findByRole('link', { name: /^Cart\s?, 2 items$/ })).toBeTruthy()
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('2')
  })

  it('refuses a typed quantity outside 1 to 99 without asking the gateway', async () => {
    renderCart(<CartView />, { locale: 'de', mocks: [cartQuery(fotoStudioCart())] })
    const input = await screen.findByLabelText('Anzahl')
    fireEvent.change(input, { target: { value: '100' } })
    fireEvent.blur(input)
    expect(await screen.findByText('Bitte eine ganze Zahl von 1 bis 99 eingeben.')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('announces a change the gateway refused in the page language, never the API text', async () => {
    renderCart(<CartView />, {
      locale: 'de',
      mocks: [
        cartQuery(fotoStudioCart()),
        {
          request: {
            query: ChangeCartItemQuantityDocument,
            variables: { productId: '7', quantity: 2, locale: 'de' },
          },
          result: {
            data: {
              changeCartItemQuantity: {
                __typename: 'ValidationErrors',
                fieldErrors: [
                  {
                    __typename: 'FieldError',
                    field: 'items.0.qty',
                    message: 'qty must be a whole number between 1 and 99',
                    code: 'QTY_OUT_OF_RANGE',
                  },
                ],
              },
            },
          },
        },
      ],
    })
    fireEvent.click(
      await screen.findByRole('button', { name: 'Eine Lizenz mehr von Foto Studio Pro' }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bitte wählen Sie eine Anzahl von 1 bis 99.',
    )
  })

  it('switches the upgrade on and chooses a subscription', async () => {
    renderCart(<CartView />, {
      locale: 'de',
      mocks: [
        cartQuery(fotoStudioCart()),
        {
          request: {
            query: SetCartItemModificationDocument,
            variables: { productId: '7', modificationId: '3', active: true, locale: 'de' },
          },
          result: { data: { setCartItemModification: updated(fotoStudioCart({ upgrade: true })) } },
        },
        {
          request: {
            query: SetCartSubscriptionDocument,
            variables: { period: '1y', locale: 'de' },
          },
          result: {
            data: {
              setCartSubscription: updated(
                fotoStudioCart({ upgrade: true, subscriptionPeriod: '1y' }),
              ),
            },
          },
        },
      ],
    })
    const upgrade = await screen.findByLabelText(/Upgrade auf die Folgeversion/)
    fireEvent.click(upgrade)
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('39,98 €'))
    expect((upgrade as HTMLInputElement).checked).toBe(true)
    // Each purchase type shows its price, renewal and cancelling before it is chosen.
    const once = screen.getByLabelText(/^Einmalkauf/) as HTMLInputElement
    expect(once.checked).toBe(true)
    expect(text(once.labels![0]!)).toBe('Einmalkauf 39,98 € einmalig')
    const yearly = screen.getByLabelText(/^Im Abonnement, Laufzeit 1 Jahr/) as HTMLInputElement
    expect(text(yearly.labels![0]!)).toBe('Im Abonnement, Laufzeit 1 Jahr 29,98 € / Jahr')
    expect(document.getElementById(yearly.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /ohne automatische Verlängerung.*Nichts zu kündigen/,
    )
    // The new total is rendered from the cache before the update's end enables the choices
    // again; a click on a disabled radio does nothing (a CI run clicked in that gap).
    await waitFor(() =>
      expect(
        (screen.getByLabelText(/^Im Abonnement, Laufzeit 1 Jahr/) as HTMLInputElement).disabled,
      ).toBe(false),
    )
    fireEvent.click(screen.getByLabelText(/^Im Abonnement, Laufzeit 1 Jahr/))
    await waitFor(() =>
      expect(
        (screen.getByLabelText(/^Im Abonnement, Laufzeit 1 Jahr/) as HTMLInputElement).checked,
      ).toBe(true),
    )
  })

  it('names the premium support plan and offers no quantity steppers for it (issue 19)', async () => {
    const base = fotoStudioCart()
    const premium = {
      ...base,
      items: [
        {
          ...base.items[0]!,
          productId: '900001',
          name: 'Premium-Support (1 Jahr)',
          maxQuantity: 1,
          offerProduct: false,
          product: null,
          strikeUnitPriceGross: null,
          modifications: [],
          subscriptionOptions: [],
        },
      ],
    }
    renderCart(<CartView />, { locale: 'de', mocks: [cartQuery(premium)] })
    const item = await screen.findByTestId('cart-item')
    expect(within(item).getByRole('heading', { level: 2 }).textContent).toBe(
      'Premium-Support (1 Jahr)',
    )
    expect(within(item).queryByRole('button', { name: /Eine Lizenz/ })).toBeNull()
    expect(within(item).queryByRole('spinbutton')).toBeNull()
    expect(within(item).getByTestId('fixed-quantity').textContent).toBe('1 (einmal je Bestellung)')
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('removes an item and forgets the token of an emptied cart', async () => {
    writeCartToken(fotoStudioCart().token)
    renderCart(<CartView />, {
      locale: 'de',
      mocks: [
        cartQuery(fotoStudioCart()),
        {
          request: { query: RemoveFromCartDocument, variables: { productId: '7', locale: 'de' } },
          result: { data: { removeFromCart: updated(emptyCart()) } },
        },
      ],
    })
    fireEvent.click(
      await screen.findByRole('button', { name: 'Foto Studio Pro aus dem Warenkorb entfernen' }),
    )
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeTruthy()
    expect(localStorage.getItem(CART_TOKEN_KEY)).toBeNull()
  })
})
