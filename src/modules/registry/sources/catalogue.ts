import type { SourceId } from './source-record'

/** What the site says of a source wherever its facts are shown: who publishes it and what its licence asks. */
export type SourceDescription = {
  id: SourceId
  name: string
  /** The short name used inside a table cell ("Companies House 01234567"). */
  label: string
  publisher: string
  licence: string
  licenceUrl: string
  /** The attribution the licence asks for, shown beside the facts (profiles, API answers, exports, agents). */
  attribution: string
  /** Where the publisher documents and distributes the file. */
  url: string
}

export const SOURCE_CATALOGUE: Readonly<Record<SourceId, SourceDescription>> = {
  'companies-house': {
    id: 'companies-house',
    label: 'Companies House',
    name: 'Companies House, Basic Company Data',
    publisher: 'Companies House (UK)',
    licence: 'Open Government Licence v3.0',
    licenceUrl: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0 (Companies House).',
    url: 'https://download.companieshouse.gov.uk/en_output.html',
  },
  gleif: {
    id: 'gleif',
    label: 'GLEIF',
    name: 'GLEIF LEI golden copy (Level 1: who is who)',
    publisher: 'Global Legal Entity Identifier Foundation (GLEIF)',
    licence: 'CC0 1.0',
    licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
    attribution: 'LEI data from the Global Legal Entity Identifier Foundation (GLEIF), available under CC0.',
    url: 'https://www.gleif.org/en/lei-data/gleif-golden-copy',
  },
  'gleif-relationships': {
    id: 'gleif-relationships',
    label: 'GLEIF relationships',
    name: 'GLEIF relationship records (Level 2: who owns whom)',
    publisher: 'Global Legal Entity Identifier Foundation (GLEIF)',
    licence: 'CC0 1.0',
    licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
    attribution: 'Ownership data from the Global Legal Entity Identifier Foundation (GLEIF), available under CC0.',
    url: 'https://www.gleif.org/en/lei-data/gleif-golden-copy',
  },
  sirene: {
    id: 'sirene',
    label: 'Insee Sirene',
    name: 'Base Sirene des entreprises et de leurs établissements',
    publisher: 'Insee (France)',
    licence: 'Licence Ouverte / Etalab 2.0',
    licenceUrl: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
    attribution: 'Source: Insee, base Sirene des entreprises et de leurs établissements (Licence Ouverte / Etalab 2.0).',
    url: 'https://www.data.gouv.fr/fr/datasets/base-sirene-des-entreprises-et-de-leurs-etablissements-siren-siret/',
  },
}

/** A register (owns its companies' facts) outranks GLEIF (describes companies a register may also hold). */
export const SOURCE_RANK: Readonly<Record<string, number>> = { 'companies-house': 2, sirene: 2, gleif: 1 }
