'use client'

import Link from 'next/link'
import { useEffect, useId, useState } from 'react'

import { searchArticles } from './api'
import type { SearchResult } from './article-types'
import { SEARCH_DEBOUNCE_MS, searchTerm } from './list-logic'

export type SearchTexts = { label: string; placeholder: string; empty: string; hint: string }
type State = { term: string; results: SearchResult[] | null }

/** Article search: titles containing the term, newest first; 2+ characters, debounced 250 ms. */
export function ArticleSearch({ lang, texts }: { lang: string; texts: SearchTexts }) {
  const id = useId()
  const [input, setInput] = useState('')
  const [state, setState] = useState<State | null>(null)
  const term = searchTerm(input)

  useEffect(() => {
    if (!term) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      searchArticles(lang, term, controller.signal)
        .then((results) => setState({ term, results }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ term, results: [] })
        })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [term, lang])

  const results = term && state?.term === term ? state.results : null
  return (
    <div className="article-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {texts.label}
      </label>
      <input
        id={id}
        type="search"
        className="article-search__input"
        placeholder={texts.placeholder}
        value={input}
        autoComplete="off"
        onChange={(event) => setInput(event.target.value)}
        data-testid="article-search"
      />
      {input.trim() && !term ? <p className="article-search__hint">{texts.hint}</p> : null}
      {results ? (
        <div className="article-search__results" data-testid="article-search-results" aria-live="polite">
          {results.length ? (
            <ul>
              {results.map((result) => (
                <li key={result.id}>
                  <Link href={result.href}>{result.title}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="article-search__empty">{texts.empty}</p>
          )}
        </div>
      ) : null}
    </div>
  )
}
