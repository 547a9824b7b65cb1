import { chunks, marks, type SqlRunner } from '@/modules/db'
import { createRegistryCandidateSource, foldedWords, type MatchInput, matchRows } from '@/modules/enrichment'
import { type CompanyFromSource, type EntityLink, type EntityLinker, REGISTER_AUTHORITIES } from '@/modules/registry'

/*
 * Issue 57, "one company, several sources": a GLEIF entity whose registration authority is not a
 * register this site loads (or that names none) is matched to the registers' companies by the
 * project's own matcher, on its legal name in its country. A is one company (the entity joins the
 * register's, adding its LEI and names); B and C, and an A that something contradicts, are kept
 * apart and listed as "possibly the same company" for an editor in /admin.
 */

/** The registers GLEIF entities are linked to, and their countries. */
const REGISTERS = Object.values(REGISTER_AUTHORITIES)
const REGISTER_SOURCES = new Set<string>(REGISTERS.map((register) => register.source))

/** Ids asked in one statement (under SQLite's bound-parameter limit). */
const IDS_PER_QUERY = 400

type Candidate = {
  id: number
  name: string
  registrationNumber: string
  source: string | null
  lei: string | null
  postcode: string | null
  city: string | null
}

const postcodeKey = (value: string | null | undefined) => (value ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '')
const cityKey = (value: string | null | undefined) => foldedWords(value ?? '').join(' ')

/**
 * Why an A from the matcher (name and country) is not enough on its own, or null when nothing
 * contradicts it: the register's company already bears another LEI, or the two addresses share
 * neither postcode nor town.
 */
export function contradictionOf(entity: CompanyFromSource, candidate: Candidate): string | null {
  if (candidate.lei && candidate.lei !== entity.recordId) return `The register's company already has another LEI (${candidate.lei}).`
  const [entityPostcode, candidatePostcode] = [postcodeKey(entity.company.postcode), postcodeKey(candidate.postcode)]
  const [entityCity, candidateCity] = [cityKey(entity.company.city), cityKey(candidate.city)]
  const postcodesDiffer = Boolean(entityPostcode && candidatePostcode && entityPostcode !== candidatePostcode)
  const citiesDiffer = Boolean(entityCity && candidateCity && entityCity !== candidateCity)
  if (postcodesDiffer && (citiesDiffer || !entityCity || !candidateCity))
    return `Same name, but the addresses differ (GLEIF: ${entity.company.postcode ?? ''} ${entity.company.city ?? ''}; register: ${candidate.postcode ?? ''} ${candidate.city ?? ''}).`.replace(
      /\s+/g,
      ' ',
    )
  if (!entityPostcode && !candidatePostcode && citiesDiffer)
    return `Same name, but the towns differ (GLEIF: ${entity.company.city}; register: ${candidate.city}).`
  return null
}

async function candidates(sql: SqlRunner, ids: readonly number[]): Promise<Map<number, Candidate>> {
  const found = new Map<number, Candidate>()
  for (const slice of chunks([...new Set(ids)], IDS_PER_QUERY))
    for (const row of await sql.query(
      `SELECT id, name, registration_number, source, lei, postcode, city FROM registry_companies WHERE id IN (${marks(slice.length)})`,
      slice,
    ))
      found.set(Number(row.id), {
        id: Number(row.id),
        name: String(row.name),
        registrationNumber: String(row.registration_number),
        source: (row.source as string | null) ?? null,
        lei: (row.lei as string | null) ?? null,
        postcode: (row.postcode as string | null) ?? null,
        city: (row.city as string | null) ?? null,
      })
  return found
}

/** The LEIs of the batch GLEIF has already brought (linked or not, they are not matched again). */
async function knownLeis(sql: SqlRunner, leis: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>()
  for (const slice of chunks([...leis], IDS_PER_QUERY))
    for (const row of await sql.query(
      `SELECT record_id FROM registry_company_sources WHERE source = 'gleif' AND record_id IN (${marks(slice.length)})`,
      slice,
    ))
      known.add(String(row.record_id))
  return known
}

/** The countries whose register is loaded (at least one of its records is in the registry). */
async function loadedRegisterCountries(sql: SqlRunner): Promise<Set<string>> {
  const countries = new Set<string>()
  for (const register of REGISTERS) {
    const [row] = await sql.query('SELECT 1 AS found FROM registry_company_sources WHERE source = ? LIMIT 1', [register.source])
    if (row) countries.add(register.country)
  }
  return countries
}

/**
 * The linker an import of GLEIF passes to importSourceFile. It reads through the database's own
 * name indexes (no in-memory index: the import runs in a small heap), and matches only entities
 * GLEIF brings for the first time, in a country whose register is loaded.
 */
export function createEntityLinker(sql: SqlRunner): EntityLinker {
  const source = createRegistryCandidateSource(sql, { mode: 'database', maxCompanies: 0 })
  let countries: Promise<Set<string>> | null = null
  return async (records) => {
    const links = new Map<string, EntityLink>()
    countries ??= loadedRegisterCountries(sql)
    const loaded = await countries
    const inLoadedCountry = records.filter((record) => loaded.has(record.company.country.toLowerCase()))
    if (!inLoadedCountry.length) return links
    const known = await knownLeis(
      sql,
      inLoadedCountry.map((record) => record.recordId),
    )
    const fresh = inLoadedCountry.filter((record) => !known.has(record.recordId))
    if (!fresh.length) return links
    const inputs: MatchInput[] = fresh.map((record) => ({ name: record.company.name, country: record.company.country.toLowerCase() }))
    const outcomes = await matchRows(inputs, source)
    const found = await candidates(
      sql,
      outcomes.flatMap((outcome) => (outcome.matched ? [outcome.companyId] : [])),
    )
    /** A register company one entity of the batch has joined is not joined by a second one. */
    const joined = new Set<number>()
    for (const [index, outcome] of outcomes.entries()) {
      if (!outcome.matched) continue
      const record = fresh[index]!
      const candidate = found.get(outcome.companyId)
      if (!candidate || !candidate.source || !REGISTER_SOURCES.has(candidate.source)) continue
      const probability = outcome.explain.score?.probability ?? null
      const contradiction =
        outcome.grade === 'A'
          ? (contradictionOf(record, candidate) ??
            (joined.has(candidate.id) ? 'Another entity of the same file was linked to this company.' : null))
          : null
      if (outcome.grade === 'A' && !contradiction) {
        joined.add(candidate.id)
        links.set(record.recordId, { kind: 'join', companyId: candidate.id, probability })
        continue
      }
      links.set(record.recordId, {
        kind: 'review',
        companyId: candidate.id,
        candidate: { name: candidate.name, registrationNumber: candidate.registrationNumber, source: candidate.source },
        grade: outcome.grade,
        probability,
        reason: contradiction ?? outcome.explain.reason,
      })
    }
    return links
  }
}
