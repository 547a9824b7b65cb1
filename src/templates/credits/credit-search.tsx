'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { CountryOptions } from '@/components/ui/country-options'
import { reportClientError } from '@/lib/client-log'
import { presentFailure } from '@/lib/error-body'
import { checkForm } from '@/lib/form-validation'
import {
  type CompanySearchResult,
  creditReportCodename,
  hasAdvancedLayout,
  hasStateSearch,
  paymentSummaryUrl,
  statusLabel,
} from '@/modules/registry/client'
import { advancedSearchQuerySchema, searchQuerySchema } from '@/modules/registry/schemas'

import { fetchCreditReportPrices, fetchStates, searchCompanies, type PriceLists, type SearchQuery, type SearchResponse } from './api'

export type CountryChoice = { short_name: string; name: string; research: boolean }

export type CreditSearchTexts = {
  companyLabel: string
  companyPlaceholder: string
  countryLabel: string
  countryPlaceholder: string
  /** Labels of the two groups of countries: instant reports, and fresh investigation on request. */
  countryGroups: { instant: string; research: string }
  stateLabel: string
  statePlaceholder: string
  cityLabel: string
  submit: string
  countryAlert: string
  companyRequired: string
  noResults: string
  notFoundTitle: string
  notFoundText: string
  notFoundButton: string
  resultsCount: string
  loadMore: string
  buy: string
  notAvailable: string
  /** "Former name: {name}, until {date}", "Former name: {name}", "Also known as: {name}": a result found by another name says so. */
  formerName: { dated: string; undated: string; other: string }
  columns: { name: string; city: string; address: string; registration: string; status: string; action: string }
  error: string
}

