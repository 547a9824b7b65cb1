'use client'

import { useId, useState } from 'react'

import type { TechnologyGroup } from '@/modules/content/client'

export type TechnologyWidgetTexts = { filterLabel: string; filterPlaceholder: string; count: string; noMatch: string }

/** The groups and technologies whose title contains the query (case and accents ignored); a group whose title matches keeps all of its technologies. */
export function filterGroups(groups: readonly TechnologyGroup[], query: string): TechnologyGroup[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const wanted = fold(query.trim())
  if (!wanted) return [...groups]
  return groups
    .map((group) =>
      fold(group.title).includes(wanted)
        ? group
        : { ...group, technologies: group.technologies.filter((technology) => fold(technology.title).includes(wanted)) },
    )
    .filter((group) => group.technologies.length > 0)
}

/** One widget per category of the web technology tree, with a filter over every technology. */
export function TechnologyWidgets({ groups, texts }: { groups: TechnologyGroup[]; texts: TechnologyWidgetTexts }) {
  const [query, setQuery] = useState('')
  const inputId = useId()
  const shown = filterGroups(groups, query)
  return (
    <div className="technology-widgets">
      <div className="technology-widgets__filter field">
        <label htmlFor={inputId}>{texts.filterLabel}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={texts.filterPlaceholder}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          data-testid="technology-filter"
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {query ? texts.count.replace('{count}', String(shown.reduce((total, group) => total + group.technologies.length, 0))) : ''}
      </p>
      {shown.length ? (
        <ul className="technology-widgets__grid">
          {shown.map((group) => (
            <li key={group.id ?? 'other'} className="technology-widget" data-testid="technology-widget">
              <h2 className="technology-widget__title">{group.title}</h2>
              {group.description ? <p className="technology-widget__description">{group.description}</p> : null}
              <p className="technology-widget__count">{texts.count.replace('{count}', String(group.technologies.length))}</p>
              <ul className="technology-widget__list">
                {group.technologies.map((technology) => (
                  <li key={technology.id} className="technology-chip" data-testid="technology">
                    {technology.title}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="technology-widgets__empty" data-testid="technology-empty">
          {texts.noMatch}
        </p>
      )}
    </div>
  )
}
