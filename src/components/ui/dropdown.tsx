'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { Icon } from './icon'

/**
 * A disclosure menu: a button that opens a panel. Closes on Escape (focus returns to the button),
 * on a click outside and when a link inside is followed.
 */
export function Dropdown({
  label,
  children,
  className,
  panelClassName,
  align = 'start',
  testId,
}: {
  label: ReactNode
  children: ReactNode
  className?: string
  panelClassName?: string
  align?: 'start' | 'end'
  testId?: string
}) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div ref={rootRef} className={`dropdown ${open ? 'is-open' : ''} ${className ?? ''}`} data-testid={testId}>
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <Icon name="chevron" size={14} className="dropdown__chevron" />
      </button>
      <div
        id={panelId}
        className={`dropdown__panel dropdown__panel--${align} ${panelClassName ?? ''}`}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        {children}
      </div>
    </div>
  )
}
