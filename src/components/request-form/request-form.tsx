'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent, type ReactNode } from 'react'

import { bookingSource, postBooking, postTrial, type BookingBody } from '@/components/lead-capture/api'
import { ApologyModal } from '@/components/lead-capture/apology-modal'
import { ErrorBubble } from '@/components/lead-capture/error-bubble'
import { NO_FEEDBACK, readServerFeedback, type ServerFeedback } from '@/components/lead-capture/form-feedback'
import { HoneypotField } from '@/components/lead-capture/honeypot-field'
import { useLeadData } from '@/components/lead-capture/lead-data'
import { checkWorkEmail, preloadWorkEmailRule } from '@/components/lead-capture/work-email'
import { CountryOptions } from '@/components/ui/country-options'
import { reportClientError } from '@/lib/client-log'
import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration'

import {
  bookingThankYouHref,
  fieldsFor,
  readRequestQuery,
  splitName,
  submissionFor,
  trialLinkWithOrigin,
  type RequestField,
  type RequestVariant,
} from './request-mode'

export type RequestFormTexts = {
  labels: Record<RequestField, string>
  messageOptional: string
  countryPlaceholder: string
  productPlaceholder: string
  submit: string
  sampleSubmit: string
  sending: string
  consentNote: string
  required: string
  emailFormat: string
  businessEmail: string
  serviceDown: string
  apologyTitle: string
  apologyClose: string
}

type Values = Record<RequestField, string>

const AUTOCOMPLETE: Partial<Record<RequestField, string>> = {
  full_name: 'name',
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  country_id: 'country',
}

/** Fields kept by this form only; the others are the saved lead data (full_name is made of the two names). */
const OWN_FIELDS = new Set<RequestField>(['first_name', 'last_name', 'country_id', 'product'])
const LEAD_FIELDS = ['full_name', 'email', 'phone', 'message'] as const

function withoutKeys<T extends Record<string, unknown>>(record: T, keys: string[]): T {
  const copy = { ...record }
  for (const key of keys) delete copy[key]
  return copy
}

/** Fields that share a row on wider screens; the others take the whole row. */
function pairedFields(variant: RequestVariant): RequestField[] {
  if (variant === 'trial') return ['first_name', 'last_name', 'phone', 'country_id']
  if (variant === 'quote') return ['phone', 'product']
  return []
}

/** Client-side checks before the call: required fields and the business e-mail rule. The server checks everything again. */
async function validate(fields: RequestField[], values: Values, texts: RequestFormTexts): Promise<Partial<Record<RequestField, string>>> {
  const errors: Partial<Record<RequestField, string>> = {}
  for (const field of fields) {
    if (field === 'message' || field === 'product') continue
    if (!values[field].trim()) errors[field] = texts.required
  }
  if (!errors.email) {
    const verdict = await checkWorkEmail(values.email)
    if (verdict === 'invalid') errors.email = texts.emailFormat
    if (verdict === 'not_business') errors.email = texts.businessEmail
  }
  return errors
}

/**
 * The request form of the book-demo, free-trial, quote and contacts pages. Prefilled from the
 * saved lead data (and ?email=), validated on the client with the server's rules, then posted to
 * the book or trial call; the visitor goes to the thank-you page, or to the trial link.
 */
