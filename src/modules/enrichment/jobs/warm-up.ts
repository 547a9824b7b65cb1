import { matchRows } from '../matching/engine'
import type { CandidateSource, MatchInput } from '../matching/types'
import type { SqlRunner } from '@/modules/db'

/** Rows of the warm-up list: enough for V8 to optimise the matcher's hot paths, about half a second. */
export const WARM_UP_ROWS = 1_500
const WARM_UP_BATCH = 250

export type WarmUpSource = CandidateSource & { names?: { refresh(): Promise<void>; settled(): Promise<void> } }

/** A name with one letter of its longest word left out: the typo path (corrections, trigrams). */
function withTypo(name: string): string {
  const words = name.split(' ')
  const longest = words.reduce((best, word, index) => (word.length > words[best]!.length ? index : best), 0)
  const word = words[longest]!
  if (word.length < 5) return name
  words[longest] = word.slice(0, 2) + word.slice(3)
  return words.join(' ')
}

/**
 * Prepares a fresh worker before it takes its first list: builds the in-memory name index and reads
 * the word vocabulary (a large registry's first list would otherwise be answered by the database's
 * slower indexes while the index builds), then matches a list made from the registry's own
 * companies spread over its ids (exact names, names with a typo, registration numbers), so the
 * matcher's code is compiled and its statements prepared. Nothing is written. Returns what it did.
 */
export async function warmUpMatcher(
  sql: SqlRunner,
  source: WarmUpSource,
  options: { rows?: number; signal?: AbortSignal } = {},
): Promise<{ rows: number; ms: number }> {
  const started = performance.now()
  const rows = options.rows ?? WARM_UP_ROWS
  const skipped = () => ({ rows: 0, ms: performance.now() - started })
  if (options.signal?.aborted) return skipped()
  // A worker stopping meanwhile does not wait for the index (seconds on a large registry).
  const stopped = new Promise<void>((resolve) => options.signal?.addEventListener('abort', () => resolve(), { once: true }))
  await source.names?.refresh()
  await Promise.race([source.names?.settled(), stopped])
  if (options.signal?.aborted) return skipped()
  await source.nameWords()
  const [newest] = await sql.query(`SELECT max(id) AS id FROM registry_companies`)
  const maxId = Number(newest?.id ?? 0)
  if (!maxId || rows <= 0) return skipped()
  const step = Math.max(1, Math.floor(maxId / rows))
  const ids = Array.from({ length: Math.min(rows, maxId) }, (_, index) => 1 + index * step)
  const companies = await source.byIds(ids)
  const inputs: MatchInput[] = companies.map((company, index) => {
    if (index % 3 === 0) return { country: company.country, name: withTypo(company.name) }
    if (index % 3 === 1) return { country: company.country, name: company.name }
    return { country: company.country, name: company.name, registration_number: company.registrationNumber }
  })
  let matched = 0
  for (let at = 0; at < inputs.length && !options.signal?.aborted; at += WARM_UP_BATCH) {
    const batch = inputs.slice(at, at + WARM_UP_BATCH)
    await matchRows(batch, source)
    matched += batch.length
  }
  return { rows: matched, ms: performance.now() - started }
}
