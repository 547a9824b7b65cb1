'use client'

import { useId } from 'react'

import { fill, type EnrichmentTexts } from './texts'

/**
 * Stage 2's header row: the checkbox 'The first row is for the headers' (unchecked: the file has no
 * header row, every row is data) and, while it is checked, which row holds the headers — the first
 * rows of the file, each named by its first cells. A title block above the chosen row is left out.
 */
export function HeaderRowControl({
  hasHeaders,
  headerRow,
  choices,
  onHasHeadersChange,
  onHeaderRowChange,
  texts,
}: {
  hasHeaders: boolean
  headerRow: number
  /** `row` indexes the upload's rows; `number` is the row as the visitor's spreadsheet numbers it. */
  choices: readonly { row: number; number: number; preview: string }[]
  onHasHeadersChange: (hasHeaders: boolean) => void
  onHeaderRowChange: (row: number) => void
  texts: EnrichmentTexts
}) {
  const id = useId()
  // A choice of one is no choice: a two-row file can only have its headers on row 1.
  const showRows = hasHeaders && choices.length > 1
  const skipping = showRows && headerRow > 0
  return (
    <div className="header-row-control" data-testid="header-row-control">
      <label className="checkbox header-row-control__checkbox">
        <input
          type="checkbox"
          checked={hasHeaders}
          data-testid="first-row-headers"
          onChange={(event) => onHasHeadersChange(event.target.checked)}
        />
        <span>{texts.firstRowHeaders}</span>
      </label>
      {showRows ? (
        <div className="field header-row-control__field">
          <label htmlFor={`${id}-row`}>{texts.headerRowLabel}</label>
          <select
            id={`${id}-row`}
            value={headerRow}
            data-testid="header-row-select"
            aria-describedby={skipping ? `${id}-skipped` : undefined}
            onChange={(event) => onHeaderRowChange(Number(event.target.value))}
          >
            {choices.map(({ row, number, preview }) => (
              <option key={row} value={row}>
                {preview ? fill(texts.headerRowOption, { n: number, cells: preview }) : fill(texts.headerRowOptionEmpty, { n: number })}
              </option>
            ))}
          </select>
          {skipping ? (
            <p id={`${id}-skipped`} className="header-row-control__hint" data-testid="header-row-skipped">
              {texts.headerRowSkipped}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
