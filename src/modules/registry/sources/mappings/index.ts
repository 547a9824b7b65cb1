/**
 * Mapping tables from the open registers' vocabularies (Companies House Basic Company Data, GLEIF
 * Level 1, INSEE SIRENE) into the registry's own: status, legal form, industry, dates and
 * jurisdiction. Pure functions over published values; docs/register-mappings.md writes the tables
 * down with their sources.
 */
export * from './dates'
export * from './elf-codes'
export * from './industry'
export * from './jurisdiction'
export * from './legal-form'
export * from './status'
export { vocabularyKey } from './vocabulary-key'
