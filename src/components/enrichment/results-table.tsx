import Link from 'next/link'
import { Fragment, useId, useState, type CSSProperties } from 'react'

import { ExplainPanel, ExplainToggle } from './explain-panel'
import { displayStatus, statusText } from './results-explain'

import { columnKey, formatCell, inputValue, resultColumns, resultValue, scoreText, splitRows, type ResultColumn } from './results-view'
import type { EnrichmentTexts } from './texts'
import type { ResultList, ResultRow } from './types'

function ScoreBadge({ row }: { row: ResultRow }) {
  const score = row.current_result?.score
  if (!score) return <span className="score-missing">{scoreText(row)}</span>
  return <span className={`score-badge score-badge--${score.toLowerCase()}`}>{score}</span>
}

function MatchStatus({ row, texts }: { row: ResultRow; texts: EnrichmentTexts }) {
  return (
    <span className={`match-status match-status--${displayStatus(row)}`} data-testid="match-status">
      {row.status === 'pending' ? <span className="spinner" aria-hidden="true" /> : null}
      {statusText(row, texts)}
    </span>
  )
}

function cellText(row: ResultRow, column: ResultColumn): string {
  return column.kind === 'input'
    ? formatCell(column.key, inputValue(row, column.key))
    : formatCell(column.key, resultValue(row, column.key))
}

function DataCell({ row, column, inputEnd }: { row: ResultRow; column: ResultColumn; inputEnd: boolean }) {
  const text = cellText(row, column)
  return (
    <td
      className={`${inputEnd ? 'enrichment-table__input-end' : ''} ${text === '—' ? 'is-empty' : ''}`}
      title={text.length > 28 ? text : undefined}
    >
      {text}
    </td>
  )
}

/** Neutral stand-in text for blurred cells: the real values are never sent for locked rows. */
function placeholder(row: number, column: number): string {
  return 'x'.repeat(6 + ((row * 7 + column * 5) % 9))
}

/** The row's headline on a mobile card: the matched company (or person), else the uploaded value. */
function cardTitle(row: ResultRow, columns: ResultColumn[]): string {
  const matched = resultValue(row, 'company_name') ?? resultValue(row, 'full_name')
  if (matched !== null) return String(matched)
  for (const column of columns) {
    if (column.kind === 'input') {
      const value = inputValue(row, column.key)
      if (value) return value
    }
  }
  return '—'
}

/**
 * The results as a table from 768 px and as cards below, both from the same rows. Rows
 * beyond the blur threshold form one blurred group under a "full access" overlay with a book-demo
 * button, which gates viewers without full access.
 */
