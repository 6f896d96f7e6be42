// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CheckoutCustomerDocument,
  CurrentCartDocument,
  PlaceOrderDocument,
  type PlaceOrderMutationVariables,
} from '../../../../web/src/__generated__/graphql'
import {
  CART_TOKEN_KEY,
  readCartToken,
  writeCartToken,
} from '../../../../web/src/cart/cart-token-storage'
import { readOrderAccess } from '../../../../web/src/cart/order-access'
import { CheckoutView } from '../../../../web/src/components/Checkout/CheckoutView'
import { fotoStudioCart } from './fixtures'
import { renderCart } from './render'

afterEach(cleanup)
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  document.cookie = 'cje=; max-age=0'
})

const cart = fotoStudioCart({ coupon: true })
const cartQuery = (locale: 'de' | 'en') => ({
  request: { query: CurrentCartDocument, variables: { locale } },
  result: { data: { cart } },
})

/** Answers placeOrder in turn with the given results and records what was sent. */
function placeOrderMocks(results: ({ data: Record<string, unknown> } | { error: Error })[]) {
  const sent: PlaceOrderMutationVariables[] = []
  const mocks = results.map((result): MockLink.MockedResponse => ({
    request: {
      query: PlaceOrderDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables as PlaceOrderMutationVariables)
        return true
      },
    },
    ...('error' in result ? { error: result.error } : { result: { data: result.data } }),
  }))
  return { mocks, sent }
}

// No card field: the buyer pays on the provider's hosted page (decision 0022).
function fillIn(locale: 'de' | 'en') {
  const labels =
    locale === 'de'
      ? { email: /^E-Mail-Adresse/, name: /^Name/ }
      : { email: /^Email address/, name: /^Name/ }
  fireEvent.change(screen.getByLabelText(labels.email), { target: { value: 'kim@example.com' } })
  fireEvent.change(screen.getByLabelText(labels.name), { target: { value: 'Kim Becker' } })
  // The billing address (issue 23, point 2).
  const address =
    locale === 'de'
      ? { street: /^Straße und Hausnummer/, postalCode: /^Postleitzahl/, city: /^Ort/ }
      : { street: /^Street and number/i, postalCode: /^Postal code/i, city: /^City/i }
  fireEvent.change(screen.getByLabelText(address.street), { target: { value: 'Hauptstraße 5' } })
  fireEvent.change(screen.getByLabelText(address.postalCode), { target: { value: '10115' } })
  fireEvent.change(screen.getByLabelText(address.city), { target: { value: 'Berlin' } })
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box)
}

const customerQuery = (me: { email: string; name: string } | null) => ({
  request: { query: CheckoutCustomerDocument },
  result: { data: { me: me ? { __typename: 'Customer', id: '100042', ...me } : null } },
})

describe('CheckoutView and the customer (issue 19, point 12)', () => {
  it("fills in a logged-in customer's details; the e-mail address is the account's and fixed", async () => {
    renderCart(<CheckoutView />, {
      locale: 'de',
      mocks: [cartQuery('de'), customerQuery({ email: 'robin@example.com', name: 'Robin Roth' })],
    })
    const email = (await screen.findByLabelText(/^E-Mail-Adresse/)) as HTMLInputElement
    expect(email.value).toBe('robin@example.com')
    expect(email.readOnly).toBe(true)
    expect(email.getAttribute('aria-describedby')).toMatch(/-hint/)
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Robin Roth')
    expect(
      screen
        .getByRole('link', { name: 'E-Mail-Adresse in den Kontoeinstellungen ändern' })
        .getAttribute('href'),
    ).toBe('/konto/einstellungen')
    expect(screen.queryByTestId('checkout-login')).toBeNull()
  })

  it('offers a guest the login, which returns to this checkout', async () => {
    renderCart(<CheckoutView />, { locale: 'en', mocks: [cartQuery('en'), customerQuery(null)] })
    const link = await screen.findByRole('link', {
      name: 'Log in and return to the checkout with this cart',
    })
    expect(link.getAttribute('href')).toBe('/en/account/login?returnTo=%2Fen%2Fcheckout')
    const email = screen.getByLabelText(/^Email address/) as HTMLInputElement
    expect(email.value).toBe('')
    expect(email.readOnly).toBe(false)
  })

  it('shows the total and its VAT right above the pay button', async () => {
    renderCart(<CheckoutView />, { locale: 'de', mocks: [cartQuery('de'), customerQuery(null)] })
    const total = await screen.findByTestId('checkout-pay-total')
    const button = screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })
    expect(total.nextElementSibling).toBe(button)
    expect(within(total).getByTestId('checkout-total').textContent).toBe(
      screen.getByTestId('order-summary').querySelector('[data-testid="cart-total"]')!.textContent,
    )
    expect(within(total).getByTestId('checkout-tax').textContent).toMatch(/€/)
  })
})

