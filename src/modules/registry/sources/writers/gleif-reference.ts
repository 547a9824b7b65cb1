/**
 * GLEIF reference values the writers need: which LEI issuer (LOU) serves a country and how it
 * writes timestamps, registration authority (RA) codes, ISO 20275 legal form (ELF) codes, and the
 * LEI itself.
 *
 * Only codes confirmed in published GLEIF data are used: RA000585 Companies House, RA000189
 * SIRENE/INSEE, RA000463 KvK, RA000602 Delaware; ELF H0PO/B6ES (UK Ltd/PLC), 2HBR/6QQB (GmbH/AG),
 * 54M6/B5PM (B.V./N.V.), XTIQ (Delaware corporation). Everything else uses GLEIF's fallbacks:
 * RA888888 with the register's name in OtherRegistrationAuthorityID, and ELF 8888 with the form
 * spelt out in OtherLegalForm.
 */
import { GENERATOR_COUNTRIES } from '../../generator'
import { leiFromBase } from '../../identifiers'
import { civil, formatIsoDate, type Day } from './civil-date'
import { hashKey } from './dice'
import type { EditionCompany } from './editions'

export const RA_COMPANIES_HOUSE = 'RA000585'
export const RA_SIRENE = 'RA000189'
export const RA_KVK = 'RA000463'
export const RA_DELAWARE = 'RA000602'
/** GLEIF's code for a register not (yet) on its RA list; the register is named alongside. */
export const RA_OTHER = 'RA888888'
/** ELF code for a legal form not on the ISO 20275 list; the form is spelt out in OtherLegalForm. */
export const ELF_OTHER = '8888'

/** How an LEI issuer writes its timestamps. */
export type TimeStyle = 'london' | 'central-europe' | 'utc'

export type Lou = { prefix: string; style: TimeStyle; lei: string }

/**
 * LEI prefixes of real issuers (the first four characters of every LEI they issue): 2138 London
 * Stock Exchange, 9695 INSEE, 5299 WM Datenservice, 5493 Bloomberg (GMEI). The issuers' own LEIs
 * (ManagingLOU) are invented, valid LEIs with those prefixes.
 */
function lou(prefix: string, country: string, style: TimeStyle): Lou {
  return { prefix, style, lei: leiFromBase(`${prefix}00LOU${country}0000001`) }
}
const LOUS: Readonly<Record<string, Lou>> = {
  gb: lou('2138', 'GB', 'london'),
  fr: lou('9695', 'FR', 'central-europe'),
  de: lou('5299', 'DE', 'central-europe'),
}
const DEFAULT_LOU = lou('5493', 'US', 'utc')

