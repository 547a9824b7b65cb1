'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/** The tab strip scrolls sideways on phones; the current tab is brought into view on load. */
export function PolicyTabsScroller({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const strip = ref.current
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!strip || !active) return
    const overflow = active.offsetLeft + active.offsetWidth - strip.clientWidth
    if (overflow > 0) strip.scrollLeft = overflow + 24
  }, [])
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  )
}
