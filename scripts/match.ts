/**
 * Matches a list against any reference file with the site's matching engine, in memory:
 *   npm run match -- --reference ref.csv --input list.csv --out result.csv [--map 0=name,1=country] [--reference-map ...]
 * Columns are recognised from their headers and values (as on the upload screen) unless mapped.
 * The output keeps the input's columns and adds grade, probability (as the API shows it), the matched
 * reference row and the reason; the summary counts the rows per grade.
 */
import fs from 'node:fs'
import path from 'node:path'

import {
  ALLOWED_COMBINATIONS,
  createMemoryCandidateSource,
  detectHeaderRow,
  IDENTIFIER_CODENAMES,
  type IdentifierCodename,
  isIdentifierCodename,
  type MatchInput,
  matchRows,
  type ReferenceCompany,
  shownProbability,
  suggestColumns,
} from '../src/modules/enrichment'
import { parseUploadedFile, tableToCsv } from '../src/modules/spreadsheet'
import { argument } from './payload-cli'

const BATCH = 1_000

type Mapping = Partial<Record<IdentifierCodename, number>>

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

function parseMap(spec: string | undefined): Mapping | null {
  if (!spec) return null
  const mapping: Mapping = {}
  for (const pair of spec.split(',')) {
    const [column, codename] = pair.split('=').map((part) => part.trim())
    if (!column || !/^\d+$/.test(column) || !isIdentifierCodename(codename))
      fail(`Bad mapping "${pair}": use column=identifier with identifiers ${IDENTIFIER_CODENAMES.join(', ')}.`)
    mapping[codename] = Number(column)
  }
  return mapping
}

/** The detected mapping, reduced to the largest allowed combination it contains. */
function detectedMapping(rows: string[][], headerRow: number | null, allowAny: boolean): Mapping {
  const suggestions = suggestColumns(rows, headerRow)
  const detected = IDENTIFIER_CODENAMES.filter((codename) => suggestions[codename]?.length)
  if (allowAny) return Object.fromEntries(detected.map((codename) => [codename, suggestions[codename]![0]!]))
  const best = [...ALLOWED_COMBINATIONS]
    .filter((combination) => combination.every((codename) => detected.includes(codename)))
    .sort((a, b) => b.length - a.length)[0]
  if (!best) fail(`Could not recognise a usable set of columns (found: ${detected.join(', ') || 'none'}). Pass --map.`)
  return Object.fromEntries(best.map((codename) => [codename, suggestions[codename]![0]!]))
}

async function readTable(file: string) {
  if (!fs.existsSync(file)) fail(`File not found: ${file}`)
  const table = await parseUploadedFile(new Uint8Array(fs.readFileSync(file)), path.basename(file))
  // Rows above the header row (a title block) are neither labels nor data.
  const headerRow = detectHeaderRow(table.rows)
  return { rows: table.rows, headerRow, body: table.rows.slice(headerRow === null ? 0 : headerRow + 1) }
}

const cell = (row: string[], column: number | undefined) => (column === undefined ? null : (row[column] ?? null))

async function main() {
  const referencePath = argument('reference')
  const inputPath = argument('input')
  const outPath = argument('out')
  if (!referencePath || !inputPath || !outPath)
    fail('Usage: npm run match -- --reference ref.csv --input list.csv --out result.csv [--map 0=name,1=country] [--reference-map ...]')

  const started = performance.now()
  const reference = await readTable(referencePath)
  const referenceMap = parseMap(argument('reference-map')) ?? detectedMapping(reference.rows, reference.headerRow, true)
  if (referenceMap.name === undefined || referenceMap.country === undefined)
    fail('The reference file needs a company name and a country column (use --reference-map).')
  const companies: ReferenceCompany[] = reference.body.map((row, index) => ({
    id: index + 1,
    country: cell(row, referenceMap.country) ?? '',
    name: cell(row, referenceMap.name) ?? '',
    registration_number: cell(row, referenceMap.registration_number),
    vat: cell(row, referenceMap.vat),
    website: cell(row, referenceMap.website),
    linkedin_url: cell(row, referenceMap.linkedin_company_url),
    officers: [{ email: cell(row, referenceMap.email), linkedin_url: cell(row, referenceMap.linkedin_person_url) }],
  }))
  const source = createMemoryCandidateSource(companies)
  const indexed = performance.now()

  const input = await readTable(inputPath)
  const inputMap = parseMap(argument('map')) ?? detectedMapping(input.rows, input.headerRow, false)
  const body = input.body
  const header = input.headerRow !== null ? input.rows[input.headerRow]! : (input.rows[0] ?? []).map((_, index) => `column_${index + 1}`)
  const out: string[][] = [[...header, 'match_grade', 'match_probability', 'match_reference_row', 'match_name', 'match_reason']]
  const grades: Record<string, number> = { A: 0, B: 0, C: 0, none: 0 }
  for (let offset = 0; offset < body.length; offset += BATCH) {
    const slice = body.slice(offset, offset + BATCH)
    const inputs: MatchInput[] = slice.map((row) =>
      Object.fromEntries(Object.entries(inputMap).map(([codename, column]) => [codename, cell(row, column)])),
    )
    // Two arbitrary files: a country neither side can name is still compared, as plain text.
    const outcomes = await matchRows(inputs, source, { plainCountries: true })
    outcomes.forEach((outcome, index) => {
      const matched = outcome.matched ? companies[outcome.companyId - 1] : null
      grades[outcome.matched ? outcome.grade : 'none']!++
      out.push([
        ...slice[index]!,
        outcome.matched ? outcome.grade : '',
        // The API's number on the API's scale (0 to 0.99); also on rows the model held below C.
        outcome.explain.score ? shownProbability(outcome.explain.score.probability).toFixed(2) : '',
        matched ? String(matched.id + (reference.headerRow === null ? 0 : reference.headerRow + 1)) : '',
        matched?.name ?? '',
        outcome.explain.reason,
      ])
    })
  }
  fs.writeFileSync(outPath, tableToCsv(out))
  const seconds = (performance.now() - started) / 1000
  console.log(
    `Matched ${body.length} rows against ${companies.length} reference rows in ${seconds.toFixed(2)} s (index ${((indexed - started) / 1000).toFixed(2)} s). ` +
      `A ${grades.A}, B ${grades.B}, C ${grades.C}, no match ${grades.none}. Columns used: ${Object.entries(inputMap)
        .map(([codename, column]) => `${column}=${codename}`)
        .join(', ')}. Wrote ${outPath}.`,
  )
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
