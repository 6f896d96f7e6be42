// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PromoModal } from '../../../../web/src/components/PromoModal/PromoModal'
import {
  isPromoProduct,
  isSameOriginPath,
  promoNotYetShown,
  promoSessionKey,
  rememberPromoShown,
} from '../../../../web/src/components/PromoModal/promo-session'
import { renderWithI18n } from './i18n'

const product = { id: 43, name: 'Foto & Co', file: '/downloads/foto-und-co.zip' }

beforeEach(() => sessionStorage.clear())
afterEach(cleanup)

describe('promo session', () => {
  it('knows the spring promotion products of spec §9', () => {
    expect([43, 53, 38, 143].every(isPromoProduct)).toBe(true)
    expect(isPromoProduct(44)).toBe(false)
  })

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

  it('accepts only paths on this site for the download', () => {
    expect(isSameOriginPath('/downloads/x.zip')).toBe(true)
    expect(isSameOriginPath('https://example.org/x.zip')).toBe(false)
    expect(isSameOriginPath('//example.org/x.zip')).toBe(false)
    expect(isSameOriginPath('/\\example.org/x.zip')).toBe(false)
    expect(isSameOriginPath('javascript:alert(1)')).toBe(false)
  })
})

describe('PromoModal', () => {
  it('opens by itself once per browser session', () => {
    renderWithI18n(<PromoModal product={product} locale="de" />)
    expect(screen.getByRole('dialog', { name: /Foto & Co – heute gratis/ })).toBeTruthy()
    cleanup()
    // Another page of the same session.
    renderWithI18n(<PromoModal product={product} locale="de" />)
    expect(screen.queryByRole('dialog')).toBeNull()
    sessionStorage.clear()
    cleanup()
    // A new session offers it again.
    renderWithI18n(<PromoModal product={product} locale="de" />)
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('does not open by itself when autoOpen is false', () => {
    renderWithI18n(<PromoModal product={product} locale="de" autoOpen={false} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sessionStorage.getItem(promoSessionKey)).toBeNull()
  })

  it('offers the download of the product file and a "not now", in German', () => {
    renderWithI18n(<PromoModal product={product} locale="de" />)
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('Frühlingsaktion')
    expect(dialog.textContent).toContain(
      'Nur einen Tag lang schenken wir Ihnen die Vollversion von Foto & Co.',
    )
    const download = screen.getByRole('link', { name: 'Jetzt gratis herunterladen' })
    expect(download.getAttribute('href')).toBe('/downloads/foto-und-co.zip')
    expect(download.hasAttribute('download')).toBe(true)
    expect(document.activeElement).toBe(download)
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt nicht' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('speaks English on English pages and closes on Escape', () => {
    renderWithI18n(<PromoModal product={product} locale="en" />, 'de')
    expect(
      screen.getByRole('dialog', { name: 'Spring promotion Foto & Co – free today' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download free now' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows no download link for a file on another host', () => {
    renderWithI18n(
      <PromoModal product={{ ...product, file: 'https://example.org/x.zip' }} locale="en" />,
    )
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('can be opened and closed from outside', () => {
    const onClose = vi.fn()
    const { rerender } = renderWithI18n(
      <PromoModal product={product} locale="en" open={false} onClose={onClose} />,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(<PromoModal product={product} locale="en" open onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
