'use client'

import { useEffect, useState } from 'react'

import { throttle } from '@/lib/throttle'

import { PROGRESS_SCROLL_THROTTLE_MS } from './rich-text-logic'

/** How far the article body has been read, as a bar under the header (scroll listener throttled at 610 ms). */
export function ReadingProgress({ targetId, label }: { targetId: string; label: string }) {
  const [progress, setProgress] = useState(0)
  useEffect(() => {
    const update = throttle(() => {
      const target = document.getElementById(targetId)
      if (!target) return
      const rect = target.getBoundingClientRect()
      const total = rect.height - window.innerHeight
      const read = total <= 0 ? (rect.top <= 0 ? 1 : 0) : -rect.top / total
      setProgress(Math.min(1, Math.max(0, read)))
    }, PROGRESS_SCROLL_THROTTLE_MS)
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      update.cancel()
    }
  }, [targetId])
  return (
    <div
      className="reading-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      data-testid="reading-progress"
    >
      <span className="reading-progress__bar" style={{ transform: `scaleX(${progress})` }} />
    </div>
  )
}
