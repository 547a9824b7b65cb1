import type { SourceFormat, SourceId } from '../source-record'
import { companiesHouseFormat } from './companies-house'
import { gleifFormat } from './gleif'
import { gleifRelationshipsFormat } from './gleif-relationships'
import { sireneFormat } from './sirene'

export { REGISTER_AUTHORITIES } from './gleif'
export { type HeadOfficeAddress, SIRENE_ESTABLISHMENT_COLUMNS, sireneHeadOfficeAddress } from './sirene'

export const SOURCE_FORMATS: Readonly<Record<SourceId, SourceFormat>> = {
  'companies-house': companiesHouseFormat,
  gleif: gleifFormat,
  'gleif-relationships': gleifRelationshipsFormat,
  sirene: sireneFormat,
}
