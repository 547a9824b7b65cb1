/**
 * INSEE's SIRENE stock files: StockUniteLegale_utf8.csv (one row per legal unit, key SIREN) and
 * StockEtablissement_utf8.csv (one row per establishment, key SIRET = SIREN + NIC). Comma
 * separated, header of INSEE's variable names in INSEE's order, fields quoted only when needed,
 * dates YYYY-MM-DD, processing timestamps YYYY-MM-DDTHH:MM:SS, LF line ends.
 *
 * What the generator's French companies become: one legal unit each, a head office (siège)
 * and, for bigger companies, secondary establishments in other towns. Ceased units stay in the stock
 * with etatAdministratif 'C' (SIRENE never drops a unit), so a company "removed" from a register
 * shows here as ceased; liquidations and strike-off proposals are court matters SIRENE does not
 * record, so they leave the unit active. A move of the head office is a transfer: the old siège is
 * closed ('F') and a new establishment (new NIC) becomes the siège.
 */
import type { Writable } from 'node:stream'

import type { Prng } from '../../generator/prng'
import { civil, formatIsoDate, formatLocalDateTime, type Day } from './civil-date'
import { nicFor } from './check-digits'
import { minimalRow, upperAscii } from './csv-text'
import { Dice, PURPOSE } from './dice'
import {
  ceasedOnOf,
  editionPlan,
  nameWithoutForm,
  registerEdition,
  type CompanySource,
  type EditionCompany,
  type EditionOptions,
} from './editions'
import { LineOutput } from './line-output'

export const SIRENE_UNITES_LEGALES_HEADER: readonly string[] = [
  'siren',
  'statutDiffusionUniteLegale',
  'unitePurgeeUniteLegale',
  'dateCreationUniteLegale',
  'sigleUniteLegale',
  'sexeUniteLegale',
  'prenom1UniteLegale',
  'prenom2UniteLegale',
  'prenom3UniteLegale',
  'prenom4UniteLegale',
  'prenomUsuelUniteLegale',
  'pseudonymeUniteLegale',
  'identifiantAssociationUniteLegale',
  'trancheEffectifsUniteLegale',
  'anneeEffectifsUniteLegale',
  'dateDernierTraitementUniteLegale',
  'nombrePeriodesUniteLegale',
  'categorieEntreprise',
  'anneeCategorieEntreprise',
  'dateDebut',
  'etatAdministratifUniteLegale',
  'nomUniteLegale',
  'nomUsageUniteLegale',
  'denominationUniteLegale',
  'denominationUsuelle1UniteLegale',
  'denominationUsuelle2UniteLegale',
  'denominationUsuelle3UniteLegale',
  'categorieJuridiqueUniteLegale',
  'activitePrincipaleUniteLegale',
  'nomenclatureActivitePrincipaleUniteLegale',
  'nicSiegeUniteLegale',
  'economieSocialeSolidaireUniteLegale',
  'societeMissionUniteLegale',
  'caractereEmployeurUniteLegale',
  'activitePrincipaleNAF25UniteLegale',
]

export const SIRENE_ETABLISSEMENTS_HEADER: readonly string[] = [
  'siren',
  'nic',
  'siret',
  'statutDiffusionEtablissement',
  'dateCreationEtablissement',
  'trancheEffectifsEtablissement',
  'anneeEffectifsEtablissement',
  'activitePrincipaleRegistreMetiersEtablissement',
  'dateDernierTraitementEtablissement',
  'etablissementSiege',
  'nombrePeriodesEtablissement',
  'complementAdresseEtablissement',
  'numeroVoieEtablissement',
  'indiceRepetitionEtablissement',
  'dernierNumeroVoieEtablissement',
  'indiceRepetitionDernierNumeroVoieEtablissement',
  'typeVoieEtablissement',
  'libelleVoieEtablissement',
  'codePostalEtablissement',
  'libelleCommuneEtablissement',
  'libelleCommuneEtrangerEtablissement',
  'distributionSpecialeEtablissement',
  'codeCommuneEtablissement',
  'codeCedexEtablissement',
  'libelleCedexEtablissement',
  'codePaysEtrangerEtablissement',
  'libellePaysEtrangerEtablissement',
  'identifiantAdresseEtablissement',
  'coordonneeLambertAbscisseEtablissement',
  'coordonneeLambertOrdonneeEtablissement',
  'complementAdresse2Etablissement',
  'numeroVoie2Etablissement',
  'indiceRepetition2Etablissement',
  'typeVoie2Etablissement',
  'libelleVoie2Etablissement',
  'codePostal2Etablissement',
  'libelleCommune2Etablissement',
  'libelleCommuneEtranger2Etablissement',
  'distributionSpeciale2Etablissement',
  'codeCommune2Etablissement',
  'codeCedex2Etablissement',
  'libelleCedex2Etablissement',
  'codePaysEtranger2Etablissement',
  'libellePaysEtranger2Etablissement',
  'dateDebut',
  'etatAdministratifEtablissement',
  'enseigne1Etablissement',
  'enseigne2Etablissement',
  'enseigne3Etablissement',
  'denominationUsuelleEtablissement',
  'activitePrincipaleEtablissement',
  'nomenclatureActivitePrincipaleEtablissement',
  'caractereEmployeurEtablissement',
  'activitePrincipaleNAF25Etablissement',
]

