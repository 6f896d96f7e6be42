// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  StarRating,
  starFillPercent,
  starIncrement,
  starMax,
  starSize,
} from '../../../../web/src/components/StarRating/StarRating'
import { renderWithI18n } from './i18n'

afterEach(cleanup)

function fills() {
  return screen.getAllByTestId('star-fill').map((fill) => fill.getAttribute('data-fill'))
}

describe('StarRating constants (spec §9)', () => {
  it('allows at most 5 stars in steps of 1, 50 px each', () => {
    expect([starMax, starIncrement, starSize]).toEqual([5, 1, 50])
  })
})

describe('StarRating display', () => {
  it('fills four stars and 30 % of the fifth for 4.3', () => {
    renderWithI18n(<StarRating value={4.3} locale="en" />)
    expect(fills()).toEqual(['100%', '100%', '100%', '100%', '30%'])
  })

  it('keeps the fill within 0..5 stars', () => {
    expect(starFillPercent(4.3, 4)).toBe(30)
    expect(starFillPercent(0.5, 0)).toBe(50)
    expect(starFillPercent(0.5, 1)).toBe(0)
    expect(starFillPercent(Number.NaN, 0)).toBe(0)
    renderWithI18n(<StarRating value={7} locale="en" />)
    expect(fills()).toEqual(['100%', '100%', '100%', '100%', '100%'])
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('5 out of 5 stars')
    cleanup()
    renderWithI18n(<StarRating value={-2} locale="en" />)
    expect(fills()).toEqual(['0%', '0%', '0%', '0%', '0%'])
  })

  it('names the rating in German and English, with the decimal separator of each', () => {
    renderWithI18n(<StarRating value={4.3} locale="de" />, 'de')
    expect(screen.getByRole('img', { name: '4,3 von 5 Sternen' })).toBeTruthy()
    cleanup()
    renderWithI18n(<StarRating value={4.3} locale="en" />, 'de')
    expect(screen.getByRole('img', { name: '4.3 out of 5 stars' })).toBeTruthy()
    cleanup()
    // Without a locale prop, the page's language decides.
    renderWithI18n(<StarRating value={4} />, 'en')
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy()
  })

  it('is 50 px per star unless told otherwise', () => {
    const heights = () =>
      screen.getAllByTestId('star-fill').map((star) => star.getAttribute('height'))
    renderWithI18n(<StarRating value={3} locale="de" />)
    expect(heights()).toEqual(Array(5).fill('50'))
    cleanup()
    renderWithI18n(<StarRating value={3} locale="de" size={20} />)
    expect(heights()).toEqual(Array(5).fill('20'))
  })

  it('renders no style attribute, which the page policy would block (issue 18.12)', () => {
    const { container } = renderWithI18n(<StarRating value={4.3} locale="de" />)
    expect(container.querySelector('[style]')).toBeNull()
    // The fifth star's filled copy is 30 % of the 24-unit drawing wide.
    const nested = screen.getAllByTestId('star-fill')[4]!.querySelector('svg')
    expect(nested?.getAttribute('width')).toBe('7.2')
  })

  it('draws its stars as inline SVG, without images from elsewhere', () => {
    const { container } = renderWithI18n(<StarRating value={2} locale="de" />)
    expect(container.querySelectorAll('svg')).toHaveLength(10)
    expect(container.querySelector('img, [src], [href]')).toBeNull()
  })
})

function Picker({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState<number | null>(null)
  return (
    <StarRating
      mode="input"
      name="rating"
      label="Ihre Bewertung"
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
      locale="de"
    />
  )
}

describe('StarRating input', () => {
  it('is a labelled radio group of 1 to 5 stars with one field name', () => {
    renderWithI18n(<Picker onChange={() => {}} />)
    const group = screen.getByRole('radiogroup', { name: 'Ihre Bewertung' })
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(group.contains(radios[0]!)).toBe(true)
    expect(radios.map((radio) => radio.value)).toEqual(['1', '2', '3', '4', '5'])
    expect(radios.every((radio) => radio.name === 'rating')).toBe(true)
    expect(screen.getByRole('radio', { name: '1 Stern' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: '3 Sterne' })).toBeTruthy()
    // One tab stop while nothing is chosen: the first star.
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1])
  })

  it('chooses by click and by arrow keys, wrapping at both ends', () => {
    const onChange = vi.fn()
    renderWithI18n(<Picker onChange={onChange} />)
    fireEvent.click(screen.getByRole('radio', { name: '3 Sterne' }))
    expect(onChange).toHaveBeenLastCalledWith(3)
    const three = screen.getByRole('radio', { name: '3 Sterne' }) as HTMLInputElement
    expect(three.checked).toBe(true)

    fireEvent.keyDown(three, { key: 'ArrowRight' })
    expect(onChange).toHaveBeenLastCalledWith(4)
    const four = screen.getByRole('radio', { name: '4 Sterne' }) as HTMLInputElement
    expect(four.checked).toBe(true)
    expect(document.activeElement).toBe(four)
    expect(four.tabIndex).toBe(0)
    expect(three.tabIndex).toBe(-1)

    fireEvent.keyDown(four, { key: 'ArrowUp' })
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(onChange).toHaveBeenLastCalledWith(1)
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    expect(onChange).toHaveBeenLastCalledWith(5)
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })
    expect(onChange).toHaveBeenLastCalledWith(4)
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    expect(onChange).toHaveBeenLastCalledWith(1)
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(onChange).toHaveBeenLastCalledWith(5)
    expect((screen.getByRole('radio', { name: '5 Sterne' }) as HTMLInputElement).checked).toBe(true)
  })

  it('leaves other keys alone', () => {
    const onChange = vi.fn()
    renderWithI18n(<Picker onChange={onChange} />)
    fireEvent.keyDown(screen.getByRole('radio', { name: '1 Stern' }), { key: 'a' })
    expect(onChange).not.toHaveBeenCalled()
  })

  it('speaks English too', () => {
    renderWithI18n(
      <StarRating
        mode="input"
        name="rating"
        label="Your rating"
        value={2}
        onChange={() => {}}
        locale="en"
      />,
      'de',
    )
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy()
    expect((screen.getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true)
  })
})
