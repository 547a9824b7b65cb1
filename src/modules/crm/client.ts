export { emailDomain, isBusinessEmail } from './business-email'
export { CV_EXTENSIONS, CV_MAX_BYTES } from './cv-file'
export { HONEYPOT_FIELD } from './honeypot'
