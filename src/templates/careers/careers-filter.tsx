'use client'

import Link from 'next/link'
import { useEffect, type MouseEvent } from 'react'

import { notifyBrowserStateChanged, useBrowserSnapshot } from '@/lib/use-browser-snapshot'

import { filterGroups, selectedCategory, type VacancyGroup } from './careers-data'

/**
 * The vacancy list with its `type` filter. The page is cached as one HTML for every
 * query, so the server renders every category and the browser narrows the list after hydration;
 * the filter links are plain `?type=` links, which without JavaScript still show the whole list.
 */
export function CareersFilter({
  groups,
  basePath,
  texts,
}: {
  groups: VacancyGroup[]
  /** The careers page path, without query. */
  basePath: string
  texts: { filterLabel: string; all: string; view: string }
}) {
  const search = useBrowserSnapshot(() => window.location.search, '')
  const selected = selectedCategory(search, groups)
  const shown = filterGroups(groups, selected)

  useEffect(() => {
    // Back and forward between filters.
    window.addEventListener('popstate', notifyBrowserStateChanged)
    return () => window.removeEventListener('popstate', notifyBrowserStateChanged)
  }, [])

  const choose = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    window.history.pushState(window.history.state, '', href)
    notifyBrowserStateChanged()
  }

  const hrefFor = (category: string | null) => (category ? `${basePath}?type=${encodeURIComponent(category)}` : basePath)

  return (
    <>
      {groups.length > 1 ? (
        <nav className="careers-filter" aria-label={texts.filterLabel} data-testid="careers-filter">
          {[{ category: null, label: texts.all }, ...groups].map((item) => {
            const active = item.category === selected
            const href = hrefFor(item.category)
            return (
              <a
                key={item.category ?? 'all'}
                href={href}
                className={`careers-filter__chip ${active ? 'careers-filter__chip--active' : ''}`}
                aria-current={active ? 'true' : undefined}
                onClick={(event) => choose(event, href)}
                data-testid={`careers-filter-${item.category ?? 'all'}`}
              >
                {item.label}
              </a>
            )
          })}
        </nav>
      ) : null}
      <div className="careers-groups">
        {shown.map((group) => (
          <section
            key={group.category}
            className="careers-group"
            aria-labelledby={`careers-group-${group.category}`}
            data-testid={`careers-group-${group.category}`}
          >
            <h3 id={`careers-group-${group.category}`} className="careers-group__title">
              {group.label}
              <span className="careers-group__count">{group.vacancies.length}</span>
            </h3>
            <ul className="careers-group__list">
              {group.vacancies.map((vacancy) => (
                <li key={vacancy.slug}>
                  <Link className="vacancy-card" href={vacancy.href} data-testid="vacancy-card">
                    <span className="vacancy-card__name" lang={vacancy.contentLang ?? undefined}>
                      {vacancy.name}
                    </span>
                    {vacancy.location ? <span className="vacancy-card__location">{vacancy.location}</span> : null}
                    <span className="vacancy-card__action" aria-hidden="true">
                      {texts.view}
                      <svg width="16" height="16" viewBox="0 0 24 24">
                        <path
                          d="M5 12h14M13 6l6 6-6 6"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
