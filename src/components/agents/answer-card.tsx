'use client'

import { fill, type AgentsTexts } from './texts'

export type AgentAnswerView = {
  agent: { name: string; code: string }
  company: { id: number; name: string; country: string; registration_number: string }
  answer: Record<string, unknown>
  found: boolean
  source: {
    record: string
    registration_number: string
    updated_at: string
    registers?: { source: string; name: string; record_id: string; file_date: string; attribution: string }[]
  }
}

type Row = Record<string, unknown>

function isRowList(value: unknown): value is Row[] {
  return Array.isArray(value) && value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))
}

function formatScalar(value: unknown, key: string, texts: AgentsTexts, lang: string): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? texts.agents_yes : texts.agents_no
  if (typeof value === 'number')
    return key === 'id' || key === 'year_established' ? String(value) : new Intl.NumberFormat(lang).format(value)
  return String(value)
}

function Value({
  value,
  field,
  texts,
  lang,
  labels,
}: {
  value: unknown
  field: string
  texts: AgentsTexts
  lang: string
  labels: Record<string, string>
}) {
  if (field === 'country' && typeof value === 'string' && /^[a-z]{2}$/i.test(value)) return <>{value.toUpperCase()}</>
  // matched_on names a field, relationship a kind of family link: show their labels.
  if ((field === 'matched_on' || field === 'relationship') && typeof value === 'string') return <>{labels[value] ?? value}</>
  const text = formatScalar(value, field, texts, lang)
  if (typeof value === 'string' && /^https?:\/\//i.test(value)) {
    return (
      <a href={value} rel="noopener noreferrer nofollow" target="_blank">
        {value}
      </a>
    )
  }
  if (typeof value === 'string' && field.endsWith('email')) return <a href={`mailto:${value}`}>{value}</a>
  return <>{text}</>
}

/** The agent's answer about one registry company: its fields, people or companies as a table, and where it came from. */
export function AnswerCard({
  answer,
  title,
  labels,
  texts,
  lang,
}: {
  answer: AgentAnswerView
  title: string
  labels: Record<string, string>
  texts: AgentsTexts
  lang: string
}) {
  const label = (key: string) => labels[key] ?? key.replace(/_/g, ' ')
  const entries = Object.entries(answer.answer)
  const scalars = entries.filter(([, value]) => !Array.isArray(value))
  const lists = entries.filter((entry): entry is [string, Row[]] => isRowList(entry[1]))
  const updated = new Date(answer.source.updated_at)
  const date = Number.isNaN(updated.getTime())
    ? answer.source.updated_at
    : new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(updated)
  return (
    <section className="agents-card agents-answer" aria-labelledby="agents-answer-title" data-testid="agents-answer">
      <p className="agents-answer__eyebrow">{texts.agents_answer_title}</p>
      <h2 id="agents-answer-title" className="agents-answer__title">
        {title}: {answer.company.name}
      </h2>
      <p className="agents-answer__company">
        {answer.company.registration_number} · {answer.company.country.toUpperCase()}
      </p>
      {!answer.found ? (
        <p className="alert" data-testid="agents-answer-missing">
          {texts.agents_answer_missing}
        </p>
      ) : null}
      {scalars.length ? (
        <dl className="agents-answer__fields">
          {scalars.map(([key, value]) => (
            <div key={key} className="agents-answer__field" data-testid={`agents-answer-${key}`}>
              <dt>{label(key)}</dt>
              <dd>
                <Value value={value} field={key} texts={texts} lang={lang} labels={labels} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {lists.map(([key, rows]) => {
        const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
        return (
          <div key={key} className="agents-answer__list" data-testid={`agents-answer-${key}`}>
            <h3>{label(key)}</h3>
            {rows.length ? (
              <div className="agents-answer__scroll" tabIndex={0} role="region" aria-label={label(key)}>
                <table>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column} scope="col">
                          {label(column)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, index) => (
                      <tr key={index}>
                        {columns.map((column) => (
                          <td key={column}>
                            <Value value={row[column]} field={column} texts={texts} lang={lang} labels={labels} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="agents-answer__empty">—</p>
            )}
          </div>
        )
      })}
      <p className="agents-answer__source" data-testid="agents-answer-source">
        {fill(texts.agents_source, { record: answer.source.record, date })}
      </p>
      {answer.source.registers?.map((register) => (
        <p key={register.source} className="agents-answer__source" data-testid="agents-answer-register">
          {register.name} · {register.record_id} · {register.attribution}
        </p>
      ))}
    </section>
  )
}
