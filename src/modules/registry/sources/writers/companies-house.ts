/**
 * Companies House "Basic Company Data" (BasicCompanyDataAsOneFile-YYYY-MM-01.csv): one row per
 * company, 55 columns, every field double-quoted, dates DD/MM/YYYY, names in capitals.
 *
 * The header is written exactly as Companies House publishes it: unquoted, with a stray space
 * before fourteen names (" CompanyNumber", " RegAddress.AddressLine2", " PreviousName_n.CompanyName",
 * " PreviousName_2.CONDATE", " ConfStmtLastMadeUpDate"), which a parser keeps unless told to trim.
 * Rows end in CRLF.
 */
import type { Writable } from 'node:stream'

import type { CompanyStatus } from '../../generator'
import { SIC_CODES, type SicCode } from '../../generator/sic-codes'
import { addMonths, civil, dayOf, daysInMonth, formatDmy, type Day } from './civil-date'
import { quotedRow } from './csv-text'
import { Dice, PURPOSE } from './dice'
import { editionPlan, registerEdition, type CompanySource, type EditionCompany, type EditionOptions, type EditionPlan } from './editions'
import { LineOutput } from './line-output'

const PREVIOUS_NAME_SLOTS = 10

function previousNameColumns(): string[] {
  const columns: string[] = []
  for (let slot = 1; slot <= PREVIOUS_NAME_SLOTS; slot += 1) {
    // As published: only the second CONDATE carries the leading space, every CompanyName does.
    columns.push(slot === 2 ? ` PreviousName_${slot}.CONDATE` : `PreviousName_${slot}.CONDATE`, ` PreviousName_${slot}.CompanyName`)
  }
  return columns
}

/** The published header, leading spaces included. */
export const COMPANIES_HOUSE_HEADER: readonly string[] = [
  'CompanyName',
  ' CompanyNumber',
  'RegAddress.CareOf',
  'RegAddress.POBox',
  'RegAddress.AddressLine1',
  ' RegAddress.AddressLine2',
  'RegAddress.PostTown',
  'RegAddress.County',
  'RegAddress.Country',
  'RegAddress.PostCode',
  'CompanyCategory',
  'CompanyStatus',
  'CountryOfOrigin',
  'DissolutionDate',
  'IncorporationDate',
  'Accounts.AccountRefDay',
  'Accounts.AccountRefMonth',
  'Accounts.NextDueDate',
  'Accounts.LastMadeUpDate',
  'Accounts.AccountCategory',
  'Returns.NextDueDate',
  'Returns.LastMadeUpDate',
  'Mortgages.NumMortCharges',
  'Mortgages.NumMortOutstanding',
  'Mortgages.NumMortPartSatisfied',
  'Mortgages.NumMortSatisfied',
  'SICCode.SicText_1',
  'SICCode.SicText_2',
  'SICCode.SicText_3',
  'SICCode.SicText_4',
  'LimitedPartnerships.NumGenPartners',
  'LimitedPartnerships.NumLimPartners',
  'URI',
  ...previousNameColumns(),
  'ConfStmtNextDueDate',
  ' ConfStmtLastMadeUpDate',
]

/** The header line as published: names joined by commas, not quoted. */
export const COMPANIES_HOUSE_HEADER_LINE = COMPANIES_HOUSE_HEADER.join(',')

export const COMPANIES_HOUSE_CATEGORIES: Readonly<Record<string, string>> = {
  Ltd: 'Private Limited Company',
  PLC: 'Public Limited Company',
  LLP: 'Limited Liability Partnership',
}

/**
 * The generator's statuses in Companies House's words. 'inactive' companies are dormant, which the
 * register shows as Active with dormant accounts; 'struck_off' is read as a pending strike-off.
 */
export const COMPANIES_HOUSE_STATUSES: Readonly<Record<CompanyStatus, string>> = {
  active: 'Active',
  dissolved: 'Dissolved',
  liquidation: 'Liquidation',
  administration: 'In Administration',
  struck_off: 'Active - Proposal to Strike off',
  inactive: 'Active',
}

export const COMPANIES_HOUSE_URI_PREFIX = 'http://business.data.gov.uk/id/company/'

