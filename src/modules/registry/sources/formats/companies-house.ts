import { isValidRegistrationNumber } from '../../identifiers'
import {
  industryFromSic2007,
  legalFormFromCompaniesHouse,
  parseCompaniesHouseSic,
  parseDayMonthYear,
  statusFromCompaniesHouse,
} from '../mappings'
import type { FormerName, RowReading, SourceFormat } from '../source-record'
import type { CsvRow } from '../read-csv-records'
import { cell, joinLines, yearOf } from './row-values'

/** Companies House keeps up to ten former names per company in the basic data file. */
const PREVIOUS_NAME_SLOTS = 10

/** A date column that is empty or a real DD/MM/YYYY date; anything else refuses the row. */
function dateColumn(values: CsvRow, column: string): { date: string | null } | { error: string } {
  const text = cell(values, column)
  if (!text) return { date: null }
  const date = parseDayMonthYear(text)
  return date ? { date } : { error: `${column}: "${text}" is not a date (DD/MM/YYYY)` }
}

/**
 * Companies House "Basic Company Data" (Free Company Data Product), one row per live or recently
 * dissolved company: https://download.companieshouse.gov.uk/en_output.html. Officers are not in
 * this product. Licence: Open Government Licence v3.0.
 */
export const companiesHouseFormat: SourceFormat = {
  id: 'companies-house',
  requiredColumns: ['CompanyName', 'CompanyNumber', 'CompanyStatus', 'CompanyCategory', 'RegAddress.PostCode', 'IncorporationDate'],
  readRow(values): RowReading {
    const number = cell(values, 'CompanyNumber')?.toUpperCase()
    if (!number) return { error: 'CompanyNumber is empty' }
    if (!isValidRegistrationNumber('gb', number)) return { error: `CompanyNumber: "${number}" is not a Companies House number` }
    const name = cell(values, 'CompanyName')
    if (!name) return { error: 'CompanyName is empty' }
    const incorporated = dateColumn(values, 'IncorporationDate')
    if ('error' in incorporated) return incorporated
    const sic = parseCompaniesHouseSic(cell(values, 'SICCode.SicText_1') ?? '')
    const industry = sic ? industryFromSic2007(sic.code) : null

    const formerNames: FormerName[] = []
    for (let slot = 1; slot <= PREVIOUS_NAME_SLOTS; slot += 1) {
      const previous = cell(values, `PreviousName_${slot}.CompanyName`)
      if (!previous) continue
      const until = dateColumn(values, `PreviousName_${slot}.CONDATE`)
      if ('error' in until) return until
      formerNames.push({ name: previous, kind: 'previous', until: until.date })
    }

    return {
      record: {
        kind: 'company',
        recordId: number,
        authority: 'register',
        formerNames,
        company: {
          country: 'gb',
          registration_number: number,
          name,
          street: joinLines(
            cell(values, 'RegAddress.POBox'),
            cell(values, 'RegAddress.AddressLine1'),
            cell(values, 'RegAddress.AddressLine2'),
          ),
          city: cell(values, 'RegAddress.PostTown'),
          postcode: cell(values, 'RegAddress.PostCode'),
          status: statusFromCompaniesHouse(cell(values, 'CompanyStatus') ?? ''),
          legal_form: legalFormFromCompaniesHouse(cell(values, 'CompanyCategory') ?? ''),
          sic_code: sic?.code ?? null,
          sic_description: sic?.description ?? null,
          industry: industry?.industry ?? null,
          year_established: yearOf(incorporated.date),
        },
      },
    }
  },
}
