import type { z } from 'zod'

/**
 * The browser's check of a form with the zod schema its server route parses with, and the one error
 * map from zod issues to the texts the form shows. The schemas word their messages in English for
 * the API; a form shows its own (translated) texts where it has one:
 * - `fields`: one text for any issue of that field (e.g. 'Choose one of the options.' for a question);
 * - `required`: the text for an issue of a field left blank;
 * - `messages`: a schema message → the form's text for it (e.g. the business e-mail message, which a
 *   page may reword);
 * - otherwise the schema's own message, which is what the server would answer.
 */
export type IssueTexts = {
  fields?: Partial<Record<string, string>>
  required?: string
  messages?: Partial<Record<string, string>>
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>

export type Checked<T, F extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> }

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/**
 * The message of each field in error (the first issue of a field wins). `values` are the form's
 * values by field, to tell a blank field; `fieldOf` names the form field of an issue's path (by
 * default its first key), or null for an issue the form does not show.
 */
export function issueErrors<F extends string>(
  error: z.ZodError,
  values: Partial<Record<F, unknown>>,
  texts: IssueTexts,
  fieldOf: (path: readonly PropertyKey[]) => F | null = (path) => (path.length ? (String(path[0]) as F) : null),
): FieldErrors<F> {
  const errors: FieldErrors<F> = {}
  for (const issue of error.issues) {
    const field = fieldOf(issue.path)
    if (field === null || errors[field] !== undefined) continue
    errors[field] =
      texts.fields?.[field] ??
      (texts.required !== undefined && isBlank(values[field]) ? texts.required : undefined) ??
      texts.messages?.[issue.message] ??
      issue.message
  }
  return errors
}

/** Parses `input` with `schema`; on failure, the form's messages per field (see `issueErrors`). */
export function checkForm<S extends z.ZodType, F extends string>(
  schema: S,
  input: unknown,
  values: Partial<Record<F, unknown>>,
  texts: IssueTexts,
  fieldOf?: (path: readonly PropertyKey[]) => F | null,
): Checked<z.output<S>, F> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return { ok: true, data: parsed.data }
  return { ok: false, errors: issueErrors(parsed.error, values, texts, fieldOf) }
}

/** The first field in error, in the form's order (to focus it). */
export function firstError<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined {
  return order.find((field) => errors[field] !== undefined)
}
