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