const COUNTIES: Readonly<Record<string, string>> = {
  Birmingham: 'WEST MIDLANDS',
  Coventry: 'WEST MIDLANDS',
  Wolverhampton: 'WEST MIDLANDS',
  Manchester: 'GREATER MANCHESTER',
  Bolton: 'GREATER MANCHESTER',
  Leeds: 'WEST YORKSHIRE',
  Bradford: 'WEST YORKSHIRE',
  Liverpool: 'MERSEYSIDE',
  Sheffield: 'SOUTH YORKSHIRE',
  'Newcastle upon Tyne': 'TYNE AND WEAR',
  Reading: 'BERKSHIRE',
  Slough: 'BERKSHIRE',
  Cambridge: 'CAMBRIDGESHIRE',
  Peterborough: 'CAMBRIDGESHIRE',
  Oxford: 'OXFORDSHIRE',
  Guildford: 'SURREY',
  Watford: 'HERTFORDSHIRE',
  Chelmsford: 'ESSEX',
  Norwich: 'NORFOLK',
  Exeter: 'DEVON',
  Plymouth: 'DEVON',
  Southampton: 'HAMPSHIRE',
  Nottingham: 'NOTTINGHAMSHIRE',
  Leicester: 'LEICESTERSHIRE',
  Derby: 'DERBYSHIRE',
  Northampton: 'NORTHAMPTONSHIRE',
  Ipswich: 'SUFFOLK',
  Preston: 'LANCASHIRE',
  Warrington: 'CHESHIRE',
  Brighton: 'EAST SUSSEX',
  Bournemouth: 'DORSET',
  Luton: 'BEDFORDSHIRE',
  'Milton Keynes': 'BUCKINGHAMSHIRE',
  Hull: 'EAST YORKSHIRE',
  'Stoke-on-Trent': 'STAFFORDSHIRE',
  York: 'NORTH YORKSHIRE',
}
const WELSH_TOWNS = new Set(['Cardiff', 'Swansea'])

const SIC_BY_INDUSTRY = new Map<string, SicCode[]>()
for (const sic of SIC_CODES) {
  const list = SIC_BY_INDUSTRY.get(sic.industry.label) ?? []
  list.push(sic)
  SIC_BY_INDUSTRY.set(sic.industry.label, list)
}

const DORMANT_SIC = '99999 - Dormant Company'
const NO_SIC = 'None Supplied'

/**
 * A name as the register prints it: capitals, and "Ltd" spelt LIMITED by four companies in five
 * (the choice is per company, so its previous names use the same spelling).
 */
export function companiesHouseName(name: string, legalForm: string, spellsLimited: boolean): string {
  const upper = name.toUpperCase()
  if (legalForm !== 'Ltd' || !upper.endsWith(' LTD')) return upper
  return spellsLimited ? `${upper.slice(0, -4)} LIMITED` : upper
}

function spellsLimited(entry: EditionCompany, dice: Dice): boolean {
  return dice.for(entry.key, PURPOSE.chName).chance(0.8)
}

/** The company's current name as the Companies House file prints it. */
export function companiesHouseNameOf(entry: EditionCompany, dice: Dice): string {
  return companiesHouseName(entry.name, entry.company.legal_form, spellsLimited(entry, dice))
}

/** "Unit 8, Telford Industrial Estate" -> line 1 "Unit 8", line 2 "Telford Industrial Estate". */
function splitStreet(street: string): [string, string] {
  const comma = street.indexOf(', ')
  return comma < 0 ? [street, ''] : [street.slice(0, comma), street.slice(comma + 2)]
}

/** The latest yearly date (`month`/`day` each year) on or before `limit`. */
function latestYearly(limit: Day, month: number, dayOfMonth: number): Day {
  const { year } = civil(limit)
  for (let candidate = year; ; candidate -= 1) {
    const day = dayOf(candidate, month, Math.min(dayOfMonth, daysInMonth(candidate, month)))
    if (day <= limit) return day
  }
}

type Accounts = { refDay: string; refMonth: string; nextDue: string; lastMadeUp: string; category: string }

/** Filings stop at dissolution: a dissolved company's dates are those it had on that day. */
function asOf(entry: EditionCompany): Day {
  return entry.status === 'dissolved' && entry.statusSince !== null ? Math.min(entry.statusSince, entry.fileDate) : entry.fileDate
}

