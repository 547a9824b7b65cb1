import 'server-only'

export * from './client'
export {
  COMPANY_ROW_COLUMNS,
  type CompanyColumn,
  type CompanyRecord,
  flag,
  isoTimestamp,
  OFFICER_ROW_COLUMNS,
  type OfficerColumn,
  type OfficerRecord,
  selectList,
  textOrNull,
  toCompanyRecord,
  toOfficerRecord,
} from './company-row'
export { countryOfProvince, freshInvestigationCodename, PRICE_LISTS, type Region, REGIONS, SEARCH_PAGE_SIZE } from './constants'
export { generateCompanies } from './generator/generate-companies'
export { type GeneratedCompany, SENIORITY_LEVELS, type SeniorityLevel } from './generator/generated-company'
export { Prng } from './generator/prng'
export {
  isValidCnpj,
  isValidItalianTaxCode,
  isValidLei,
  isValidSiren,
  leiFromBase,
  sirenFromBase,
} from './identifiers/company-id-check-digits'
export { isValidRegistrationNumber } from './identifiers/is-valid-registration-number'
export { isValidVat } from './identifiers/is-valid-vat'
export { normalizeRegistrationNumber } from './identifiers/normalize-registration-number'
export { normalizeVat } from './identifiers/normalize-vat'
export { registrationNumberCountries, registrationNumberPattern } from './identifiers/registration-number-pattern'
export { vatRuleCountries, vatRuleFor } from './identifiers/vat-rules'
export { vatWithCheckDigits } from './identifiers/vat-with-check-digits'
export { importRegistryFile } from './importer'
export * from './sources'
export { industryLabel } from './industry-labels'
export { linkedinSlug, nameInitials, normalizeCompanyName, websiteDomain, wordInitials } from './normalize'
export { countryName } from './reference-data'
export { advancedSearchQuerySchema, countriesQuerySchema, priceQuerySchema, searchQuerySchema, statesQuerySchema } from './schemas'
export { loadGeneratedCompanies, seedRegistry } from './seed-registry'
export {
  creditReportPrices,
  investigationPrice,
  listCountries,
  listStates,
  type PriceGroup,
  registryFigures,
  registrySources,
  RegistryInputError,
  reportPriceSummary,
  type ReportPriceSummary,
  searchCompanies,
} from './service'
export { countryShowcase, type CountryShowcase, type ShowcaseContact } from './showcase'
export { registryStoreFor } from './store'
export { conditionSql } from './store/shared-queries'
export { figuresOf } from './store/prepare-rows'
export {
  type CompanyCondition,
  type CompanyInput,
  type CompanySearchParams,
  type PeerCompany,
  type PeerQuery,
  type RegistryFigures,
  type RegistryStore,
} from './types'
