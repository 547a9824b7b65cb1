'use client'

import { useEffect, useState } from 'react'

import { throttle } from '@/lib/throttle'

import { OPEN_PART_EVENT } from './article-parts'
import { PART_SCROLL_OFFSET_PX, TOC_SCROLL_THROTTLE_MS, type TocEntry } from './rich-text-logic'

/** Numbered contents; the section being read is highlighted (scroll listener throttled at 629 ms). */
export function TableOfContents({
  entries,
  title,
  partAnchors,
  contentLang,
}: {
  entries: TocEntry[]
  title: string
  partAnchors: string[]
  /** The language of the article's headings when it is not the page's. */
  contentLang?: string
}) {
  const [active, setActive] = useState<string | null>(null)

  useEffect(() => {
    const update = throttle(() => {
      let current: string | null = null
      for (const entry of entries) {
        const element = document.getElementById(entry.id)
        if (element && element.getBoundingClientRect().top - PART_SCROLL_OFFSET_PX - 10 <= 0) current = entry.id
      }
      setActive(current)
    }, TOC_SCROLL_THROTTLE_MS)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      window.removeEventListener('scroll', update)
      update.cancel()
    }
  }, [entries])

  if (!entries.length) return null
  return (
    <nav className="article-toc" aria-label={title} data-testid="article-toc">
      <p className="article-toc__title">{title}</p>
      <ol className="article-toc__list" lang={contentLang}>
        {entries.map((entry) => (
          <li key={entry.id} className={`article-toc__item article-toc__item--h${entry.level}`}>
            <a
              href={`#${entry.id}`}
              className={active === entry.id ? 'article-toc__link article-toc__link--active' : 'article-toc__link'}
              aria-current={active === entry.id ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault()
                if (partAnchors.includes(entry.id)) {
                  window.dispatchEvent(new CustomEvent(OPEN_PART_EVENT, { detail: entry.id }))
                } else {
                  const element = document.getElementById(entry.id)
                  if (element) {
                    const top = element.getBoundingClientRect().top + window.scrollY - PART_SCROLL_OFFSET_PX
                    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' })
                  }
                }
                history.replaceState(null, '', `#${entry.id}`)
              }}
            >
              <span className="article-toc__number">{entry.number}</span> {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
