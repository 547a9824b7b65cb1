import type { Payload } from 'payload'

import { sqlRunnerFor } from '@/modules/db'
import { matchRecords, sharedCandidateSource } from '@/modules/enrichment'
import { sourcesOfCompanies } from '@/modules/registry'

import { basicProfile, companyRecords } from './companies'
import { chargeQuota, type DataApiCall } from './gate'
import type { MatchRecord, MatchResult } from './schemas'

/**
 * Matches one record with the upload tool's engine (same candidates, grades and explain plan). A
 * match returns the company's basic profile and counts one; a record nothing matched costs nothing.
 */
export async function matchOneRecord(payload: Payload, call: DataApiCall, record: MatchRecord): Promise<MatchResult> {
  const sql = sqlRunnerFor(payload)
  const [match] = await matchRecords(sql, sharedCandidateSource(sql), [record])
  const ids = [...new Set([...(match!.companyId === null ? [] : [match!.companyId]), ...match!.closest.map((entry) => entry.id)])]
  const records = new Map((await companyRecords(payload, ids)).map((company) => [company.id, company]))
  const matched = match!.companyId === null ? undefined : records.get(match!.companyId)
  if (matched) await chargeQuota(payload, call, 'basic_profiles')
  const sources = matched ? ((await sourcesOfCompanies(sql, [matched.id])).get(matched.id) ?? []) : []
  return {
    matched: Boolean(matched),
    grade: matched ? match!.grade : null,
    probability: match!.probability,
    company: matched ? basicProfile(matched) : null,
    sources,
    explain: match!.explain,
    candidates: match!.closest.flatMap(({ id, points }) => {
      const company = records.get(id)
      return company
        ? [
            {
              id,
              name: company.name,
              country: company.country,
              registration_number: company.registration_number,
              points: Math.round(points * 100) / 100,
            },
          ]
        : []
    }),
  }
}
