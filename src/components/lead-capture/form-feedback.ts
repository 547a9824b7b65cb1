import { readErrorBody } from '@/lib/error-body'

/**
 * How a lead form shows a failed POST:
 * - errors of fields the form shows go under those inputs (a list joined by ', '); the server's
 *   last-name error says 'Last name' instead of 'This field';
 * - `detail` or `non_field_errors` is the error bubble at the right of the form (the first item
 *   of a list), unless it only repeats a field's message;
 * - errors of fields the form does not show go to the 'We apologize!' modal, each with 'This field'
 *   replaced by the humanised field name;
 * - a failure with an empty body (or no answer at all) is 'Oops.. Service currently is not working!'
 *   in that modal.
 */
export type ServerFeedback = { fields: Record<string, string>; bubble: string | null; apology: string[] }

export const NO_FEEDBACK: ServerFeedback = { fields: {}, bubble: null, apology: [] }

/** 'country_id' -> 'Country', 'first_name' -> 'First name'. */
export function humaniseFieldName(field: string): string {
  const words = field
    .replace(/_id$/, '')
    .split(/[_.\s]+/)
    .filter(Boolean)
  const text = words.join(' ').toLowerCase()
  return text ? text[0]!.toUpperCase() + text.slice(1) : field
}

export function withFieldName(message: string, fieldName: string): string {
  return message.replace(/\bThis field\b/g, fieldName)
}

export function readServerFeedback(
  error: unknown,
  shownFields: readonly string[],
  texts: { serviceDown: string; fieldNames?: Record<string, string> },
): ServerFeedback {
  const body = readErrorBody(error)
  if (!body) return { fields: {}, bubble: null, apology: [texts.serviceDown] }

  const feedback: ServerFeedback = { fields: {}, bubble: null, apology: [] }
  const fieldMessages = new Set<string>()
  for (const [key, list] of Object.entries(body.fields)) {
    for (const message of list) fieldMessages.add(message)
    if (shownFields.includes(key)) {
      const named = key === 'last_name' ? list.map((message) => withFieldName(message, 'Last name')) : list
      feedback.fields[key] = named.join(', ')
    } else {
      const name = texts.fieldNames?.[key] ?? humaniseFieldName(key)
      feedback.apology.push(...list.map((message) => withFieldName(message, name)))
    }
  }
  const general = [...body.detail, ...body.nonField].find((message) => !fieldMessages.has(message))
  feedback.bubble = general ?? null
  if (!feedback.bubble && !feedback.apology.length && !Object.keys(feedback.fields).length) feedback.apology.push(texts.serviceDown)
  return feedback
}
