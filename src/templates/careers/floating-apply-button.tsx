'use client'

import { useEffect, useState, type MouseEvent } from 'react'

/**
 * The floating apply button of a vacancy scrolls to the apply form and hides once the form
 * has been seen. It is a plain link to the form, so it also works before (or without) JavaScript.
 */
export function FloatingApplyButton({ formId, firstFieldId, label }: { formId: string; firstFieldId: string; label: string }) {
  const [seen, setSeen] = useState(false)

  useEffect(() => {
    const form = document.getElementById(formId)
    if (!form || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { threshold: 0.15 },
    )
    observer.observe(form)
    return () => observer.disconnect()
  }, [formId])

  if (seen) return null

  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = document.getElementById(formId)
    if (!form) return
    event.preventDefault()
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    form.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    // Focus without a second, instant jump; the smooth scroll brings the field into view.
    document.getElementById(firstFieldId)?.focus({ preventScroll: true })
  }

  return (
    <a href={`#${formId}`} className="button button--primary button--large floating-apply" onClick={click} data-testid="floating-apply">
      {label}
    </a>
  )
}
