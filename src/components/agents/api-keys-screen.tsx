'use client'

import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react'

import { checkForm, type FieldErrors } from '@/lib/form-validation'
import { HttpError } from '@/lib/http-client'
import { API_KEY_SCOPES, type ApiKeyScope } from '@/modules/auth/schemas'

import { createApiKey, fetchApiKeys, fetchApiUsage, revokeApiKey, type ApiKey, type ApiUsage, type CreatedApiKey } from './api'
import { Field } from './field'
import { placeFailure } from './form-errors'
import { SignOutEverywhere } from './sign-out-everywhere'
import { fill, type AgentsTexts } from './texts'

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; keys: ApiKey[]; usage: ApiUsage }

const SCOPE_TEXT: Record<ApiKeyScope, keyof AgentsTexts> = {
  profiles: 'apikeys_scope_profiles',
  match: 'apikeys_scope_match',
  monitoring: 'apikeys_scope_monitoring',
}

const METRIC_TEXT: Record<ApiUsage['quotas'][number]['metric'], keyof AgentsTexts> = {
  basic_profiles: 'apikeys_metric_basic_profiles',
  full_profiles: 'apikeys_metric_full_profiles',
  contact_lookups: 'apikeys_metric_contact_lookups',
}

/**
 * The account's API keys (the agents area's `?type=api-keys`): the plan's allowance and this
 * month's use, requests per day as a small chart, a form to create a key (shown once, with a copy
 * button), and the keys with their prefix, scopes, last use and a revoke button that asks first.
 */
export function ApiKeysScreen({
  texts,
  lang,
  referenceHref,
  account,
  onUnauthorized,
  onSignedOutEverywhere,
}: {
  texts: AgentsTexts
  lang: string
  referenceHref: string | null
  /** The signed-in account: keys are made only once its address is confirmed. */
  account: { email: string; emailVerified: boolean }
  onUnauthorized: () => void
  onSignedOutEverywhere: () => void
}) {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  // Each change of this number reads the keys and the usage again.
  const [reads, setReads] = useState(0)
  const refresh = () => setReads((count) => count + 1)
  // The parent's handler as it is now, without the reads depending on it.
  const signedOut = useEffectEvent(() => onUnauthorized())

  useEffect(() => {
    let current = true
    Promise.all([fetchApiKeys(), fetchApiUsage(lang)])
      .then(([keys, usage]) => current && setLoad({ state: 'loaded', keys, usage }))
      .catch((error: unknown) => {
        if (!current) return
        if (error instanceof HttpError && (error.status === 401 || error.status === 403)) signedOut()
        else setLoad({ state: 'failed' })
      })
    return () => {
      current = false
    }
  }, [reads, lang])

  const date = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))

  if (load.state === 'loading')
    return (
      <p className="agents-card agents-status" role="status" data-testid="api-keys-loading">
        <span className="spinner" aria-hidden="true" /> {texts.apikeys_loading}
      </p>
    )
  if (load.state === 'failed')
    return (
      <div className="agents-card agents-status" role="alert" data-testid="api-keys-failed">
        <p>{texts.apikeys_failed}</p>
        <button type="button" className="button button--secondary" onClick={() => (setLoad({ state: 'loading' }), refresh())}>
          {texts.apikeys_retry}
        </button>
      </div>
    )

  return (
    <div className="api-keys" data-testid="api-keys">
      <p className="api-keys__lead">
        {texts.apikeys_lead}{' '}
        {referenceHref ? (
          <a href={referenceHref} data-testid="api-keys-reference">
            {texts.apikeys_reference}
          </a>
        ) : null}
      </p>
      <UsagePanel usage={load.usage} texts={texts} date={date} lang={lang} />
      {created ? (
        <NewKey created={created} texts={texts} onDone={() => setCreated(null)} />
      ) : !account.emailVerified ? (
        <section className="agents-card api-keys__create" aria-labelledby="api-confirm-title" data-testid="api-key-confirm-first">
          <h3 id="api-confirm-title" className="api-keys__title">
            {texts.apikeys_confirm_title}
          </h3>
          <p>{fill(texts.apikeys_confirm_text, { email: account.email })}</p>
        </section>
      ) : (
        <CreateKeyForm
          texts={texts}
          onCreated={(key) => {
            setCreated(key)
            refresh()
          }}
          onUnauthorized={onUnauthorized}
        />
      )}
      <KeyList keys={load.keys} texts={texts} date={date} onChanged={refresh} onUnauthorized={onUnauthorized} />
      <SignOutEverywhere texts={texts} onSignedOut={onSignedOutEverywhere} />
    </div>
  )
}