function accountsOf(entry: EditionCompany, dice: Dice): Accounts {
  const { company, incorporated } = entry
  const fileDate = asOf(entry)
  const r = dice.for(entry.key, PURPOSE.chAccounts)
  const start = civil(incorporated)
  const roll = r.float()
  // Most companies keep the default reference date (end of the incorporation month).
  const [refMonth, refDay] =
    roll < 0.55 ? [start.month, daysInMonth(2001, start.month)] : roll < 0.75 ? [3, 31] : roll < 0.95 ? [12, 31] : [6, 30]
  const publicCompany = company.legal_form === 'PLC'
  const delay = publicCompany ? 6 : 9
  const overdue = r.chance(0.04)
  // The latest period end whose accounts were due before the file date; overdue companies are a year behind.
  let lastEnd = latestYearly(addMonths(fileDate, -delay), refMonth, refDay)
  if (overdue) lastEnd = addMonths(lastEnd, -12)
  const firstDue = addMonths(incorporated, publicCompany ? 18 : 21)
  const hasFiled = lastEnd >= addMonths(incorporated, 6)
  const nextDue = hasFiled ? addMonths(addMonths(lastEnd, 12), delay) : firstDue
  const category = !hasFiled ? 'NO ACCOUNTS FILED' : accountCategory(entry, r.float())
  return {
    refDay: String(refDay),
    refMonth: String(refMonth),
    nextDue: formatDmy(nextDue),
    lastMadeUp: hasFiled ? formatDmy(lastEnd) : '',
    category,
  }
}

function accountCategory(entry: EditionCompany, roll: number): string {
  if (entry.status === 'inactive') return 'DORMANT'
  const size = SIZE_INDEX[entry.company.size_range] ?? 0
  if (entry.company.legal_form === 'PLC' || size >= 3) return roll < 0.6 ? 'FULL' : 'GROUP'
  if (size === 2) return roll < 0.5 ? 'SMALL' : roll < 0.85 ? 'MEDIUM' : 'FULL'
  if (size === 1) return roll < 0.45 ? 'TOTAL EXEMPTION FULL' : roll < 0.8 ? 'SMALL' : 'UNAUDITED ABRIDGED'
  return roll < 0.6 ? 'MICRO ENTITY' : roll < 0.85 ? 'TOTAL EXEMPTION FULL' : 'UNAUDITED ABRIDGED'
}

const SIZE_INDEX: Readonly<Record<string, number>> = {
  '1-10': 0,
  '11-50': 1,
  '51-200': 2,
  '201-500': 3,
  '501-1000': 4,
  '1001-5000': 5,
  '5001+': 6,
}

/** Yearly confirmation statements on the incorporation anniversary, due 14 days after it. */
function confirmationOf(entry: EditionCompany, overdue: boolean): { next: string; last: string } {
  const { incorporated } = entry
  const fileDate = asOf(entry)
  const start = civil(incorporated)
  let last = latestYearly(fileDate - 14, start.month, start.day)
  if (overdue) last = addMonths(last, -12)
  if (last < addMonths(incorporated, 12)) return { next: formatDmy(addMonths(incorporated, 12) + 14), last: '' }
  return { next: formatDmy(addMonths(last, 12) + 14), last: formatDmy(last) }
}

/** Annual returns ended in June 2016; older companies still show their last one. */
function returnsOf(entry: EditionCompany): { next: string; last: string } {
  const start = civil(entry.incorporated)
  if (start.year >= 2015) return { next: '', last: '' }
  const last = latestYearly(dayOf(2016, 6, 29), start.month, start.day)
  return { next: formatDmy(addMonths(last, 12) + 28), last: formatDmy(last) }
}

function sicTexts(entry: EditionCompany, dice: Dice): [string, string, string, string] {
  if (entry.status === 'inactive') return [DORMANT_SIC, '', '', '']
  const r = dice.for(entry.key, PURPOSE.chSic)
  if (r.chance(0.015)) return [NO_SIC, '', '', '']
  const first = `${entry.company.sic_code} - ${entry.company.sic_description}`
  if (!r.chance(0.12)) return [first, '', '', '']
  const related = SIC_BY_INDUSTRY.get(entry.company.industry) ?? []
  const second = related[r.int(related.length)]
  if (!second || second.code === entry.company.sic_code) return [first, '', '', '']
  return [first, `${second.code} - ${second.description}`, '', '']
}

