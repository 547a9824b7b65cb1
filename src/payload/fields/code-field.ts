import type { Field } from 'payload'

/** A stable lower-case code that links and orders name a document by (products, plans). */
export function codeField(description: string): Field {
  return {
    name: 'code',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    validate: (value: unknown) =>
      (typeof value === 'string' && /^[a-z0-9][a-z0-9-]{1,40}$/.test(value)) || 'Lower-case letters, digits and dashes (2–41 characters).',
    admin: { description },
  }
}
