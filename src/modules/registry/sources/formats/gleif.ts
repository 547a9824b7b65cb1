import { isValidLei } from '../../identifiers'
import { countryAndStateFromJurisdiction, legalFormFromElf, parseIsoDate, statusFromGleif } from '../mappings'
import type { FormerName, RowReading, SourceFormat } from '../source-record'
import { cell, joinLines, yearOf } from './row-values'

/** GLEIF's registration authority codes (RA list) of the registers this site loads itself. */
export const REGISTER_AUTHORITIES: Readonly<Record<string, { country: string; source: 'companies-house' | 'sirene' }>> = {
  RA000585: { country: 'gb', source: 'companies-house' },
  RA000189: { country: 'fr', source: 'sirene' },
}

/** The golden copy CSV has numbered columns for other names; five is what GLEIF publishes today, ten leaves room. */
const OTHER_NAME_SLOTS = 10
const ADDITIONAL_LINES = 3

/** The registration number a GLEIF entity carries for its register: the authority's own spelling, without spaces for SIRENs. */
function registerNumber(authority: string | null, entityId: string | null): string | null {
  if (!entityId) return null
  if (authority === 'RA000189') return entityId.replace(/\D/g, '')
  if (authority === 'RA000585') return entityId.replace(/\s/g, '').toUpperCase()
  return entityId
}

/**
 * GLEIF LEI golden copy, Level 1 ("LEI-CDF" CSV): https://www.gleif.org/en/lei-data/gleif-golden-copy.
 * One row per legal entity with an LEI. Licence: CC0 1.0.
 */
export const gleifFormat: SourceFormat = {
  id: 'gleif',
  requiredColumns: ['LEI', 'Entity.LegalName', 'Entity.LegalJurisdiction', 'Entity.EntityStatus', 'Entity.LegalAddress.Country'],
  readRow(values): RowReading {
    const lei = cell(values, 'LEI')?.toUpperCase()
    if (!lei) return { error: 'LEI is empty' }
    if (!isValidLei(lei)) return { error: `LEI: "${lei}" fails the ISO 17442 check digits` }
    const name = cell(values, 'Entity.LegalName')
    if (!name) return { error: 'Entity.LegalName is empty' }
    const jurisdiction =
      countryAndStateFromJurisdiction(cell(values, 'Entity.LegalJurisdiction') ?? '') ??
      countryAndStateFromJurisdiction(cell(values, 'Entity.LegalAddress.Country') ?? '')
    if (!jurisdiction) return { error: `Entity.LegalJurisdiction: "${cell(values, 'Entity.LegalJurisdiction') ?? ''}" is not a country` }
    const authority = cell(values, 'Entity.RegistrationAuthority.RegistrationAuthorityID')
    const register = authority ? REGISTER_AUTHORITIES[authority] : undefined
    const number = registerNumber(authority, cell(values, 'Entity.RegistrationAuthority.RegistrationAuthorityEntityID'))
    const created = parseIsoDate(cell(values, 'Entity.EntityCreationDate') ?? '')

    const formerNames: FormerName[] = []
    for (let slot = 1; slot <= OTHER_NAME_SLOTS; slot += 1) {
      const other = cell(values, `Entity.OtherEntityNames.OtherEntityName.${slot}`)
      if (!other || other === name) continue
      const type = cell(values, `Entity.OtherEntityNames.OtherEntityName.${slot}.type`)
      formerNames.push({ name: other, kind: type === 'PREVIOUS_LEGAL_NAME' ? 'previous' : 'other', until: null })
    }
    const additional = Array.from({ length: ADDITIONAL_LINES }, (_, index) =>
      cell(values, `Entity.LegalAddress.AdditionalAddressLine.${index + 1}`),
    )

    return {
      record: {
        kind: 'company',
        recordId: lei,
        authority: 'lei',
        ...(register ? { registerLink: register.source } : {}),
        formerNames,
        company: {
          // A register's company is the same company: its country and number, so both records meet on one row.
          country: register?.country ?? jurisdiction.country,
          state: jurisdiction.state,
          // Without a registration number of its own, the entity is known by its LEI.
          registration_number: number ?? lei,
          name,
          street: joinLines(cell(values, 'Entity.LegalAddress.FirstAddressLine'), ...additional),
          city: cell(values, 'Entity.LegalAddress.City'),
          postcode: cell(values, 'Entity.LegalAddress.PostalCode'),
          status: statusFromGleif(
            cell(values, 'Entity.EntityStatus') ?? '',
            cell(values, 'Registration.RegistrationStatus') ?? undefined,
            // DISSOLVED or CORPORATE_ACTION: the entity is gone, not merely inactive.
            cell(values, 'Entity.EntityExpirationReason') ?? undefined,
          ),
          legal_form: legalFormFromElf(cell(values, 'Entity.LegalForm.EntityLegalFormCode') ?? ''),
          year_established: yearOf(created),
          lei,
        },
      },
    }
  },
}