/** INSEE catégorie juridique (niveau III) of the generator's French legal forms. */
export const SIRENE_CATEGORIES_JURIDIQUES: Readonly<Record<string, string>> = {
  SAS: '5710',
  SARL: '5499',
  SA: '5599',
}

/**
 * NAF rev. 2 sub-classes whose letter is not Z, keyed by the UK SIC 2007 code the generator uses
 * (UK SIC's first four digits are the NACE class NAF shares); every other class is "Z".
 */
const NAF_LETTERS: Readonly<Record<string, string>> = {
  '10710': 'C',
  '11070': 'B',
  '22290': 'B',
  '25620': 'B',
  '28290': 'B',
  '41100': 'A',
  '41201': 'B',
  '41202': 'A',
  '43210': 'A',
  '43220': 'A',
  '46190': 'B',
  '46390': 'B',
  '46690': 'B',
  '47110': 'D',
  '47190': 'B',
  '47910': 'B',
  '49410': 'A',
  '52103': 'B',
  '52290': 'B',
  '56101': 'A',
  '56102': 'C',
  '58290': 'C',
  '59111': 'C',
  '62020': 'A',
  '68209': 'B',
  '68320': 'A',
  '71121': 'B',
  '74909': 'B',
  '77110': 'A',
  '85590': 'B',
  '87100': 'A',
  '90030': 'A',
}

/** "62012" -> "62.01Z". */
export function nafOf(sicCode: string): string {
  return `${sicCode.slice(0, 2)}.${sicCode.slice(2, 4)}${NAF_LETTERS[sicCode] ?? 'Z'}`
}

/** SIRENE's denomination: the name in capitals without its legal form (the form is the catégorie juridique). */
export function sireneDenomination(name: string, legalForm: string): string {
  return nameWithoutForm(name, legalForm).toLocaleUpperCase('fr-FR')
}

/** INSEE staff bands (tranche d'effectifs) within each of the generator's size ranges. */
const STAFF_BANDS: Readonly<Record<string, readonly string[]>> = {
  '1-10': ['NN', '00', '01', '02', '03'],
  '11-50': ['11', '12'],
  '51-200': ['21', '22'],
  '201-500': ['31', '32'],
  '501-1000': ['41'],
  '1001-5000': ['42', '51'],
  '5001+': ['52', '53'],
}

function companyCategory(sizeRange: string): string {
  if (sizeRange === '5001+') return 'GE'
  return sizeRange === '501-1000' || sizeRange === '1001-5000' ? 'ETI' : 'PME'
}

const STREET_TYPES: Readonly<Record<string, string>> = {
  rue: 'RUE',
  avenue: 'AV',
  boulevard: 'BD',
  place: 'PL',
  allée: 'ALL',
  chemin: 'CHE',
  impasse: 'IMP',
  quai: 'QUAI',
}

type SireneAddress = {
  complement: string
  number: string
  repetition: string
  streetType: string
  streetName: string
  postcode: string
  town: string
  townCode: string
}

/** "53 bis avenue de la Gare, ZA des Portes" -> number 53, repetition B, AV, DE LA GARE, complement ZA DES PORTES. */
export function sireneAddress(street: string, postcode: string, city: string): SireneAddress {
  const match = /^(\d+)( bis)? (\S+) (.+?)(?:, (.+))?$/.exec(street)
  const town = townOf(city, postcode)
  if (!match)
    return {
      complement: '',
      number: '',
      repetition: '',
      streetType: '',
      streetName: upperAscii(street),
      postcode,
      town,
      townCode: townCodeOf(city, postcode),
    }
  const type = STREET_TYPES[match[3] ?? ''] ?? ''
  return {
    complement: match[5] ? upperAscii(match[5]) : '',
    number: match[1] ?? '',
    repetition: match[2] ? 'B' : '',
    streetType: type,
    streetName: upperAscii(type ? (match[4] ?? '') : `${match[3]} ${match[4]}`),
    postcode,
    town,
    townCode: townCodeOf(city, postcode),
  }
}

