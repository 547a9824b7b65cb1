/**
 * GLEIF Level 1 golden copy, CSV flavour (YYYYMMDD-0000-gleif-goldencopy-lei2-golden-copy.csv):
 * one row per LEI, the LEI-CDF 3.1 record flattened into dotted column names, repeating elements
 * numbered 1-5, every field double-quoted, LF line ends. The column list and order are those of a
 * 2026 golden-copy file; timestamps follow each issuer's habit (see gleifTimestamp).
 *
 * Per entity: the legal name as its own register spells it, previous names as OtherEntityNames of
 * type PREVIOUS_LEGAL_NAME, the registered address (headquarters the same), the register and the
 * company's number in it, the legal form, status and registration lifecycle. Dissolved or removed
 * companies stay in the file, INACTIVE with an expiration date and a RETIRED registration; about
 * one LEI in six has LAPSED (not renewed in time), which the published files show as well.
 */
import type { Writable } from 'node:stream'

import { addMonths, civil, dayOf, daysInMonth, type Day } from './civil-date'
import { quotedRow } from './csv-text'
import { Dice, PURPOSE } from './dice'
import { ceasedOnOf, DEFAULT_WRITER_SEED, editionPlan, type EditionCompany } from './editions'
import { gleifEntities, type GleifBranch, type GleifEntity, type GleifOptions, type GleifRegister } from './gleif-entities'
import { gleifTimestamp, jurisdictionOf, languageOf, legalFormOf, louFor, registrationAuthorityOf, type Lou } from './gleif-reference'
import { LineOutput } from './line-output'

const SLOTS = [1, 2, 3, 4, 5] as const
const ADDRESS_PARTS = [
  'FirstAddressLine',
  'AddressNumber',
  'AddressNumberWithinBuilding',
  'MailRouting',
  'AdditionalAddressLine.1',
  'AdditionalAddressLine.2',
  'AdditionalAddressLine.3',
  'City',
  'Region',
  'Country',
  'PostalCode',
]

function names(prefix: string): string[] {
  return SLOTS.flatMap((slot) => [`${prefix}.${slot}`, `${prefix}.${slot}.xmllang`, `${prefix}.${slot}.type`])
}

function otherAddresses(prefix: string): string[] {
  return SLOTS.flatMap((slot) => [
    `${prefix}.${slot}.xmllang`,
    `${prefix}.${slot}.type`,
    ...ADDRESS_PARTS.map((part) => `${prefix}.${slot}.${part}`),
  ])
}

function legalEntityEvents(): string[] {
  return SLOTS.flatMap((slot) => {
    const prefix = `Entity.LegalEntityEvents.LegalEntityEvent.${slot}`
    return [
      `${prefix}.group_type`,
      `${prefix}.event_status`,
      `${prefix}.group_id`,
      `${prefix}.group_sequence_no`,
      `${prefix}.LegalEntityEventType`,
      `${prefix}.LegalEntityEventEffectiveDate`,
      `${prefix}.LegalEntityEventRecordedDate`,
      `${prefix}.ValidationDocuments`,
      `${prefix}.ValidationReference`,
      ...SLOTS.flatMap((field) => [`${prefix}.AffectedFields.${field}.AffectedField`, `${prefix}.AffectedFields.${field}.field_xpath`]),
    ]
  })
}

