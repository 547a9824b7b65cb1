import { describe, expect, it } from 'vitest'

import { generateCompanies } from '../../generator'
import { byColumn, CollectedOutput, parseCsv } from './collect-output.test-support'
import { dayOf, formatDmy } from './civil-date'
import {
  COMPANIES_HOUSE_HEADER,
  COMPANIES_HOUSE_HEADER_LINE,
  COMPANIES_HOUSE_STATUSES,
  companiesHouseName,
  writeCompaniesHouseCsv,
  type CompaniesHouseOptions,
} from './companies-house'
import { newCompaniesPerEdition } from './editions'

const SEED = 4242

async function companiesHouse(count: number, options: CompaniesHouseOptions = {}): Promise<string> {
  const output = new CollectedOutput()
  const edition = options.edition ?? 1
  const length = count + (edition - 1) * newCompaniesPerEdition(count)
  await writeCompaniesHouseCsv(generateCompanies({ count: length, seed: SEED, countries: ['gb'] }), output, {
    seed: SEED,
    baseCount: count,
    ...options,
  })
  return output.text()
}

/** DD/MM/YYYY that is a real calendar date. */
function isDmy(text: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  if (!match) return false
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return month >= 1 && month <= 12 && day >= 1 && formatDmy(dayOf(year, month, day)) === text
}