/**
 * Paris, Lyon and Marseille are written by arrondissement ("PARIS 16", "LYON 7EME", "MARSEILLE
 * 8EME"), each with its own commune code; other towns in capitals without accents.
 */
function arrondissement(city: string, postcode: string): { town: string; code: string } | null {
  const number = Number(postcode.slice(3))
  if (!number) return null
  if (city === 'Paris' && postcode.startsWith('75')) return { town: `PARIS ${number}`, code: `751${postcode.slice(3)}` }
  if (city === 'Lyon' && postcode.startsWith('6900') && number <= 9) return { town: `LYON ${number}EME`, code: `6938${number}` }
  if (city === 'Marseille' && postcode.startsWith('130') && number <= 16)
    return { town: `MARSEILLE ${number}EME`, code: `132${postcode.slice(3)}` }
  return null
}

function townOf(city: string, postcode: string): string {
  return arrondissement(city, postcode)?.town ?? upperAscii(city)
}

/** INSEE commune codes of the generator's French towns (Paris by arrondissement). */
const TOWN_CODES: Readonly<Record<string, string>> = {
  'Boulogne-Billancourt': '92012',
  Nanterre: '92050',
  'Levallois-Perret': '92044',
  'Saint-Denis': '93066',
  Lyon: '69123',
  Marseille: '13055',
  'Aix-en-Provence': '13001',
  Toulouse: '31555',
  Nice: '06088',
  Nantes: '44109',
  Strasbourg: '67482',
  Montpellier: '34172',
  Bordeaux: '33063',
  Lille: '59350',
  Rennes: '35238',
  Reims: '51454',
  'Le Havre': '76351',
  Rouen: '76540',
  Grenoble: '38185',
  Dijon: '21231',
  Angers: '49007',
  Nîmes: '30189',
  'Clermont-Ferrand': '63113',
  Tours: '37261',
  Metz: '57463',
  Mulhouse: '68224',
  Caen: '14118',
  Orléans: '45234',
  Limoges: '87085',
  Perpignan: '66136',
  Annecy: '74010',
}

function townCodeOf(city: string, postcode: string): string {
  return arrondissement(city, postcode)?.code ?? TOWN_CODES[city] ?? ''
}

/** Towns for secondary establishments: [town, postcode]. */
const BRANCH_TOWNS: readonly (readonly [string, string])[] = [
  ['Lyon', '69003'],
  ['Marseille', '13008'],
  ['Toulouse', '31000'],
  ['Lille', '59000'],
  ['Bordeaux', '33000'],
  ['Nantes', '44000'],
  ['Rennes', '35000'],
  ['Strasbourg', '67000'],
  ['Nice', '06000'],
  ['Grenoble', '38000'],
  ['Montpellier', '34000'],
  ['Paris', '75011'],
]
const BRANCH_STREETS = [
  'des Acacias',
  'de la Gare',
  "de l'Industrie",
  'Pasteur',
  'du Commerce',
  'Jean Jaurès',
  'de la Paix',
  'des Artisans',
]
const BRANCH_TYPES = ['rue', 'rue', 'avenue', 'boulevard', 'chemin']

type Establishment = {
  nic: string
  siege: boolean
  created: Day
  closedOn: Day | null
  address: SireneAddress
  staff: string
  sign: string
  periods: number
}

/** Everything SIRENE shows for one company in this edition. */
export type SireneUnit = {
  entry: EditionCompany
  siren: string
  denomination: string
  ceasedOn: Day | null
  /** Start of the unit's current period: creation, or its latest recorded change. */
  periodStart: Day
  periods: number
  staff: string
  establishments: Establishment[]
  /** Time of day (seconds) of INSEE's last processing, drawn once per unit. */
  processedAt: number
}

function staffBand(r: Prng, sizeRange: string): string {
  const bands = STAFF_BANDS[sizeRange] ?? ['NN']
  return bands[r.int(bands.length)] ?? 'NN'
}

/** A smaller band for a secondary establishment (a share of the unit's staff). */
function smallerBand(r: Prng, band: string): string {
  if (band === 'NN' || band === '00') return band
  const bands = ['00', '01', '02', '03', '11', '12', '21', '22', '31', '32', '41', '42', '51', '52', '53']
  const index = bands.indexOf(band)
  return bands[Math.max(0, index - 1 - r.int(3))] ?? '00'
}

