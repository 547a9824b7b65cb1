/**
 * The public name-matching benchmark: DeNederlandscheBank/name_matching's 500 company names
 * (`test_names.csv`) against the same 500 with noise (`adjusted_test_names.csv`, row i is row i),
 * matched with the site's engine in memory, by name alone (the rows' countries left out, so every
 * row is looked for across all countries) and with the countries. The files are read from where
 * they are given, never copied into the repository:
 *   npm run bench:matching -- --pairs ../shared/testdata/name-matching [--show-misses]
 * Prints right, wrong and not found, and the grades; the peer library's own test expects 493 right.
 * Figures only: tests check behaviour.
 */
import fs from 'node:fs'
import path from 'node:path'

import { parseUploadedFile } from '../src/modules/spreadsheet'
import { createMemoryCandidateSource, matchRows, type MatchInput, type MatchOutcome } from '../src/modules/enrichment'
import { argument } from './payload-cli'

const PEER_RIGHT = 493

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

/** The rows of one file of the pair: its header names the columns (",company_name,country"). */
async function readPairFile(file: string): Promise<{ name: string; country: string }[]> {
  if (!fs.existsSync(file)) fail(`Not found: ${file}. Give --pairs the folder that holds test_names.csv and adjusted_test_names.csv.`)
  const { rows } = await parseUploadedFile(new Uint8Array(fs.readFileSync(file)), path.basename(file))
  const [header, ...body] = rows
  const nameColumn = header?.indexOf('company_name') ?? -1
  const countryColumn = header?.indexOf('country') ?? -1
  if (nameColumn < 0 || countryColumn < 0) fail(`${file}: expected the columns company_name and country.`)
  return body.map((row) => ({ name: row[nameColumn] ?? '', country: row[countryColumn] ?? '' }))
}

type Tally = { right: number; wrong: number; notFound: number; grades: Record<string, { right: number; wrong: number }>; misses: string[] }

function tally(outcomes: MatchOutcome[], inputs: MatchInput[], names: string[]): Tally {
  const result: Tally = {
    right: 0,
    wrong: 0,
    notFound: 0,
    grades: { A: { right: 0, wrong: 0 }, B: { right: 0, wrong: 0 }, C: { right: 0, wrong: 0 } },
    misses: [],
  }
  outcomes.forEach((outcome, index) => {
    if (!outcome.matched) {
      result.notFound++
      result.misses.push(
        `not found: ${JSON.stringify(inputs[index]!.name)} (expected ${JSON.stringify(names[index])}) – ${outcome.explain.reason}`,
      )
      return
    }
    // Row i of the noisy file is company i + 1 of the reference.
    const right = outcome.companyId === index + 1
    result[right ? 'right' : 'wrong']++
    result.grades[outcome.grade]![right ? 'right' : 'wrong']++
    if (!right)
      result.misses.push(
        `wrong ${outcome.grade}: ${JSON.stringify(inputs[index]!.name)} → ${JSON.stringify(names[outcome.companyId - 1])} (expected ${JSON.stringify(names[index])})`,
      )
  })
  return result
}

async function main() {
  const folder = argument('pairs')
  if (!folder) fail('Usage: npm run bench:matching -- --pairs <folder with test_names.csv and adjusted_test_names.csv> [--show-misses]')
  const reference = await readPairFile(path.join(folder, 'test_names.csv'))
  const noisy = await readPairFile(path.join(folder, 'adjusted_test_names.csv'))
  if (reference.length !== noisy.length) fail(`The files differ in length (${reference.length} and ${noisy.length} rows).`)
  const source = createMemoryCandidateSource(reference.map((row, index) => ({ id: index + 1, country: row.country, name: row.name })))
  const names = reference.map((row) => row.name)
  console.log(
    `${noisy.length} noisy names against ${reference.length} reference names (${folder}); the peer library expects ${PEER_RIGHT} right.`,
  )

  for (const [label, withCountry] of [
    ['by name alone (no country)', false],
    ['with countries', true],
  ] as const) {
    const inputs: MatchInput[] = noisy.map((row) => (withCountry ? { name: row.name, country: row.country } : { name: row.name }))
    const started = performance.now()
    // The files' own codes ("UK", "SP") are compared as written, as `npm run match` does.
    const outcomes = await matchRows(inputs, source, { plainCountries: true })
    const ms = performance.now() - started
    const figures = tally(outcomes, inputs, names)
    const grade = (code: string) => `${code} ${figures.grades[code]!.right}/${figures.grades[code]!.wrong}`
    console.log(
      `\n${label}: right ${figures.right}, wrong ${figures.wrong}, not found ${figures.notFound} of ${noisy.length} (peer: ${PEER_RIGHT} right) · right/wrong by grade: ${['A', 'B', 'C'].map(grade).join(', ')} · ${ms.toFixed(0)} ms`,
    )
    if (process.argv.includes('--show-misses')) for (const miss of figures.misses) console.log(`  ${miss}`)
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)))