describe('writeCompaniesHouseCsv', () => {
  it('writes the header exactly as Companies House publishes it, leading spaces included', async () => {
    const text = await companiesHouse(10)
    expect(text.split('\r\n')[0]).toBe(COMPANIES_HOUSE_HEADER_LINE)
    expect(COMPANIES_HOUSE_HEADER).toHaveLength(55)
    expect(COMPANIES_HOUSE_HEADER.slice(0, 6)).toEqual([
      'CompanyName',
      ' CompanyNumber',
      'RegAddress.CareOf',
      'RegAddress.POBox',
      'RegAddress.AddressLine1',
      ' RegAddress.AddressLine2',
    ])
    expect(COMPANIES_HOUSE_HEADER.filter((name) => name.startsWith(' '))).toEqual([
      ' CompanyNumber',
      ' RegAddress.AddressLine2',
      ' PreviousName_1.CompanyName',
      ' PreviousName_2.CONDATE',
      ' PreviousName_2.CompanyName',
      ' PreviousName_3.CompanyName',
      ' PreviousName_4.CompanyName',
      ' PreviousName_5.CompanyName',
      ' PreviousName_6.CompanyName',
      ' PreviousName_7.CompanyName',
      ' PreviousName_8.CompanyName',
      ' PreviousName_9.CompanyName',
      ' PreviousName_10.CompanyName',
      ' ConfStmtLastMadeUpDate',
    ])
    expect(COMPANIES_HOUSE_HEADER.slice(32, 35)).toEqual(['URI', 'PreviousName_1.CONDATE', ' PreviousName_1.CompanyName'])
    expect(COMPANIES_HOUSE_HEADER.slice(-2)).toEqual(['ConfStmtNextDueDate', ' ConfStmtLastMadeUpDate'])
  })

  it('quotes every field, ends lines in CRLF and writes DD/MM/YYYY dates', async () => {
    const text = await companiesHouse(1500)
    const lines = text.split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(text.replaceAll('\r\n', '')).not.toContain('\n')
    const { header, rows } = parseCsv(text)
    expect(rows).toHaveLength(1500)
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*"){54}$/)
    const dateColumns = header.filter((name) => /Date|CONDATE/.test(name))
    for (const row of rows) {
      const record = byColumn(header, row)
      for (const column of dateColumns) if (record[column]) expect(isDmy(record[column] ?? ''), `${column} ${record[column]}`).toBe(true)
      expect(isDmy(record.IncorporationDate ?? '')).toBe(true)
    }
  })

  it('gives back the generator’s names, numbers and statuses in Companies House’s vocabulary', async () => {
    const text = await companiesHouse(2000)
    const { header, rows } = parseCsv(text)
    const companies = [...generateCompanies({ count: 2000, seed: SEED, countries: ['gb'] })]
    const statuses = new Set(Object.values(COMPANIES_HOUSE_STATUSES))
    rows.forEach((row, index) => {
      const record = byColumn(header, row)
      const company = companies[index]
      if (!company) throw new Error('missing company')
      expect(record[' CompanyNumber']).toBe(company.registration_number)
      expect(record[' CompanyNumber']).toMatch(/^(?:\d{8}|(?:SC|NI|OC)\d{6})$/)
      const spelt = [
        companiesHouseName(company.name, company.legal_form, true),
        companiesHouseName(company.name, company.legal_form, false),
      ]
      expect(spelt).toContain(record.CompanyName)
      expect(record.URI).toBe(`http://business.data.gov.uk/id/company/${company.registration_number}`)
      expect(statuses.has(record.CompanyStatus ?? '')).toBe(true)
      expect(record.CompanyStatus).toBe(COMPANIES_HOUSE_STATUSES[company.status])
      expect(record.CountryOfOrigin).toBe('United Kingdom')
      expect(Boolean(record.DissolutionDate)).toBe(company.status === 'dissolved')
      if (company.status !== 'inactive' && record['SICCode.SicText_1'] !== 'None Supplied') {
        expect(record['SICCode.SicText_1']).toBe(`${company.sic_code} - ${company.sic_description}`)
      }
    })
    const limited = rows.filter((row) => row[0]?.endsWith(' LIMITED')).length
    expect(limited / rows.length).toBeGreaterThan(0.6)
    expect(rows.some((row) => row[34] !== '')).toBe(true)
  })

  it('is deterministic for a seed and a prefix of a longer run', async () => {
    const first = await companiesHouse(800)
    expect(await companiesHouse(800)).toBe(first)
    const longer = await companiesHouse(1200)
    expect(longer.startsWith(first.slice(0, first.length - 2))).toBe(true)
  })

  it('leaves dissolved companies out with liveOnly', async () => {
    const { rows } = parseCsv(await companiesHouse(1500, { liveOnly: true }))
    expect(rows.length).toBeLessThan(1500)
    expect(rows.every((row) => row[11] !== 'Dissolved')).toBe(true)
  })

  // Writes and parses two months of 20,000 rows: 4.7–5 s on a slow two-core machine, at vitest's default limit.
  it('writes the next month with the documented changes', async () => {
    const count = 20_000
    const first = parseCsv(await companiesHouse(count))
    const second = parseCsv(await companiesHouse(count, { edition: 2 }))
    const before = new Map(first.rows.map((row) => [row[1] ?? '', byColumn(first.header, row)]))
    const after = new Map(second.rows.map((row) => [row[1] ?? '', byColumn(second.header, row)]))
    const novemberDay = (text: string): boolean => /^\d{2}\/11\/2026$/.test(text)

    const absent = [...before.keys()].filter((number) => !after.has(number))
    const added = [...after.keys()].filter((number) => !before.has(number))
    expect(added).toHaveLength(newCompaniesPerEdition(count))
    for (const number of added) expect(novemberDay(after.get(number)?.IncorporationDate ?? '')).toBe(true)

    let renamed = 0
    let moved = 0
    let statusChanged = 0
    for (const [number, old] of before) {
      const now = after.get(number)
      if (!now) continue
      if (now.CompanyName !== old.CompanyName) {
        renamed += 1
        expect(now[' PreviousName_1.CompanyName']).toBe(old.CompanyName)
        expect(novemberDay(now['PreviousName_1.CONDATE'] ?? '')).toBe(true)
        expect(now[' PreviousName_2.CompanyName']).toBe(old[' PreviousName_1.CompanyName'])
      }
      if (now['RegAddress.AddressLine1'] !== old['RegAddress.AddressLine1'] || now['RegAddress.PostCode'] !== old['RegAddress.PostCode'])
        moved += 1
      if (now.CompanyStatus !== old.CompanyStatus) {
        statusChanged += 1
        expect(old.CompanyStatus).toBe('Active')
        expect(['Dissolved', 'Liquidation', 'Active - Proposal to Strike off']).toContain(now.CompanyStatus)
        if (now.CompanyStatus === 'Dissolved') expect(novemberDay(now.DissolutionDate ?? '')).toBe(true)
      }
    }
    // Monthly shares (editions.ts): removed 0.5 %, renamed 0.6 %, moved 1 %, status events 0.9 % of active companies.
    const near = (observed: number, expected: number): void => {
      expect(Math.abs(observed - expected)).toBeLessThan(4 * Math.sqrt(expected) + 3)
    }
    near(absent.length, count * 0.005)
    near(renamed, count * 0.006 * 0.95)
    near(moved, count * 0.01 * 0.95)
    const active = first.rows.filter((row) => row[11] === 'Active').length
    expect(statusChanged).toBeGreaterThan(0)
    expect(statusChanged).toBeLessThan(active * 0.009 * 1.6)
  }, 30_000)
})
