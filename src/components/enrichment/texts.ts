import { fillPlaceholders } from '@/lib/format'
import type { MessageTemplate } from '@/lib/message-template'
import type { MessageKey } from '@/messages'
import type { IdentifierCodename, MatchReasonCode, Measure } from '@/modules/enrichment/client'

import { COMPANY_COLUMNS, CONTACT_COLUMNS } from './result-columns'
import type { RowStatus } from './types'

/**
 * Every text of the enrichment screens, resolved on the server through the UI strings and passed
 * to the client components (see `src/templates/enrichment/enrichment-texts.ts`).
 * Placeholders such as {n} and {name} are filled in on the client.
 */
export const ENRICHMENT_TEXT_KEYS = {
  close: 'modal_close',
  serviceError: 'enrichment_service_error',
  bookDemo: 'book_demo',
  toolTitle: 'enrichment_tool_title',
  stageUpload: 'enrichment_stage_upload',
  stageColumns: 'enrichment_stage_columns',
  stageDownload: 'enrichment_stage_download',
  step: 'enrichment_step',
  uploadTitle: 'enrichment_upload_title',
  dropPrompt: 'enrichment_drop_prompt',
  dropFormats: 'enrichment_drop_formats',
  dropLoading: 'enrichment_drop_loading',
  noAccess: 'enrichment_no_access',
  removeFile: 'enrichment_remove_file',
  columnsIntro: 'enrichment_columns_intro',
  columnsPlaceholder: 'enrichment_columns_placeholder',
  countryRequired: 'enrichment_country_required',
  firstRowHeaders: 'enrichment_first_row_headers',
  headerRowLabel: 'enrichment_header_row_label',
  headerRowOption: 'enrichment_header_row_option',
  headerRowOptionEmpty: 'enrichment_header_row_option_empty',
  headerRowSkipped: 'enrichment_header_row_skipped',
  column: 'enrichment_column',
  untitledColumn: 'enrichment_untitled_column',
  identifierLabel: 'enrichment_identifier_label',
  identifierPlaceholder: 'enrichment_identifier_placeholder',
  samplesLabel: 'enrichment_samples_label',
  enrichByColumn: 'enrichment_enrich_by_column',
  scoresIntro: 'enrichment_scores_intro',
  scoreATitle: 'enrichment_score_a_title',
  scoreAText: 'enrichment_score_a_text',
  scoreBTitle: 'enrichment_score_b_title',
  scoreBText: 'enrichment_score_b_text',
  scoreCTitle: 'enrichment_score_c_title',
  scoreCText: 'enrichment_score_c_text',
  identifiersTitle: 'enrichment_identifiers_title',
  mapped: 'enrichment_mapped',
  notMapped: 'enrichment_not_mapped',
  start: 'enrichment_start',
  startHint: 'enrichment_start_hint',
  contactIntro: 'enrichment_contact_intro',
  fullName: 'enrichment_full_name',
  phone: 'enrichment_phone',
  email: 'enrichment_email',
  trialTitle: 'enrichment_trial_title',
  trialText: 'enrichment_trial_text',
  trialButton: 'enrichment_trial_button',
  homeTitle: 'enrichment_home_title',
  homeText: 'enrichment_home_text',
  resultsLoading: 'enrichment_results_loading',
  resultsDone: 'enrichment_results_done',
  total: 'enrichment_total',
  found: 'enrichment_found',
  notFound: 'enrichment_not_found',
  processed: 'enrichment_processed',
  progressLabel: 'enrichment_progress_label',
  viewMore: 'enrichment_view_more',
  viewLess: 'enrichment_view_less',
  fullAccess: 'enrichment_full_access',
  fullAccessText: 'enrichment_full_access_text',
  errorTitle: 'enrichment_error_title',
  errorText: 'enrichment_error_text',
  reupload: 'enrichment_reupload',
  newUpload: 'enrichment_new_upload',
  downloadSample: 'enrichment_download_sample',
  downloadAll: 'enrichment_download_all',
  thanksTitle: 'enrichment_thanks_title',
  sampleThanks: 'enrichment_sample_thanks',
  allThanks: 'enrichment_all_thanks',
  requestTitle: 'enrichment_request_title',
  requestIntro: 'enrichment_request_intro',
  emptyTitle: 'enrichment_empty_title',
  emptyText: 'enrichment_empty_text',
  scoreColumn: 'enrichment_score',
  matchColumn: 'enrichment_match',
  yourData: 'enrichment_your_data',
  matchedData: 'enrichment_matched_data',
} as const satisfies Record<string, MessageKey>

