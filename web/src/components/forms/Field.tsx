import type { ReactNode } from 'react'
import styles from './Forms.module.css'

export interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string
  'aria-required'?: boolean
}

interface FieldProps {
  /** Unique id of the control; the label and the error point at it. */
  id: string
  label: string
  required?: boolean
  error?: string
  hint?: string
  children: (control: ControlProps) => ReactNode
}

/**
 * A labelled form control with its error beside it. The error region is always in the
 * page (empty when valid), so screen readers announce a message when it appears.
 */
export function Field({ id, label, required, error, hint, children }: FieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': hint ? `${errorId} ${hintId}` : errorId,
        ...(required ? { 'aria-required': true } : {}),
      })}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  )
}

interface CheckboxProps {
  id: string
  label: ReactNode
  error?: string
  children: (control: ControlProps) => ReactNode
}

/** A checkbox with its label after it. */
export function CheckboxField({ id, label, error, children }: CheckboxProps) {
  const errorId = `${id}-error`
  return (
    <div className={styles.checkbox}>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': errorId })}
      <label htmlFor={id}>{label}</label>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  )
}

/** Messages for the whole form (rate limit, service down), above the submit button. */
export function FormMessage({ error, success }: { error?: string; success?: string }) {
  return (
    <div aria-live="polite" className={styles.formMessage}>
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
      {success ? <p className={styles.formSuccess}>{success}</p> : null}
    </div>
  )
}

/** Hidden from people (and from assistive technology); bots fill it in. */
export function Honeypot({ register }: { register: object }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...register} />
      </label>
    </div>
  )
}

/** The note that explains the `*`. */
export function RequiredNote({ text }: { text: string }) {
  return <p className={styles.hint}>{text}</p>
}