function UsagePanel({ usage, texts, date, lang }: { usage: ApiUsage; texts: AgentsTexts; date: (iso: string) => string; lang: string }) {
  const number = (value: number) => new Intl.NumberFormat(lang).format(value)
  return (
    <section className="agents-card api-keys__usage" aria-labelledby="api-usage-title" data-testid="api-usage">
      <h3 id="api-usage-title" className="api-keys__title">
        {texts.apikeys_usage_title}
      </h3>
      <p className="api-keys__plan" data-testid="api-usage-plan">
        <strong>{fill(texts.apikeys_plan, { plan: usage.plan.name })}</strong>{' '}
        {fill(texts.apikeys_renews, { date: date(usage.period.end) })}{' '}
        {fill(texts.apikeys_rate, { count: number(usage.requests_per_minute) })}
      </p>
      <ul className="api-keys__quotas">
        {usage.quotas.map((quota) => {
          const share = quota.limit ? Math.min(1, quota.used / quota.limit) : 0
          const label =
            quota.limit === 0
              ? texts.apikeys_not_included
              : quota.limit === null
                ? fill(texts.apikeys_used_unlimited, { used: number(quota.used) })
                : fill(texts.apikeys_used_of, { used: number(quota.used), limit: number(quota.limit) })
          return (
            <li key={quota.metric} className="api-keys__quota" data-testid={`api-quota-${quota.metric}`}>
              <span className="api-keys__quota-name">{texts[METRIC_TEXT[quota.metric]]}</span>
              <span className="api-keys__quota-value">{label}</span>
              {quota.limit ? (
                <span className="api-keys__meter" aria-hidden="true">
                  <span style={{ width: `${Math.round(share * 100)}%` }} />
                </span>
              ) : null}
            </li>
          )
        })}
        <li className="api-keys__quota" data-testid="api-quota-searches">
          <span className="api-keys__quota-name">{texts.apikeys_searches}</span>
          <span className="api-keys__quota-value">
            {usage.searches_today.limit === null
              ? fill(texts.apikeys_searches_unlimited, { used: number(usage.searches_today.used) })
              : fill(texts.apikeys_searches_used_of, {
                  used: number(usage.searches_today.used),
                  limit: number(usage.searches_today.limit),
                })}
          </span>
          {usage.searches_today.limit ? (
            <span className="api-keys__meter" aria-hidden="true">
              <span style={{ width: `${Math.round(Math.min(1, usage.searches_today.used / usage.searches_today.limit) * 100)}%` }} />
            </span>
          ) : null}
        </li>
      </ul>
      <DailyChart days={usage.daily} texts={texts} date={date} number={number} />
    </section>
  )
}

