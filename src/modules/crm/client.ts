// The contact-field schemas are zod only: the browser checks its forms with them (lib/form-validation.ts).
export {
  BUSINESS_EMAIL_MESSAGE,
  businessEmailSchema,
  EMAIL_FORMAT_MESSAGE,
  emailDomain,
  emailSchema,
  isBusinessEmail,
} from './business-email'
export { fullNameSchema, personNameSchema, phoneSchema } from './contact-fields'
export { CV_EXTENSIONS, CV_MAX_BYTES } from './cv-file'
export { HONEYPOT_FIELD } from './honeypot'
