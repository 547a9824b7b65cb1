import { chunks, marks, type SqlRunner } from '@/modules/db'

import { SOURCE_CATALOGUE, SOURCE_RANK } from './catalogue'
import type { CompanyFamily, CompanySource, FamilyMember } from './provenance-types'
import type { RelationshipKind, SourceId } from './source-record'

/*
 * What the registry knows of where a company's facts come from, and of its corporate family: read
 * by the profile, the data API, exports and the agents (each says where a fact comes from and
 * carries the licence's attribution).
 */

const KNOWN_SOURCES = new Set(Object.keys(SOURCE_CATALOGUE))

/** The source records of a company, its owning register first. */
export async function companySources(sql: SqlRunner, companyId: number): Promise<CompanySource[]> {
  return (await sourcesOfCompanies(sql, [companyId])).get(companyId) ?? []
}

/** Ids asked in one statement (well under SQLite's and PostgreSQL's bound-parameter limits). */
const SOURCES_IDS_PER_QUERY = 500

/**
 * The source records of many companies at once (an export page, a batch's results): each
 * company's owning register first; companies loaded from no register are absent from the map.
 */
export async function sourcesOfCompanies(sql: SqlRunner, companyIds: readonly number[]): Promise<Map<number, CompanySource[]>> {
  const bySource = new Map<number, CompanySource[]>()
  const ids = [...new Set(companyIds)]
  if (!ids.length) return bySource
  /** Each source's latest full file, read once, and only when a company has a source record. */
  let latest: Map<string, string | null> | null = null
  const latestFullFile = async () =>
    (latest ??= new Map(
      (
        await sql.query(
          'SELECT source, max(file_date) AS latest FROM registry_import_runs WHERE finished_at IS NOT NULL AND full_file = 1 GROUP BY source',
        )
      ).map((row) => [String(row.source), (row.latest as string | null) ?? null]),
    ))
  for (const slice of chunks(ids, SOURCES_IDS_PER_QUERY)) {
    const rows = await sql.query(
      `SELECT company_id, source, record_id, file_date, in_register FROM registry_company_sources
       WHERE company_id IN (${marks(slice.length)}) ORDER BY company_id, source`,
      slice,
    )
    for (const row of rows) {
      if (!KNOWN_SOURCES.has(String(row.source))) continue
      const description = SOURCE_CATALOGUE[String(row.source) as SourceId]
      const inRegister = Number(row.in_register) === 1
      const companyId = Number(row.company_id)
      const list = bySource.get(companyId) ?? []
      list.push({
        source: description.id,
        name: description.name,
        record_id: String(row.record_id),
        file_date: String(row.file_date),
        confirmed_on: inRegister ? String((await latestFullFile()).get(description.id) ?? row.file_date) : null,
        in_register: inRegister,
        licence: description.licence,
        licence_url: description.licenceUrl,
        attribution: description.attribution,
      })
      bySource.set(companyId, list)
    }
  }
  // The owning register first.
  for (const list of bySource.values()) list.sort((a, b) => (SOURCE_RANK[b.source] ?? 0) - (SOURCE_RANK[a.source] ?? 0))
  return bySource
}

/**
 * Two export cells for a row's company: where its facts come from ("Companies House 01234567,
 * file of 2026-11-01; GLEIF 2138…, file of 2026-11-02") and the attribution each source's licence
 * asks for. Empty for a company loaded from no register (generated demo companies).
 */
export function sourceCells(sources: readonly CompanySource[]): { data_sources: string; attribution: string } {
  return {
    data_sources: sources
      .map((source) => `${SOURCE_CATALOGUE[source.source].label} ${source.record_id}, file of ${source.file_date}`)
      .join('; '),
    attribution: [...new Set(sources.map((source) => source.attribution))].join(' '),
  }
}

/** The column names of `sourceCells`, in its order (enrichment exports and batch results end with them). */
export const SOURCE_COLUMNS = ['data_sources', 'attribution'] as const

export type FormerNameRecord = { name: string; kind: 'previous' | 'other'; until: string | null; source: SourceId }

export async function companyFormerNames(sql: SqlRunner, companyId: number): Promise<FormerNameRecord[]> {
  const rows = await sql.query('SELECT name, kind, until, source FROM registry_former_names WHERE company_id = ? ORDER BY until DESC, id', [
    companyId,
  ])
  return rows.map((row) => ({
    name: String(row.name),
    kind: row.kind === 'previous' ? 'previous' : 'other',
    until: (row.until as string | null) ?? null,
    source: String(row.source) as SourceId,
  }))
}

