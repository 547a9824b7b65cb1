import { HttpError } from './http-client'

/**
 * A failed API call's error body, read once for every form: the API answers
 * `{ "<field>": [...], "detail": ..., "non_field_errors": [...] }` (a detail may be a string or a
 * list; a field's errors are lists, nested lists flattened). Each form then decides where the
 * messages go (under its inputs, in a bubble, in the apology modal); none parses the body itself.
 */
export type ErrorBody = {
  /** Messages per field, in the body's order; only fields with at least one message. */
  fields: Record<string, string[]>
  /** The `detail` messages. */
  detail: string[]
  /** The `non_field_errors` messages. */
  nonField: string[]
}

/** The non-empty strings of a value: itself, or the items of a (nested) list. */
export function errorMessages(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(errorMessages)
  if (typeof value === 'string' && value.trim() !== '') return [value]
  return []
}

/**
 * The error body of a failed call, or null when there is none to read (the request never got an
 * answer, or the answer is not a JSON object, or it is an empty one): the form then says the
 * service is not working.
 */
export function readErrorBody(error: unknown): ErrorBody | null {
  const data = error instanceof HttpError ? (error.data as unknown) : null
  if (!data || typeof data !== 'object' || Array.isArray(data) || Object.keys(data).length === 0) return null
  return readObject(data as Record<string, unknown>, { fields: {}, detail: [], nonField: [] })
}

function readObject(record: Record<string, unknown>, body: ErrorBody): ErrorBody {
  for (const [key, value] of Object.entries(record)) {
    if (key === 'detail') body.detail.push(...errorMessages(value))
    else if (key === 'non_field_errors') body.nonField.push(...errorMessages(value))
    // The upload answers its errors one level down: { "errors": { "detail": ... } }.
    else if (key === 'errors' && value && typeof value === 'object' && !Array.isArray(value))
      readObject(value as Record<string, unknown>, body)
    else {
      const list = errorMessages(value)
      if (list.length) body.fields[key] = [...(body.fields[key] ?? []), ...list]
    }
  }
  return body
}

/**
 * What a form shows of a failed call, read once for every form; where each part goes (under an
 * input, in a bubble, in the apology modal, in an alert) is the form's own choice.
 */
export type FormFeedback<F extends string = string> = {
  /** Messages of the fields the form shows, joined by ', ' (the lists are in `fieldLists`). */
  fields: Partial<Record<F, string>>
  fieldLists: Partial<Record<F, string[]>>
  /** The first `detail` or `non_field_errors` message that does not repeat a field's message. */
  general: string | null
  /** Messages of fields the form does not show, 'This field' replaced by the field's name. */
  others: string[]
  /** The service gave no readable answer (no answer, no JSON object, or no message in it). */
  unreadable: boolean
}

export const NO_FEEDBACK: FormFeedback<never> = { fields: {}, fieldLists: {}, general: null, others: [], unreadable: false }

/** 'country_id' -> 'Country', 'first_name' -> 'First name'. */
export function humaniseFieldName(field: string): string {
  const words = field
    .replace(/_id$/, '')
    .split(/[_.\s]+/)
    .filter(Boolean)
  const text = words.join(' ').toLowerCase()
  return text ? text[0]!.toUpperCase() + text.slice(1) : field
}

/** The server words a field's error as 'This field …'; away from its input the field is named. */
export function withFieldName(message: string, fieldName: string): string {
  return message.replace(/\bThis field\b/g, fieldName)
}

/**
 * The one form-feedback presenter: a failed call read for a form that shows `shownFields`.
 * `fieldNames` names the other fields in their messages (else the key is humanised).
 */
export function presentFailure<F extends string>(
  error: unknown,
  shownFields: readonly F[],
  options: { fieldNames?: Partial<Record<string, string>> } = {},
): FormFeedback<F> {
  const body = readErrorBody(error)
  const feedback: FormFeedback<F> = { fields: {}, fieldLists: {}, general: null, others: [], unreadable: false }
  if (!body) return { ...feedback, unreadable: true }
  const fieldMessages = new Set<string>()
  for (const [key, list] of Object.entries(body.fields)) {
    for (const message of list) fieldMessages.add(message)
    if ((shownFields as readonly string[]).includes(key)) {
      feedback.fieldLists[key as F] = list
      feedback.fields[key as F] = list.join(', ')
    } else {
      const name = options.fieldNames?.[key] ?? humaniseFieldName(key)
      feedback.others.push(...list.map((message) => withFieldName(message, name)))
    }
  }
  feedback.general = [...body.detail, ...body.nonField].find((message) => !fieldMessages.has(message)) ?? null
  feedback.unreadable = !feedback.general && !feedback.others.length && !Object.keys(feedback.fields).length
  return feedback
}

/** A field's feedback without `fields` (edited fields: their errors no longer apply). */
export function withoutFields<F extends string>(feedback: FormFeedback<F>, fields: readonly string[]): FormFeedback<F> {
  const copy = { ...feedback, fields: { ...feedback.fields }, fieldLists: { ...feedback.fieldLists } }
  for (const field of fields) {
    delete copy.fields[field as F]
    delete copy.fieldLists[field as F]
  }
  return copy
}
