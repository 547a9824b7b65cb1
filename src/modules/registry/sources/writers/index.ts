/**
 * Writers of the open company registers' bulk files, fed by the demo generator, so the register
 * importers can be exercised end to end at any size:
 *
 * - writeCompaniesHouseCsv: Companies House Basic Company Data (BasicCompanyDataAsOneFile-…csv)
 * - writeGleifLevel1Csv: GLEIF Level 1 golden copy (…-gleif-goldencopy-lei2-golden-copy.csv)
 * - writeGleifRelationshipsCsv: GLEIF Level 2 relationship records (…-gleif-goldencopy-rr-golden-copy.csv)
 * - writeSireneUnitesLegalesCsv / writeSireneEtablissementsCsv: INSEE StockUniteLegale / StockEtablissement
 *
 * Every writer streams (flat memory whatever the count) and takes the same edition options: edition
 * 1 is the generator's output, edition n the register n-1 months later (see editions.ts for what
 * changes and at which shares). writeRegisterFile puts one file on disk, zipped if asked, under the
 * publisher's file name; it backs `npm run registry:generate -- --format …`.
 */
export * from './civil-date'
export { quotedCsv, quotedRow } from './csv-text'
export {
  COMPANIES_HOUSE_CATEGORIES,
  COMPANIES_HOUSE_HEADER,
  COMPANIES_HOUSE_HEADER_LINE,
  COMPANIES_HOUSE_STATUSES,
  companiesHouseFields,
  companiesHouseName,
  companiesHouseNameOf,
  writeCompaniesHouseCsv,
  type CompaniesHouseOptions,
  type WriteSummary,
} from './companies-house'
export { Dice } from './dice'
export {
  BASE_PREVIOUS_NAME_SHARE,
  ceasedOnOf,
  DEFAULT_FIRST_MONTH,
  editionPlan,
  editionStreamLength,
  fileDateOf,
  MONTHLY_EVENT_SHARES,
  MONTHLY_NEW_COMPANY_SHARE,
  newCompaniesPerEdition,
  REGISTER_EVENTS,
  registerEdition,
  type CompanySource,
  type EditionCompany,
  type EditionOptions,
  type EditionPlan,
  type RegisterEvent,
} from './editions'
export { isRegisterFormat, publishedCsvName, publishedZipName, REGISTER_FORMATS, type RegisterFormat } from './file-names'
export {
  BRANCH_SHARE,
  generatedGleifRegisters,
  gleifEntities,
  LEI_SHARE_BY_SIZE,
  OTHER_REGISTER_COUNTRIES,
  type GleifEntity,
  type GleifOptions,
  type GleifRegister,
} from './gleif-entities'
export { GLEIF_LEVEL1_HEADER, writeGleifLevel1Csv } from './gleif-level1'
export {
  ENDED_LINK_SHARE,
  FAMILY_START_SHARE,
  GLEIF_RELATIONSHIPS_HEADER,
  gleifRelationships,
  MAX_FAMILY_MEMBERS,
  writeGleifRelationshipsCsv,
} from './gleif-relationships'
export { leiFor, louFor, RA_COMPANIES_HOUSE, RA_DELAWARE, RA_KVK, RA_OTHER, RA_SIRENE } from './gleif-reference'
export { writeRegisterFile, type RegisterFileOptions, type RegisterFileResult } from './register-file'
export {
  nafOf,
  SIRENE_CATEGORIES_JURIDIQUES,
  SIRENE_ETABLISSEMENTS_HEADER,
  SIRENE_UNITES_LEGALES_HEADER,
  sireneDenomination,
  writeSireneEtablissementsCsv,
  writeSireneUnitesLegalesCsv,
  type SireneOptions,
} from './sirene'
