'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { leadsToAnotherPage, ROUTE_START_EVENT, type RouteStartDetail } from './route-progress-start'

/**
 * A navigation to another page shows a random 10–40 % as soon as it starts; when the new page is
 * rendered, or the navigation fails, the bar shows 100 % and clears 450 ms later.
 */
export const PROGRESS_START_MIN = 10
export const PROGRESS_START_MAX = 40
export const PROGRESS_CLEAR_DELAY_MS = 450

export function randomStartProgress(random: () => number = Math.random): number {
  return PROGRESS_START_MIN + Math.round(random() * (PROGRESS_START_MAX - PROGRESS_START_MIN))
}

/**
 * The thin bar at the top of the window during client-side navigations. It hears of a navigation
 * when the App Router dispatches it (route-progress-start.ts), whatever started it: a link, a
 * programmatic router.push, or the back button.
 */
export function RouteProgress({ label }: { label: string }) {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const search = searchParams.toString()
  const [progress, setProgress] = useState<number | null>(null)
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const started = useRef(false)
  const rendered = useRef({ pathname, search })

  const finish = useCallback(() => {
    if (!started.current) return
    started.current = false
    setProgress(100)
    if (clearTimer.current) clearTimeout(clearTimer.current)
    clearTimer.current = setTimeout(() => setProgress(null), PROGRESS_CLEAR_DELAY_MS)
  }, [])

  useEffect(() => {
    const onStart = (event: Event) => {
      const { url } = (event as CustomEvent<RouteStartDetail>).detail
      // The same page again (or only another #fragment) renders nothing new: no bar that would never finish.
      if (!leadsToAnotherPage(url, rendered.current, window.location.href)) return
      if (clearTimer.current) clearTimeout(clearTimer.current)
      // A navigation that replaces one still under way keeps the bar where it is.
      if (!started.current) setProgress(randomStartProgress())
      started.current = true
    }
    // A failed navigation surfaces as an unhandled error/rejection; the bar must not hang.
    window.addEventListener('error', finish)
    window.addEventListener('unhandledrejection', finish)
    window.addEventListener(ROUTE_START_EVENT, onStart)
    return () => {
      window.removeEventListener('error', finish)
      window.removeEventListener('unhandledrejection', finish)
      window.removeEventListener(ROUTE_START_EVENT, onStart)
      if (clearTimer.current) clearTimeout(clearTimer.current)
    }
  }, [finish])

  // The new URL is rendered: the navigation completed.
  useEffect(() => {
    rendered.current = { pathname, search }
    finish()
  }, [pathname, search, finish])

  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={label}
      aria-hidden={progress === null}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress ?? 0}
      data-testid="route-progress"
      style={{ width: `${progress ?? 0}%`, opacity: progress === null ? 0 : 1 }}
    />
  )
}
