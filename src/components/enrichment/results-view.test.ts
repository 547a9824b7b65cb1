import { describe, expect, it } from 'vitest'

import { createTranslator } from '@/modules/content'

import {
  bookSource,
  formatCell,
  isRowLocked,
  listSignature,
  pollOutcome,
  progressPercent,
  resultColumns,
  resultsTitle,
  scoreText,
  splitRows,
  visibleRows,
  withLangQuery,
} from './results-view'
import type { ResultList, ResultRow } from './types'

function row(index: number, patch: Partial<ResultRow> = {}): ResultRow {
  return {
    row_index: index,
    name: `Company ${index}`,
    country: 'GB',
    email: null,
    website: null,
    registration_number: null,
    vat: null,
    linkedin_company_url: null,
    linkedin_person_url: null,
    phone: null,
    status: 'found',
    locked: false,
    current_result: { score: 'A', data: { company_name: `Company ${index} Ltd`, country: 'United Kingdom' } },
    explain: null,
    ...patch,
  }
}

describe('polling the first list', () => {
  it('continues until the upload finishes', () => {
    expect(pollOutcome('pending', 1)).toBe('continue')
    expect(pollOutcome('processing', 199)).toBe('continue')
    expect(pollOutcome('finish', 5)).toBe('finished')
  })

  it('ends in the error panel when the upload fails', () => {
    expect(pollOutcome('failed', 3)).toBe('failed')
  })

  it('gives up after 200 polls without finishing', () => {
    expect(pollOutcome('processing', 200)).toBe('timed_out')
    expect(pollOutcome('finish', 200)).toBe('finished')
  })

  it('notices a change of the list so scores are requested again', () => {
    const list: ResultList = {
      upload: { status: 'processing', name: 'a.csv', lists_ahead: null },
      columns: ['name', 'country'],
      data: [row(0)],
    }
    const changed: ResultList = { ...list, data: [row(0, { status: 'not_found', current_result: null })] }
    expect(listSignature(list)).toBe(listSignature(structuredClone(list)))
    expect(listSignature(changed)).not.toBe(listSignature(list))
  })
})

describe('result columns', () => {
  const list: ResultList = {
    upload: { status: 'finish', name: 'a.csv', lists_ahead: null },
    columns: ['name', 'country'],
    data: [row(0), row(1, { current_result: { score: null, data: { company_name: 'X', industry: 'Retail' } } })],
  }

  it('shows only columns some row has data for once loaded', () => {
    const keys = resultColumns(list, false).map((column) => `${column.kind}:${column.key}`)
    expect(keys).toEqual(['input:name', 'input:country', 'result:company_name', 'result:country', 'result:industry'])
  })

  it('keeps the base columns while loading', () => {
    const keys = resultColumns({ columns: ['name', 'country'], data: [] }, true).map((column) => `${column.kind}:${column.key}`)
    expect(keys).toEqual([
      'input:name',
      'input:country',
      'result:company_name',
      'result:country',
      'result:registration_number',
      'result:company_website',
    ])
  })

  it('adds contact columns only when the e-mail is the only mapped identifier', () => {
    const contact = { current_result: { score: 'B' as const, data: { full_name: 'Ada Lovelace', job_function: 'CTO' } } }
    const emailOnly: ResultList = { ...list, columns: ['email'], data: [row(0, { email: 'ada@example.com', ...contact })] }
    expect(resultColumns(emailOnly, false).map((column) => column.key)).toEqual(['email', 'full_name', 'job_function'])
    const withCountry: ResultList = { ...emailOnly, columns: ['email', 'country'] }
    expect(resultColumns(withCountry, false).map((column) => column.key)).toEqual(['email', 'country'])
  })
})

describe('rows', () => {
  const rows = Array.from({ length: 14 }, (_, index) => row(index))

  it('shows 10 of more than 10 rows unless expanded', () => {
    expect(visibleRows(rows, false)).toHaveLength(10)
    expect(visibleRows(rows, true)).toHaveLength(14)
    expect(visibleRows(rows.slice(0, 10), false)).toHaveLength(10)
  })

  it('blurs rows at or beyond the threshold, and rows the server locked', () => {
    expect(isRowLocked({ locked: false }, 9, 10)).toBe(false)
    expect(isRowLocked({ locked: false }, 10, 10)).toBe(true)
    expect(isRowLocked({ locked: true }, 0, 10)).toBe(true)
  })

  it('groups the blurred rows after the free ones', () => {
    const { free, locked } = splitRows(rows, true, 10)
    expect(free.map((item) => item.row_index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(locked.map((item) => item.row_index)).toEqual([10, 11, 12, 13])
    expect(splitRows(rows, false, 10).locked).toEqual([])
    expect(splitRows(rows, false, 4).locked).toHaveLength(6)
  })
})

describe('presentation', () => {
  it('shows --- for a missing score', () => {
    expect(scoreText(row(0, { current_result: { score: null, data: null } }))).toBe('---')
    expect(scoreText(row(0, { current_result: null }))).toBe('---')
    expect(scoreText(row(0))).toBe('A')
  })

  it('computes the processed share', () => {
    expect(progressPercent(null)).toBe(0)
    expect(progressPercent({ total: 0, processed: 0 })).toBe(0)
    expect(progressPercent({ total: 8, processed: 3 })).toBe(38)
    expect(progressPercent({ total: 8, processed: 9 })).toBe(100)
  })

  it('groups numbers except years and marks empty cells', () => {
    expect(formatCell('monthly_visits', 1234567)).toBe('1,234,567')
    expect(formatCell('year_established', 1998)).toBe('1998')
    expect(formatCell('company_name', null)).toBe('—')
  })

  it('titles the results with their count, in the singular for one', () => {
    const en = createTranslator('en', { current: {}, fallback: {} }).template('enrichment_results_title')
    expect(resultsTitle(en, 1250)).toBe('1,250 results')
    expect(resultsTitle(en, 1)).toBe('1 result')
    const de = createTranslator('de', { current: {}, fallback: {} }).template('enrichment_results_title')
    expect(resultsTitle(de, 1250)).toBe('1.250 Ergebnisse')
    expect(resultsTitle(de, 1)).toBe('1 Ergebnis')
  })

  it('keeps the lang query on the results link', () => {
    expect(withLangQuery('/enrichment', '?lang=es&x=1')).toBe('/enrichment?lang=es')
    expect(withLangQuery('/enrichment?a=1', '?lang=es')).toBe('/enrichment?a=1&lang=es')
    expect(withLangQuery('/enrichment', '')).toBe('/enrichment')
  })

  it('builds the book source from the page address and the type', () => {
    expect(bookSource('https://site.test/enrichment?lang=es#top', 'ENRICHMENT')).toBe('https://site.test/enrichment?lang=es#enrichment')
  })
})