/** Requests per day as bars; the figure's text says the same for screen readers. */
function DailyChart({
  days,
  texts,
  date,
  number,
}: {
  days: ApiUsage['daily']
  texts: AgentsTexts
  date: (iso: string) => string
  number: (value: number) => string
}) {
  const total = days.reduce((sum, day) => sum + day.requests, 0)
  const busiest = days.reduce((best, day) => (day.requests > best.requests ? day : best), days[0]!)
  const max = Math.max(1, busiest.requests)
  const summary = total
    ? fill(texts.apikeys_chart_summary, { total: number(total), day: date(busiest.day), max: number(busiest.requests) })
    : texts.apikeys_chart_empty
  const width = 300
  const height = 72
  const slot = width / days.length
  return (
    <figure className="api-keys__chart" data-testid="api-usage-chart">
      <figcaption>
        <span className="api-keys__chart-title">{texts.apikeys_chart_title}</span> <span data-testid="api-usage-summary">{summary}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="presentation" aria-hidden="true" preserveAspectRatio="none">
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="api-keys__axis" />
        {days.map((day, index) => {
          const barHeight = day.requests ? Math.max(2, (day.requests / max) * (height - 4)) : 0
          return (
            <rect
              key={day.day}
              x={index * slot + slot * 0.15}
              y={height - barHeight}
              width={slot * 0.7}
              height={barHeight}
              rx="1.5"
              data-requests={day.requests}
            />
          )
        })}
      </svg>
    </figure>
  )
}

function CreateKeyForm({
  texts,
  onCreated,
  onUnauthorized,
}: {
  texts: AgentsTexts
  onCreated: (key: CreatedApiKey) => void
  onUnauthorized: () => void
}) {
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['profiles', 'match'])
  const [errors, setErrors] = useState<FieldErrors<string>>({})
  const [general, setGeneral] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const scopesId = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setGeneral(null)
    const { createApiKeySchema } = await import('@/modules/auth/schemas')
    const checked = checkForm(createApiKeySchema, { name, scopes }, { name, scopes }, {})
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    setBusy(true)
    try {
      const key = await createApiKey(checked.data)
      setName('')
      onCreated(key)
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return onUnauthorized()
      const failure = placeFailure(error, ['name', 'scopes'], texts.apikeys_error)
      setErrors(failure.fields)
      setGeneral(failure.general)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="agents-card api-keys__create" aria-labelledby="api-create-title">
      <h3 id="api-create-title" className="api-keys__title">
        {texts.apikeys_create_title}
      </h3>
      <form className="agents-auth__form" onSubmit={submit} noValidate data-testid="api-key-form">
        {general ? (
          <p className="alert alert--error" role="alert" data-testid="api-key-form-error">
            {general}
          </p>
        ) : null}
        <Field
          label={texts.apikeys_name}
          hint={texts.apikeys_name_hint}
          name="name"
          testId="api-key-name"
          value={name}
          maxLength={60}
          autoComplete="off"
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="api-keys__scopes" aria-describedby={errors.scopes ? `${scopesId}-error` : undefined}>
          <legend>{texts.apikeys_scopes}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="api-keys__scope">
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                checked={scopes.includes(scope)}
                data-testid={`api-key-scope-${scope}`}
                onChange={(event) =>
                  setScopes((current) => (event.target.checked ? [...current, scope] : current.filter((value) => value !== scope)))
                }
              />
              <span>
                <code>{scope}</code> {texts[SCOPE_TEXT[scope]]}
              </span>
            </label>
          ))}
          {errors.scopes ? (
            <p id={`${scopesId}-error`} className="field__error" data-testid="api-key-scopes-error">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="api-key-create">
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {texts.apikeys_create_submit}
        </button>
      </form>
    </section>
  )
}