export function RequestForm({
  variant,
  lang,
  texts,
  countries = [],
  products = [],
  thankYouHref,
  thankYouTrialHref,
  testId = 'request-form',
}: {
  variant: RequestVariant
  lang: string
  texts: RequestFormTexts
  countries?: { short_name: string; name: string }[]
  products?: { code: string; name: string }[]
  thankYouHref: string | null
  thankYouTrialHref: string | null
  testId?: string
}) {
  const router = useRouter()
  // Read after hydration: the cached page is the same for every query, the browser fills in its own.
  const search = useBrowserSnapshot(() => window.location.search, '')
  const query = readRequestQuery(new URLSearchParams(search))
  const submission = submissionFor(variant, query)
  const fields = fieldsFor(variant)
  const id = useId()

  const { lead, update, flush } = useLeadData(query.email ? { email: query.email } : undefined)
  const savedName = splitName(lead.full_name)
  const [own, setOwn] = useState<Partial<Values>>({})
  const values: Values = {
    full_name: lead.full_name,
    first_name: own.first_name ?? savedName.first,
    last_name: own.last_name ?? savedName.last,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    country_id: own.country_id ?? '',
    product: own.product ?? '',
  }
  const [honeypot, setHoneypot] = useState('')
  const [clientErrors, setClientErrors] = useState<Partial<Record<RequestField, string>>>({})
  const [feedback, setFeedback] = useState<ServerFeedback>(NO_FEEDBACK)
  const [busy, setBusy] = useState(false)

  // Several fields at once (what was typed before hydration) or one: the names make up the saved full name.
  const changeFields = (changed: Partial<Values>) => {
    const edited = Object.keys(changed) as RequestField[]
    const ownChanges = Object.fromEntries(edited.filter((field) => OWN_FIELDS.has(field)).map((field) => [field, changed[field]]))
    if (Object.keys(ownChanges).length) setOwn((current) => ({ ...current, ...ownChanges }))
    if (changed.first_name !== undefined || changed.last_name !== undefined) {
      update('full_name', `${changed.first_name ?? values.first_name} ${changed.last_name ?? values.last_name}`.trim())
    }
    for (const field of LEAD_FIELDS) {
      const value = changed[field]
      if (value !== undefined) update(field, value)
    }
    // The fields' errors no longer apply once they are edited.
    setClientErrors((current) => withoutKeys(current, edited))
    setFeedback((current) => ({ ...current, fields: withoutKeys(current.fields, edited) }))
  }
  const change = (field: RequestField, value: string) => changeFields({ [field]: value })
  // The form loads in a chunk of its own: keep what was typed or chosen before it was hydrated.
  const typedBefore = useTypedBeforeHydration(values, changeFields)

  const navigate = (href: string) => {
    try {
      router.push(href)
    } catch (error) {
      // A failure to navigate is only logged.
      reportClientError('Could not open the thank-you page', error)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    // Busy from the first moment: a second click while the rule loads must not post twice.
    setBusy(true)
    setFeedback(NO_FEEDBACK)
    const errors = await validate(fields, values, texts)
    setClientErrors(errors)
    if (Object.keys(errors).length) {
      setBusy(false)
      document.getElementById(`${id}-${Object.keys(errors)[0]}`)?.focus()
      return
    }
    const source = bookingSource(window.location.href, submission.kind === 'trial' ? 'trial' : submission.type)
    flush({ full_name: values.full_name, email: values.email, phone: values.phone, message: values.message })
    try {
      if (submission.kind === 'trial') {
        const answer = await postTrial(
          submission.productId,
          {
            email: values.email,
            phone: values.phone,
            first_name: values.first_name,
            last_name: values.last_name,
            country_id: values.country_id,
            source,
            website: honeypot,
          },
          lang,
        )
        if (answer.token && answer.link_trial) {
          window.location.assign(trialLinkWithOrigin(answer.link_trial, query.origin || window.location.href))
          return
        }
        if (thankYouTrialHref) navigate(bookingThankYouHref(thankYouTrialHref, 'TRIAL'))
        return
      }
      const body: BookingBody = {
        type: submission.type,
        full_name: values.full_name,
        email: values.email,
        phone: values.phone,
        source,
        website: honeypot,
      }
      if (fields.includes('message') && values.message.trim()) body.message = values.message
      if (submission.type === 'QUOTE' && values.product) body.additional_data = { product: values.product }
      if (submission.type === 'TRIAL' && values.country_id) body.additional_data = { country: values.country_id }
      await postBooking(body, lang)
      // After booking, the message is cleared.
      flush({ message: '' })
      if (thankYouHref) navigate(bookingThankYouHref(thankYouHref, submission.type))
    } catch (error) {
      const read = readServerFeedback(error, fields, {
        serviceDown: texts.serviceDown,
        fieldNames: { country_id: texts.labels.country_id, full_name: texts.labels.full_name },
      })
      // An e-mail the business rule refuses shows the business message; otherwise the server's own.
      if (read.fields.email && (await checkWorkEmail(values.email)) === 'not_business') read.fields.email = texts.businessEmail
      setFeedback(read)
      setBusy(false)
    }
  }

  const errorOf = (field: RequestField) => clientErrors[field] ?? feedback.fields[field]

  const control = (field: RequestField): ReactNode => {
    const inputId = `${id}-${field}`
    const error = errorOf(field)
    const common = {
      id: inputId,
      name: field,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${inputId}-error` : undefined,
      'data-testid': `${testId}-${field}`,
      ref: typedBefore(field),
    }
    if (field === 'country_id') {
      return (
        <select
          {...common}
          value={values.country_id}
          onChange={(event) => change(field, event.target.value)}
          autoComplete="country"
          required
        >
          <CountryOptions placeholder={texts.countryPlaceholder} countries={countries} />
        </select>
      )
    }
    if (field === 'product') {
      return (
        <select {...common} value={values.product} onChange={(event) => change(field, event.target.value)}>
          <option value="">{texts.productPlaceholder}</option>
          {products.map((product) => (
            <option key={product.code} value={product.code}>
              {product.name}
            </option>
          ))}
        </select>
      )
    }
    if (field === 'message') {
      return (
        <textarea {...common} rows={4} maxLength={2000} value={values.message} onChange={(event) => change(field, event.target.value)} />
      )
    }
    return (
      <input
        {...common}
        type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
        inputMode={field === 'email' ? 'email' : field === 'phone' ? 'tel' : undefined}
        autoComplete={AUTOCOMPLETE[field]}
        maxLength={field === 'email' ? 254 : field === 'phone' ? 30 : 120}
        required
        value={values[field]}
        onFocus={field === 'email' ? preloadWorkEmailRule : undefined}
        onChange={(event) => change(field, event.target.value)}
      />
    )
  }

  const label = (field: RequestField) => (field === 'message' ? texts.messageOptional : texts.labels[field])
  const submitLabel = submission.kind === 'booking' && submission.type === 'SAMPLE' ? texts.sampleSubmit : texts.submit

  return (
    <form className={`request-form request-form--${variant}`} onSubmit={submit} noValidate aria-busy={busy} data-testid={testId}>
      <div className="request-form__grid">
        {fields.map((field) => {
          const error = errorOf(field)
          const wide = !pairedFields(variant).includes(field)
          return (
            <div className={`field ${wide ? 'request-form__wide' : ''}`} key={field}>
              <label htmlFor={`${id}-${field}`}>{label(field)}</label>
              {control(field)}
              {error ? (
                <p id={`${id}-${field}-error`} className="field__error" data-testid={`${testId}-${field}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="request-form__footer">
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={busy}
          aria-busy={busy}
          data-testid={`${testId}-submit`}
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {busy ? texts.sending : submitLabel}
        </button>
        <ErrorBubble message={feedback.bubble} testId={`${testId}-bubble`} />
      </div>
      <p className="request-form__note">{texts.consentNote}</p>
      <ApologyModal
        messages={feedback.apology}
        onClose={() => setFeedback((current) => ({ ...current, apology: [] }))}
        texts={{ title: texts.apologyTitle, close: texts.apologyClose }}
      />
    </form>
  )
}
