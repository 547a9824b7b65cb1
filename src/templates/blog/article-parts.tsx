'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { PART_OPEN_DELAY_MS, PART_SCROLL_OFFSET_PX } from './rich-text-logic'

export type ArticlePart = { anchor: string; number: number; title: string | null; body: ReactNode }

/** Event the contents send to open a part by its anchor. */
export const OPEN_PART_EVENT = 'article:open-part'

/**
 * Titled parts are collapsible, one open at a time: opening one closes the current, shows
 * loading, scrolls to it (125 px below the top) and opens it after 200 ms. Untitled parts stay open.
 * Closed bodies stay in the HTML (hidden) so crawlers and in-page search still see them.
 */
export function ArticleParts({ parts, initialOpen }: { parts: ArticlePart[]; initialOpen: string | null }) {
  const [open, setOpen] = useState<string | null>(initialOpen)
  const [pending, setPending] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const openPart = (anchor: string) => {
    if (timer.current) clearTimeout(timer.current)
    setOpen(null)
    setPending(anchor)
    const element = document.getElementById(anchor)
    if (element) {
      const top = element.getBoundingClientRect().top + window.scrollY - PART_SCROLL_OFFSET_PX
      window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' })
    }
    timer.current = setTimeout(() => {
      setOpen(anchor)
      setPending(null)
    }, PART_OPEN_DELAY_MS)
  }
  const openRef = useRef(openPart)
  useEffect(() => {
    openRef.current = openPart
  })

  useEffect(() => {
    const listener = (event: Event) => {
      const anchor = (event as CustomEvent<string>).detail
      if (parts.some((part) => part.anchor === anchor && part.title)) openRef.current(anchor)
    }
    window.addEventListener(OPEN_PART_EVENT, listener)
    return () => {
      window.removeEventListener(OPEN_PART_EVENT, listener)
      if (timer.current) clearTimeout(timer.current)
    }
  }, [parts])

  return (
    <div className="article-parts" data-testid="article-parts">
      {parts.map((part) => {
        if (!part.title) {
          return (
            <section key={part.anchor} id={part.anchor} className="article-part article-part--plain">
              {part.body}
            </section>
          )
        }
        const isOpen = open === part.anchor
        const isPending = pending === part.anchor
        return (
          <section
            key={part.anchor}
            id={part.anchor}
            className={`article-part ${isOpen ? 'article-part--open' : ''}`}
            data-testid="article-part"
            data-open={isOpen}
          >
            <h2 className="article-part__heading">
              <button
                type="button"
                className="article-part__toggle"
                aria-expanded={isOpen}
                aria-controls={`${part.anchor}-body`}
                onClick={() => (isOpen ? setOpen(null) : openPart(part.anchor))}
              >
                <span className="article-part__number">{part.number}.</span>
                <span className="article-part__title">{part.title}</span>
                {isPending ? (
                  <span className="spinner spinner--small" aria-hidden="true" />
                ) : (
                  <span className="article-part__chevron" aria-hidden="true" />
                )}
              </button>
            </h2>
            <div id={`${part.anchor}-body`} className="article-part__body" hidden={!isOpen}>
              {part.body}
            </div>
          </section>
        )
      })}
    </div>
  )
}
