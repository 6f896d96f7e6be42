// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ClaimPromotionDocument } from '../../../../web/src/__generated__/graphql'
import { PromotionClaimBox } from '../../../../web/src/components/PromotionOffer/PromotionClaimBox'
import { renderForm } from '../forms/render'

// Issue 22 (decision 0020): a product page with a running promotion renders its claim form
// plain; the validation and the request load on the visitor's first move and take over what
// was typed and a submit already pressed, so nothing a visitor does is lost.

afterEach(cleanup)

const accepted = {
  request: {
    query: ClaimPromotionDocument,
    variables: { id: '7', input: { email: 'fan@example.org', website: '' }, locale: 'de' },
  },
  result: {
    data: {
      claimPromotion: {
        __typename: 'PromotionClaimAccepted',
        message: 'Vielen Dank! Wir senden den Lizenzschlüssel.',
      },
    },
  },
}

describe('PromotionClaimBox', () => {
  it('sends what was typed before its code loaded when the button is pressed', async () => {
    renderForm(<PromotionClaimBox promotionId="7" productName="Musikwerkstatt" />, {
      locale: 'de',
      mocks: [accepted],
    })
    const input = screen.getByRole('textbox') as HTMLInputElement
    // Typed without a pointer or focus event first: the plain form holds it.
    input.value = 'fan@example.org'
    fireEvent.submit(screen.getByTestId('promotion-claim'))
    expect(await screen.findByTestId('promotion-claimed')).toHaveProperty(
      'textContent',
      'Vielen Dank! Wir senden den Lizenzschlüssel.',
    )
  })

  it('validates in the page language once loaded, keeping the focus and the text', async () => {
    renderForm(<PromotionClaimBox promotionId="7" productName="Musikwerkstatt" />, {
      locale: 'de',
    })
    const plain = screen.getByRole('textbox') as HTMLInputElement
    plain.value = 'nobody@nowhere'
    plain.focus()
    fireEvent.focus(plain)
    // The loaded form replaced the plain one with the same text and the cursor in it.
    await waitFor(() => expect(screen.getByRole('textbox')).not.toBe(plain))
    const input = screen.getByRole('textbox') as HTMLInputElement
    expect(input.value).toBe('nobody@nowhere')
    expect(document.activeElement).toBe(input)
    fireEvent.click(screen.getByRole('button', { name: 'Vollversion gratis anfordern' }))
    expect(
      await screen.findByText('E-Mail-Adresse muss eine gültige E-Mail-Adresse sein'),
    ).toBeTruthy()
  })
})
