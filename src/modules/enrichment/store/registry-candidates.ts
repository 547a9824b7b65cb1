import type { CandidateCompany, CandidateSource, NameSearchMode } from '../matching/types'
import { chunks, marks, type SqlRow, type SqlRunner, type SqlValue } from './sql'

const CANDIDATE_COLUMNS = `c.id, c.country, c.name, c.registration_number_normalized, c.vat_normalized, c.website_domain, c.linkedin_slug, c.is_active`
const IN_LIST_SIZE = 400

function toCandidate(row: SqlRow): CandidateCompany {
  const candidate: CandidateCompany = {
    id: Number(row.id),
    country: String(row.country),
    name: String(row.name),
    registrationNumber: String(row.registration_number_normalized ?? ''),
    vat: (row.vat_normalized as string | null) ?? null,
    websiteDomain: (row.website_domain as string | null) ?? null,
    linkedinSlug: (row.linkedin_slug as string | null) ?? null,
    isActive: Number(row.is_active) === 1 || row.is_active === true,
  }
  if (row.officer_id !== undefined && row.officer_id !== null) {
    candidate.officer = {
      id: Number(row.officer_id),
      email: (row.officer_email as string | null) ?? null,
      linkedinSlug: (row.officer_linkedin_slug as string | null) ?? null,
    }
  }
  return candidate
}

/** FTS5 expression over the country and name columns; words are letters and digits only. */
function ftsExpression(country: string, words: readonly string[], mode: NameSearchMode): string {
  const quoted = words.map((word) => `"${word.replace(/"/g, '')}"${mode === 'word_prefixes' ? '*' : ''}`)
  return `country : "${country.replace(/"/g, '')}" AND name_normalized : (${quoted.join(mode === 'any_word' ? ' OR ' : ' AND ')})`
}

/**
 * Candidate lookups over the registry tables. Identifier lookups use the btree indexes on the
 * normalised columns; names use FTS5 on SQLite and the tsvector / pg_trgm indexes on PostgreSQL.
 */
export function createRegistryCandidateSource(sql: SqlRunner): CandidateSource {
  async function byColumn(column: string, values: readonly SqlValue[]): Promise<CandidateCompany[]> {
    const found: CandidateCompany[] = []
    for (const slice of chunks(values, IN_LIST_SIZE)) {
      const rows = await sql.query(`SELECT ${CANDIDATE_COLUMNS} FROM registry_companies c WHERE c.${column} IN (${marks(slice.length)})`, slice)
      found.push(...rows.map(toCandidate))
    }
    return found
  }

  async function byOfficer(column: string, values: readonly string[]): Promise<CandidateCompany[]> {
    const found: CandidateCompany[] = []
    for (const slice of chunks(values, IN_LIST_SIZE)) {
      const rows = await sql.query(
        `SELECT ${CANDIDATE_COLUMNS}, o.id AS officer_id, o.contact_email AS officer_email, o.linkedin_slug AS officer_linkedin_slug
         FROM registry_officers o JOIN registry_companies c ON c.id = o.company_id
         WHERE o.${column} IN (${marks(slice.length)})`,
        slice,
      )
      found.push(...rows.map(toCandidate))
    }
    return found
  }

  async function byName(country: string, words: readonly string[], mode: NameSearchMode, limit: number): Promise<CandidateCompany[]> {
    if (!words.length) return []
    if (sql.kind === 'sqlite') {
      const rows = await sql.query(
        `SELECT ${CANDIDATE_COLUMNS} FROM registry_companies_fts f JOIN registry_companies c ON c.id = f.rowid
         WHERE registry_companies_fts MATCH ? ORDER BY f.rank LIMIT ?`,
        [ftsExpression(country, words, mode), limit],
      )
      return rows.map(toCandidate)
    }
    if (mode === 'any_word') {
      // Trigram similarity finds names with typos anywhere, through the GIN trigram index.
      const rows = await sql.query(
        `SELECT ${CANDIDATE_COLUMNS} FROM registry_companies c
         WHERE c.country = ? AND c.name_normalized % ? ORDER BY similarity(c.name_normalized, ?) DESC LIMIT ?`,
        [country, words.join(' '), words.join(' '), limit],
      )
      return rows.map(toCandidate)
    }
    const clean = words.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean)
    if (!clean.length) return []
    const query = clean.map((word) => `'${word}'${mode === 'word_prefixes' ? ':*' : ''}`).join(' & ')
    const rows = await sql.query(
      `SELECT ${CANDIDATE_COLUMNS} FROM registry_companies c
       WHERE c.country = ? AND c.search_vector @@ to_tsquery('simple', ?) LIMIT ?`,
      [country, query, limit],
    )
    return rows.map(toCandidate)
  }

  return {
    async byRegistrationNumber(keys) {
      const found: CandidateCompany[] = []
      for (const slice of chunks(keys, IN_LIST_SIZE / 2)) {
        const condition = slice.map(() => '(c.country = ? AND c.registration_number_normalized = ?)').join(' OR ')
        const rows = await sql.query(`SELECT ${CANDIDATE_COLUMNS} FROM registry_companies c WHERE ${condition}`, slice.flatMap((key) => [key.country, key.value]))
        found.push(...rows.map(toCandidate))
      }
      return found
    },
    byVat: (values) => byColumn('vat_normalized', values),
    byWebsiteDomain: (values) => byColumn('website_domain', values),
    byLinkedinCompany: (values) => byColumn('linkedin_slug', values),
    byOfficerEmail: (values) => byOfficer('contact_email', values),
    byOfficerLinkedin: (values) => byOfficer('linkedin_slug', values),
    byName,
  }
}