/** The published Level 1 CSV header (LEI-CDF 3.1), 338 columns. */
export const GLEIF_LEVEL1_HEADER: readonly string[] = [
  'LEI',
  'Entity.LegalName',
  'Entity.LegalName.xmllang',
  ...names('Entity.OtherEntityNames.OtherEntityName'),
  ...names('Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName'),
  'Entity.LegalAddress.xmllang',
  ...ADDRESS_PARTS.map((part) => `Entity.LegalAddress.${part}`),
  'Entity.HeadquartersAddress.xmllang',
  ...ADDRESS_PARTS.map((part) => `Entity.HeadquartersAddress.${part}`),
  ...otherAddresses('Entity.OtherAddresses.OtherAddress'),
  ...otherAddresses('Entity.TransliteratedOtherAddresses.TransliteratedOtherAddress'),
  'Entity.RegistrationAuthority.RegistrationAuthorityID',
  'Entity.RegistrationAuthority.OtherRegistrationAuthorityID',
  'Entity.RegistrationAuthority.RegistrationAuthorityEntityID',
  'Entity.LegalJurisdiction',
  'Entity.EntityCategory',
  'Entity.EntitySubCategory',
  'Entity.LegalForm.EntityLegalFormCode',
  'Entity.LegalForm.OtherLegalForm',
  'Entity.AssociatedEntity.type',
  'Entity.AssociatedEntity.AssociatedLEI',
  'Entity.AssociatedEntity.AssociatedEntityName',
  'Entity.AssociatedEntity.AssociatedEntityName.xmllang',
  'Entity.EntityStatus',
  'Entity.EntityCreationDate',
  'Entity.EntityExpirationDate',
  'Entity.EntityExpirationReason',
  ...SLOTS.flatMap((slot) => [
    `Entity.SuccessorEntity.${slot}.SuccessorLEI`,
    `Entity.SuccessorEntity.${slot}.SuccessorEntityName`,
    `Entity.SuccessorEntity.${slot}.SuccessorEntity.xmllang`,
  ]),
  ...legalEntityEvents(),
  'Registration.InitialRegistrationDate',
  'Registration.LastUpdateDate',
  'Registration.RegistrationStatus',
  'Registration.NextRenewalDate',
  'Registration.ManagingLOU',
  'Registration.ValidationSources',
  'Registration.ValidationAuthority.ValidationAuthorityID',
  'Registration.ValidationAuthority.OtherValidationAuthorityID',
  'Registration.ValidationAuthority.ValidationAuthorityEntityID',
  ...SLOTS.flatMap((slot) => {
    const prefix = `Registration.OtherValidationAuthorities.OtherValidationAuthority.${slot}`
    return [`${prefix}.ValidationAuthorityID`, `${prefix}.OtherValidationAuthorityID`, `${prefix}.ValidationAuthorityEntityID`]
  }),
  'ConformityFlag',
]

const COLUMN = new Map(GLEIF_LEVEL1_HEADER.map((name, index) => [name, index]))

function column(name: string): number {
  const index = COLUMN.get(name)
  if (index === undefined) throw new Error(`No GLEIF column ${name}`)
  return index
}

/** Sets named fields of a full-width row. */
class Row {
  readonly fields: string[] = new Array<string>(GLEIF_LEVEL1_HEADER.length).fill('')
  set(name: string, value: string): this {
    this.fields[column(name)] = value
    return this
  }
}

export type LeiRegistration = {
  initial: Day
  lastUpdate: Day
  nextRenewal: Day
  status: 'ISSUED' | 'LAPSED' | 'RETIRED'
  /** Time of day of the last update, seconds. */
  second: number
  fullyCorroborated: boolean
}

/** The yearly anniversary of `start` on or before `limit` (start itself at the latest). */
function lastAnniversary(start: Day, limit: Day): Day {
  const from = civil(start)
  for (let year = civil(limit).year; year > from.year; year -= 1) {
    const day = dayOf(year, from.month, Math.min(from.day, daysInMonth(year, from.month)))
    if (day <= limit) return day
  }
  return start
}

/**
 * The LEI's registration lifecycle. LEIs renew yearly on the anniversary of issue; a sixth stop
 * renewing at some point and show LAPSED with the missed renewal date. Inactive (dissolved)
 * entities are RETIRED. Edition changes (rename, move, dissolution) update LastUpdateDate.
 */
export function leiRegistration(entry: EditionCompany, key: string, created: Day, ceasedOn: Day | null, dice: Dice): LeiRegistration {
  const r = dice.for(key, PURPOSE.leiDates)
  const lastDay = entry.fileDate - 1
  // LEIs exist since mid-2012; a company gets one some time after it is founded, before its first
  // file, and before its dissolution when it was already dissolved then.
  const bornCeased = entry.bornEdition === 1 && entry.company.status === 'dissolved' ? entry.statusSince : null
  const earliest = Math.max(created + 7, dayOf(2012, 6, 6))
  const latestIssue = Math.max(earliest, Math.min(entry.bornFileDate - 3, bornCeased !== null ? bornCeased - 1 : Number.POSITIVE_INFINITY))
  const initial = earliest + r.int(Math.max(1, latestIssue - earliest))
  const second = r.int(86_400)
  const lapses = r.chance(0.17)
  const lapseAfterYears = 1 + r.int(6)
  const fullyCorroborated = r.chance(0.92)
  // A dissolved entity stops renewing: its last renewal precedes the dissolution.
  const horizon = ceasedOn !== null ? Math.max(initial, Math.min(ceasedOn, lastDay)) : lastDay
  let lastRenewal = lastAnniversary(initial, horizon)
  let status: LeiRegistration['status'] = 'ISSUED'
  const lapsedOn = addMonths(initial, 12 * lapseAfterYears)
  if (lapses && lapsedOn <= horizon) {
    status = 'LAPSED'
    lastRenewal = addMonths(lapsedOn, -12)
  }
  const nextRenewal = addMonths(lastRenewal, 12)
  let lastUpdate = lastRenewal
  const changes = [entry.movedOn, ...entry.previousNames.map((previous) => previous.until), ceasedOn].filter(
    (day): day is Day => day !== null && day > initial,
  )
  for (const change of changes) lastUpdate = Math.max(lastUpdate, change)
  if (ceasedOn !== null) status = 'RETIRED'
  return { initial, lastUpdate: Math.min(lastUpdate, lastDay), nextRenewal, status, second, fullyCorroborated }
}

