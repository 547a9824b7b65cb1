import type { SqlRunner } from '@/modules/db'

import { toVisitorExplain, type VisitorExplain } from './explain-view'
import { IDENTIFIER_CODENAMES } from './identifiers'
import { matchRowsWithClosest } from './matching/engine'
import { shownProbability } from './matching/match-model'
import type { CandidateSource, Grade, MatchInput } from './matching/types'
import { createRegistryCandidateSource } from './store/registry-candidates'
import { loadResultData } from './store/result-data'

const sources = new WeakMap<SqlRunner, CandidateSource>()

/**
 * One candidate source per database and process: the in-process worker and the API's match calls
 * share its name index, built once (ENRICHMENT_NAME_INDEX), instead of one copy each.
 */
export function sharedCandidateSource(sql: SqlRunner): CandidateSource {
  let source = sources.get(sql)
  if (!source) {
    source = createRegistryCandidateSource(sql)
    sources.set(sql, source)
  }
  return source
}

/** A record's match as the API answers it: the upload tool's grade and explain, and the closest companies. */
export type RecordMatch = {
  grade: Grade | null
  companyId: number | null
  probability: number | null
  explain: VisitorExplain | null
  closest: { id: number; points: number }[]
}

/**
 * Matches records with the upload tool's engine and grades, explained as the upload tool's results
 * explain a row (the same visitor-safe plan, with the matched company's values).
 */
export async function matchRecords(
  sql: SqlRunner,
  source: CandidateSource,
  inputs: readonly MatchInput[],
  closest = 5,
): Promise<RecordMatch[]> {
  const matches = await matchRowsWithClosest(inputs, source, closest)
  const found = matches.flatMap(({ outcome }) => (outcome.matched ? [{ companyId: outcome.companyId, officerId: outcome.officerId }] : []))
  const results = await loadResultData(sql, found)
  let next = 0
  return matches.map(({ outcome, closest: ranked }, index) => {
    const input = inputs[index]!
    const mapped = IDENTIFIER_CODENAMES.filter((field) => Boolean(input[field]?.trim()))
    const result = outcome.matched ? results[next++]! : null
    const explain = toVisitorExplain({ status: outcome.matched ? 'found' : 'not_found', explain: outcome.explain, input, result }, mapped)
    return {
      grade: outcome.matched ? outcome.grade : null,
      companyId: outcome.matched ? outcome.companyId : null,
      probability: outcome.explain.score ? shownProbability(outcome.explain.score.probability) : null,
      explain,
      closest: ranked,
    }
  })
}