export function ResultsTable({
  list,
  loading,
  expanded,
  blurThreshold,
  texts,
  bookDemoHref,
  captionId,
}: {
  list: ResultList
  loading: boolean
  expanded: boolean
  blurThreshold: number
  texts: EnrichmentTexts
  bookDemoHref: string | null
  captionId: string
}) {
  const columns = resultColumns(list, loading)
  const { free, locked } = splitRows(list.data, expanded, blurThreshold)
  const label = (column: ResultColumn) => (column.kind === 'input' ? texts.identifiers[column.key] : texts.fields[column.key])
  const inputColumns = columns.filter((column) => column.kind === 'input')
  const matchedColumns = columns.filter((column) => column.kind === 'result')
  const inputCount = inputColumns.length
  const matchedCount = matchedColumns.length + 2
  const frameStyle = { '--locked-rows': locked.length } as CSSProperties
  // Rows whose explain panel is open, by row index: shared by the table and the cards.
  const [explained, setExplained] = useState<ReadonlySet<number>>(() => new Set())
  const idPrefix = useId()
  const toggleExplain = (rowIndex: number) =>
    setExplained((current) => {
      const next = new Set(current)
      if (!next.delete(rowIndex)) next.add(rowIndex)
      return next
    })

  return (
    <div className={`results-frame ${locked.length ? 'has-locked' : ''}`} style={frameStyle}>
      <div className="results-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="enrichment-table" data-testid="results-table" aria-labelledby={captionId}>
          <thead>
            {inputCount > 0 ? (
              <tr className="enrichment-table__groups">
                <th scope="colgroup" colSpan={inputCount}>
                  {texts.yourData}
                </th>
                <th scope="colgroup" colSpan={matchedCount} className="enrichment-table__matched-start">
                  {texts.matchedData}
                </th>
              </tr>
            ) : null}
            <tr>
              {inputColumns.map((column, index) => (
                <th key={columnKey(column)} scope="col" className={index === inputCount - 1 ? 'enrichment-table__input-end' : undefined}>
                  {label(column)}
                </th>
              ))}
              <th scope="col">{texts.scoreColumn}</th>
              <th scope="col">{texts.matchColumn}</th>
              {matchedColumns.map((column) => (
                <th key={columnKey(column)} scope="col">
                  {label(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {free.map((row) => {
              const open = explained.has(row.row_index)
              const panelId = `${idPrefix}-explain-${row.row_index}-table`
              return (
                <Fragment key={row.row_index}>
                  <tr data-testid="result-row" data-status={displayStatus(row)} className={open ? 'is-explained' : undefined}>
                    {inputColumns.map((column, index) => (
                      <DataCell key={columnKey(column)} row={row} column={column} inputEnd={index === inputCount - 1} />
                    ))}
                    <td>
                      <ScoreBadge row={row} />
                    </td>
                    <td className="enrichment-table__match">
                      <span className="match-cell">
                        <MatchStatus row={row} texts={texts} />
                        {row.explain ? (
                          <ExplainToggle
                            row={row}
                            rowName={cardTitle(row, columns)}
                            open={open}
                            panelId={panelId}
                            texts={texts}
                            onToggle={() => toggleExplain(row.row_index)}
                          />
                        ) : null}
                      </span>
                    </td>
                    {matchedColumns.map((column) => (
                      <DataCell key={columnKey(column)} row={row} column={column} inputEnd={false} />
                    ))}
                  </tr>
                  {row.explain ? (
                    <tr className="explain-row" id={panelId} hidden={!open} data-testid="explain-row">
                      <td colSpan={inputCount + matchedCount}>{open ? <ExplainPanel row={row} texts={texts} /> : null}</td>
                    </tr>
                  ) : null}
                </Fragment>
              )
            })}
          </tbody>
          {locked.length ? (
            <tbody className="enrichment-table__locked" aria-hidden="true" data-testid="locked-rows">
              {locked.map((row, rowIndex) => (
                <tr key={row.row_index} data-testid="locked-row">
                  {inputColumns.map((column, index) => (
                    <td key={columnKey(column)} className={index === inputCount - 1 ? 'enrichment-table__input-end' : undefined}>
                      <span className="blurred-text">{placeholder(rowIndex, index)}</span>
                    </td>
                  ))}
                  <td>
                    <span className="score-badge score-badge--locked">X</span>
                  </td>
                  <td>
                    <span className="blurred-text">{placeholder(rowIndex, columns.length)}</span>
                  </td>
                  {matchedColumns.map((column, index) => (
                    <td key={columnKey(column)}>
                      <span className="blurred-text">{placeholder(rowIndex, inputCount + index)}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ) : null}
        </table>
      </div>

      <ul className="result-cards" data-testid="results-cards" aria-labelledby={captionId}>
        {free.map((row) => {
          const open = explained.has(row.row_index)
          const panelId = `${idPrefix}-explain-${row.row_index}-card`
          return (
            <li key={row.row_index} className="result-card" data-status={displayStatus(row)} data-testid="result-card">
              <div className="result-card__header">
                <p className="result-card__title">{cardTitle(row, columns)}</p>
                <ScoreBadge row={row} />
              </div>
              <MatchStatus row={row} texts={texts} />
              <dl className="result-card__facts">
                {columns.map((column) => {
                  const text = cellText(row, column)
                  return text === '—' ? null : (
                    <div key={columnKey(column)} className={column.kind === 'input' ? 'is-input' : undefined}>
                      <dt>{label(column)}</dt>
                      <dd>{text}</dd>
                    </div>
                  )
                })}
              </dl>
              {row.explain ? (
                <div className="result-card__explain">
                  <ExplainToggle
                    row={row}
                    rowName={cardTitle(row, columns)}
                    open={open}
                    panelId={panelId}
                    texts={texts}
                    onToggle={() => toggleExplain(row.row_index)}
                  />
                  <div id={panelId} hidden={!open}>
                    {open ? <ExplainPanel row={row} texts={texts} /> : null}
                  </div>
                </div>
              ) : null}
            </li>
          )
        })}
        {locked.map((row, rowIndex) => (
          <li key={row.row_index} className="result-card result-card--locked" aria-hidden="true">
            <div className="result-card__header">
              <p className="result-card__title">
                <span className="blurred-text">{placeholder(rowIndex, 1)}</span>
              </p>
              <span className="score-badge score-badge--locked">X</span>
            </div>
            <p className="blurred-text">{placeholder(rowIndex, 2)}</p>
            <p className="blurred-text">{placeholder(rowIndex, 3)}</p>
            <p className="blurred-text">{placeholder(rowIndex, 4)}</p>
          </li>
        ))}
      </ul>

      {locked.length ? (
        <div className="blur-overlay" data-testid="blur-overlay">
          <div className="blur-overlay__cta">
            <p className="blur-overlay__title">{texts.fullAccess}</p>
            <p className="blur-overlay__text">{texts.fullAccessText}</p>
            {bookDemoHref ? (
              <Link className="button button--primary button--large" href={bookDemoHref} data-testid="blur-overlay-book-demo">
                {texts.bookDemo}
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  )
}