const MAX_SECONDARY: readonly number[] = [1, 2, 2, 4, 6, 8, 10]
const SIZE_INDEX: Readonly<Record<string, number>> = {
  '1-10': 0,
  '11-50': 1,
  '51-200': 2,
  '201-500': 3,
  '501-1000': 4,
  '1001-5000': 5,
  '5001+': 6,
}

export function sireneUnitOf(entry: EditionCompany, dice: Dice): SireneUnit {
  const { company } = entry
  const siren = company.registration_number
  const ceasedOn = ceasedOnOf(entry)
  const nameChanges = entry.previousNames.length
  let r = dice.for(entry.key, PURPOSE.sirene)
  const staff = ceasedOn !== null ? '' : staffBand(r, company.size_range)
  const processedAt = r.int(86_400)
  const sign = r.chance(0.15) ? upperAscii(nameWithoutForm(entry.name, company.legal_form).split(' ')[0] ?? '') : ''

  const headAddress = sireneAddress(company.street, company.postcode, company.city)
  const establishments: Establishment[] = [
    { nic: nicFor(siren, 1), siege: true, created: entry.incorporated, closedOn: null, address: headAddress, staff, sign, periods: 1 },
  ]
  r = dice.for(entry.key, PURPOSE.establishments)
  // Secondary establishments opened (and some closed) before the company first appeared in a file,
  // and before it ceased if it had already: fixed dates, so they are the same in every edition.
  const bornCeased = entry.bornEdition === 1 && entry.company.status === 'dissolved' ? entry.statusSince : null
  const horizon = Math.min(bornCeased ?? entry.bornFileDate - 60, entry.bornFileDate - 60)
  const size = SIZE_INDEX[company.size_range] ?? 0
  const secondaryCount = entry.bornEdition > 1 ? 0 : size === 0 ? (r.chance(0.1) ? 1 : 0) : r.int((MAX_SECONDARY[size] ?? 1) + 1)
  for (let step = 0; step < secondaryCount; step += 1) {
    const [town, postcode] = BRANCH_TOWNS[r.int(BRANCH_TOWNS.length)] ?? ['Lyon', '69003']
    const street = `${r.between(1, 180)} ${r.pick(BRANCH_TYPES)} ${r.pick(BRANCH_STREETS)}`
    const created = entry.incorporated + r.int(Math.max(1, horizon - entry.incorporated))
    const closed = r.chance(0.2) ? created + 1 + r.int(Math.max(1, horizon - created)) : null
    establishments.push({
      nic: nicFor(siren, step + 2),
      siege: false,
      created,
      closedOn: closed !== null && closed < horizon ? closed : null,
      address: sireneAddress(street, postcode, town),
      staff: staff === '' ? '' : smallerBand(r, staff),
      sign: '',
      periods: closed !== null && closed < horizon ? 2 : 1,
    })
  }

  // A head-office move is a transfer: the old siège closes, a new establishment takes over.
  if (entry.movedOn !== null) {
    const head = establishments[0]
    if (head) {
      head.siege = false
      head.closedOn = entry.movedOn
      head.periods += 1
    }
    establishments.push({
      nic: nicFor(siren, secondaryCount + 2),
      siege: true,
      created: entry.movedOn,
      closedOn: null,
      address: sireneAddress(entry.street, entry.postcode, entry.city),
      staff,
      sign,
      periods: 1,
    })
  }
  if (ceasedOn !== null) {
    for (const establishment of establishments) {
      if (establishment.closedOn === null) {
        establishment.closedOn = Math.max(ceasedOn, establishment.created)
        establishment.periods += 1
      }
    }
  }

  const changeDays = [ceasedOn, entry.movedOn, ...entry.previousNames.map((previous) => previous.until)].filter(
    (day): day is Day => day !== null,
  )
  const periodStart = changeDays.length > 0 ? Math.max(...changeDays) : entry.incorporated
  return {
    entry,
    siren,
    denomination: sireneDenomination(entry.name, company.legal_form),
    ceasedOn,
    periodStart,
    periods: 1 + nameChanges + (ceasedOn !== null ? 1 : 0) + (entry.movedOn !== null ? 1 : 0),
    staff,
    establishments,
    processedAt,
  }
}

/**
 * INSEE's last processing: the latest change, else a fixed day in the three years before the
 * company's first file (so an unchanged row reads the same in every edition).
 */
