'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent, type ReactNode } from 'react'

import { bookingSource, postBooking, postTrial, type BookingBody, type TrialBody } from '@/components/lead-capture/api'
import { ApologyModal } from '@/components/lead-capture/apology-modal'
import { ErrorBubble } from '@/components/lead-capture/error-bubble'
import { HoneypotField } from '@/components/lead-capture/honeypot-field'
import { useLeadData } from '@/components/lead-capture/lead-data'
import { preloadWorkEmailRule } from '@/components/lead-capture/work-email'
import { CountryOptions } from '@/components/ui/country-options'
import { reportClientError } from '@/lib/client-log'
import { NO_FEEDBACK, presentFailure, withFieldName, withoutFields, type FormFeedback } from '@/lib/error-body'
import { checkForm, firstError, type FieldErrors, type IssueTexts } from '@/lib/form-validation'
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

/** The form field an issue of the call's body belongs to: the body's keys, and the booking's additional data. */
function requestFieldOf(fields: RequestField[]) {
  return (path: readonly PropertyKey[]): RequestField | null => {
    const key = path[0] === 'additional_data' ? ({ country: 'country_id', product: 'product' } as const)[String(path[1])] : String(path[0])
    return key && (fields as string[]).includes(key) ? (key as RequestField) : null
  }
}

/**
 * The call's body checked with the schema the book or trial route parses it with (loaded on
 * submit: it carries the free-mail list). A blank field says 'required'; the e-mail messages are
 * the page's texts; other messages are the schema's, which the server would answer.
 */
async function validate(
  body: { kind: 'trial'; body: TrialBody } | { kind: 'booking'; body: BookingBody },
  fields: RequestField[],
  values: Values,
  texts: RequestFormTexts,
): Promise<FieldErrors<RequestField>> {
  const [{ bookSchema, trialSchema }, { BUSINESS_EMAIL_MESSAGE, EMAIL_FORMAT_MESSAGE }] = await Promise.all([
    import('@/modules/crm/schemas'),
    import('@/modules/crm/client'),
  ])
  const issueTexts: IssueTexts = {
    required: texts.required,
    messages: { [EMAIL_FORMAT_MESSAGE]: texts.emailFormat, [BUSINESS_EMAIL_MESSAGE]: texts.businessEmail },
  }
  const fieldOf = requestFieldOf(fields)
  if (body.kind === 'trial') {
    const checked = checkForm(trialSchema, body.body, values, issueTexts, fieldOf)
    // An issue of a part the visitor cannot edit is left to the server (its answer goes to the apology modal).
    return checked.ok ? {} : checked.errors
  }
  const checked = checkForm(bookSchema, body.body, values, issueTexts, fieldOf)
  const errors = checked.ok ? {} : checked.errors
  // The free-trial form without a product books with the full name made of both names: each name
  // is checked by the trial call's rule, as when the form has a product.
  if (fields.includes('first_name')) {
    const names = checkForm(trialSchema.pick({ first_name: true, last_name: true }), values, values, issueTexts, fieldOf)
    if (!names.ok) return { ...names.errors, ...errors }
  }
  return errors
}

/** The book call's body for a booking type: the message, the quote's product and the trial request's country when the form has them. */
function bookingBody(type: BookingBody['type'], values: Values, fields: RequestField[], source: string, website: string): BookingBody {
  const body: BookingBody = { type, full_name: values.full_name, email: values.email, phone: values.phone, source, website }
  if (fields.includes('message') && values.message.trim()) body.message = values.message
  if (type === 'QUOTE' && values.product) body.additional_data = { product: values.product }
  if (type === 'TRIAL' && values.country_id) body.additional_data = { country: values.country_id }
  return body
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
  const [clientErrors, setClientErrors] = useState<FieldErrors<RequestField>>({})
  const [feedback, setFeedback] = useState<FormFeedback<RequestField>>(NO_FEEDBACK)
  // The apology modal's messages: the fields the form does not show, or the service notice.
  const [apology, setApology] = useState<string[]>([])
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
    setFeedback((current) => withoutFields(current, edited))
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
    setApology([])
    const source = bookingSource(window.location.href, submission.kind === 'trial' ? 'trial' : submission.type)
    const call =
      submission.kind === 'trial'
        ? ({
            kind: 'trial',
            productId: submission.productId,
            body: {
              email: values.email,
              phone: values.phone,
              first_name: values.first_name,
              last_name: values.last_name,
              country_id: values.country_id,
              source,
              website: honeypot,
            },
          } as const)
        : ({ kind: 'booking', type: submission.type, body: bookingBody(submission.type, values, fields, source, honeypot) } as const)
    const errors = await validate(call, fields, values, texts)
    setClientErrors(errors)
    const first = firstError(fields, errors)
    if (first) {
      setBusy(false)
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    flush({ full_name: values.full_name, email: values.email, phone: values.phone, message: values.message })
    try {
      if (call.kind === 'trial') {
        const answer = await postTrial(call.productId, call.body, lang)
        if (answer.token && answer.link_trial) {
          window.location.assign(trialLinkWithOrigin(answer.link_trial, query.origin || window.location.href))
          return
        }
        if (thankYouTrialHref) navigate(bookingThankYouHref(thankYouTrialHref, 'TRIAL'))
        return
      }
      await postBooking(call.body, lang)
      // After booking, the message is cleared.
      flush({ message: '' })
      if (thankYouHref) navigate(bookingThankYouHref(thankYouHref, call.type))
    } catch (error) {
      const read = presentFailure(error, fields, {
        fieldNames: { country_id: texts.labels.country_id, full_name: texts.labels.full_name },
      })
      // Placement: fields under their inputs (the last name's error names it, as the server words it
      // 'This field …'), the general message in the bubble, the rest or the service notice in the modal.
      if (read.fields.last_name) read.fields.last_name = withFieldName(read.fields.last_name, 'Last name')
      setFeedback(read)
      setApology(read.unreadable ? [texts.serviceDown] : read.others)
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
        <ErrorBubble message={feedback.general} testId={`${testId}-bubble`} />
      </div>
      <p className="request-form__note">{texts.consentNote}</p>
      <ApologyModal messages={apology} onClose={() => setApology([])} texts={{ title: texts.apologyTitle, close: texts.apologyClose }} />
    </form>
  )
}
