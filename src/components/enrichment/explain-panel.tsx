import { Icon } from '@/components/ui/icon'

import {
  comparedWithHiddenCompany,
  countryNote,
  explainButtonText,
  explainReason,
  gradeTitle,
  registryText,
  similarityText,
  statusText,
  verdictText,
} from './results-explain'
import { fill, type EnrichmentTexts } from './texts'
import type { ResultRow, VisitorVerdict } from './types'

const VERDICT_MARKS: Record<VisitorVerdict | 'not_compared', string> = {
  exact: '✓',
  close: '≈',
  different: '≠',
  missing: '–',
  unrecognised: '?',
  not_compared: '·',
}

/** The button that opens and closes a row's explain panel (a disclosure). */
export function ExplainToggle({
  row,
  rowName,
  open,
  panelId,
  texts,
  onToggle,
}: {
  row: ResultRow
  rowName: string
  open: boolean
  panelId: string
  texts: EnrichmentTexts
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      className="explain-toggle"
      aria-expanded={open}
      aria-controls={panelId}
      data-testid="explain-toggle"
      onClick={onToggle}
    >
      {explainButtonText(row, texts)}
      {/* Ten rows have the same button: the row's name tells them apart for screen readers. */}
      <span className="visually-hidden">{` – ${rowName}`}</span>
      <Icon name="chevron" size={14} />
    </button>
  )
}

/**
 * Why a row got its grade: the reason in the visitor's language, then each mapped field with the
 * visitor's value, the registry's value as the row shows it (found rows only) and the verdict.
 */
export function ExplainPanel({ row, texts }: { row: ResultRow; texts: EnrichmentTexts }) {
  const explain = row.explain
  if (!explain) return null
  // The panel opens in the browser only (after the results are fetched): the page's language is there.
  const country = countryNote(row, texts, typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en')
  const found = row.status === 'found'
  const score = found ? row.current_result?.score : null
  const title = gradeTitle(row, texts)

  return (
    <div className={`explain ${found ? '' : 'explain--no-registry'}`} data-testid="explain-panel">
      <p className="explain__title">
        {score ? (
          <>
            <span className={`score-badge score-badge--${score.toLowerCase()}`} aria-hidden="true">
              {score}
            </span>
            <span>
              <strong>{fill(texts.explain.grade, { grade: score })}</strong>
              {title ? ` · ${title}` : null}
            </span>
          </>
        ) : (
          <strong>{statusText(row, texts)}</strong>
        )}
      </p>
      <p className="explain__reason" data-testid="explain-reason">
        {explainReason(row, texts)}
      </p>
      {explain.former_name ? (
        <p className="explain__note" data-testid="explain-former-name">
          {explain.former_name.kind === 'other'
            ? texts.explain.otherName
            : explain.former_name.until
              ? fill(texts.explain.formerNameUntil, { until: explain.former_name.until })
              : texts.explain.formerName}
          : {explain.former_name.name}
        </p>
      ) : null}
      {country ? (
        <p className="explain__note" data-testid="explain-country">
          {country}
        </p>
      ) : null}
      {explain.certainty ? (
        <div className="explain__certainty" data-testid="explain-certainty">
          <p>
            <strong>
              {fill(found ? texts.explain.certainty : texts.explain.certaintyNotFound, { n: String(explain.certainty.probability) })}
            </strong>
          </p>
          {explain.certainty.measures.length ? (
            <ul aria-label={texts.explain.weighed} className="explain__measures">
              {explain.certainty.measures.map((entry) => (
                <li key={entry.measure} data-effect={entry.effect}>
                  <span className="explain__measure-mark" aria-hidden="true">
                    {entry.effect === 'raises' ? '+' : '−'}
                  </span>
                  {texts.explain.measures[entry.measure]}: {entry.effect === 'raises' ? texts.explain.raises : texts.explain.lowers}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {explain.fields.length ? (
        <div className="explain__compared">
          {comparedWithHiddenCompany(row) ? <p className="explain__note">{texts.explain.closestNote}</p> : null}
          <div className="explain__head" aria-hidden="true">
            <span>{texts.explain.field}</span>
            <span className="explain__head-values">
              <span>{texts.yourData}</span>
              {found ? <span>{texts.matchedData}</span> : null}
            </span>
            <span>{texts.explain.result}</span>
          </div>
          <ul className="explain__fields" aria-label={texts.explain.compared}>
            {explain.fields.map((field) => {
              const verdict = field.verdict ?? 'not_compared'
              const similarity = similarityText(field, texts)
              return (
                <li key={field.field} className="explain-field" data-field={field.field} data-verdict={verdict} data-testid="explain-field">
                  <span className="explain-field__name">{texts.explain.fields[field.field]}</span>
                  <dl className="explain-field__values">
                    <div>
                      <dt>{texts.yourData}</dt>
                      <dd className={field.input === null ? 'is-empty' : undefined}>{field.input ?? '—'}</dd>
                    </div>
                    {found ? (
                      <div>
                        <dt>{texts.matchedData}</dt>
                        <dd className={field.registry === null ? 'is-empty' : undefined}>{registryText(field, texts)}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <span className="explain-field__result">
                    <span className={`explain-verdict explain-verdict--${verdict}`}>
                      <span className="explain-verdict__mark" aria-hidden="true">
                        {VERDICT_MARKS[verdict]}
                      </span>
                      {verdictText(field, texts)}
                    </span>
                    {similarity ? <span className="explain-field__similarity">{similarity}</span> : null}
                  </span>
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