/** Texts of the results' explain view ("Why this grade?"); fields and reasons are built beside them. */
export const EXPLAIN_TEXT_KEYS = {
  open: 'enrichment_explain_open',
  openNotFound: 'enrichment_explain_open_not_found',
  grade: 'enrichment_explain_grade',
  compared: 'enrichment_explain_compared',
  field: 'enrichment_explain_field',
  result: 'enrichment_explain_result',
  verdictExact: 'enrichment_explain_verdict_exact',
  verdictClose: 'enrichment_explain_verdict_close',
  verdictDifferent: 'enrichment_explain_verdict_different',
  verdictMissing: 'enrichment_explain_verdict_missing',
  verdictUnrecognised: 'enrichment_explain_verdict_unrecognised',
  verdictNotCompared: 'enrichment_explain_verdict_not_compared',
  similarity: 'enrichment_explain_similarity',
  sameAsYours: 'enrichment_explain_same_as_yours',
  otherValue: 'enrichment_explain_other_value',
  closestNote: 'enrichment_explain_closest_note',
  genericNotFound: 'enrichment_explain_generic_not_found',
  statusCountryNotRecognised: 'enrichment_status_country_not_recognised',
  countryVat: 'enrichment_explain_country_vat',
  countryPhone: 'enrichment_explain_country_phone',
  countryWebsite: 'enrichment_explain_country_website',
  countryEmail: 'enrichment_explain_country_email',
  countryAll: 'enrichment_explain_country_all',
  countryUnrecognisedAll: 'enrichment_explain_country_unrecognised_all',
  countryUnrecognisedVat: 'enrichment_explain_country_unrecognised_vat',
  countryUnrecognisedHint: 'enrichment_explain_country_unrecognised_hint',
  certainty: 'enrichment_explain_certainty',
  certaintyNotFound: 'enrichment_explain_certainty_not_found',
  formerNameUntil: 'enrichment_explain_former_name_until',
  formerName: 'enrichment_explain_former_name',
  otherName: 'enrichment_explain_other_name',
  weighed: 'enrichment_explain_weighed',
  raises: 'enrichment_explain_raises',
  lowers: 'enrichment_explain_lowers',
} as const satisfies Record<string, MessageKey>

export type ExplainTexts = { [K in keyof typeof EXPLAIN_TEXT_KEYS]: string } & {
  /** Field labels of the explain view, by identifier. */
  fields: Record<IdentifierCodename, string>
  /** The matcher's reasons in the visitor's language; `{value}` is the row's unreadable country. */
  reasons: Record<MatchReasonCode, string>
  /** Names of the score's measures, by measure. */
  measures: Record<Measure, string>
}

export const DISPLAYED_FIELDS = [...CONTACT_COLUMNS, ...COMPANY_COLUMNS] as const
export type DisplayedField = (typeof DISPLAYED_FIELDS)[number]

export const ROW_STATUSES = ['pending', 'found', 'not_found', 'failed'] as const satisfies readonly RowStatus[]

export type EnrichmentTexts = { [K in keyof typeof ENRICHMENT_TEXT_KEYS]: string } & {
  /** Plurals the browser fills with a count: an upload's rows, the results, the queue position. */
  fileRows: MessageTemplate
  resultsTitle: MessageTemplate
  resultsWaiting: MessageTemplate
  identifiers: Record<IdentifierCodename, string>
  fields: Record<DisplayedField, string>
  rowStatus: Record<RowStatus, string>
  explain: ExplainTexts
}

/** '{name}'-style placeholders. */
export const fill = fillPlaceholders
