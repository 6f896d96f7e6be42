import { useTranslation } from 'next-i18next/pages'
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react'
import { createPortal } from 'react-dom'
import styles from './Modal.module.css'

/** Spec §9: a modal is 600×300 unless told otherwise. */
export const modalDefaultWidth = 600
export const modalDefaultHeight = 300

export interface ModalProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Width in px (spec default 600); never wider than the viewport. */
  width?: number
  /** Minimum height in px (spec default 300), or 'auto'; never taller than the viewport. */
  height?: number | 'auto'
  /** Buttons below the content. */
  footer?: ReactNode
  /** The element to focus on open; otherwise the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Show the × button in the header (default true). */
  showCloseButton?: boolean
  /** The × button's accessible name; defaults to "Close". */
  closeLabel?: string
  /** Keys pressed inside the modal, after Escape and Tab were handled. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  className?: string
}

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The elements Tab can reach inside `root`, in order. */
export function focusableElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  )
}

// Open modals: only the top one reacts to Escape and holds focus. A modal inside another one's
// content is on top of it even though React runs the inner effect (and so registers it) first.
interface OpenModal {
  depth: number
  order: number
}
const openModals = new Set<OpenModal>()
let openings = 0
const ModalDepth = createContext(0)

function isTopModal(modal: OpenModal): boolean {
  for (const other of openModals) {
    if (other.depth > modal.depth || (other.depth === modal.depth && other.order > modal.order)) {
      return false
    }
  }
  return true
}
let scrollLocks = 0
let unlockedOverflow = ''
let unlockedPaddingRight = ''

function lockScroll() {
  if (scrollLocks++ > 0) return
  const body = document.body
  unlockedOverflow = body.style.overflow
  unlockedPaddingRight = body.style.paddingRight
  // Keep the page from shifting sideways when its scrollbar disappears.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  body.style.overflow = 'hidden'
}

function unlockScroll() {
  if (--scrollLocks > 0) return
  document.body.style.overflow = unlockedOverflow
  document.body.style.paddingRight = unlockedPaddingRight
}

const noSubscription = () => () => {}

/** True in the browser, false during server rendering and hydration. */
function useIsClient() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * A modal window (spec §9, default 600×300) in a portal on document.body: focus moves in,
 * stays in (Tab and Shift+Tab cycle) and returns to the opener; Escape and the backdrop close it;
 * the page behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  width = modalDefaultWidth,
  height = modalDefaultHeight,
  footer,
  initialFocusRef,
  showCloseButton = true,
  closeLabel,
  onKeyDown,
  className,
}: ModalProps) {
  const { t } = useTranslation('components')
  const isClient = useIsClient()
  const depth = useContext(ModalDepth)
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  const pressedOnBackdrop = useRef(false)

  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  // A layout effect: the modal takes the focus and listens for Escape in the commit that puts
  // it on the page. A passive effect runs later when the modal came in a transition (a part
  // loaded with clientOnly), and an Escape pressed in between was lost (a unit test, once).
  useLayoutEffect(() => {
    if (!open || !isClient) return
    const panel = panelRef.current
    if (!panel) return
    const self: OpenModal = { depth, order: openings++ }
    openModals.add(self)
    const isTop = () => isTopModal(self)
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    lockScroll()

    // A modal opened together with one inside it leaves the focus to the inner one.
    if (isTop()) {
      const target =
        initialFocusRef?.current ??
        (bodyRef.current && focusableElements(bodyRef.current)[0]) ??
        panel
      target.focus()
    }

    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTop() || event.defaultPrevented) return
      event.preventDefault()
      onCloseRef.current()
    }
    // Focus that lands outside (a click on the page, a script) is brought back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop() || panel.contains(event.target as Node | null)) return
      ;(focusableElements(panel)[0] ?? panel).focus()
    }
    document.addEventListener('keydown', onDocumentKeyDown)
    document.addEventListener('focusin', onFocusIn)

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      openModals.delete(self)
      unlockScroll()
      if (opener?.isConnected) opener.focus()
    }
    // initialFocusRef is read once, on open; a modal does not move in the tree while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, isClient])

  if (!open || !isClient) return null

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      const panel = event.currentTarget
      const elements = focusableElements(panel)
      const first = elements[0]
      const last = elements[elements.length - 1]
      if (!first || !last) {
        event.preventDefault()
        panel.focus()
        return
      }
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault()
        first.focus()
      }
      return
    }
    onKeyDown?.(event)
  }

  // Closes only for a click that both starts and ends on the backdrop, not a drag out of the panel.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
    pressedOnBackdrop.current = false
  }

  const size = {
    '--modal-width': `${width}px`,
    '--modal-height': height === 'auto' ? 'auto' : `${height}px`,
  } as CSSProperties

  return createPortal(
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={panelRef}
        className={[styles.panel, className].filter(Boolean).join(' ')}
        style={size}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onPanelKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {showCloseButton && (
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel ?? t('modal.close')}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div ref={bodyRef} className={styles.body}>
          <ModalDepth.Provider value={depth + 1}>{children}</ModalDepth.Provider>
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  )
}
