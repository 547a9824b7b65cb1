import type { CompanyStatus } from '../../generator/generated-company'
import { keyedTable, vocabularyKey } from './vocabulary-key'

/**
 * The registry's status vocabulary: what the generator writes and what status-label.ts shows. The
 * importers write nothing else, so a row from a register reads like a generated one.
 */
export type RegistryStatus = CompanyStatus

/**
 * Companies House `CompanyStatus`, as the Basic Company Data file and the API's labels spell it
 * (companieshouse/api-enumerations constants.yml, company_status). Casing varies between values
 * and between files, so the lookup ignores it.
 *
 * The registry has six statuses, so the insolvency procedures a company survives (administration,
 * receivership, a voluntary arrangement with its creditors) all read as 'administration': the
 * company still exists and is under an insolvency practitioner or an arrangement. A company with a
 * proposal to strike it off is still active (the API's status, with the detail
 * "active-proposal-to-strike-off"); one with a receiver over the assets of one charge is, in the
 * file's own word, live: the receiver acts for that charge holder, in no procedure over the company.
 */
export const COMPANIES_HOUSE_STATUSES: readonly (readonly [string, RegistryStatus])[] = [
  ['Active', 'active'],
  // A first Gazette notice: the company is struck off two months later unless someone objects.
  ['Active - Proposal to Strike off', 'active'],
  // A receiver acts for one charge holder over the charged assets; the company is not insolvent.
  ['Live but Receiver Manager on at least one charge', 'active'],
  // UK establishments of overseas companies and registered overseas entities.
  ['Open', 'active'],
  ['Registered', 'active'],
  ['Dissolved', 'dissolved'],
  ['Liquidation', 'liquidation'],
  ['In Administration', 'administration'],
  ['Administration', 'administration'],
  ['ADMINISTRATION ORDER', 'administration'],
  ['In Administration/Administrative Receiver', 'administration'],
  ['In Administration/Receiver Manager', 'administration'],
  ['ADMINISTRATIVE RECEIVER', 'administration'],
  ['RECEIVER MANAGER / ADMINISTRATIVE RECEIVER', 'administration'],
  ['RECEIVERSHIP', 'administration'],
  ['Receiver Action', 'administration'],
  ['Receivership Action', 'administration'],
  ['Voluntary Arrangement', 'administration'],
  ['VOLUNTARY ARRANGEMENT / ADMINISTRATIVE RECEIVER', 'administration'],
  ['VOLUNTARY ARRANGEMENT / RECEIVER MANAGER', 'administration'],
  ['Insolvency Proceedings', 'administration'],
  // The record ends without a dissolution: converted to another form under another number, a UK
  // establishment closed, an overseas entity removed from the register. The entity itself may live on.
  ['Converted / Closed', 'inactive'],
  ['Closed', 'inactive'],
  ['Removed', 'inactive'],
]

const COMPANIES_HOUSE = keyedTable(COMPANIES_HOUSE_STATUSES)

/** The registry status of a Companies House `CompanyStatus`, or null for a value not in the table. */
export function statusFromCompaniesHouse(raw: string): RegistryStatus | null {
  return COMPANIES_HOUSE.get(vocabularyKey(raw)) ?? null
}

/** GLEIF values are upper-case enumerations; the file is trusted, but padding and case are not. */
const gleifValue = (text: string | undefined) => (text ?? '').trim().toUpperCase()

/**
 * Registration statuses whose record says nothing about a live entity: issued in error (ANNULLED),
 * superseded by the entity's other LEI (DUPLICATE), abandoned before issue (CANCELLED). The
 * importer should skip such records; the status is unknown.
 */
const GLEIF_VOID_REGISTRATIONS = new Set(['ANNULLED', 'DUPLICATE', 'CANCELLED'])

/**
 * The registry status of a GLEIF Level 1 record (LEI-CDF 2.1/3.1): `Entity.EntityStatus`
 * (ACTIVE, INACTIVE, NULL), `Registration.RegistrationStatus` (ISSUED, LAPSED, MERGED, RETIRED,
 * ANNULLED, DUPLICATE, CANCELLED, TRANSFERRED, PENDING_TRANSFER, PENDING_ARCHIVAL,
 * PENDING_VALIDATION) and, when known, `Entity.EntityExpirationReason` (DISSOLVED,
 * CORPORATE_ACTION, OTHER).
 *
 * The entity status describes the entity; the registration status mostly describes the LEI
 * (LAPSED is an unpaid renewal, not a closed company). So: a void registration is unknown; an
 * entity that ended is dissolved when it was dissolved or merged away and inactive otherwise; an
 * ACTIVE entity is active. A NULL entity status is read from an ISSUED registration only, which
 * GLEIF defines as an entity operating at its last update.
 */
export function statusFromGleif(entityStatus: string, registrationStatus?: string, expirationReason?: string): RegistryStatus | null {
  const entity = gleifValue(entityStatus)
  const registration = gleifValue(registrationStatus)
  const reason = gleifValue(expirationReason)
  if (GLEIF_VOID_REGISTRATIONS.has(registration)) return null
  // RETIRED and MERGED are only set once the entity is INACTIVE (GLEIF state transition rules), so
  // either side saying the entity ended is enough.
  if (entity === 'INACTIVE' || registration === 'RETIRED' || registration === 'MERGED') {
    if (reason === 'DISSOLVED' || reason === 'CORPORATE_ACTION' || registration === 'MERGED') return 'dissolved'
    return 'inactive'
  }
  if (entity === 'ACTIVE') return 'active'
  if ((entity === 'NULL' || entity === '') && registration === 'ISSUED') return 'active'
  return null
}

/**
 * The registry status of a SIRENE `etatAdministratifUniteLegale` ('A' active, 'C' cessée) or
 * `etatAdministratifEtablissement` ('A' actif, 'F' fermé). A ceased legal unit no longer exists;
 * a closed establishment, for a row that stands for that establishment, likewise.
 */
export function statusFromSirene(etatAdministratif: string): RegistryStatus | null {
  switch (vocabularyKey(etatAdministratif)) {
    case 'a':
      return 'active'
    case 'c':
    case 'f':
      return 'dissolved'
    default:
      return null
  }
}
