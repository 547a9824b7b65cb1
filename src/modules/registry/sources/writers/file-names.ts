/** The five formats and the names their publishers give the files. */
import { civil, type Day } from './civil-date'

export const REGISTER_FORMATS = ['companies-house', 'gleif', 'gleif-relationships', 'sirene', 'sirene-etablissements'] as const
export type RegisterFormat = (typeof REGISTER_FORMATS)[number]

export function isRegisterFormat(value: string): value is RegisterFormat {
  return (REGISTER_FORMATS as readonly string[]).includes(value)
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value)
}

/**
 * The published CSV name for a file describing `fileDate` (the first of a month):
 * BasicCompanyDataAsOneFile-2026-12-01.csv, 20261201-0000-gleif-goldencopy-lei2-golden-copy.csv,
 * 20261201-0000-gleif-goldencopy-rr-golden-copy.csv, StockUniteLegale_utf8.csv,
 * StockEtablissement_utf8.csv (INSEE's names carry no date).
 */
export function publishedCsvName(format: RegisterFormat, fileDate: Day): string {
  const { year, month, day } = civil(fileDate)
  const compact = `${year}${pad2(month)}${pad2(day)}`
  switch (format) {
    case 'companies-house':
      return `BasicCompanyDataAsOneFile-${year}-${pad2(month)}-${pad2(day)}.csv`
    case 'gleif':
      return `${compact}-0000-gleif-goldencopy-lei2-golden-copy.csv`
    case 'gleif-relationships':
      return `${compact}-0000-gleif-goldencopy-rr-golden-copy.csv`
    case 'sirene':
      return 'StockUniteLegale_utf8.csv'
    case 'sirene-etablissements':
      return 'StockEtablissement_utf8.csv'
  }
}

/** The published zip name: GLEIF appends ".zip" to the CSV name, the others replace ".csv". */
export function publishedZipName(format: RegisterFormat, fileDate: Day): string {
  const csv = publishedCsvName(format, fileDate)
  return format === 'gleif' || format === 'gleif-relationships' ? `${csv}.zip` : csv.replace(/\.csv$/, '.zip')
}
