'use client'

import { useEffect, useEffectEvent, useId, useRef, type CSSProperties, type ReactNode } from 'react'

import { Icon } from './icon'

/** Default modal max width 460 and padding 50. */
export const MODAL_MAX_WIDTH = 460
export const MODAL_PADDING = 50

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

// Nested modals share one lock: the page scrolls again when the last one closes.
let scrollLocks = 0
let savedOverflow = ''

function lockBodyScroll(): void {
  if (scrollLocks++ === 0) {
    savedOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
  }
}

function unlockBodyScroll(): void {
  scrollLocks = Math.max(0, scrollLocks - 1)
  if (scrollLocks === 0) document.body.style.overflow = savedOverflow
}

/**
 * An accessible modal on the native `<dialog>`: labelled by its title, focus moves
 * inside when it opens and returns to where it was when it closes, Escape and a click on the mask
 * close it, and the page behind does not scroll while it is open. Rendered only while open, so its
 * content starts afresh each time.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  maxWidth = MODAL_MAX_WIDTH,
  padding = MODAL_PADDING,
  closeLabel = 'Close',
  testId,
  className,
  titleClassName,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  maxWidth?: number
  padding?: number
  closeLabel?: string
  testId?: string
  className?: string
  titleClassName?: string
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const maskPressed = useRef(false)
  const titleId = useId()
  const requestClose = useEffectEvent(() => onClose())

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const first =
      bodyRef.current?.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? dialog).focus()
    lockBodyScroll()

    const onCancel = (event: Event) => {
      event.preventDefault()
      requestClose()
    }
    // A browser may close the dialog itself (a repeated Escape); keep the owner's state in step.
    const onNativeClose = () => requestClose()
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onNativeClose)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onNativeClose)
      if (dialog.open) dialog.close()
      unlockBodyScroll()
      if (returnFocusTo?.isConnected) returnFocusTo.focus()
    }
  }, [open])

  if (!open) return null

  const style = { '--modal-max-width': `${maxWidth}px`, '--modal-padding': `${padding}px` } as CSSProperties
  return (
    <dialog
      ref={dialogRef}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      style={style}
      data-testid={testId}
      // The dialog element itself is only hit outside the content box, i.e. on the mask.
      onMouseDown={(event) => {
        maskPressed.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && maskPressed.current) onClose()
        maskPressed.current = false
      }}
    >
      <div ref={bodyRef} className="modal__content">
        <h2 id={titleId} className={`modal__title ${titleClassName ?? ''}`}>
          {title}
        </h2>
        {children}
      </div>
      <button
        type="button"
        className="modal__close"
        aria-label={closeLabel}
        onClick={onClose}
        data-testid={testId ? `${testId}-close` : undefined}
      >
        <Icon name="close" size={20} />
      </button>
    </dialog>
  )
}