function processedOn(unit: SireneUnit, latestChange: Day): string {
  const base = Math.max(latestChange, unit.entry.bornFileDate - 1 - ((unit.processedAt * 7) % 1000))
  return formatLocalDateTime(Math.min(base, unit.entry.fileDate - 1), unit.processedAt)
}

function staffYear(staff: string, fileDate: Day): string {
  if (staff === '' || staff === 'NN') return ''
  return String(civil(fileDate).year - 2)
}

export function uniteLegaleFields(unit: SireneUnit): string[] {
  const { entry } = unit
  const { company } = entry
  const siege = unit.establishments.find((establishment) => establishment.siege) ?? unit.establishments[0]
  const employer = unit.staff !== '' && unit.staff !== 'NN' && unit.staff !== '00' && entry.status !== 'inactive'
  return [
    unit.siren,
    'O',
    '',
    formatIsoDate(entry.incorporated),
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    unit.staff,
    staffYear(unit.staff, entry.bornFileDate),
    processedOn(unit, unit.periodStart),
    String(unit.periods),
    unit.ceasedOn !== null ? '' : companyCategory(company.size_range),
    unit.ceasedOn !== null ? '' : String(civil(entry.bornFileDate).year - 2),
    formatIsoDate(unit.periodStart),
    unit.ceasedOn !== null ? 'C' : 'A',
    '',
    '',
    unit.denomination,
    '',
    '',
    '',
    SIRENE_CATEGORIES_JURIDIQUES[company.legal_form] ?? '5499',
    nafOf(company.sic_code),
    'NAFRev2',
    siege?.nic ?? '',
    'N',
    '',
    unit.ceasedOn !== null ? 'N' : employer ? 'O' : 'N',
    '',
  ]
}

export function etablissementFields(unit: SireneUnit, establishment: Establishment): string[] {
  const { entry } = unit
  const { address } = establishment
  const closed = establishment.closedOn !== null
  const started = closed ? (establishment.closedOn ?? establishment.created) : establishment.created
  const employer = establishment.staff !== '' && establishment.staff !== 'NN' && establishment.staff !== '00'
  const naf = nafOf(entry.company.sic_code)
  return [
    unit.siren,
    establishment.nic,
    unit.siren + establishment.nic,
    'O',
    formatIsoDate(establishment.created),
    closed ? '' : establishment.staff,
    closed ? '' : staffYear(establishment.staff, entry.bornFileDate),
    '',
    processedOn(unit, started),
    establishment.siege ? 'true' : 'false',
    String(establishment.periods),
    address.complement,
    address.number,
    address.repetition,
    '',
    '',
    address.streetType,
    address.streetName,
    address.postcode,
    address.town,
    '',
    '',
    address.townCode,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    formatIsoDate(started),
    closed ? 'F' : 'A',
    establishment.sign,
    '',
    '',
    '',
    naf,
    'NAFRev2',
    closed ? 'N' : employer ? 'O' : 'N',
    '',
  ]
}

export type SireneOptions = EditionOptions & { end?: boolean }

/** StockUniteLegale for the generator's French companies (other countries are skipped). */
export async function writeSireneUnitesLegalesCsv(
  companies: CompanySource,
  output: Writable,
  options: SireneOptions = {},
): Promise<{ rows: number }> {
  const plan = editionPlan(options)
  const dice = new Dice(plan.seed)
  const out = new LineOutput(output, '\n')
  out.push(SIRENE_UNITES_LEGALES_HEADER.join(','))
  let rows = 0
  for await (const entry of registerEdition(companies, plan)) {
    if (entry.company.country !== 'fr') continue
    rows += 1
    if (out.push(minimalRow(uniteLegaleFields(sireneUnitOf(entry, dice))))) await out.flush()
  }
  await out.close(options.end ?? true)
  return { rows }
}

/** StockEtablissement for the generator's French companies: head offices and secondary establishments. */
export async function writeSireneEtablissementsCsv(
  companies: CompanySource,
  output: Writable,
  options: SireneOptions = {},
): Promise<{ rows: number }> {
  const plan = editionPlan(options)
  const dice = new Dice(plan.seed)
  const out = new LineOutput(output, '\n')
  out.push(SIRENE_ETABLISSEMENTS_HEADER.join(','))
  let rows = 0
  for await (const entry of registerEdition(companies, plan)) {
    if (entry.company.country !== 'fr') continue
    const unit = sireneUnitOf(entry, dice)
    for (const establishment of unit.establishments) {
      rows += 1
      if (out.push(minimalRow(etablissementFields(unit, establishment)))) await out.flush()
    }
  }
  await out.close(options.end ?? true)
  return { rows }
}
