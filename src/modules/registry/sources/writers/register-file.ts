/**
 * One register file from the generator, written to disk: what `npm run registry:generate --
 * --format …` runs. Counts are per register: `count` British companies for Companies House,
 * `count` French ones for SIRENE, and for GLEIF the LEI holders among `count` British, `count`
 * French and `count` other companies, so files made with the same seed and count link up.
 */
import { createWriteStream, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Writable } from 'node:stream'
import { finished } from 'node:stream/promises'

import { DEFAULT_SEED, generateCompanies, type GeneratedCompany } from '../../generator'
import { civil } from './civil-date'
import { writeCompaniesHouseCsv } from './companies-house'
import { editionPlan, editionStreamLength, fileDateOf } from './editions'
import { publishedCsvName, publishedZipName, type RegisterFormat } from './file-names'
import { OTHER_REGISTER_COUNTRIES } from './gleif-entities'
import { writeGleifLevel1Csv } from './gleif-level1'
import { writeGleifRelationshipsCsv } from './gleif-relationships'
import { writeSireneEtablissementsCsv, writeSireneUnitesLegalesCsv } from './sirene'
import { zipWithOneEntry } from './zip-output'

export type RegisterFileOptions = {
  format: RegisterFormat
  /** Companies per register in edition 1. */
  count: number
  /** A file path, or a directory (existing, or ending in "/") to receive the published file name. */
  out: string
  zip?: boolean
  edition?: number
  seed?: number
  firstMonth?: string
  /** Companies House only: leave dissolved companies out, as the real file does. */
  liveOnly?: boolean
  /** Called with the number of companies read so far, every `progressEvery` companies. */
  onProgress?: (companiesRead: number) => void
  progressEvery?: number
}

export type RegisterFileResult = { path: string; entryName: string | null; rows: number; companiesRead: number }

function* counted(companies: Iterable<GeneratedCompany>, tick: () => void): Generator<GeneratedCompany> {
  for (const company of companies) {
    tick()
    yield company
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

export async function writeRegisterFile(options: RegisterFileOptions): Promise<RegisterFileResult> {
  const seed = options.seed ?? DEFAULT_SEED
  const edition = options.edition ?? 1
  const plan = editionPlan({ seed, edition, firstMonth: options.firstMonth, baseCount: options.count })
  const fileDate = fileDateOf(plan)
  const csvName = publishedCsvName(options.format, fileDate)
  const fileName = options.zip ? publishedZipName(options.format, fileDate) : csvName
  const path = options.out.endsWith('/') || isDirectory(options.out) ? join(options.out, fileName) : options.out
  // The entry is dated the file's own day, so the same options give the same bytes.
  const zip = options.zip ? zipWithOneEntry(path, csvName, civil(fileDate)) : null
  const output: Writable = zip ? zip.entry : createWriteStream(path)

  let read = 0
  const every = options.progressEvery ?? 250_000
  const tick = (): void => {
    read += 1
    if (options.onProgress && read % every === 0) options.onProgress(read)
  }
  const count = editionStreamLength(options.count, edition)
  const register = (countries: string[]): Iterable<GeneratedCompany> => counted(generateCompanies({ count, seed, countries }), tick)
  const common = { seed, edition, firstMonth: options.firstMonth, baseCount: options.count }

  let rows: number
  switch (options.format) {
    case 'companies-house':
      rows = (await writeCompaniesHouseCsv(register(['gb']), output, { ...common, liveOnly: options.liveOnly })).rows
      break
    case 'sirene':
      rows = (await writeSireneUnitesLegalesCsv(register(['fr']), output, common)).rows
      break
    case 'sirene-etablissements':
      rows = (await writeSireneEtablissementsCsv(register(['fr']), output, common)).rows
      break
    case 'gleif':
    case 'gleif-relationships': {
      // The British and French registers are those of the other two files; the third holds the rest.
      const registers = [register(['gb']), register(['fr']), register([...OTHER_REGISTER_COUNTRIES])].map((companies) => ({
        companies,
        baseCount: options.count,
      }))
      const gleifOptions = { seed, edition, firstMonth: options.firstMonth }
      rows =
        options.format === 'gleif'
          ? (await writeGleifLevel1Csv(registers, output, gleifOptions)).rows
          : (await writeGleifRelationshipsCsv(registers, output, gleifOptions)).rows
      break
    }
  }
  if (zip) await zip.done
  else await finished(output)
  return { path, entryName: zip ? csvName : null, rows, companiesRead: read }
}
