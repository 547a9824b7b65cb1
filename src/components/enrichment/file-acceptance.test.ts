import { describe, expect, it } from 'vitest'

import { pickAcceptedFile } from '@/components/ui/file-drop-zone'

import { ENRICHMENT_FILE_COUNT, ENRICHMENT_FILE_TYPES } from './constants'

const file = (name: string) => ({ name })

describe('choosing the file to upload', () => {
  it('accepts .csv, .txt and .xlsx whatever the case of the name', () => {
    for (const name of ['list.csv', 'LIST.CSV', 'a.Txt', 'companies.XLSX']) {
      expect(pickAcceptedFile([file(name)], ENRICHMENT_FILE_TYPES, ENRICHMENT_FILE_COUNT).file?.name).toBe(name)
    }
  })

  it('rejects other files with the console message and nothing to upload', () => {
    const result = pickAcceptedFile([file('report.pdf')], ENRICHMENT_FILE_TYPES, ENRICHMENT_FILE_COUNT)
    expect(result.file).toBeNull()
    expect(result.problems).toEqual(['Only following file formats are acceptable: .csv, .txt, .xlsx'])
    expect(pickAcceptedFile([file('csv')], ENRICHMENT_FILE_TYPES).file).toBeNull()
  })

  it('uses only the first of several files and says so', () => {
    const result = pickAcceptedFile([file('a.csv'), file('b.csv')], ENRICHMENT_FILE_TYPES, ENRICHMENT_FILE_COUNT)
    expect(result.file?.name).toBe('a.csv')
    expect(result.problems).toEqual(['Only 1 file can be uploaded at a time'])
  })

  it('does nothing without files', () => {
    expect(pickAcceptedFile([], ENRICHMENT_FILE_TYPES)).toEqual({ file: null, problems: [] })
  })
})
