import type { CompanyInput } from '../types'
import type { CsvRow } from './read-csv-records'

/** A name the company had or also goes by: found by search and matching, graded no higher than B on its own. */
export type FormerName = { name: string; kind: 'previous' | 'other'; until: string | null }

/** A company as one source record describes it. */
export type CompanyFromSource = {
  kind: 'company'
  /** The source's own id of the record: company number, LEI, SIREN. */
  recordId: string
  company: CompanyInput
  formerNames: FormerName[]
  /**
   * A register (Companies House, SIRENE) owns the facts of its companies; GLEIF describes companies
   * that a register may also hold. A GLEIF entity whose registration authority is a loaded register
   * joins that register's company (same country and registration number) and only adds its LEI and
   * names; a register's record always takes over the core facts of a GLEIF-only company.
   */
  authority: 'register' | 'lei'
  /**
   * GLEIF: the loaded register its registration authority names (RA000585, RA000189), which links
   * it by number; absent for an entity of any other authority, which the matcher may link instead.
   */
  registerLink?: 'companies-house' | 'sirene'
}

/**
 * What the matcher made of a GLEIF entity no registration authority links to a loaded register:
 * `join` (grade A) makes it one company with the register's; `review` (B or C, or an A something
 * contradicts) keeps it apart and lists the pair as "possibly the same company" in /admin.
 */
export type EntityLink =
  | { kind: 'join'; companyId: number; probability: number | null }
  | {
      kind: 'review'
      companyId: number
      candidate: { name: string; registrationNumber: string; source: string }
      grade: 'A' | 'B' | 'C'
      probability: number | null
      reason: string
    }

/** Links a batch's new GLEIF entities to the registers' companies (by record id); see register-links. */
export type EntityLinker = (records: readonly CompanyFromSource[]) => Promise<ReadonlyMap<string, EntityLink>>

import type { RelationshipKind, SourceId } from './provenance-types'

export { SOURCE_IDS } from './provenance-types'
export type { RelationshipKind, SourceId }

/** A GLEIF level 2 relationship: the child (start node) is consolidated by, or a branch of, the parent (end node). */
export type RelationshipFromSource = {
  kind: 'relationship'
  recordId: string
  childLei: string
  parentLei: string
  relation: RelationshipKind
  status: 'active' | 'inactive'
  startDate: string | null
  endDate: string | null
}

export type SourceRecord = CompanyFromSource | RelationshipFromSource

/** What a source's format reader makes of one CSV row: a record, nothing (a row the source itself says to skip), or why not. */
export type RowReading = { record: SourceRecord } | { skip: string } | { error: string }

/** A source's published format: how to read a row, and what its licence asks of anyone who shows its facts. */
export type SourceFormat = {
  id: SourceId
  /** Columns that must be in the header, checked before the first row: a wrong file is refused at once. */
  requiredColumns: readonly string[]
  readRow(values: CsvRow): RowReading
}
