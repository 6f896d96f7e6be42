import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState, type KeyboardEvent } from 'react'
import styles from './Cart.module.css'

export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 99

/** The quantity a typed text stands for, or null when it is no whole number from 1 to `max`. */
export function parseQuantity(text: string, max: number = MAX_QUANTITY): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null
  const value = Number(text.trim())
  return value >= MIN_QUANTITY && value <= max ? value : null
}

interface QuantityInputProps {
  id: string
  productName: string
  value: number
  /** The most licences the item may have (1: sold once per order, shown without controls). */
  max?: number
  disabled: boolean
  onChange: (quantity: number) => void
}

/** Number of licences of a cart item: typed (applied on leaving the field or Enter) or ±1. */
export function QuantityInput(props: QuantityInputProps) {
  const max = Math.min(props.max ?? MAX_QUANTITY, MAX_QUANTITY)
  // Nothing to choose: no stepper that could only be refused.
  if (max <= MIN_QUANTITY) return <FixedQuantity id={props.id} value={props.value} />
  return <QuantityControls {...props} max={max} />
}

function FixedQuantity({ id, value }: { id: string; value: number }) {
  const { t } = useTranslation('cart')
  return (
    <div className={styles.quantity}>
      <span id={`${id}-label`} className={styles.quantityLabel}>
        {t('item.quantity')}
      </span>
      <p
        className={styles.fixedQuantity}
        aria-labelledby={`${id}-label`}
        data-testid="fixed-quantity"
      >
        {t('item.fixedQuantity', { count: value })}
      </p>
    </div>
  )
}

function QuantityControls({
  id,
  productName,
  value,
  max,
  disabled,
  onChange,
}: QuantityInputProps & { max: number }) {
  const { t } = useTranslation('cart')
  const [draft, setDraft] = useState(String(value))
  const [invalid, setInvalid] = useState(false)
  useEffect(() => {
    setDraft(String(value))
    setInvalid(false)
  }, [value])

  const commit = () => {
    const quantity = parseQuantity(draft, max)
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
          max={max}
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
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
      <p id={errorId} className={styles.fieldError} aria-live="polite">
        {invalid ? t('item.quantityInvalid', { min: MIN_QUANTITY, max }) : ''}
      </p>
    </div>
  )
}
