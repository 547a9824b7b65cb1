import { describe, expect, it } from 'vitest'

import { createTranslator } from '@/modules/content'
import { MATCH_REASONS, type MatchReasonCode } from '@/modules/enrichment'
import { buildEnrichmentTexts } from '@/templates/enrichment/enrichment-texts'

import {
  comparedWithHiddenCompany,
  countryNote,
  displayStatus,
  explainButtonText,
  explainReason,
  registryText,
  similarityText,
  statusText,
  verdictText,
} from './results-explain'
import type { ResultRow, VisitorExplain } from './types'

const texts = (locale: 'en' | 'es' | 'de') => buildEnrichmentTexts(createTranslator(locale, { current: {}, fallback: {} }))
const en = texts('en')
const es = texts('es')

function row(patch: Partial<ResultRow> = {}, explain: Partial<VisitorExplain> | null = {}): ResultRow {
  return {
    row_index: 1,
    name: 'Northwind Trading',
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
    current_result: { score: 'B', data: { company_name: 'Northwind Trading Ltd' } },
    explain: explain && {
      reason_code: 'name_close',
      unrecognised_country: null,
      country_from: null,
      certainty: null,
      fields: [],
      ...explain,
    },
    ...patch,
  }
}

describe('the explain view’s texts', () => {
  it('has a reason for every code the matcher knows, in each language', () => {
    for (const locale of ['en', 'es', 'de'] as const) {
      const reasons = texts(locale).explain.reasons
      for (const code of Object.keys(MATCH_REASONS) as MatchReasonCode[]) {
        expect(reasons[code], `${locale} ${code}`).not.toMatch(/^enrichment_reason_/)
        expect(reasons[code].length, `${locale} ${code}`).toBeGreaterThan(20)
      }
    }
    expect(es.explain.reasons.name_close).not.toBe(en.explain.reasons.name_close)
  })

  it('says why in the visitor’s language, with the unreadable country quoted', () => {
    expect(explainReason(row(), es)).toBe(es.explain.reasons.name_close)
    const narnia = row(
      { status: 'not_found', country: 'Narnia', current_result: { score: null, data: null } },
      { reason_code: 'country_not_recognised', unrecognised_country: 'Narnia' },
    )
    expect(explainReason(narnia, en)).toMatch(/^“Narnia” is not a country we recognise/)
    expect(explainReason(narnia, es)).toMatch(/^«Narnia» no es un país que reconozcamos/)
  })

  it('explains rows stored without a known reason by their grade, or in general when nothing was found', () => {
    expect(explainReason(row({}, { reason_code: null }), en)).toBe('Strong match with minor discrepancies or incomplete data.')
    expect(explainReason(row({ current_result: { score: 'A', data: {} } }, { reason_code: null }), es)).toBe(es.scoreAText)
    expect(explainReason(row({ status: 'not_found', current_result: { score: null, data: null } }, { reason_code: null }), en)).toBe(
      en.explain.genericNotFound,
    )
  })

  it('shows a row whose country could not be read as its own status, counted as not found', () => {
    const narnia = row({ status: 'not_found' }, { reason_code: 'country_not_recognised', unrecognised_country: 'Narnia' })
    expect(displayStatus(narnia)).toBe('country_not_recognised')
    expect(statusText(narnia, en)).toBe('Country not recognised')
    expect(statusText(narnia, es)).toBe('País no reconocido')
    expect(displayStatus(row({ status: 'not_found' }, { reason_code: 'no_candidate' }))).toBe('not_found')
    expect(statusText(row({ status: 'not_found' }, null), es)).toBe(es.rowStatus.not_found)
    expect(displayStatus(row({ status: 'pending', current_result: null }, null))).toBe('pending')
  })

  it('asks about the grade of found rows and about the miss of the others', () => {
    expect(explainButtonText(row(), en)).toBe('Why this grade?')
    expect(explainButtonText(row(), es)).toBe('¿Por qué esta calificación?')
    expect(explainButtonText(row({ status: 'not_found' }), en)).toBe('Why not found?')
  })

  it('names verdicts, similarity and registry values without showing what the row does not', () => {
    expect(verdictText({ verdict: 'close' }, es)).toBe('Parecido')
    expect(verdictText({ verdict: null }, en)).toBe('Not compared')
    expect(similarityText({ verdict: 'close', similarity: 91 }, en)).toBe('91% similar')
    expect(similarityText({ verdict: 'exact', similarity: 100 }, en)).toBeNull()
    expect(similarityText({ verdict: 'exact', similarity: null }, en)).toBeNull()
    expect(registryText({ verdict: 'exact', registry: '04829316' }, en)).toBe('04829316')
    // LinkedIn pages are not among the row's columns: agreement is said, the value is not shown.
    expect(registryText({ verdict: 'exact', registry: null }, en)).toBe('Same as yours')
    expect(registryText({ verdict: 'different', registry: null }, es)).toBe('Otro valor')
    expect(registryText({ verdict: 'missing', registry: null }, en)).toBe('—')
  })

  it('notes when a row that was not found was compared with a company it does not show', () => {
    const compared = {
      fields: [{ field: 'name' as const, verdict: 'different' as const, input: 'Northwind', registry: null, similarity: 72 }],
    }
    expect(comparedWithHiddenCompany(row({ status: 'not_found' }, compared))).toBe(true)
    expect(comparedWithHiddenCompany(row({ status: 'found' }, compared))).toBe(false)
    const nothing = {
      fields: [{ field: 'country' as const, verdict: 'unrecognised' as const, input: 'Narnia', registry: null, similarity: null }],
    }
    expect(comparedWithHiddenCompany(row({ status: 'not_found' }, nothing))).toBe(false)
  })

  it('says a country nobody could read was searched for everywhere, or where its other columns pointed', () => {
    const de = texts('de')
    const unread = (country_from: VisitorExplain['country_from']) =>
      row({ country: 'Narnia' }, { unrecognised_country: 'Narnia', country_from })
    expect(countryNote(unread({ source: 'all_countries', value: null, country: null }), en, 'en')).toBe(
      '“Narnia” is not a country we recognise: we searched every country.',
    )
    expect(countryNote(unread({ source: 'vat', value: 'DE123456789', country: 'de' }), en, 'en')).toBe(
      '“Narnia” is not a country we recognise: the country was taken from the VAT number DE123456789 (Germany).',
    )
    expect(countryNote(unread({ source: 'phone', value: '+49', country: 'de' }), de, 'de')).toBe(
      '„Narnia“ ist kein Land, das wir erkennen: Wir haben in allen Ländern gesucht und Deutschland bevorzugt, worauf +49 hinweist.',
    )
    // A row without a country keeps its own notes.
    expect(countryNote(row({ country: null }, { country_from: { source: 'all_countries', value: null, country: null } }), es, 'es')).toBe(
      'Su fila no tiene país y nada en ella indica uno: buscamos en todos los países.',
    )
  })
})
