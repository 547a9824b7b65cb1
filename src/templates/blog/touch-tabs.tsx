'use client'

import Link from 'next/link'
import { useId, useState } from 'react'

type Touch = { label: string; button: string; link: string }

/** The article's touch tabs (touch_1..3): a label per tab, each with its button and link. */
export function TouchTabs({ title, touches }: { title: string | null; touches: Touch[] }) {
  const id = useId()
  const [active, setActive] = useState(0)
  const touch = touches[Math.min(active, touches.length - 1)]
  if (!touch) return null
  const external = /^https:\/\//.test(touch.link)
  return (
    <aside className="touch-tabs" data-testid="touch-tabs">
      {title ? <p className="touch-tabs__title">{title}</p> : null}
      <div role="tablist" className="touch-tabs__list">
        {touches.map((item, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel`}
            className={`touch-tabs__tab ${index === active ? 'touch-tabs__tab--active' : ''}`}
            onClick={() => setActive(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className="touch-tabs__panel">
        {external ? (
          <a className="button button--primary button--block" href={touch.link} rel="noopener noreferrer">
            {touch.button}
          </a>
        ) : (
          <Link className="button button--primary button--block" href={touch.link}>
            {touch.button}
          </Link>
        )}
      </div>
    </aside>
  )
}
