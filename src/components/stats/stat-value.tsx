'use client'

import { useEffect, useRef } from 'react'

import { COUNT_UP_DURATION_MS, COUNT_UP_VISIBLE_THRESHOLD, formatStat, parseStat } from './count-up'

/**
 * A stat that counts up from zero the first time 30 % of it is visible. The server
 * renders the final value, so crawlers, screen readers (the hidden copy) and visitors without
 * JavaScript or with reduced motion see the real figure; only the visible digits animate.
 */
export function StatValue({ value, className }: { value: string; className?: string }) {
  const digits = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const element = digits.current
    const stat = parseStat(value)
    if (!element || !stat || window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return
    let frame = 0
    element.textContent = formatStat(stat, 0)
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const started = performance.now()
        const step = (now: number) => {
          const progress = (now - started) / COUNT_UP_DURATION_MS
          element.textContent = formatStat(stat, progress)
          if (progress < 1) frame = requestAnimationFrame(step)
        }
        frame = requestAnimationFrame(step)
      },
      { threshold: COUNT_UP_VISIBLE_THRESHOLD },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      element.textContent = value
    }
  }, [value])

  return (
    <dd className={className}>
      <span ref={digits} aria-hidden="true" data-testid="stat-value">
        {value}
      </span>
      <span className="visually-hidden">{value}</span>
    </dd>
  )
}