/** How a result found by another name says so, in the page's language. */
export function formerNameText(
  former: NonNullable<CompanySearchResult['former_name']>,
  texts: CreditSearchTexts['formerName'],
  lang: string,
): string {
  if (former.kind === 'other') return texts.other.replace('{name}', former.name)
  if (!former.until) return texts.undated.replace('{name}', former.name)
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${former.until}T00:00:00Z`),
  )
  return texts.dated.replace('{name}', former.name).replace('{date}', date)
}

/** A results header appears above 5 results. */
const RESULTS_HEADER_ABOVE = 5

/** A failed search as the one alert: the call's general message, else the form's error text. */
function errorDetail(error: unknown, fallback: string): string {
  return presentFailure(error, []).general ?? fallback
}

function BuyButton({
  company,
  country,
  lang,
  platformUrl,
  texts,
  priceCache,
}: {
  company: CompanySearchResult
  country: string
  lang: string
  platformUrl: string
  texts: CreditSearchTexts
  priceCache: Map<string, Promise<PriceLists>>
}) {
  const [state, setState] = useState<'idle' | 'loading' | 'unavailable'>('idle')
  const buy = async () => {
    setState('loading')
    try {
      let prices = priceCache.get(country)
      if (!prices) {
        prices = fetchCreditReportPrices(country, lang)
        priceCache.set(country, prices)
      }
      const lists = await prices
      const codename = creditReportCodename(country)
      const product = Object.values(lists)
        .flat()
        .find((item) => item.codename === codename)
      if (!product) {
        setState('unavailable')
        return
      }
      window.location.assign(
        paymentSummaryUrl(
          platformUrl,
          [{ type: 'credit_report', data: { id: product.id, title: company.name, pay_one: true, source_id: company.id, country } }],
          window.location.href,
        ),
      )
    } catch (error) {
      priceCache.delete(country)
      reportClientError('Price lookup failed', error)
      setState('unavailable')
    }
  }
  if (state === 'unavailable') {
    return (
      <button type="button" className="button button--secondary button--small" disabled>
        {texts.notAvailable}
      </button>
    )
  }
  return (
    <button
      type="button"
      className="button button--primary button--small"
      onClick={buy}
      disabled={state === 'loading'}
      aria-busy={state === 'loading'}
    >
      {state === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
      {texts.buy}
    </button>
  )
}

export function CreditSearch({
  countries,
  lang,
  platformUrl,
  freshInvestigationHref,
  texts,
}: {
  countries: CountryChoice[]
  lang: string
  platformUrl: string
  freshInvestigationHref: string | null
  texts: CreditSearchTexts
}) {
  const router = useRouter()
  const params = useSearchParams()
  const formId = useId()
  const initialCompany = params.get('company')?.trim() ?? ''
  const [company, setCompany] = useState(initialCompany)
  const [country, setCountry] = useState(() => {
    const fromQuery = params.get('country')?.toLowerCase() ?? ''
    return countries.some((item) => item.short_name === fromQuery) ? fromQuery : ''
  })
  const [states, setStates] = useState<Record<string, string>>({})
  const [province, setProvince] = useState('')
  const [city, setCity] = useState('')
  const [results, setResults] = useState<CompanySearchResult[] | null>(null)
  const [hasMore, setHasMore] = useState(false)
  const [page, setPage] = useState(1)
  // A query in the URL is searched on arrival, so the page starts out loading.
  const [loading, setLoading] = useState(() => Boolean(initialCompany && country))
  const [error, setError] = useState<string | null>(null)
  const [companyError, setCompanyError] = useState<string | null>(null)
  const [searchedCountry, setSearchedCountry] = useState('')
  const [priceCache] = useState(() => new Map<string, Promise<PriceLists>>())
  const autoSearched = useRef(false)
  // Each search's number: an answer of a search the visitor has moved on from (another country) is dropped.
  const searchRun = useRef(0)

  const hasStates = hasStateSearch(country)
  const advanced = hasAdvancedLayout(country)
  const showCountryAlert = company.trim().length > 0 && !country

  const showPage = useCallback((nextPage: number, country: string, body: SearchResponse) => {
    setResults((current) => (nextPage === 1 || !current ? body.data : [...current, ...body.data]))
    setHasMore(Boolean(body.has_more))
    setPage(nextPage)
    setSearchedCountry(country)
    setError(null)
    setLoading(false)
  }, [])
  const showError = useCallback(
    (caught: unknown) => {
      setError(errorDetail(caught, texts.error))
      setLoading(false)
    },
    [texts.error],
  )
  const loadPage = useCallback(
    (nextPage: number, query: SearchQuery) => {
      const run = searchRun.current
      searchCompanies(lang, nextPage, query).then(
        (body) => {
          if (run === searchRun.current) showPage(nextPage, query.country, body)
        },
        (caught: unknown) => {
          if (run === searchRun.current) showError(caught)
        },
      )
    },
    [lang, showPage, showError],
  )

  // Arriving from the home page search (?company=&country=) runs the search at once.
  useEffect(() => {
    if (autoSearched.current) return
    autoSearched.current = true
    if (initialCompany && country) loadPage(1, { company: initialCompany, country, province: '', city: '' })
  }, [initialCompany, country, loadPage])

  useEffect(() => {
    if (!hasStates) return
    let cancelled = false
    fetchStates(country, lang)
      .then((states) => {
        if (!cancelled) setStates(states)
      })
      .catch((caught: unknown) => reportClientError('Could not load states', caught))
    return () => {
      cancelled = true
    }
  }, [country, hasStates, lang])

  const chooseCountry = (code: string) => {
    setCountry(code)
    setProvince('')
    setCity('')
    setStates({})
    // Results belong to the country they were searched in (spec doc 1 §4): another country clears
    // them, and a search still on its way for the old one is dropped when it answers.
    if (code !== country) {
      searchRun.current++
      setResults(null)
      setHasMore(false)
      setPage(1)
      setError(null)
      setSearchedCountry('')
      setLoading(false)
    }
    const choice = countries.find((item) => item.short_name === code)
    if (choice?.research && freshInvestigationHref) {
      router.push(`${freshInvestigationHref}?${new URLSearchParams({ country: code }).toString()}`)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = company.trim()
    // The search routes' schemas: a company, or (where states are searched) a state or a city instead.
    const checked = checkForm(
      hasStates ? advancedSearchQuerySchema : searchQuerySchema,
      { lang, country: country || undefined, company, province: province || undefined, registered_city: city.trim() || undefined },
      { company },
      { fields: { company: texts.companyRequired } },
      (path) => (path[0] === 'company' ? 'company' : null),
    )
    if (!checked.ok && checked.errors.company) {
      setCompanyError(checked.errors.company)
      return
    }
    setCompanyError(null)
    if (!country) return
    const query = new URLSearchParams(params.toString())
    query.set('country', country)
    if (trimmed) query.set('company', trimmed)
    else query.delete('company')
    router.replace(`?${query.toString()}`, { scroll: false })
    searchRun.current++
    setLoading(true)
    loadPage(1, { company: trimmed, country, province, city: city.trim() })
  }

  const flag = (code: string) => `/storage/flags/${code}.svg`

  return (
    <div className="credit-search" data-testid="credit-search">
      <form
        className={`search-form ${advanced ? 'search-form--advanced' : ''}`}
        onSubmit={submit}
        noValidate
        aria-describedby={showCountryAlert ? `${formId}-alert` : undefined}
      >
        <div className="field field--grow">
          <label htmlFor={`${formId}-company`}>{texts.companyLabel}</label>
          <input
            id={`${formId}-company`}
            name="company"
            value={company}
            maxLength={200}
            placeholder={texts.companyPlaceholder}
            autoComplete="organization"
            aria-invalid={Boolean(companyError)}
            onChange={(event) => {
              setCompany(event.target.value)
              if (companyError) setCompanyError(null)
            }}
          />
          {companyError ? <p className="field__error">{companyError}</p> : null}
        </div>
        <div className="field">
          <label htmlFor={`${formId}-country`}>{texts.countryLabel}</label>
          <div className="select-with-flag">
            {country ? <img src={flag(country)} alt="" width={24} height={18} className="select-with-flag__flag" /> : null}
            <select
              id={`${formId}-country`}
              name="country"
              value={country}
              onChange={(event) => chooseCountry(event.target.value)}
              className={country ? 'has-flag' : ''}
            >
              <CountryOptions placeholder={texts.countryPlaceholder} countries={countries} groups={texts.countryGroups} />
            </select>
          </div>
        </div>
        {hasStates ? (
          <>
            <div className="field">
              <label htmlFor={`${formId}-state`}>{texts.stateLabel}</label>
              <select id={`${formId}-state`} name="province" value={province} onChange={(event) => setProvince(event.target.value)}>
                <option value="">{texts.statePlaceholder}</option>
                {Object.entries(states).map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${formId}-city`}>{texts.cityLabel}</label>
              <input
                id={`${formId}-city`}
                name="registered_city"
                value={city}
                maxLength={100}
                onChange={(event) => setCity(event.target.value)}
              />
            </div>
          </>
        ) : null}
        <div className="field field--action">
          <button type="submit" className="button button--primary button--large" disabled={loading && page === 1}>
            {loading && page === 1 ? <span className="spinner" aria-hidden="true" /> : null}
            {texts.submit}
          </button>
        </div>
      </form>
      {showCountryAlert ? (
        <p id={`${formId}-alert`} className="alert" role="alert" data-testid="country-alert">
          {texts.countryAlert}
        </p>
      ) : null}

      <div aria-live="polite" aria-busy={loading}>
        {error ? (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        ) : null}
        {results && results.length === 0 ? (
          <div className="not-found-block" data-testid="search-empty">
            <h2>{texts.noResults}</h2>
            <p>
              <strong>{texts.notFoundTitle}</strong> {texts.notFoundText}
            </p>
            {freshInvestigationHref ? (
              <a
                className="button button--primary"
                href={`${freshInvestigationHref}?${new URLSearchParams({ country: searchedCountry }).toString()}`}
              >
                {texts.notFoundButton}
              </a>
            ) : null}
          </div>
        ) : null}
        {results && results.length > 0 ? (
          <>
            {results.length > RESULTS_HEADER_ABOVE ? (
              <p className="results-header" data-testid="results-header">
                {texts.resultsCount.replace('{n}', hasMore ? `${results.length}+` : String(results.length))}
              </p>
            ) : null}
            <div className="table-wrap">
              <table className="results-table" data-testid="search-results">
                <thead>
                  <tr>
                    <th scope="col">{texts.columns.name}</th>
                    <th scope="col">{texts.columns.city}</th>
                    <th scope="col">{texts.columns.address}</th>
                    <th scope="col">{texts.columns.registration}</th>
                    <th scope="col">{texts.columns.status}</th>
                    <th scope="col">
                      <span className="visually-hidden">{texts.columns.action}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((result) => (
                    <tr key={result.id}>
                      <td data-label={texts.columns.name} className="results-table__name">
                        {result.name}
                        {result.former_name ? (
                          <span className="results-table__former-name" data-testid="former-name">
                            {formerNameText(result.former_name, texts.formerName, lang)}
                          </span>
                        ) : null}
                      </td>
                      <td data-label={texts.columns.city}>{result.address.city ?? '—'}</td>
                      <td data-label={texts.columns.address}>
                        {[result.address.street, result.address.postcode, result.address.state].filter(Boolean).join(', ') || '—'}
                      </td>
                      <td data-label={texts.columns.registration}>{result.registration_number}</td>
                      <td data-label={texts.columns.status}>
                        <span className={`status status--${result.status === 'active' ? 'active' : 'inactive'}`}>
                          {statusLabel(result.status)}
                        </span>
                      </td>
                      <td className="results-table__action">
                        <BuyButton
                          company={result}
                          country={searchedCountry}
                          lang={lang}
                          platformUrl={platformUrl}
                          texts={texts}
                          priceCache={priceCache}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {hasMore ? (
              <button
                type="button"
                className="button button--secondary button--large load-more"
                disabled={loading}
                onClick={() => {
                  setLoading(true)
                  loadPage(page + 1, { company: company.trim(), country: searchedCountry, province, city: city.trim() })
                }}
              >
                {loading ? <span className="spinner" aria-hidden="true" /> : null}
                {texts.loadMore}
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  )
}
