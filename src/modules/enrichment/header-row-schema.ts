import { z } from 'zod'

/**
 * The header row a setup chooses: `first_row_headers` says whether the file has one, `header_row`
 * which row it is (0-based). Rows above it (a title block) are left out of the matching.
 * A module of its own, re-exported by `schemas.ts`: the column screen loads it when matching starts
 * without the contact schema's e-mail rule.
 */

export const HEADER_ROW_MESSAGES = {
  type: 'header_row is the 0-based index of the header row, or null when the file has none.',
  withoutHeaders: 'header_row must be null (or left out) when first_row_headers is false.',
  missing: 'header_row is null although first_row_headers is true: send the index of the header row.',
  noRowsBelow: 'The file has no rows below its header row.',
  outOfRange: (rowCount: number) =>
    `header_row must be between 0 and ${rowCount - 2}: the file has ${rowCount} rows (counted from 0) and the header row needs data below it.`,
} as const

export const headerRowField = z
  .number({ error: HEADER_ROW_MESSAGES.type })
  .int({ error: HEADER_ROW_MESSAGES.type })
  .min(0, { error: HEADER_ROW_MESSAGES.type })
  .nullable()
  .optional()

export type HeaderRowChoice = { first_row_headers: boolean; header_row?: number | null }

/** The header row chosen: `header_row`; row 0 when a client sends only `first_row_headers: true`; null without headers. */
export function chosenHeaderRow(choice: HeaderRowChoice): number | null {
  if (!choice.first_row_headers) return null
  return choice.header_row ?? 0
}

/** The checks of a choice, against a file of `rowCount` rows when it is known. */
export function checkHeaderRow(rowCount?: number) {
  return (choice: HeaderRowChoice, context: z.RefinementCtx) => {
    if (!choice.first_row_headers && choice.header_row != null) {
      context.addIssue({ code: 'custom', path: ['header_row'], message: HEADER_ROW_MESSAGES.withoutHeaders })
      return
    }
    if (choice.first_row_headers && choice.header_row === null) {
      context.addIssue({ code: 'custom', path: ['header_row'], message: HEADER_ROW_MESSAGES.missing })
      return
    }
    const row = chosenHeaderRow(choice)
    if (rowCount === undefined || row === null || row <= rowCount - 2) return
    // A client that sent only first_row_headers hears about that field.
    const path = choice.header_row === undefined ? 'first_row_headers' : 'header_row'
    const message = rowCount < 2 ? HEADER_ROW_MESSAGES.noRowsBelow : HEADER_ROW_MESSAGES.outOfRange(rowCount)
    context.addIssue({ code: 'custom', path: [path], message })
  }
}

/** The header-row fields of a setup, checked against a file of `rowCount` rows (the browser: the upload's total_rows; the server: the session's). */
export function headerRowSchema(rowCount?: number) {
  return z.object({ first_row_headers: z.boolean(), header_row: headerRowField }).superRefine(checkHeaderRow(rowCount))
}
