'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

/** Spec 2.4: a route start shows a random 10–40 %; completion or error shows 100 and clears 450 ms later. */
export const PROGRESS_START_MIN = 10
export const PROGRESS_START_MAX = 40
export const PROGRESS_CLEAR_DELAY_MS = 450

export function randomStartProgress(random: () => number = Math.random): number {
  return PROGRESS_START_MIN + Math.round(random() * (PROGRESS_START_MAX - PROGRESS_START_MIN))
}

/** True for a plain left click on a same-origin link to another page of the site. */
function isInternalNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  if (anchor.target && anchor.target !== '_self') return false
  if (anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

export function RouteProgress() {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const [progress, setProgress] = useState<number | null>(null)
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const started = useRef(false)

  const finish = useCallback(() => {
    if (!started.current) return
    started.current = false
    setProgress(100)
    if (clearTimer.current) clearTimeout(clearTimer.current)
    clearTimer.current = setTimeout(() => setProgress(null), PROGRESS_CLEAR_DELAY_MS)
  }, [])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as HTMLElement | null)?.closest?.('a')
      if (!anchor || !isInternalNavigation(event, anchor)) return
      if (clearTimer.current) clearTimeout(clearTimer.current)
      started.current = true
      setProgress(randomStartProgress())
    }
    // A failed navigation surfaces as an unhandled error/rejection; the bar must not hang.
    window.addEventListener('error', finish)
    window.addEventListener('unhandledrejection', finish)
    document.addEventListener('click', onClick)
    return () => {
      window.removeEventListener('error', finish)
      window.removeEventListener('unhandledrejection', finish)
      document.removeEventListener('click', onClick)
      if (clearTimer.current) clearTimeout(clearTimer.current)
    }
  }, [finish])

  // The new URL is rendered: the navigation completed.
  useEffect(finish, [pathname, searchParams, finish])

  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-hidden={progress === null}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress ?? 0}
      data-testid="route-progress"
      style={{ width: `${progress ?? 0}%`, opacity: progress === null ? 0 : 1 }}
    />
  )
}
