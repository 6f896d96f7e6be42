// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ClaimPromotionDocument,
  type PromotionOffer_PromotionFragment,
} from '../../../../web/src/__generated__/graphql'
import { PromoModal } from '../../../../web/src/components/PromoModal/PromoModal'
import {
  promoNotYetShown,
  promoSessionKey,
  rememberPromoShown,
} from '../../../../web/src/components/PromoModal/promo-session'
import { MockedProvider } from '@apollo/client/testing/react'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import { renderForm } from '../forms/render'

// The promotion modal of issue 19, point 2: its texts are the promotion's (they name the
// product), it shows only while the promotion runs, and its button asks for the free full
// version by e-mail instead of downloading the trial.

const inADay = () => new Date(Date.now() + 86_400_000).toISOString()

function promotion(overrides: Partial<PromotionOffer_PromotionFragment> = {}) {
  return {
    __typename: 'Promotion' as const,
    id: '7',
    kind: 'FREE_FULL_VERSION' as const,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: inADay(),
    headline: 'Free for 24 hours: the full version of Music Workshop',
    text: 'Enter your e-mail address: you get a licence key for the full version of Music Workshop.',
    product: {
      __typename: 'Product' as const,
      id: '38',
      name: 'Music Workshop',
      paths: { __typename: 'LocalizedPaths' as const, de: '/x', en: '/en/x' },
    },
    ...overrides,
  } as PromotionOffer_PromotionFragment
}

beforeEach(() => sessionStorage.clear())
afterEach(cleanup)

describe('promo session', () => {
  it('remembers the promo per browser session', () => {
    expect(promoNotYetShown()).toBe(true)
    rememberPromoShown()
    expect(sessionStorage.getItem(promoSessionKey)).toBe('1')
    expect(promoNotYetShown()).toBe(false)
  })

  it('treats unusable storage as already shown, so the promo never nags', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(promoNotYetShown(broken)).toBe(false)
    expect(() => rememberPromoShown(broken)).not.toThrow()
    expect(promoNotYetShown(null)).toBe(false)
  })
})

describe('PromoModal', () => {
  it('opens by itself once per browser session, with the promotion’s own texts', () => {
    renderForm(<PromoModal promotion={promotion()} locale="en" />, { locale: 'en' })
    const dialog = screen.getByRole('dialog', { name: /full version of Music Workshop/ })
    expect(dialog.textContent).toContain('licence key for the full version of Music Workshop')
    expect(dialog.textContent).toMatch(/The promotion ends on .*2\d{3}/)
    // No trial download pretending to be the free full version.
    expect(screen.queryByRole('link')).toBeNull()
    cleanup()
    renderForm(<PromoModal promotion={promotion()} locale="en" />, { locale: 'en' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does not open once the promotion has ended', () => {
    const ended = promotion({ endsAt: new Date(Date.now() - 1000).toISOString() })
    renderForm(<PromoModal promotion={ended} locale="de" />, { locale: 'de' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks for the full version by e-mail and shows the shop’s answer, in German', async () => {
    renderForm(<PromoModal promotion={promotion()} locale="de" />, {
      locale: 'de',
      mocks: [
        {
          request: {
            query: ClaimPromotionDocument,
            variables: {
              id: '7',
              input: { email: 'fan@example.org', website: '' },
              locale: 'de',
            },
          },
          result: {
            data: {
              claimPromotion: {
                __typename: 'PromotionClaimAccepted',
                message: 'Vielen Dank! Wir senden den Lizenzschlüssel.',
              },
            },
          },
        },
      ],
    })
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('Aktion')
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'fan@example.org' } })
    fireEvent.click(screen.getByRole('button', { name: 'Vollversion gratis anfordern' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Vielen Dank! Wir senden den Lizenzschlüssel.',
    )
  })

  it('checks the address before sending, in English, and closes on Escape', async () => {
    renderForm(<PromoModal promotion={promotion()} locale="en" />, { locale: 'en' })
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'not-an-address' } })
    fireEvent.click(screen.getByRole('button', { name: 'Get the full version free' }))
    expect(await screen.findByText('The email address field must be a valid email')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy()
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('can be opened and closed from outside', () => {
    const onClose = vi.fn()
    const { rerender, router } = renderForm(
      <PromoModal promotion={promotion()} locale="en" open={false} onClose={onClose} />,
      { locale: 'en' },
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(
      <RouterContext.Provider value={router}>
        <MockedProvider mocks={[]}>
          <PromoModal promotion={promotion()} locale="en" open onClose={onClose} />
        </MockedProvider>
      </RouterContext.Provider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
