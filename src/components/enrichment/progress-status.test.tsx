import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { createTranslator } from '@/modules/content'
import { buildEnrichmentTexts } from '@/templates/enrichment/enrichment-texts'

import { ProgressStatus } from './enrichment-results'
import { isWaiting, pollOutcome, progressStatusText } from './results-view'
import type { ResultList } from './types'

const textsIn = (locale: 'en' | 'es' | 'de') => buildEnrichmentTexts(createTranslator(locale, { current: {}, fallback: {} }))
const en = textsIn('en')

function list(status: ResultList['upload']['status'], listsAhead: number | null): ResultList {
  return { upload: { status, name: 'leads.csv', lists_ahead: listsAhead }, columns: ['name', 'country'], data: [] }
}

describe('the progress line while a list waits in the matching queue', () => {
  it('says how many lists are ahead, in English, Spanish and German', () => {
    expect(progressStatusText(en, true, list('pending', 3))).toBe('Waiting — 3 lists ahead')
    expect(progressStatusText(en, true, list('pending', 1))).toBe('Waiting — 1 list ahead')
    expect(progressStatusText(en, true, list('pending', 0))).toBe('Waiting — yours is next')
    expect(progressStatusText(en, true, list('pending', 1200))).toBe('Waiting — 1,200 lists ahead')
    expect(progressStatusText(textsIn('es'), true, list('pending', 3))).toBe('En espera — 3 listas por delante')
    expect(progressStatusText(textsIn('de'), true, list('pending', 3))).toBe('Wartet — 3 Listen davor')
  })

  it('says matching once a worker has the list, and done at the end', () => {
    expect(progressStatusText(en, true, list('processing', null))).toBe(en.resultsLoading)
    expect(progressStatusText(en, true, null)).toBe(en.resultsLoading)
    expect(progressStatusText(en, false, list('finish', null))).toBe(en.resultsDone)
    // An answer from a server without the field (older deployment) reads as running.
    const older = { upload: { status: 'pending', name: 'leads.csv' } } as unknown as ResultList
    expect(isWaiting(older)).toBe(false)
  })

  it('renders the waiting state on the results screen', () => {
    const html = renderToStaticMarkup(<ProgressStatus texts={en} loading list={list('pending', 4)} percent={null} />)
    expect(html).toContain('data-testid="progress-status"')
    expect(html).toContain('data-waiting="true"')
    expect(html).toContain('Waiting — 4 lists ahead')
    const running = renderToStaticMarkup(<ProgressStatus texts={en} loading list={list('processing', null)} percent={40} />)
    expect(running).not.toContain('data-waiting')
    expect(running).toContain(en.resultsLoading)
    expect(running).toContain('40%')
  })

  it('does not spend the polls of a running list while the list waits', () => {
    // The screen counts a poll only when the list is not waiting; 200 counted polls end in the error panel.
    expect(isWaiting(list('pending', 5))).toBe(true)
    expect(isWaiting(list('pending', null))).toBe(false)
    expect(pollOutcome('pending', 199)).toBe('continue')
  })
})