/** The key, this once: a read-only field to select, a copy button, and the warning. */
function NewKey({ created, texts, onDone }: { created: CreatedApiKey; texts: AgentsTexts; onDone: () => void }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const fieldId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="agents-card api-keys__new" aria-labelledby="api-new-title" data-testid="api-key-new">
      <h3 id="api-new-title" className="api-keys__title" ref={heading} tabIndex={-1}>
        {texts.apikeys_new_title}: {created.name}
      </h3>
      <p className="alert api-keys__warning">{texts.apikeys_new_warning}</p>
      <div className="field">
        <label htmlFor={fieldId}>{texts.apikeys_new_label}</label>
        <input
          id={fieldId}
          className="api-keys__secret"
          readOnly
          value={created.key}
          onFocus={(event) => event.target.select()}
          data-testid="api-key-secret"
          spellCheck={false}
        />
      </div>
      <div className="api-keys__new-actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="api-key-copy"
          onClick={() =>
            navigator.clipboard
              .writeText(created.key)
              .then(() => setCopy('copied'))
              .catch(() => setCopy('failed'))
          }
        >
          {texts.apikeys_copy}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone} data-testid="api-key-done">
          {texts.apikeys_done}
        </button>
        <span role="status" className="api-keys__copy-status" data-testid="api-key-copy-status">
          {copy === 'copied' ? texts.apikeys_copied : copy === 'failed' ? texts.apikeys_copy_failed : ''}
        </span>
      </div>
    </section>
  )
}

function KeyList({
  keys,
  texts,
  date,
  onChanged,
  onUnauthorized,
}: {
  keys: ApiKey[]
  texts: AgentsTexts
  date: (iso: string) => string
  onChanged: () => void
  onUnauthorized: () => void
}) {
  const [confirming, setConfirming] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function revoke(key: ApiKey) {
    setBusy(true)
    setError(null)
    try {
      await revokeApiKey(key.id)
      setConfirming(null)
      onChanged()
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 401) return onUnauthorized()
      setError(placeFailure(failure, [], texts.apikeys_error).general)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="agents-card api-keys__list" aria-labelledby="api-list-title">
      <h3 id="api-list-title" className="api-keys__title">
        {texts.apikeys_list_title}
      </h3>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {keys.length === 0 ? (
        <p className="api-keys__empty" data-testid="api-keys-empty">
          {texts.apikeys_empty}
        </p>
      ) : (
        <div className="api-keys__table-wrap">
          <table className="api-keys__table" data-testid="api-keys-table">
            <thead>
              <tr>
                <th scope="col">{texts.apikeys_col_name}</th>
                <th scope="col">{texts.apikeys_col_key}</th>
                <th scope="col">{texts.apikeys_col_scopes}</th>
                <th scope="col">{texts.apikeys_col_created}</th>
                <th scope="col">{texts.apikeys_col_last_used}</th>
                <th scope="col">{texts.apikeys_col_status}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id} data-testid="api-key-row" data-revoked={key.revoked_at ? 'true' : 'false'}>
                  <th scope="row">{key.name}</th>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>{key.scopes.join(', ')}</td>
                  <td>{date(key.created_at)}</td>
                  <td data-testid="api-key-last-used">{key.last_used_at ? date(key.last_used_at) : texts.apikeys_never}</td>
                  <td>
                    {key.revoked_at ? (
                      <span className="api-keys__revoked">{fill(texts.apikeys_revoked_on, { date: date(key.revoked_at) })}</span>
                    ) : confirming === key.id ? (
                      <span className="api-keys__confirm" role="group" aria-label={fill(texts.apikeys_revoke_named, { name: key.name })}>
                        <span>{fill(texts.apikeys_revoke_confirm, { name: key.name })}</span>
                        <button
                          type="button"
                          className="button button--small api-keys__revoke-yes"
                          disabled={busy}
                          onClick={() => void revoke(key)}
                          data-testid="api-key-revoke-confirm"
                        >
                          {texts.apikeys_revoke_yes}
                        </button>
                        <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(null)}>
                          {texts.apikeys_cancel}
                        </button>
                      </span>
                    ) : (
                      <>
                        <span className="api-keys__active">{texts.apikeys_active}</span>{' '}
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          onClick={() => setConfirming(key.id)}
                          aria-label={fill(texts.apikeys_revoke_named, { name: key.name })}
                          data-testid="api-key-revoke"
                        >
                          {texts.apikeys_revoke}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
