'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { ApologyModal } from '@/components/lead-capture/apology-modal'
import { ErrorBubble } from '@/components/lead-capture/error-bubble'
import { HoneypotField } from '@/components/lead-capture/honeypot-field'
import { useLeadData } from '@/components/lead-capture/lead-data'
import { preloadWorkEmailRule } from '@/components/lead-capture/work-email'
import { reportClientError } from '@/lib/client-log'
import { NO_FEEDBACK, presentFailure, withoutFields, type FormFeedback } from '@/lib/error-body'
import { checkForm, firstError, type FieldErrors } from '@/lib/form-validation'
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration'

import { isEmptyFailure, postApplication } from './api'
import { APPLY_FIRST_FIELD_ID, APPLY_FORM_ID, checkCvSelection, CV_ACCEPT, type CvCheckTexts } from './careers-data'

export type ApplyField = 'name' | 'email' | 'phone' | 'file'
const FIELDS: ApplyField[] = ['name', 'email', 'phone', 'file']

export type ApplyFormTexts = {
  labels: Record<ApplyField, string>
  fileHint: string
  fileChoose: string
  fileNone: string
  file: CvCheckTexts
  required: string
  emailFormat: string
  submit: string
  sending: string
  note: string
  serviceDown: string
  apologyTitle: string
  apologyClose: string
}

const TEXT_FIELDS = ['name', 'email', 'phone'] as const

/**
 * The job application form: full name, e-mail and phone prefilled from
 * the saved lead data, and the CV (.pdf, .docx, .doc). Checked in the browser first, then posted to
 * the application call; success, or a failure with an empty error object, goes to the thank-you page.
 */