function splitStreet(street: string): [string, string] {
  const comma = street.indexOf(', ')
  return comma < 0 ? [street, ''] : [street.slice(0, comma), street.slice(comma + 2)]
}

function setAddress(
  row: Row,
  prefix: string,
  language: string,
  street: string,
  city: string,
  region: string,
  country: string,
  postcode: string,
): void {
  const [first, additional] = splitStreet(street)
  row
    .set(`${prefix}.xmllang`, language)
    .set(`${prefix}.FirstAddressLine`, first)
    .set(`${prefix}.AdditionalAddressLine.1`, additional)
    .set(`${prefix}.City`, city)
    .set(`${prefix}.Region`, region)
    .set(`${prefix}.Country`, country)
    .set(`${prefix}.PostalCode`, postcode)
}

function setPreviousNames(row: Row, previousNames: readonly { name: string }[], language: string): void {
  previousNames.slice(0, 5).forEach((previous, slot) => {
    const prefix = `Entity.OtherEntityNames.OtherEntityName.${slot + 1}`
    row.set(prefix, previous.name).set(`${prefix}.xmllang`, language).set(`${prefix}.type`, 'PREVIOUS_LEGAL_NAME')
  })
}

function setRegistration(
  row: Row,
  registration: LeiRegistration,
  lou: Lou,
  authority: { id: string; other: string; entityId: string },
): void {
  row
    .set('Registration.InitialRegistrationDate', gleifTimestamp(registration.initial, lou.style))
    .set('Registration.LastUpdateDate', gleifTimestamp(registration.lastUpdate, lou.style, registration.second))
    .set('Registration.RegistrationStatus', registration.status)
    .set('Registration.NextRenewalDate', gleifTimestamp(registration.nextRenewal, lou.style))
    .set('Registration.ManagingLOU', lou.lei)
    .set('Registration.ValidationSources', registration.fullyCorroborated ? 'FULLY_CORROBORATED' : 'ENTITY_SUPPLIED_ONLY')
    .set('ConformityFlag', registration.status === 'ISSUED' ? 'CONFORMING' : 'NON_CONFORMING')
  if (registration.fullyCorroborated) {
    row
      .set('Registration.ValidationAuthority.ValidationAuthorityID', authority.id)
      .set('Registration.ValidationAuthority.OtherValidationAuthorityID', authority.other)
      .set('Registration.ValidationAuthority.ValidationAuthorityEntityID', authority.entityId)
  }
}

/** The Level 1 row of a company entity. */
export function gleifEntityFields(entity: GleifEntity, dice: Dice): string[] {
  const { entry } = entity
  const { company } = entry
  const lou = louFor(company.country)
  const language = languageOf(company.country)
  const country = company.country.toUpperCase()
  const city = company.country === 'gb' || company.country === 'fr' ? entry.city.toUpperCase() : entry.city
  const region = (company.country === 'us' || company.country === 'ca') && company.state ? `${country}-${company.state}` : ''
  const authority = registrationAuthorityOf(entry)
  const form = legalFormOf(entry)
  const ceasedOn = ceasedOnOf(entry)
  const registration = leiRegistration(entry, entity.lei, entry.incorporated, ceasedOn, dice)
  const row = new Row()
    .set('LEI', entity.lei)
    .set('Entity.LegalName', entity.legalName)
    .set('Entity.LegalName.xmllang', language)
    .set('Entity.RegistrationAuthority.RegistrationAuthorityID', authority.id)
    .set('Entity.RegistrationAuthority.OtherRegistrationAuthorityID', authority.other)
    .set('Entity.RegistrationAuthority.RegistrationAuthorityEntityID', authority.entityId)
    .set('Entity.LegalJurisdiction', jurisdictionOf(company.country, company.state))
    .set('Entity.EntityCategory', 'GENERAL')
    .set('Entity.LegalForm.EntityLegalFormCode', form.code)
    .set('Entity.LegalForm.OtherLegalForm', form.other)
    .set('Entity.EntityStatus', ceasedOn !== null ? 'INACTIVE' : 'ACTIVE')
    .set('Entity.EntityCreationDate', gleifTimestamp(entry.incorporated, lou.style))
  setAddress(row, 'Entity.LegalAddress', language, entry.street, city, region, country, entry.postcode)
  setAddress(row, 'Entity.HeadquartersAddress', language, entry.street, city, region, country, entry.postcode)
  setPreviousNames(row, entity.previousNames, language)
  if (ceasedOn !== null)
    row.set('Entity.EntityExpirationDate', gleifTimestamp(ceasedOn, lou.style)).set('Entity.EntityExpirationReason', 'DISSOLVED')
  // Changes recorded in the editions as legal entity events (LEI-CDF 3.1).
  const events = entry.events.filter((event) => event.event === 'renamed' || event.event === 'moved').slice(-5)
  events.forEach((event, slot) => {
    const prefix = `Entity.LegalEntityEvents.LegalEntityEvent.${slot + 1}`
    row
      .set(`${prefix}.group_type`, 'STANDALONE')
      .set(`${prefix}.event_status`, 'COMPLETED')
      .set(`${prefix}.LegalEntityEventType`, event.event === 'renamed' ? 'CHANGE_LEGAL_NAME' : 'CHANGE_LEGAL_ADDRESS')
      .set(`${prefix}.LegalEntityEventEffectiveDate`, gleifTimestamp(event.on, lou.style))
      .set(`${prefix}.LegalEntityEventRecordedDate`, gleifTimestamp(Math.min(event.on + 2, entry.fileDate - 1), lou.style))
      .set(`${prefix}.ValidationDocuments`, 'SUPPORTING_DOCUMENTS')
  })
  setRegistration(row, registration, lou, authority)
  return row.fields
}