export function louFor(country: string): Lou {
  return LOUS[country] ?? DEFAULT_LOU
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

function base36(value: number, width: number): string {
  let text = ''
  let rest = value >>> 0
  for (let index = 0; index < width; index += 1) {
    text = BASE36.charAt(rest % 36) + text
    rest = Math.floor(rest / 36)
  }
  return text
}

/**
 * A valid LEI for a key: the LOU's prefix, "00", twelve characters from two independent 32-bit
 * hashes of the key (6 base-36 characters each, about 62 bits together), then the ISO 7064 check
 * digits from `leiFromBase`.
 */
export function leiFor(key: string, prefix: string): string {
  return leiFromBase(`${prefix}00${base36(hashKey(key, 0x4c4549), 6)}${base36(hashKey(key, 0x313734), 6)}`)
}

const LANGUAGES: Readonly<Record<string, string>> = {
  fr: 'fr',
  de: 'de',
  nl: 'nl',
  es: 'es',
  it: 'it',
  mx: 'es',
  br: 'pt',
  cn: 'zh',
}

export function languageOf(country: string): string {
  return LANGUAGES[country] ?? 'en'
}

/** LegalJurisdiction: the country, or the state for the US and Canada ("US-DE"). */
export function jurisdictionOf(country: string, state: string | null): string {
  const upper = country.toUpperCase()
  return (country === 'us' || country === 'ca') && state ? `${upper}-${state}` : upper
}

export type RegistrationAuthority = { id: string; other: string; entityId: string }

const REGISTER_NAMES = new Map(GENERATOR_COUNTRIES.map((profile) => [profile.code, `${profile.name} ${profile.registrationNumberName}`]))

export function registrationAuthorityOf(entry: EditionCompany): RegistrationAuthority {
  const { country, registration_number: number, state } = entry.company
  switch (country) {
    case 'gb':
      return { id: RA_COMPANIES_HOUSE, other: '', entityId: number }
    case 'fr':
      return { id: RA_SIRENE, other: '', entityId: number }
    case 'nl':
      return { id: RA_KVK, other: '', entityId: number }
    case 'us':
      return state === 'DE'
        ? { id: RA_DELAWARE, other: '', entityId: number }
        : { id: RA_OTHER, other: `${state ?? 'US'} Secretary of State`, entityId: number }
    case 'de': {
      // "Amtsgericht München HRB 22792": the court is the register, "HRB 22792" the entry.
      const match = /^(Amtsgericht .+?) (HR[AB] .+)$/.exec(number)
      return match
        ? { id: RA_OTHER, other: `Handelsregister ${match[1]}`, entityId: match[2] ?? number }
        : { id: RA_OTHER, other: 'Handelsregister', entityId: number }
    }
    default:
      return { id: RA_OTHER, other: REGISTER_NAMES.get(country) ?? country.toUpperCase(), entityId: number }
  }
}

const ELF_CODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  gb: { Ltd: 'H0PO', PLC: 'B6ES' },
  de: { GmbH: '2HBR', AG: '6QQB' },
  nl: { 'B.V.': '54M6', 'N.V.': 'B5PM' },
}

const LEGAL_FORM_NAMES: Readonly<Record<string, string>> = {
  LLP: 'LIMITED LIABILITY PARTNERSHIP',
  SAS: 'SOCIETE PAR ACTIONS SIMPLIFIEE',
  SARL: 'SOCIETE A RESPONSABILITE LIMITEE',
  SA: 'SOCIETE ANONYME',
  'GmbH & Co. KG': 'GMBH & CO. KG',
  'UG (haftungsbeschränkt)': 'UNTERNEHMERGESELLSCHAFT (HAFTUNGSBESCHRÄNKT)',
}

export function legalFormOf(entry: EditionCompany): { code: string; other: string } {
  const { country, legal_form: form, state } = entry.company
  const code = ELF_CODES[country]?.[form]
  if (code) return { code, other: '' }
  if (country === 'us' && state === 'DE' && (form === 'Inc.' || form === 'Corp.')) return { code: 'XTIQ', other: '' }
  return { code: ELF_OTHER, other: LEGAL_FORM_NAMES[form] ?? form.toUpperCase() }
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value)
}

/** Roughly the summer-time months (April to October); the exact changeover Sundays are not modelled. */
function isSummer(day: Day): boolean {
  const { month } = civil(day)
  return month >= 4 && month <= 10
}

/**
 * A GLEIF timestamp in the issuer's style: local midnight with its offset for London
 * ("2018-07-31T00:00:00+01:00") and Paris/Frankfurt ("…+02:00"), UTC with milliseconds for GMEI
 * ("2012-06-06T15:53:00.000Z"). `second` is the time of day; dates of record use midnight.
 */
export function gleifTimestamp(day: Day, style: TimeStyle, second = 0): string {
  const time = `${pad2(Math.floor(second / 3600))}:${pad2(Math.floor((second % 3600) / 60))}:${pad2(second % 60)}`
  const date = formatIsoDate(day)
  if (style === 'utc') return `${date}T${time}.${String((second * 37) % 1000).padStart(3, '0')}Z`
  const summer = isSummer(day)
  const offset = style === 'london' ? (summer ? '+01:00' : '+00:00') : summer ? '+02:00' : '+01:00'
  return `${date}T${time}${offset}`
}
