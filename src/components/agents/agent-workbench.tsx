'use client'

import { useEffect, useId, useState, type FormEvent } from 'react'

import { readErrorBody } from '@/lib/error-body'
import { checkForm } from '@/lib/form-validation'
import { HttpError } from '@/lib/http-client'
import { agentSearchSchema } from '@/modules/agents/schemas'

import { AnswerCard, type AgentAnswerView } from './answer-card'
import {
  fetchAgentAnswer,
  fetchAgentCountries,
  searchAgentCompanies,
  type AgentCandidate as Candidate,
  type AgentCountry as Country,
} from './api'
import { Field } from './field'
import { NO_ERRORS, placeFailure, type FormErrors } from './form-errors'
import { fill, type AgentsTexts } from './texts'

export type WorkbenchAgent = { name: string; code: string; title: string }

export type GuardReason = 'paid' | 'quota'
type Outcome = { kind: 'guard'; reason: GuardReason } | { kind: 'unauthorized' } | { kind: 'error' }

/** What a failed agent call means for the area: error_guard → book-demo (429: the day's quota, else a paid agent), 401 → register, anything else shown here. */
export function agentCallOutcome(error: unknown): Outcome {
  if (error instanceof HttpError) {
    if (readErrorBody(error)?.detail[0] === 'error_guard') return { kind: 'guard', reason: error.status === 429 ? 'quota' : 'paid' }
    if (error.status === 401) return { kind: 'unauthorized' }
  }
  return { kind: 'error' }
}

/**
 * The agent view: choose an agent, search a company (name required, one country), pick a result,
 * read the answer. Countries are those where the chosen agent has data.
 */
