export { allowanceOf, DEFAULT_FREE_LISTS_PER_MONTH, type ListAllowance } from './allowance-rule'
export { HEADER_ROW_CANDIDATES } from './detection/header-row-candidates'
export { suggestColumns } from './detection/suggest-columns'
export { headerRowSchema } from './header-row-schema'
export {
  ALLOWED_COMBINATIONS,
  EMAIL_TAKEN_MESSAGE,
  type IdentifierCodename,
  isAllowedCombination,
  largestAllowedSubset,
} from './identifiers'
export { RESULT_FIELDS, type ResultField } from './result-fields'
export { type Measure } from './matching/measures'
export { type MatchReasonCode } from './matching/reasons'
