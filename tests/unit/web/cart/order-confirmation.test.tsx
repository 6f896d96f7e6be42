// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OrderConfirmationDocument } from '../../../../web/src/__generated__/graphql'
import { storeOrderAccess } from '../../../../web/src/cart/order-access'
import { OrderConfirmationView } from '../../../../web/src/components/OrderConfirmation/OrderConfirmation'
import { renderCart } from './render'

afterEach(cleanup)
beforeEach(() => sessionStorage.clear())

const money = (amountMinor: number) => ({ __typename: 'Money', amountMinor, currency: 'EUR' })

const order = {
  __typename: 'Order',
  orderNumber: '100042-0',
  paymentStatus: 'PAID',
  invoice: {
    __typename: 'Invoice',
    number: 'RE-2026-000042',
    downloadUrl: '/invoices/RE-2026-000042.pdf?expires=1&signature=s',
  },
  placedAt: '2026-04-01T10:00:00.000Z',
  reverseCharge: false,
  billingAddress: {
    __typename: 'BillingAddress',
    country: 'DE',
    name: 'Kim Becker',
    company: null,
    vatId: null,
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
  },
  currency: 'EUR',
  taxVatPercentage: 19,
  email: 'kim@example.com',
  totalGross: money(4798),
  taxAmount: money(766),
  coupon: null,
  items: [
    {
      __typename: 'OrderItem',
      productId: '7',
      name: 'Foto Studio Pro',
      quantity: 2,
      unitPriceGross: money(2399),
      licenceKeys: ['SCHF-AAAA-BBBB-CCCC', 'SCHF-DDDD-EEEE-FFFF'],
      downloads: [
        {
          __typename: 'SetupFile',
          fileName: 'foto-studio-pro-full-windows.exe',
          platform: 'WINDOWS',
          downloadUrl: '/downloads/foto-studio-pro-full-windows.exe',
          sizeBytes: 1000,
          storeUrl: null,
        },
        {
          __typename: 'SetupFile',
          fileName: 'foto-studio-pro-full-ios.ipa',
          platform: 'IOS',
          downloadUrl: '/downloads/foto-studio-pro-full-ios.ipa',
          sizeBytes: 1000,
          storeUrl: 'https://apps.apple.com/de/app/id1',
        },
      ],
    },
  ],
}

describe('OrderConfirmationView', () => {
  it('shows number, licence keys, full-version downloads and the total incl. VAT', async () => {
    storeOrderAccess({ orderNumber: '100042-0', accessToken: 'access-1' })
    renderCart(<OrderConfirmationView />, {
      locale: 'de',
      query: { order: '100042-0' },
      mocks: [
        {
          request: {
            query: OrderConfirmationDocument,
            variables: { orderNumber: '100042-0', locale: 'de' },
          },
          result: { data: { order } },
        },
      ],
    })
    expect(await screen.findByTestId('order-number')).toBeTruthy()
    expect(screen.getByTestId('order-number').textContent).toBe('Bestellnummer 100042-0')
    const keys = screen.getAllByTestId('licence-key')
    expect(keys.map((key) => [key.tagName, key.textContent])).toEqual([
      ['CODE', 'SCHF-AAAA-BBBB-CCCC'],
      ['CODE', 'SCHF-DDDD-EEEE-FFFF'],
    ])
    // A mobile edition is installed from its store (issue 19): a badge, no .ipa link.
    const badge = screen.getByTestId('store-badge')
    expect(badge.getAttribute('href')).toBe('https://apps.apple.com/de/app/id1')
    expect(document.querySelector('a[href$=".ipa"]')).toBeNull()
    const download = screen.getByTestId('full-version-download')
    expect(download.getAttribute('href')).toBe('/downloads/foto-studio-pro-full-windows.exe')
    expect(download.textContent).toBe(
      'Foto Studio Pro für Windows (foto-studio-pro-full-windows.exe)',
    )
    expect(screen.getByTestId('order-total').textContent?.replace(/\u00a0/g, ' ')).toBe('47,98 €')
    expect(screen.getByText('inkl. 19 % MwSt.')).toBeTruthy()
    expect(screen.getByText(/kim@example\.com/)).toBeTruthy()
    // The invoice of the paid order, as a download of its signed link.
    const invoice = screen.getByTestId('invoice-download')
    expect(invoice.getAttribute('href')).toBe(order.invoice.downloadUrl)
    expect(invoice.textContent).toContain('RE-2026-000042')
    expect(
      within(screen.getByTestId('order-item')).getByRole('button', {
        name: 'Lizenzschlüssel SCHF-AAAA-BBBB-CCCC kopieren',
      }),
    ).toBeTruthy()
  })

  it('asks nobody for an order this tab did not place', async () => {
    storeOrderAccess({ orderNumber: '100042-0', accessToken: 'access-1' })
    renderCart(<OrderConfirmationView />, { locale: 'en', query: { order: '100099-3' } })
    expect(await screen.findByTestId('order-unavailable')).toBeTruthy()
    expect(screen.queryByTestId('licence-key')).toBeNull()
  })

  it('says the order cannot be shown when the gateway knows no such order', async () => {
    storeOrderAccess({ orderNumber: '100042-0', accessToken: 'stale' })
    renderCart(<OrderConfirmationView />, {
      locale: 'en',
      query: { order: '100042-0' },
      mocks: [
        {
          request: {
            query: OrderConfirmationDocument,
            variables: { orderNumber: '100042-0', locale: 'en' },
          },
          result: { data: { order: null } },
        },
      ],
    })
    expect(await screen.findByTestId('order-unavailable')).toBeTruthy()
  })
})
