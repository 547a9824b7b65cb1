import type { VisitorExplain } from '@/modules/enrichment/explain-view'
import type { IdentifierCodename } from '@/modules/enrichment/identifiers'
import type { ResultField } from '@/modules/enrichment/result-fields'

/**
 * Shapes of the enrichment API as the screens use them
 * (`/api/v1/enrichment/companies/...`, see docs/API.md).
 */
export type UploadHeader = { codename: IdentifierCodename; name: string; columns: number[] }

/**
 * POST /session/upload (201). `data` is the first 20 rows: the rows the header row may be chosen
 * among (the first 10) and 10 more below the last of them.
 */
export type UploadResponse = {
  session_key: string
  file_name: string
  data: string[][]
  headers: UploadHeader[]
  /** True when the file has a header row. */
  first_row_headers: boolean
  /** The detected header row (0-based), or null; rows above it are a title block. */
  header_row: number | null
  total_rows: number
  upload: { status: 'uploaded' }
}

/** GET /config. */
export type EnrichmentConfig = {
  combinations: IdentifierCodename[][]
  identifiers: { codename: IdentifierCodename; name: string }[]
}

export type SetupRequest = {
  name: string
  config: Record<string, IdentifierCodename>
  first_row_headers: boolean
  /** 0-based, null when `first_row_headers` is false. */
  header_row: number | null
  full_name: string
  phone: string
  email: string
}

export type UploadStatus = 'pending' | 'processing' | 'finish' | 'failed'
export type RowStatus = 'pending' | 'found' | 'not_found' | 'failed'
export type Score = 'A' | 'B' | 'C'

/** Fields of `current_result.data`: one definition, shared with the server. */
export { RESULT_FIELDS, type ResultField } from '@/modules/enrichment/result-fields'
export type { VisitorExplain, VisitorExplainField, VisitorVerdict } from '@/modules/enrichment/explain-view'

export type ResultRow = {
  row_index: number
  name: string | null
  country: string | null
  email: string | null
  website: string | null
  registration_number: string | null
  vat: string | null
  linkedin_company_url: string | null
  linkedin_person_url: string | null
  status: RowStatus
  /** Beyond the blur threshold: data fields are null and render as blurred placeholders. */
  locked: boolean
  current_result: {
    score: Score | null
    data: Partial<Record<ResultField, string | number | null>> | null
  } | null
  /** Why the row got its grade (visitor-safe, built on the server); null for blurred, pending and failed rows. */
  explain: VisitorExplain | null
}

/** GET /session/{key}/list/first → `data`. */
export type ResultList = {
  upload: { status: UploadStatus; name: string }
  /** The identifiers that were mapped. */
  columns: IdentifierCodename[]
  data: ResultRow[]
}

/** GET /session/{key}/score → `data`. */
export type ScoreSummary = { total: number; found: number; not_found: number; processed: number; failed: number }

/** Lead data kept in local storage under `lead-data`. */
export type LeadData = { full_name: string; email: string; phone: string; message: string }

export type LeadField = 'full_name' | 'phone' | 'email'
