'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { CountryOptions } from '@/components/ui/country-options'

/**
 * Home page search: navigates to the credits page with the query. The company must be filled in;
 * empty fields are left out of the URL. A country page (layout 2) passes its own country as
 * `fixedCountry`: the form then searches that country only and shows no country select.
 */
export function HomeSearch({
  creditsHref,
  countries,
  fixedCountry,
  texts,
}: {
  creditsHref: string
  countries: { short_name: string; name: string }[]
  fixedCountry?: string
  texts: {
    title: string
    company: string
    companyPlaceholder: string
    country: string
    countryPlaceholder: string
    submit: string
    companyRequired: string
  }
}) {
  const router = useRouter()
  const id = useId()
  const [company, setCompany] = useState('')
  const [country, setCountry] = useState(fixedCountry ?? '')
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = company.trim()
    if (!trimmed) {
      setError(texts.companyRequired)
      return
    }
    const query = new URLSearchParams({ company: trimmed })
    if (country) query.set('country', country)
    router.push(`${creditsHref}?${query.toString()}`)
  }

  return (
    <form
      className={fixedCountry ? 'home-search home-search--fixed' : 'home-search'}
      onSubmit={submit}
      noValidate
      data-testid="home-search"
    >
      <h2 className="home-search__title">{texts.title}</h2>
      <div className="home-search__fields">
        <div className="field field--grow">
          <label htmlFor={`${id}-company`}>{texts.company}</label>
          <input
            id={`${id}-company`}
            value={company}
            maxLength={200}
            placeholder={texts.companyPlaceholder}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setCompany(event.target.value)
              setError(null)
            }}
          />
          {error ? (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          ) : null}
        </div>
        {fixedCountry ? null : (
          <div className="field">
            <label htmlFor={`${id}-country`}>{texts.country}</label>
            <select id={`${id}-country`} value={country} onChange={(event) => setCountry(event.target.value)}>
              <CountryOptions placeholder={texts.countryPlaceholder} countries={countries} />
            </select>
          </div>
        )}
        <div className="field field--action">
          <button type="submit" className="button button--primary button--large">
            {texts.submit}
          </button>
        </div>
      </div>
    </form>
  )
}