/** The Level 1 row of an international branch. */
export function gleifBranchFields(entity: GleifEntity, branch: GleifBranch, dice: Dice): string[] {
  const { entry } = entity
  const lou = louFor(branch.host)
  const language = languageOf(branch.host)
  const country = branch.host.toUpperCase()
  const ceasedOn = ceasedOnOf(entry)
  const registration = leiRegistration(entry, branch.lei, branch.created, ceasedOn, dice)
  const row = new Row()
    .set('LEI', branch.lei)
    .set('Entity.LegalName', branch.legalName)
    .set('Entity.LegalName.xmllang', language)
    .set('Entity.RegistrationAuthority.RegistrationAuthorityID', branch.authority.id)
    .set('Entity.RegistrationAuthority.OtherRegistrationAuthorityID', branch.authority.other)
    .set('Entity.RegistrationAuthority.RegistrationAuthorityEntityID', branch.authority.entityId)
    // A branch has no legal personality of its own: its jurisdiction is its head office's.
    .set('Entity.LegalJurisdiction', jurisdictionOf(entry.company.country, entry.company.state))
    .set('Entity.EntityCategory', 'BRANCH')
    .set('Entity.LegalForm.EntityLegalFormCode', '8888')
    .set('Entity.LegalForm.OtherLegalForm', 'BRANCH')
    .set('Entity.EntityStatus', ceasedOn !== null ? 'INACTIVE' : 'ACTIVE')
    .set('Entity.EntityCreationDate', gleifTimestamp(branch.created, lou.style))
  setPreviousNames(row, branch.previousNames, language)
  setAddress(row, 'Entity.LegalAddress', language, branch.street, branch.city, branch.region, country, branch.postcode)
  setAddress(
    row,
    'Entity.HeadquartersAddress',
    languageOf(entry.company.country),
    entry.street,
    entry.city,
    '',
    entry.company.country.toUpperCase(),
    entry.postcode,
  )
  if (ceasedOn !== null)
    row.set('Entity.EntityExpirationDate', gleifTimestamp(ceasedOn, lou.style)).set('Entity.EntityExpirationReason', 'DISSOLVED')
  setRegistration(row, registration, lou, branch.authority)
  return row.fields
}

/**
 * Writes the Level 1 golden copy for the registers' LEI entities (and their branches) in the given
 * edition, streaming. Use `generatedGleifRegisters` for the generator's three registers.
 */
export async function writeGleifLevel1Csv(
  registers: readonly GleifRegister[],
  output: Writable,
  options: GleifOptions = {},
): Promise<{ rows: number }> {
  // Rejects a bad edition or month before anything is written.
  editionPlan({ ...options, baseCount: 0 })
  const dice = new Dice(options.seed ?? DEFAULT_WRITER_SEED)
  const out = new LineOutput(output, '\n')
  out.push(quotedRow(GLEIF_LEVEL1_HEADER))
  let rows = 0
  for await (const entity of gleifEntities(registers, options)) {
    rows += 1
    if (out.push(quotedRow(gleifEntityFields(entity, dice)))) await out.flush()
    if (entity.branch) {
      rows += 1
      if (out.push(quotedRow(gleifBranchFields(entity, entity.branch, dice)))) await out.flush()
    }
  }
  await out.close(options.end ?? true)
  return { rows }
}
