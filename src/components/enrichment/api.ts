import { http } from '@/lib/http-client'
import type { ListAllowance } from '@/modules/enrichment/client'

import { BOOK_API_PATH, ENRICHMENT_API_BASE } from './constants'
import { bookSource } from './results-view'
import type { EnrichmentConfig, LeadData, ResultList, ScoreSummary, SetupRequest, SetupResponse, UploadResponse } from './types'

/** The enrichment calls of the screens and the book call used for sample requests. */

function session(sessionKey: string): string {
  return `${ENRICHMENT_API_BASE}/session/${encodeURIComponent(sessionKey)}`
}

function required<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Empty ${what} response`)
  return value
}

export async function uploadEnrichmentFile(file: File): Promise<UploadResponse> {
  const form = new FormData()
  form.append('file', file)
  const response = await http.post<UploadResponse>(`${ENRICHMENT_API_BASE}/session/upload`, form)
  if (!response.ok || !response.data?.session_key) throw new Error('Empty upload response')
  return response.data
}

/** This visitor's free lists this month (the drop zone's hasAccess). */
export async function fetchListAccess(): Promise<ListAllowance> {
  const response = await http.get<{ data?: ListAllowance }>(`${ENRICHMENT_API_BASE}/access`, { cache: 'no-store' })
  return required(response.data?.data, 'access')
}

export async function fetchEnrichmentConfig(lang: string): Promise<EnrichmentConfig> {
  const response = await http.get<{ data?: EnrichmentConfig }>(`${ENRICHMENT_API_BASE}/config`, { query: { lang } })
  return required(response.data?.data, 'config')
}

export async function setupEnrichment(sessionKey: string, lang: string, body: SetupRequest): Promise<{ status: string }> {
  const response = await http.post<SetupResponse>(`${session(sessionKey)}/setup`, body, { query: { lang } })
  return response.data
}

export async function fetchFirstList(sessionKey: string, lang: string): Promise<ResultList> {
  const response = await http.get<{ data?: ResultList }>(`${session(sessionKey)}/list/first`, { query: { lang } })
  return required(response.data?.data, 'list')
}

export async function fetchScore(sessionKey: string, lang: string): Promise<ScoreSummary> {
  const response = await http.get<{ data?: ScoreSummary }>(`${session(sessionKey)}/score`, { query: { lang } })
  return required(response.data?.data, 'score')
}

export type EnrichmentRequestKind = 'sample' | 'all'

/** Download Sample / Download All: a book request of type ENRICHMENT for the session. */
export async function requestEnrichmentDownload(
  lang: string,
  sessionKey: string,
  kind: EnrichmentRequestKind,
  lead: LeadData,
): Promise<void> {
  const type = 'ENRICHMENT'
  await http.post(
    BOOK_API_PATH,
    {
      type,
      session_key: sessionKey,
      source: bookSource(window.location.href, type),
      full_name: lead.full_name.trim(),
      email: lead.email.trim(),
      phone: lead.phone.trim(),
      ...(lead.message.trim() ? { message: lead.message.trim() } : {}),
      additional_data: { request: kind },
    },
    { query: { lang } },
  )
}
