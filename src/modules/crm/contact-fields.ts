import { z } from 'zod'

/** Contact fields shared by every lead form, on the client and the server. */
export const fullNameSchema = z.string().trim().min(2, 'Enter your full name.').max(120, 'Use at most 120 characters.')
export const personNameSchema = z.string().trim().min(1, 'This field is required.').max(60, 'Use at most 60 characters.')
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{5,24}$/, 'Enter a valid phone number.')
