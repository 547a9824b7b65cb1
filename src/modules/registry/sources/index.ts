export { SOURCE_CATALOGUE, type SourceDescription } from './catalogue'
export {
  fileDateFromName,
  importSourceFile,
  type ImportCounts,
  type ImportProgress,
  type ImportSummary,
  type LinkRates,
  linkRates,
} from './import-source'
export { type CompanyFromSource, type EntityLink, type EntityLinker, SOURCE_IDS, type SourceId } from './source-record'
export { REGISTER_AUTHORITIES } from './formats'
export type { CompanyFamily, CompanySource, FamilyMember } from './provenance-types'
export {
  companyFamily,
  companyFormerNames,
  companySources,
  FAMILY_CHILDREN_LIMIT,
  SOURCE_COLUMNS,
  sourceCells,
  sourcesOfCompanies,
  type FormerNameRecord,
  type SourceFigure,
  sourceFigures,
} from './provenance'
