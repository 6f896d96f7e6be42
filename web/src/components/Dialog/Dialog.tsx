import { useTranslation } from 'next-i18next/pages'
import { type KeyboardEvent, type ReactNode, useRef } from 'react'
import { Modal } from '../Modal/Modal'
import styles from './Dialog.module.css'

/** Spec §9: a dialog is 400 px wide and has exactly one CLOSE button. */
export const dialogWidth = 400

export interface DialogAction {
  label: string
  onAction: () => void
}

export interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** The CLOSE button's text; defaults to "Close". */
  closeLabel?: string
  /** A primary button that Enter triggers instead of CLOSE. */
  defaultAction?: DialogAction
  width?: number
}

/** Controls where Enter keeps its own meaning rather than pressing the default button. */
function handlesEnterItself(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    target.closest('button, a[href], textarea, select, summary, [role="button"], [role="link"]') !==
      null
  )
}

/**
 * A short message (spec §9) on a Modal: 400 px wide, one CLOSE button, Escape closes,
 * Enter presses the default button (CLOSE unless a `defaultAction` is given).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel,
  defaultAction,
  width = dialogWidth,
}: DialogProps) {
  const { t } = useTranslation('components')
  const defaultButton = useRef<HTMLButtonElement>(null)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.defaultPrevented) return
    // A focused button or link answers Enter itself; everywhere else Enter means "default".
    if (handlesEnterItself(event.target)) return
    event.preventDefault()
    defaultButton.current?.click()
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      width={width}
      height="auto"
      showCloseButton={false}
      initialFocusRef={defaultButton}
      onKeyDown={onKeyDown}
      footer={
        <>
          <button
            ref={defaultAction ? undefined : defaultButton}
            type="button"
            className={defaultAction ? styles.secondary : styles.primary}
            onClick={onClose}
            data-default={defaultAction ? undefined : true}
          >
            {closeLabel ?? t('modal.close')}
          </button>
          {defaultAction && (
            <button
              ref={defaultButton}
              type="button"
              className={styles.primary}
              onClick={defaultAction.onAction}
              data-default
            >
              {defaultAction.label}
            </button>
          )}
        </>
      }
    >
      {children}
    </Modal>
  )
}
