import { z } from 'zod'

/** Contact fields shared by every lead form, on the client and the server. */
/**
 * Control characters (line breaks, tabs, escapes, C1 codes), line and paragraph separators and
 * bidirectional overrides: nothing a name holds, and enough to forge lines in the e-mails that
 * quote it or to reverse how it reads.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
const CONTROL_CHARACTERS_GLOBAL = new RegExp(CONTROL_CHARACTERS.source, 'g')
const NO_CONTROL_CHARACTERS = 'Use letters, spaces and punctuation only.'

/** A name from elsewhere (a sign-in provider) with its control characters turned into spaces. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS_GLOBAL, ' ').replace(/\s+/g, ' ').trim()
}

const nameSchema = (min: number, max: number, tooShort: string) =>
  z
    .string()
    .trim()
    .min(min, tooShort)
    .max(max, `Use at most ${max} characters.`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), NO_CONTROL_CHARACTERS)

export const fullNameSchema = nameSchema(2, 120, 'Enter your full name.')
export const personNameSchema = nameSchema(1, 60, 'This field is required.')
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{5,24}$/, 'Enter a valid phone number.')