describe('CheckoutView', () => {
  it('shows the summary incl. VAT, the hosted payment notice and the legal texts', async () => {
    renderCart(<CheckoutView />, { locale: 'de', mocks: [cartQuery('de')] })
    const summary = await screen.findByTestId('order-summary')
    expect(within(summary).getByText('1 × Foto Studio Pro')).toBeTruthy()
    expect(within(summary).getByTestId('cart-vat').textContent).toBe('inkl. 19 % MwSt.')
    // The payment happens on the provider's page: the shop's form has no field for it.
    const payment = screen.getByTestId('payment')
    expect(payment.textContent).toContain('Seite unseres Zahlungsanbieters')
    expect(payment.querySelector('input, select, textarea')).toBeNull()
    expect(screen.queryByLabelText(/Kartennummer|IBAN/)).toBeNull()
    expect(
      screen.getByLabelText(
        'Ich stimme der Ausführung des Vertrages vor Ablauf der Widerrufsfrist ausdrücklich zu. Mir ist bekannt, dass mein Widerrufsrecht mit Beginn der Ausführung des Vertrages erlischt. *',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeTruthy()
    expect((screen.getByLabelText(/^Land/) as HTMLSelectElement).value).toBe('DE')
  })

  it('refuses an incomplete form in the browser, each message next to its field', async () => {
    renderCart(<CheckoutView />, { locale: 'en', mocks: [cartQuery('en')] })
    fireEvent.click(await screen.findByRole('button', { name: 'Place order and pay' }))
    expect(await screen.findByText('The email address field is required')).toBeTruthy()
    expect(screen.getByText('The name field is required')).toBeTruthy()
    expect(screen.getByText('The terms and conditions field is required')).toBeTruthy()
    expect(screen.getByText('The waiver of the right of withdrawal field is required')).toBeTruthy()
  })

  it('keeps the cart and every input after a declined payment', async () => {
    writeCartToken(cart.token)
    const { mocks, sent } = placeOrderMocks([
      {
        data: {
          placeOrder: {
            __typename: 'PaymentDeclined',
            message: 'payment declined by the provider',
          },
        },
      },
    ])
    renderCart(<CheckoutView />, { locale: 'de', mocks: [cartQuery('de'), ...mocks] })
    await screen.findByTestId('order-summary')
    fillIn('de')
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }))
    // The page's own words, never the API's (issue 19, point 9).
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Zahlung wurde abgelehnt. Bitte prüfen Sie Ihre Kartendaten oder nutzen Sie eine andere Karte.',
    )
    expect(sent[0]?.input).toEqual({
      email: 'kim@example.com',
      name: 'Kim Becker',
      country: 'DE',
      company: null,
      vatId: null,
      street: 'Hauptstraße 5',
      postalCode: '10115',
      city: 'Berlin',
      saveBillingAddress: null,
      acceptTerms: true,
      waiveWithdrawal: true,
      cjEvent: null,
    })
    expect((screen.getByLabelText(/^E-Mail-Adresse/) as HTMLInputElement).value).toBe(
      'kim@example.com',
    )
    expect(Object.keys(sent[0]!.input).filter((key) => /card|iban/i.test(key))).toEqual([])
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(
      true,
    )
    expect(readCartToken()).toBe(cart.token)
  })

  it('sends a retried submission with the same idempotency key and the cje cookie', async () => {
    writeCartToken(cart.token)
    document.cookie = 'cje=click_42'
    const { mocks, sent } = placeOrderMocks([
      { error: new Error('Gateway down') },
      { data: { placeOrder: { __typename: 'RateLimited', message: 'Bitte warten.' } } },
    ])
    renderCart(<CheckoutView />, { locale: 'de', mocks: [cartQuery('de'), ...mocks] })
    await screen.findByTestId('order-summary')
    fillIn('de')
    const submit = screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })
    fireEvent.click(submit)
    expect((await screen.findByRole('alert')).textContent).toMatch(/nicht erreichbar/)
    fireEvent.click(submit)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Bitte warten.'))
    expect(sent).toHaveLength(2)
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey)
    expect(sent[0]?.input.cjEvent).toBe('click_42')
  })

  it('after the order: keeps the access and the cart, and goes to the hosted payment page', async () => {
    writeCartToken(cart.token)
    const { mocks } = placeOrderMocks([
      {
        data: {
          placeOrder: {
            __typename: 'OrderPlaced',
            accessToken: 'access-1',
            paymentUrl: 'http://localhost:3000/test-payment/cs_test_1',
            order: { __typename: 'Order', orderNumber: '100042-0' },
          },
        },
      },
    ])
    const assigned: string[] = []
    const assign = vi
      .spyOn(window.location, 'assign')
      .mockImplementation((url: string | URL) => void assigned.push(String(url)))
    try {
      const { pushed } = renderCart(<CheckoutView />, {
        locale: 'en',
        mocks: [cartQuery('en'), ...mocks],
      })
      await screen.findByTestId('order-summary')
      fillIn('en')
      fireEvent.click(screen.getByRole('button', { name: 'Place order and pay' }))
      await waitFor(() => expect(assigned).toHaveLength(1))
      expect(assigned[0]).toBe('http://localhost:3000/test-payment/cs_test_1')
      expect(pushed).toHaveLength(0)
      // The cart stays until the order is paid (the confirmation clears it).
      expect(localStorage.getItem(CART_TOKEN_KEY)).not.toBeNull()
      expect(readOrderAccess('100042-0')).toBe('access-1')
    } finally {
      assign.mockRestore()
    }
  })

  it('shows server field errors next to their fields', async () => {
    const { mocks } = placeOrderMocks([
      {
        data: {
          placeOrder: {
            __typename: 'ValidationErrors',
            fieldErrors: [
              { __typename: 'FieldError', field: 'vatId', message: 'USt-IdNr. ist ungültig' },
            ],
          },
        },
      },
    ])
    renderCart(<CheckoutView />, { locale: 'de', mocks: [cartQuery('de'), ...mocks] })
    await screen.findByTestId('order-summary')
    fillIn('de')
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }))
    const vatId = screen.getByLabelText(/^USt-IdNr\./)
    await waitFor(() => expect(vatId.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('USt-IdNr. ist ungültig')).toBeTruthy()
  })
})
