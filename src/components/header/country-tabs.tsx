'use client'

import Link from 'next/link'
import { useId, useRef, useState, type KeyboardEvent } from 'react'

import type { CountryTab } from '@/modules/content/client'

/** "Browse by countries": a Popular tab plus one tab per region (WAI-ARIA tabs, arrow keys move). */
export function CountryTabs({ tabs }: { tabs: CountryTab[] }) {
  const [active, setActive] = useState(0)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const baseId = useId()
  if (!tabs.length) return null

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }
    let next: number | null = null
    if (event.key in moves) next = (active + moves[event.key]! + tabs.length) % tabs.length
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = tabs.length - 1
    if (next === null) return
    event.preventDefault()
    setActive(next)
    tabRefs.current[next]?.focus()
  }

  const current = tabs[active] ?? tabs[0]!
  return (
    <div className="country-tabs">
      <div role="tablist" aria-orientation="vertical" className="country-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            role="tab"
            type="button"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === active ? 0 : -1}
            className="country-tabs__tab"
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {/* The tab panel holds the list: a <ul> that is itself the tabpanel is no list any more, and its
          items would be list items outside a list. */}
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current.id}`}>
        <ul className="country-tabs__panel">
          {current.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
