// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { PriceTag } from '../../../../web/src/components/PriceTag/PriceTag'
import { CurrencyProvider } from '../../../../web/src/currency/CurrencyProvider'
import { createTestI18n } from '../components/i18n'

const prices = [
  { amountMinor: 2999, currency: 'EUR' },
  { amountMinor: 3299, currency: 'USD' },
  { amountMinor: 2699, currency: 'GBP' },
  { amountMinor: 3149, currency: 'CHF' },
]
const strikePrices = [
  { amountMinor: 3999, currency: 'EUR' },
  { amountMinor: 3599, currency: 'GBP' },
]

function page() {
  return (
    <I18nextProvider i18n={createTestI18n('de')}>
      <CurrencyProvider>
        <PriceTag prices={prices} strikePrices={strikePrices} />
      </CurrencyProvider>
    </I18nextProvider>
  )
}

afterEach(() => {
  document.cookie = 'sf_currency=; Max-Age=0; Path=/'
  document.documentElement.removeAttribute('data-currency')
  document.body.innerHTML = ''
})

describe('PriceTag in the shopper’s currency', () => {
  it('renders every currency on the server, for the page mark to pick, and no test id twice', () => {
    const html = renderToString(page())
    for (const code of ['EUR', 'USD', 'GBP', 'CHF']) {
      expect(html).toContain(`data-price-currency="${code}"`)
    }
    expect(html).toContain('29,99\u00a0€')
    expect(html).toContain('26,99\u00a0£')
    expect(html).not.toContain('data-testid="price"')
  })

  it('hydrates without a mismatch and then shows only the chosen currency', async () => {
    document.cookie = 'sf_currency=GBP; Path=/'
    const container = document.createElement('div')
    container.innerHTML = renderToString(page())
    document.body.append(container)
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) })
    })
    expect(errors).toEqual([])
    expect(container.querySelector('[data-testid="price"]')?.textContent).toBe('26,99\u00a0£')
    expect(container.querySelector('[data-testid="strike-price"]')?.textContent).toContain(
      '35,99\u00a0£',
    )
    expect(container.querySelectorAll('[data-price-currency]')).toHaveLength(0)
    expect(container.textContent).not.toContain('€')
    expect(document.documentElement.getAttribute('data-currency')).toBe('GBP')
  })

  it('says so when the product is not sold in the chosen currency', async () => {
    document.cookie = 'sf_currency=CHF; Path=/'
    const container = document.createElement('div')
    document.body.append(container)
    const ui = (
      <I18nextProvider i18n={createTestI18n('en')}>
        <CurrencyProvider>
          <PriceTag prices={prices.slice(0, 2)} />
        </CurrencyProvider>
      </I18nextProvider>
    )
    container.innerHTML = renderToString(ui)
    await act(async () => {
      hydrateRoot(container, ui)
    })
    expect(container.querySelector('[data-testid="price"]')).toBeNull()
    expect(container.querySelector('[data-testid="price-missing"]')?.textContent).toBe(
      'Not sold in this currency',
    )
  })

  it('keeps a fixed currency (a cart’s, an order’s) whatever the shopper chose', async () => {
    document.cookie = 'sf_currency=GBP; Path=/'
    const container = document.createElement('div')
    document.body.append(container)
    const ui = (
      <I18nextProvider i18n={createTestI18n('de')}>
        <CurrencyProvider>
          <PriceTag amountMinor={1999} currency="USD" />
        </CurrencyProvider>
      </I18nextProvider>
    )
    container.innerHTML = renderToString(ui)
    await act(async () => {
      hydrateRoot(container, ui)
    })
    expect(container.querySelector('[data-testid="price"]')?.textContent).toBe('19,99\u00a0$')
  })
})

describe('PriceTag of something free', () => {
  const render = (ui: ReactElement) =>
    renderToString(
      <I18nextProvider i18n={createTestI18n('de')}>
        <CurrencyProvider>{ui}</CurrencyProvider>
      </I18nextProvider>,
    )

  it('says "Kostenlos" without a VAT note, in every currency and in a fixed one', () => {
    const free = prices.map((price) => ({ ...price, amountMinor: 0 }))
    for (const html of [
      render(<PriceTag prices={free} />),
      render(<PriceTag amountMinor={0} currency="EUR" />),
    ]) {
      expect(html).toContain('Kostenlos')
      expect(html).not.toContain('MwSt')
    }
    expect(render(<PriceTag amountMinor={2999} currency="EUR" />)).toContain('inkl. MwSt.')
  })
})