function countryLine(entry: EditionCompany, roll: number): string {
  if (roll < 0.15) return 'UNITED KINGDOM'
  if (roll < 0.2) return ''
  const number = entry.company.registration_number
  if (number.startsWith('SC')) return 'SCOTLAND'
  if (number.startsWith('NI')) return 'NORTHERN IRELAND'
  return WELSH_TOWNS.has(entry.city) ? 'WALES' : 'ENGLAND'
}

/** The row's 55 fields, or null when the company is not in this edition's file. */
export function companiesHouseFields(entry: EditionCompany, dice: Dice): string[] | null {
  if (entry.removedOn !== null) return null
  const { company } = entry
  const limited = spellsLimited(entry, dice)
  const nameOf = (name: string): string => companiesHouseName(name, company.legal_form, limited)

  const r = dice.for(entry.key, PURPOSE.chAddress)
  const countyRoll = r.float()
  const country = countryLine(entry, r.float())
  const charges = r.chance(0.14) ? r.between(1, 6) : 0
  const outstanding = charges > 0 ? r.between(0, charges) : 0
  const partSatisfied = charges - outstanding > 0 && r.chance(0.1) ? 1 : 0
  const confirmationOverdue = r.chance(0.03)
  const [line1, line2] = splitStreet(entry.street)
  const accounts = accountsOf(entry, dice)
  const confirmation = confirmationOf(entry, confirmationOverdue)
  const returns = returnsOf(entry)
  const sic = sicTexts(entry, dice)

  const fields: string[] = [
    nameOf(entry.name),
    company.registration_number,
    '',
    '',
    line1,
    line2,
    entry.city.toUpperCase(),
    countyRoll < 0.45 ? (COUNTIES[entry.city] ?? '') : '',
    country,
    entry.postcode,
    COMPANIES_HOUSE_CATEGORIES[company.legal_form] ?? 'Private Limited Company',
    COMPANIES_HOUSE_STATUSES[entry.status],
    'United Kingdom',
    entry.status === 'dissolved' && entry.statusSince !== null ? formatDmy(entry.statusSince) : '',
    formatDmy(entry.incorporated),
    accounts.refDay,
    accounts.refMonth,
    accounts.nextDue,
    accounts.lastMadeUp,
    accounts.category,
    returns.next,
    returns.last,
    String(charges),
    String(outstanding),
    String(partSatisfied),
    String(charges - outstanding - partSatisfied),
    ...sic,
    '0',
    '0',
    `${COMPANIES_HOUSE_URI_PREFIX}${company.registration_number}`,
  ]
  for (let slot = 0; slot < PREVIOUS_NAME_SLOTS; slot += 1) {
    const previous = entry.previousNames[slot]
    fields.push(previous ? formatDmy(previous.until) : '', previous ? nameOf(previous.name) : '')
  }
  fields.push(confirmation.next, confirmation.last)
  return fields
}

export type CompaniesHouseOptions = EditionOptions & {
  /**
   * Leave dissolved companies out, as the real monthly file does (it lists live companies only).
   * Off by default so that dissolutions show as rows with a DissolutionDate.
   */
  liveOnly?: boolean
  /** End the output stream when done (default true). */
  end?: boolean
}

export type WriteSummary = { rows: number }

/**
 * Writes Basic Company Data for British companies (the generator's 'gb' output; other countries are
 * skipped) as the given edition, streaming: memory stays flat whatever the count.
 */
export async function writeCompaniesHouseCsv(
  companies: CompanySource,
  output: Writable,
  options: CompaniesHouseOptions = {},
): Promise<WriteSummary> {
  const plan: EditionPlan = editionPlan(options)
  const dice = new Dice(plan.seed)
  const out = new LineOutput(output, '\r\n')
  out.push(COMPANIES_HOUSE_HEADER_LINE)
  let rows = 0
  for await (const entry of registerEdition(companies, plan)) {
    if (entry.company.country !== 'gb') continue
    if (options.liveOnly && entry.status === 'dissolved') continue
    const fields = companiesHouseFields(entry, dice)
    if (!fields) continue
    rows += 1
    if (out.push(quotedRow(fields))) await out.flush()
  }
  await out.close(options.end ?? true)
  return { rows }
}
