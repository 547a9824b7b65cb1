'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { CountryOptions } from '@/components/ui/country-options'
import { reportClientError } from '@/lib/client-log'
import { formatNumber } from '@/lib/format'
import { checkForm } from '@/lib/form-validation'
import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration'
import { paymentItemSchema } from '@/modules/checkout/schemas'
import { paymentSummaryUrl, type FreshInvestigationItem } from '@/modules/registry/client'

import { fetchInvestigationPrice } from './api'
import { investigationOrigin } from './investigation-origin'

export type InvestigationCountry = { short_name: string; name: string; fresh_investigation: number }

export type InvestigationTexts = {
  formTitle: string
  name: string
  phone: string
  country: string
  countryPlaceholder: string
  city: string
  address: string
  postcode: string
  vat: string
  registration: string
  additionalInfo: string
  addCompany: string
  remove: string
  payNow: string
  total: string
  priceUnavailable: string
  nameError: string
  countryError: string
}

/** One company's fresh investigation form; `key` is the form's identity (a timestamp-based number). */
type InvestigationForm = {
  key: number
  id: string | null
  price: number | null
  name: string
  country: string
  address_city: string
  address_full: string
  address_postcode: string
  vat_number: string
  reg_number: string
  phone: string
  additional_info: string
}

type FormErrors = Record<number, { name?: string; country?: string }>

/** The form the page is served with: the same key (and so the same field ids) on the server and in the browser. */
const FIRST_FORM_KEY = 0
let lastKey = FIRST_FORM_KEY
/** Timestamp keys for added forms, kept strictly increasing when two are added within one millisecond. */
function nextKey(): number {
  lastKey = Math.max(Date.now(), lastKey + 1)
  return lastKey
}

/** The first form's fields a visitor can fill in before the page is interactive. */
type FirstFormField = Exclude<keyof InvestigationForm, 'key' | 'id' | 'price'>

function blankForm(country = '', key = nextKey()): InvestigationForm {
  return {
    key,
    id: null,
    price: null,
    name: '',
    country,
    address_city: '',
    address_full: '',
    address_postcode: '',
    vat_number: '',
    reg_number: '',
    phone: '',
    additional_info: '',
  }
}

/**
 * Each form's item checked with the payment summary's item schema (a name, a country, and the
 * product id its price lookup gave); errors are grouped per form key, in the page's texts.
 */
export function validateForms(forms: InvestigationForm[], texts: Pick<InvestigationTexts, 'nameError' | 'countryError'>): FormErrors {
  const errors: FormErrors = {}
  for (const form of forms) {
    const checked = checkForm(
      paymentItemSchema,
      toPaymentItem(form),
      { name: form.name, country: form.country },
      { fields: { name: texts.nameError, country: texts.countryError } },
      // A country whose price has not loaded has no product id: the country is not chosen yet.
      (path) => (path[1] === 'name' ? 'name' : path[1] === 'country' || path[1] === 'id' ? 'country' : null),
    )
    if (!checked.ok && Object.keys(checked.errors).length) errors[form.key] = checked.errors
  }
  return errors
}

export function toPaymentItems(forms: InvestigationForm[]): FreshInvestigationItem[] {
  return forms.map(toPaymentItem)
}

function toPaymentItem(form: InvestigationForm): FreshInvestigationItem {
  return {
    type: 'fresh_investigation',
    data: {
      id: form.id ?? '',
      name: form.name.trim(),
      country: form.country,
      phone: form.phone.trim() || undefined,
      address_city: form.address_city.trim() || undefined,
      address_full: form.address_full.trim() || undefined,
      address_postcode: form.address_postcode.trim() || undefined,
      vat_number: form.vat_number.trim() || undefined,
      reg_number: form.reg_number.trim() || undefined,
      additional_info: form.additional_info.trim() || undefined,
      pay_one: true,
    },
  }
}

/** The `country` of the page's address, lower-cased; '' when there is none. */
function readArrivalCountry(): string {
  return new URLSearchParams(window.location.search).get('country')?.toLowerCase() ?? ''
}

