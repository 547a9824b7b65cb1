/**
 * Column detection for uploaded company lists: whether the first row is a header row, which
 * columns probably hold which identifier, and country names read as ISO codes.
 */
export { countryCodeFromText } from './country-names'
export { detectHeaderRow } from './header-row'
export { suggestColumns, type ColumnSuggestions } from './suggest-columns'
