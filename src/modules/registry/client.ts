export { creditReportCodename, hasAdvancedLayout, hasStateSearch } from './constants'
export { type FreshInvestigationItem, paymentSummaryUrl } from './payment-link'
export { statusLabel } from './status-label'
export { type CompanySearchResult } from './types'