/** At most this many children are listed (a bank's family can hold thousands). */
export const FAMILY_CHILDREN_LIMIT = 200

type RelationshipRow = { other: string; kind: string; status: string; start_date: unknown; end_date: unknown }

async function members(sql: SqlRunner, rows: RelationshipRow[]): Promise<FamilyMember[]> {
  if (!rows.length) return []
  const leis = [...new Set(rows.map((row) => row.other))]
  const companies = await sql.query(
    `SELECT id, name, country, lei FROM registry_companies WHERE lei IN (${leis.map(() => '?').join(', ')})`,
    leis,
  )
  const byLei = new Map(
    companies.map((row) => [String(row.lei), { id: Number(row.id), name: String(row.name), country: String(row.country) }]),
  )
  return rows.map((row) => ({
    lei: row.other,
    company: byLei.get(row.other) ?? null,
    relationship: row.kind as RelationshipKind,
    status: row.status === 'active' ? 'active' : 'inactive',
    start_date: (row.start_date as string | null) ?? null,
    end_date: (row.end_date as string | null) ?? null,
  }))
}

/** The company's parents and children from the GLEIF relationships; active relationships first. */
export async function companyFamily(sql: SqlRunner, companyId: number): Promise<CompanyFamily> {
  const [company] = await sql.query('SELECT lei FROM registry_companies WHERE id = ?', [companyId])
  const lei = (company?.lei as string | null) ?? null
  const empty: CompanyFamily = { lei, direct_parent: null, ultimate_parent: null, head_office: null, children: [], attribution: null }
  if (!lei) return empty
  const parents = (await sql.query(
    `SELECT parent_lei AS other, kind, status, start_date, end_date FROM registry_relationships
     WHERE child_lei = ? AND in_register = 1 ORDER BY CASE WHEN status = 'active' THEN 0 ELSE 1 END, start_date DESC`,
    [lei],
  )) as unknown as RelationshipRow[]
  const children = (await sql.query(
    `SELECT child_lei AS other, kind, status, start_date, end_date FROM registry_relationships
     WHERE parent_lei = ? AND kind IN ('direct', 'branch') AND in_register = 1
     ORDER BY CASE WHEN status = 'active' THEN 0 ELSE 1 END, child_lei LIMIT ${FAMILY_CHILDREN_LIMIT}`,
    [lei],
  )) as unknown as RelationshipRow[]
  const parentMembers = await members(sql, parents)
  const first = (kind: RelationshipKind) => parentMembers.find((member) => member.relationship === kind) ?? null
  const family = {
    ...empty,
    direct_parent: first('direct'),
    ultimate_parent: first('ultimate'),
    head_office: first('branch'),
    children: await members(sql, children),
  }
  const any = family.direct_parent || family.ultimate_parent || family.head_office || family.children.length
  return { ...family, attribution: any ? SOURCE_CATALOGUE['gleif-relationships'].attribution : null }
}

export type SourceFigure = {
  source: SourceId
  name: string
  publisher: string
  licence: string
  licence_url: string
  url: string
  attribution: string
  records: number
  file_date: string
}

/** Each loaded source with its record count and latest file date ("Our data"): counted at the end of each import. */
export async function sourceFigures(sql: SqlRunner): Promise<SourceFigure[]> {
  const rows = await sql.query(
    `SELECT r.source, r.file_date, r.in_register FROM registry_import_runs r
     WHERE r.finished_at IS NOT NULL AND r.id = (SELECT max(x.id) FROM registry_import_runs x WHERE x.source = r.source AND x.finished_at IS NOT NULL)
     ORDER BY r.source`,
  )
  return rows
    .filter((row) => KNOWN_SOURCES.has(String(row.source)))
    .map((row) => {
      const description = SOURCE_CATALOGUE[String(row.source) as SourceId]
      return {
        source: description.id,
        name: description.name,
        publisher: description.publisher,
        licence: description.licence,
        licence_url: description.licenceUrl,
        url: description.url,
        attribution: description.attribution,
        records: Number(row.in_register ?? 0),
        file_date: String(row.file_date),
      }
    })
}