export function ApplyForm({
  vacancy,
  lang,
  texts,
  thankYouHref,
}: {
  vacancy: string
  lang: string
  texts: ApplyFormTexts
  thankYouHref: string | null
}) {
  const router = useRouter()
  const id = useId()
  const { lead, update, flush } = useLeadData()
  const [file, setFile] = useState<File | null>(null)
  const [honeypot, setHoneypot] = useState('')
  const [clientErrors, setClientErrors] = useState<FieldErrors<ApplyField>>({})
  const [feedback, setFeedback] = useState<FormFeedback<ApplyField>>(NO_FEEDBACK)
  // The apology modal's messages: the fields the form does not show, or the service notice.
  const [apology, setApology] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const values = { name: lead.full_name, email: lead.email, phone: lead.phone }
  const inputId = (field: ApplyField) => (field === 'name' ? APPLY_FIRST_FIELD_ID : `${id}-${field}`)

  const clearErrors = (field: ApplyField) => {
    setClientErrors((current) => ({ ...current, [field]: undefined }))
    setFeedback((current) => withoutFields(current, [field]))
  }

  const change = (field: Exclude<ApplyField, 'file'>, value: string) => {
    update(field === 'name' ? 'full_name' : field, value)
    clearErrors(field)
  }

  // It loads in a chunk of its own: keep what was typed before it was hydrated.
  const typedBefore = useTypedBeforeHydration(values, (typed) => {
    for (const field of TEXT_FIELDS) if (typed[field] !== undefined) change(field, typed[field])
  })

  const chooseFile = (chosen: File | null) => {
    setFile(chosen)
    clearErrors('file')
    // A wrong file is reported as soon as it is chosen; several problems are joined by commas.
    const problems = chosen ? checkCvSelection(chosen, texts.file) : []
    if (problems.length) setClientErrors((current) => ({ ...current, file: problems.join(', ') }))
  }

  const goToThankYou = () => {
    if (!thankYouHref) return
    try {
      router.push(`${thankYouHref}${thankYouHref.includes('?') ? '&' : '?'}type=apply`)
    } catch (error) {
      reportClientError('Could not open the thank-you page', error)
    }
  }

  /** The apply route's schema (applicants may use any mailbox: no business rule), then the CV's own check. */
  const validate = async (): Promise<FieldErrors<ApplyField>> => {
    const [{ applySchema }, { EMAIL_FORMAT_MESSAGE }] = await Promise.all([import('@/modules/crm/schemas'), import('@/modules/crm/client')])
    const checked = checkForm(applySchema, { ...values, vacancy }, values, {
      required: texts.required,
      messages: { [EMAIL_FORMAT_MESSAGE]: texts.emailFormat },
    })
    const errors: FieldErrors<ApplyField> = checked.ok ? {} : checked.errors
    const fileErrors = checkCvSelection(file, texts.file)
    if (fileErrors.length) errors.file = fileErrors.join(', ')
    return errors
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFeedback(NO_FEEDBACK)
    setApology([])
    const errors = await validate()
    setClientErrors(errors)
    const first = firstError(FIELDS, errors)
    if (first || !file) {
      setBusy(false)
      if (first) document.getElementById(inputId(first))?.focus()
      return
    }
    flush({ full_name: values.name, email: values.email, phone: values.phone })
    try {
      await postApplication({ ...values, vacancy, file, website: honeypot }, lang)
      goToThankYou()
    } catch (error) {
      if (isEmptyFailure(error)) {
        goToThankYou()
        return
      }
      // Placement: fields under their inputs, the general message in the bubble, the rest (or the service notice) in the modal.
      const read = presentFailure(error, FIELDS, { fieldNames: { name: texts.labels.name, file: texts.labels.file } })
      setFeedback(read)
      setApology(read.unreadable ? [texts.serviceDown] : read.others)
      setBusy(false)
    }
  }

  const errorOf = (field: ApplyField) => clientErrors[field] ?? feedback.fields[field]

  const describedBy = (field: ApplyField, extra?: string) =>
    [errorOf(field) ? `${inputId(field)}-error` : null, extra].filter(Boolean).join(' ') || undefined

  const errorLine = (field: ApplyField) => {
    const error = errorOf(field)
    return error ? (
      <p id={`${inputId(field)}-error`} className="field__error" data-testid={`apply-${field}-error`}>
        {error}
      </p>
    ) : null
  }

  return (
    <form id={APPLY_FORM_ID} className="apply-form" onSubmit={submit} noValidate aria-busy={busy} data-testid="apply-form">
      <div className="apply-form__grid">
        {TEXT_FIELDS.map((field) => (
          <div className={`field ${field === 'name' ? 'apply-form__wide' : ''}`} key={field}>
            <label htmlFor={inputId(field)}>{texts.labels[field]}</label>
            <input
              id={inputId(field)}
              name={field}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              inputMode={field === 'email' ? 'email' : field === 'phone' ? 'tel' : undefined}
              autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'tel'}
              maxLength={field === 'email' ? 254 : field === 'phone' ? 30 : 120}
              required
              value={values[field]}
              onFocus={field === 'email' ? preloadWorkEmailRule : undefined}
              onChange={(event) => change(field, event.target.value)}
              aria-invalid={Boolean(errorOf(field))}
              aria-describedby={describedBy(field)}
              data-testid={`apply-${field}`}
              ref={typedBefore(field)}
            />
            {errorLine(field)}
          </div>
        ))}
        <div className="field apply-form__wide">
          <label htmlFor={inputId('file')}>{texts.labels.file}</label>
          <div className={`apply-file ${errorOf('file') ? 'apply-file--invalid' : ''}`}>
            <input
              id={inputId('file')}
              name="file"
              type="file"
              className="apply-file__input"
              accept={CV_ACCEPT}
              required
              onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
              aria-invalid={Boolean(errorOf('file'))}
              aria-describedby={describedBy('file', `${inputId('file')}-hint`)}
              data-testid="apply-file"
            />
            <span className="apply-file__button" aria-hidden="true">
              {texts.fileChoose}
            </span>
            <span className="apply-file__name" data-testid="apply-file-name">
              {file ? file.name : texts.fileNone}
            </span>
          </div>
          <p id={`${inputId('file')}-hint`} className="apply-form__hint">
            {texts.fileHint}
          </p>
          {errorLine('file')}
        </div>
      </div>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="apply-form__footer">
        <button type="submit" className="button button--primary button--large" disabled={busy} aria-busy={busy} data-testid="apply-submit">
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {busy ? texts.sending : texts.submit}
        </button>
        <ErrorBubble message={feedback.general} testId="apply-bubble" />
      </div>
      <p className="apply-form__note">{texts.note}</p>
      <ApologyModal messages={apology} onClose={() => setApology([])} texts={{ title: texts.apologyTitle, close: texts.apologyClose }} />
    </form>
  )
}
