import type { Field } from 'payload'

/** A URL segment: lower-case letters, digits and dashes, unique in its collection. */
export function slugField(description = 'The last part of the address, e.g. how-to-check-a-supplier.'): Field {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    validate: (value: unknown) =>
      (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120) ||
      'Lower-case letters, digits and single dashes.',
    admin: { position: 'sidebar', description },
  }
}

/** An https link an editor enters (social profiles, external samples). */
export function httpsLinkField(name: string, label?: string): Field {
  return {
    name,
    label,
    type: 'text',
    validate: (value: unknown) => !value || (typeof value === 'string' && /^https:\/\/\S+$/.test(value)) || 'Use an https:// address.',
  }
}

/** A link to a file or page of this site (`/storage/…`) or an https address. */
export function siteOrHttpsLinkField(name: string, label?: string): Field {
  return {
    name,
    label,
    type: 'text',
    validate: (value: unknown) =>
      !value ||
      (typeof value === 'string' && (/^https:\/\/\S+$/.test(value) || /^\/(?!\/)\S*$/.test(value))) ||
      'Use a site path (/storage/…) or an https:// address.',
  }
}