export function InvestigationForms({
  countries,
  lang,
  platformUrl,
  texts,
}: {
  countries: InvestigationCountry[]
  lang: string
  platformUrl: string
  texts: InvestigationTexts
}) {
  const baseId = useId()
  const [forms, setForms] = useState<InvestigationForm[]>(() => [blankForm('', FIRST_FORM_KEY)])
  const [errors, setErrors] = useState<FormErrors>({})
  const [priceFailed, setPriceFailed] = useState<Record<number, boolean>>({})
  const prefilled = useRef(false)

  const update = (key: number, patch: Partial<InvestigationForm>) =>
    setForms((current) => current.map((form) => (form.key === key ? { ...form, ...patch } : form)))

  const lookupPrice = (key: number, country: string) =>
    fetchInvestigationPrice(country, lang)
      .then((price) => update(key, { id: price.id, price: price.price }))
      .catch((error: unknown) => {
        // A failed price lookup resets the country and the product id.
        reportClientError('Investigation price lookup failed', error)
        update(key, { country: '', id: null, price: null })
        setPriceFailed((current) => ({ ...current, [key]: true }))
      })

  const chooseCountry = (key: number, country: string) => {
    update(key, { country, id: null, price: null })
    setPriceFailed((current) => ({ ...current, [key]: false }))
    if (country) void lookupPrice(key, country)
  }

  // Arriving from the search (?country=gb) preselects the country of the first form. The query is read
  // in the browser after hydration, not with useSearchParams: that would leave the form out of the cached
  // HTML, and the page would jump when it appeared.
  const arrivalCountry = useBrowserSnapshot(readArrivalCountry, null)
  const [arrivalApplied, setArrivalApplied] = useState(false)
  if (!arrivalApplied && arrivalCountry !== null) {
    setArrivalApplied(true)
    // A country the visitor chose before the page was interactive stays chosen.
    if (countries.some((country) => country.short_name === arrivalCountry))
      setForms((current) => current.map((form, index) => (index === 0 && !form.country ? { ...form, country: arrivalCountry } : form)))
  }

  // The form is served whole and can be filled in before it is hydrated; the next render would put the
  // state's empty values back (a country chosen early was reset and never priced). Take them over, and price
  // the country.
  const firstForm = forms[0] ?? blankForm('', FIRST_FORM_KEY)
  const typedBefore = useTypedBeforeHydration<FirstFormField>(firstForm, ({ country, ...text }) => {
    if (Object.keys(text).length > 0) update(FIRST_FORM_KEY, text)
    if (country) {
      prefilled.current = true
      chooseCountry(FIRST_FORM_KEY, country)
    }
  })
  const earlyInput = (index: number, field: FirstFormField) => (index === 0 ? typedBefore(field) : undefined)
  useEffect(() => {
    const first = forms[0]
    if (prefilled.current || !arrivalApplied || !first?.country) return
    prefilled.current = true
    void lookupPrice(first.key, first.country)
    // Runs once, for the country of arrival; later choices go through chooseCountry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrivalApplied])

  const pricesByCountry = new Map(countries.map((country) => [country.short_name, country.fresh_investigation]))
  const total = forms.reduce((sum, form) => sum + (form.price ?? 0), 0)

  const payNow = (event: FormEvent) => {
    event.preventDefault()
    const found = validateForms(forms, texts)
    setErrors(found)
    if (Object.keys(found).length) {
      const firstKey = Object.keys(found)[0]
      document.getElementById(`${baseId}-${firstKey}-name`)?.focus()
      return
    }
    window.location.assign(paymentSummaryUrl(platformUrl, toPaymentItems(forms), investigationOrigin(window.location)))
  }

  return (
    <form className="investigation" onSubmit={payNow} noValidate data-testid="investigation-form">
      {forms.map((form, index) => {
        const id = (field: string) => `${baseId}-${form.key}-${field}`
        const formErrors = errors[form.key] ?? {}
        return (
          <fieldset key={form.key} className="investigation__company" data-testid="investigation-company">
            <legend className="investigation__legend">
              {texts.formTitle} {index + 1}
            </legend>
            {index > 0 ? (
              <button
                type="button"
                className="link-button investigation__remove"
                onClick={() => setForms((current) => current.filter((item) => item.key !== form.key))}
              >
                {texts.remove}
              </button>
            ) : null}
            <div className="investigation__grid">
              <div className="field field--wide">
                <label htmlFor={id('name')}>{texts.name} *</label>
                <input
                  id={id('name')}
                  ref={earlyInput(index, 'name')}
                  value={form.name}
                  maxLength={300}
                  aria-invalid={Boolean(formErrors.name)}
                  onChange={(event) => update(form.key, { name: event.target.value })}
                />
                {formErrors.name ? <p className="field__error">{formErrors.name}</p> : null}
              </div>
              <div className="field">
                <label htmlFor={id('country')}>{texts.country} *</label>
                <select
                  id={id('country')}
                  ref={earlyInput(index, 'country')}
                  value={form.country}
                  aria-invalid={Boolean(formErrors.country)}
                  onChange={(event) => chooseCountry(form.key, event.target.value)}
                >
                  <CountryOptions
                    placeholder={texts.countryPlaceholder}
                    countries={countries}
                    label={(country) => `${country.name} — £${formatNumber(pricesByCountry.get(country.short_name) ?? 0)}`}
                  />
                </select>
                {formErrors.country ? <p className="field__error">{formErrors.country}</p> : null}
                {priceFailed[form.key] ? <p className="field__error">{texts.priceUnavailable}</p> : null}
              </div>
              {(
                [
                  ['phone', texts.phone, 'tel'],
                  ['address_city', texts.city, 'text'],
                  ['address_full', texts.address, 'text'],
                  ['address_postcode', texts.postcode, 'text'],
                  ['vat_number', texts.vat, 'text'],
                  ['reg_number', texts.registration, 'text'],
                ] as const
              ).map(([field, label, type]) => (
                <div className="field" key={field}>
                  <label htmlFor={id(field)}>{label}</label>
                  <input
                    id={id(field)}
                    ref={earlyInput(index, field)}
                    type={type}
                    value={form[field]}
                    maxLength={200}
                    onChange={(event) => update(form.key, { [field]: event.target.value })}
                  />
                </div>
              ))}
              <div className="field field--wide">
                <label htmlFor={id('additional_info')}>{texts.additionalInfo}</label>
                <textarea
                  id={id('additional_info')}
                  ref={earlyInput(index, 'additional_info')}
                  value={form.additional_info}
                  maxLength={2000}
                  rows={3}
                  onChange={(event) => update(form.key, { additional_info: event.target.value })}
                />
              </div>
            </div>
          </fieldset>
        )
      })}
      <div className="investigation__footer">
        <button type="button" className="button button--secondary" onClick={() => setForms((current) => [...current, blankForm()])}>
          + {texts.addCompany}
        </button>
        <p className="investigation__total" data-testid="investigation-total">
          {texts.total}: <strong>£{formatNumber(total)}</strong>
        </p>
        <button type="submit" className="button button--primary button--large">
          {texts.payNow}
        </button>
      </div>
    </form>
  )
}