export function AgentWorkbench({
  agents,
  agentName,
  lang,
  texts,
  labels,
  onAgentChange,
  onGuard,
  onUnauthorized,
}: {
  agents: WorkbenchAgent[]
  agentName: string
  lang: string
  texts: AgentsTexts
  labels: Record<string, string>
  onAgentChange: (name: string) => void
  onGuard: (reason: GuardReason) => void
  onUnauthorized: () => void
}) {
  const agent = agents.find((candidate) => candidate.name === agentName) ?? agents[0]
  const selectId = useId()
  const countryId = useId()
  const [countries, setCountries] = useState<Country[] | null>(null)
  const [country, setCountry] = useState('')
  const [company, setCompany] = useState('')
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS)
  const [searching, setSearching] = useState(false)
  const [results, setResults] = useState<Candidate[] | null>(null)
  const [answer, setAnswer] = useState<{ state: 'loading' | 'error'; companyId: number } | { state: 'done'; data: AgentAnswerView } | null>(
    null,
  )

  const fail = (error: unknown, show: (message: string) => void) => {
    const outcome = agentCallOutcome(error)
    if (outcome.kind === 'guard') onGuard(outcome.reason)
    else if (outcome.kind === 'unauthorized') onUnauthorized()
    else show(texts.agents_error)
  }

  const code = agent?.code
  useEffect(() => {
    if (!code) return
    let current = true
    setCountries(null)
    setResults(null)
    setAnswer(null)
    fetchAgentCountries(code, lang)
      .then((list) => {
        if (!current) return
        setCountries(list)
        setCountry((selected) => (list.some((option) => option.code === selected) ? selected : ''))
      })
      .catch((error: unknown) => {
        if (!current) return
        setCountries([])
        fail(error, (message) => setErrors({ fields: {}, general: message }))
      })
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch only when the agent or language changes
  }, [code, lang])

  if (!agent) return <p className="agents-card">{texts.agents_listing_empty}</p>

  const search = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkForm(
      agentSearchSchema,
      { title: company, location_countries: country ? [country] : [], type: agent.code },
      { title: company, location_countries: country },
      { fields: { title: texts.agents_company_required, location_countries: texts.agents_country_required } },
    )
    if (!checked.ok) return setErrors({ fields: checked.errors, general: null })
    setSearching(true)
    setErrors(NO_ERRORS)
    setAnswer(null)
    try {
      setResults(await searchAgentCompanies(agent.code, checked.data, lang))
    } catch (error) {
      setResults(null)
      fail(error, () => setErrors(placeFailure(error, ['title', 'location_countries'], texts.agents_error)))
    } finally {
      setSearching(false)
    }
  }

  const ask = async (companyId: number) => {
    setAnswer({ state: 'loading', companyId })
    try {
      setAnswer({ state: 'done', data: await fetchAgentAnswer(companyId, agent.code, lang) })
    } catch (error) {
      setAnswer({ state: 'error', companyId })
      fail(error, () => undefined)
    }
  }

  return (
    <div className="agents-workbench" data-testid="agents-workbench">
      <form className="agents-card agents-search" onSubmit={(event) => void search(event)} noValidate aria-busy={searching}>
        <div className="field">
          <label htmlFor={selectId}>{texts.agents_select_agent}</label>
          <select id={selectId} value={agent.name} onChange={(event) => onAgentChange(event.target.value)} data-testid="agents-select">
            {agents.map((option) => (
              <option key={option.name} value={option.name}>
                {option.title}
              </option>
            ))}
          </select>
        </div>
        <Field
          name="title"
          label={texts.agents_company_label}
          placeholder={texts.agents_company_placeholder}
          testId="agents-company"
          value={company}
          maxLength={200}
          required
          autoComplete="organization"
          onChange={(event) => setCompany(event.target.value)}
          error={errors.fields.title}
        />
        <div className="field">
          <label htmlFor={countryId}>{texts.agents_country_label}</label>
          <select
            id={countryId}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            disabled={countries === null}
            aria-invalid={errors.fields.location_countries ? true : undefined}
            aria-describedby={errors.fields.location_countries ? `${countryId}-error` : undefined}
            data-testid="agents-country"
          >
            <option value="">{countries === null ? texts.agents_countries_loading : texts.agents_country_placeholder}</option>
            {(countries ?? []).map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          {errors.fields.location_countries ? (
            <p id={`${countryId}-error`} className="field__error" data-testid="agents-country-error">
              {errors.fields.location_countries}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={searching}
          aria-busy={searching}
          data-testid="agents-search-submit"
        >
          {searching ? <span className="spinner" aria-hidden="true" /> : null}
          {texts.agents_search_submit}
        </button>
        {errors.general ? (
          <p className="alert alert--error agents-search__error" role="alert" data-testid="agents-search-error">
            {errors.general}
          </p>
        ) : null}
      </form>

      {results !== null ? (
        <section className="agents-card agents-results" aria-labelledby="agents-results-title" data-testid="agents-results">
          <h2 id="agents-results-title" className="agents-results__title">
            {texts.agents_results_title}
          </h2>
          {results.length === 0 ? (
            <p data-testid="agents-no-results">{texts.agents_no_results}</p>
          ) : (
            <ul className="agents-results__list">
              {results.map((candidate) => {
                const busy = answer?.state === 'loading' && answer.companyId === candidate.id
                return (
                  <li key={candidate.id}>
                    <button
                      type="button"
                      className="agents-results__item"
                      onClick={() => void ask(candidate.id)}
                      aria-busy={busy}
                      aria-label={fill(texts.agents_pick_company, { name: candidate.name })}
                      data-testid="agents-result"
                    >
                      <span className="agents-results__name">{candidate.name}</span>
                      <span className="agents-results__meta">
                        {[candidate.registration_number, candidate.address.city, candidate.status].filter(Boolean).join(' · ')}
                      </span>
                      {busy ? <span className="spinner" aria-hidden="true" /> : null}
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      ) : null}

      <div aria-live="polite">
        {answer?.state === 'done' ? (
          <AnswerCard answer={answer.data} title={agent.title} labels={labels} texts={texts} lang={lang} />
        ) : null}
        {answer?.state === 'error' ? (
          <p className="alert alert--error" role="alert">
            {texts.agents_error}
          </p>
        ) : null}
      </div>
    </div>
  )
}
