import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState, type KeyboardEvent } from 'react'
import styles from './Cart.module.css'

export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 99

/** The quantity a typed text stands for, or null when it is no whole number from 1 to 99. */
export function parseQuantity(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null
  const value = Number(text.trim())
  return value >= MIN_QUANTITY && value <= MAX_QUANTITY ? value : null
}

interface QuantityInputProps {
  id: string
  productName: string
  value: number
  disabled: boolean
  onChange: (quantity: number) => void
}

/** Number of licences of a cart item: typed (applied on leaving the field or Enter) or ±1. */
export function QuantityInput({ id, productName, value, disabled, onChange }: QuantityInputProps) {
  const { t } = useTranslation('cart')
  const [draft, setDraft] = useState(String(value))
  const [invalid, setInvalid] = useState(false)
  useEffect(() => {
    setDraft(String(value))
    setInvalid(false)
  }, [value])

  const commit = () => {
    const quantity = parseQuantity(draft)
    if (quantity === null) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    if (quantity !== value) onChange(quantity)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      commit()
    }
  }
  const errorId = `${id}-error`
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.quantityLabel}>
        {t('item.quantity')}
      </label>
      <div className={styles.quantityControls}>
        <button
          type="button"
          className={styles.stepper}
          aria-label={t('item.decrease', { name: productName })}
          disabled={disabled || value <= MIN_QUANTITY}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className={styles.quantityInput}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          value={draft}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={errorId}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.stepper}
          aria-label={t('item.increase', { name: productName })}
          disabled={disabled || value >= MAX_QUANTITY}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
      <p id={errorId} className={styles.fieldError} aria-live="polite">
        {invalid ? t('item.quantityInvalid', { min: MIN_QUANTITY, max: MAX_QUANTITY }) : ''}
      </p>
    </div>
  )
}
