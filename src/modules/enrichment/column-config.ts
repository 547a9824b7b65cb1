import { z } from 'zod'

import { IDENTIFIER_CODENAMES, isAllowedCombination, type IdentifierCodename } from './identifiers'
import type { MatchInput } from './matching/types'

/** Column index (as a string, JSON object keys) → identifier codename. */
export type ColumnConfig = Record<string, IdentifierCodename>

export const columnConfigSchema = z
  .record(z.string().regex(/^\d{1,3}$/, 'Column indexes are whole numbers.'), z.enum(IDENTIFIER_CODENAMES))
  .refine((config) => Object.keys(config).length > 0, 'Choose at least one column to match by.')
  .refine(
    (config) => isAllowedCombination(Object.values(config)),
    'This combination of columns cannot be matched. A Registration Number needs a Country (or a Company Name, VAT Number or Website beside it), and a LinkedIn Person URL or an Email is matched on its own.',
  )

/** The row's values under the identifiers its columns were mapped to. */
export function mapRow(cells: readonly string[], config: ColumnConfig): MatchInput {
  const input: MatchInput = {}
  for (const [column, codename] of Object.entries(config)) input[codename] = cells[Number(column)] ?? null
  return input
}
