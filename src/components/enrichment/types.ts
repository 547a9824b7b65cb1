import type { z } from 'zod'

import type { setupSchema } from '@/modules/enrichment/schemas'

/**
 * Shapes of the enrichment API as the screens use them (`/api/v1/enrichment/companies/...`): each
 * inferred from the response schema the server answers with and the OpenAPI document describes
 * (`modules/enrichment/schemas.ts`), so the browser cannot drift from the server.
 */
export type {
  EnrichmentConfig,
  ResultList,
  ResultRow,
  RowStatus,
  ScoreSummary,
  SetupResponse,
  UploadResponse,
  UploadStatus,
  VisitorExplain,
  VisitorExplainField,
  VisitorVerdict,
} from '@/modules/enrichment/schemas'
export type UploadHeader = import('@/modules/enrichment/schemas').UploadResponse['headers'][number]
export type Score = NonNullable<NonNullable<import('@/modules/enrichment/schemas').ResultRow['current_result']>['score']>

/** The setup call's body as the browser sends it (the server parses it with `setupSchema`). */
export type SetupRequest = z.input<typeof setupSchema>

/** Fields of `current_result.data`: one definition, shared with the server. */
export { RESULT_FIELDS, type ResultField } from '@/modules/enrichment/client'

/** Lead data kept in local storage under `lead-data`. */
export type LeadData = { full_name: string; email: string; phone: string; message: string }

export type LeadField = 'full_name' | 'phone' | 'email'
