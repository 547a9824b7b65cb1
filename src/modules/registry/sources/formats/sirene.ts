import { isValidSiren } from '../../identifiers'
import { industryFromNaf, legalFormFromCategorieJuridique, parseIsoDate, statusFromSirene } from '../mappings'
import type { FormerName, RowReading, SourceFormat } from '../source-record'
import type { CsvRow } from '../read-csv-records'
import { cell, joinLines, yearOf } from './row-values'

/** INSEE writes "[ND]" where a partially diffusible unit's personal data is withheld. */
const WITHHELD = '[ND]'

const present = (value: string | null): value is string => Boolean(value) && value !== WITHHELD

/**
 * SIRENE, legal units (StockUniteLegale): https://www.data.gouv.fr/fr/datasets/base-sirene-des-entreprises-et-de-leurs-etablissements-siren-siret/.
 * One row per legal unit (company or sole trader). Licence: Licence Ouverte / Etalab 2.0. The head
 * office's address is in StockEtablissement (see sireneHeadOfficeAddress).
 */
export const sireneFormat: SourceFormat = {
  id: 'sirene',
  requiredColumns: [
    'siren',
    'etatAdministratifUniteLegale',
    'denominationUniteLegale',
    'categorieJuridiqueUniteLegale',
    'activitePrincipaleUniteLegale',
  ],
  readRow(values): RowReading {
    const siren = cell(values, 'siren')?.replace(/\s/g, '') ?? ''
    if (!siren) return { error: 'siren is empty' }
    if (!isValidSiren(siren)) return { error: `siren: "${siren}" fails the Luhn check digit` }
    const denomination = cell(values, 'denominationUniteLegale')
    const surname = cell(values, 'nomUsageUniteLegale') ?? cell(values, 'nomUniteLegale')
    const firstName = cell(values, 'prenomUsuelUniteLegale') ?? cell(values, 'prenom1UniteLegale')
    // A sole trader who asked INSEE not to publish their identity is not shown at all (article A123-96 of the Code de commerce).
    if (!present(denomination) && cell(values, 'statutDiffusionUniteLegale') === 'P')
      return { skip: 'not for publication (statutDiffusion P)' }
    const name = present(denomination) ? denomination : present(surname) ? joinLines(firstName, surname)!.replace(', ', ' ') : null
    if (!name) return { error: 'neither denominationUniteLegale nor nomUniteLegale is given' }
    const created = parseIsoDate(cell(values, 'dateCreationUniteLegale') ?? '')
    const nafCode = cell(values, 'activitePrincipaleUniteLegale')
    // Before 2008 INSEE coded activities in older nomenclatures; only NAF rév. 2 maps onto the industries.
    const naf =
      nafCode && (cell(values, 'nomenclatureActivitePrincipaleUniteLegale') ?? 'NAFRev2') === 'NAFRev2' ? industryFromNaf(nafCode) : null

    const formerNames: FormerName[] = []
    for (const column of [
      'sigleUniteLegale',
      'denominationUsuelle1UniteLegale',
      'denominationUsuelle2UniteLegale',
      'denominationUsuelle3UniteLegale',
    ]) {
      const other = cell(values, column)
      if (present(other) && other !== name) formerNames.push({ name: other, kind: 'other', until: null })
    }

    return {
      record: {
        kind: 'company',
        recordId: siren,
        authority: 'register',
        formerNames,
        company: {
          country: 'fr',
          registration_number: siren,
          name,
          status: statusFromSirene(cell(values, 'etatAdministratifUniteLegale') ?? ''),
          legal_form: legalFormFromCategorieJuridique(cell(values, 'categorieJuridiqueUniteLegale') ?? ''),
          sic_code: nafCode,
          industry: naf?.industry ?? null,
          year_established: yearOf(created),
        },
      },
    }
  },
}

export type HeadOfficeAddress = { siren: string; street: string | null; city: string | null; postcode: string | null }

/** The address of a head office (etablissementSiege = true) from a StockEtablissement row; other establishments are null. */
export function sireneHeadOfficeAddress(values: CsvRow): HeadOfficeAddress | null {
  if (cell(values, 'etablissementSiege')?.toLowerCase() !== 'true') return null
  const siren = cell(values, 'siren')?.replace(/\s/g, '')
  if (!siren || !isValidSiren(siren)) return null
  const withheld = (value: string | null) => (present(value) ? value : null)
  // "14" and "B" (bis) make "14B"; a repetition index without its number means nothing.
  const streetNumber = withheld(cell(values, 'numeroVoieEtablissement'))
  const number = streetNumber ? `${streetNumber}${withheld(cell(values, 'indiceRepetitionEtablissement')) ?? ''}` : null
  const way = [number, withheld(cell(values, 'typeVoieEtablissement')), withheld(cell(values, 'libelleVoieEtablissement'))]
    .filter(Boolean)
    .join(' ')
  return {
    siren,
    street: joinLines(withheld(cell(values, 'complementAdresseEtablissement')), way || null),
    city: withheld(cell(values, 'libelleCommuneEtablissement')) ?? withheld(cell(values, 'libelleCommuneEtrangerEtablissement')),
    postcode: withheld(cell(values, 'codePostalEtablissement')),
  }
}

export const SIRENE_ESTABLISHMENT_COLUMNS = [
  'siren',
  'nic',
  'etablissementSiege',
  'codePostalEtablissement',
  'libelleCommuneEtablissement',
] as const
