import { toPostgresPlaceholders, type SqlValue } from '@/modules/db'

import { COMPANY_COLUMNS, fixedShapeChunks, type PreparedCompany, type Row } from './prepare-rows'

/*
 * The registry's change feed (table `registry_changes`): each import batch compares what it
 * overwrites with what it writes, and for every existing company whose status, address or
 * officers changed it records one row (the company, when, and what changed from what to what) in
 * the same transaction as the upsert. Monitoring (the data API's watches) reads the feed; a
 * company that is new to the registry has no change to report.
 */

export type RegistryAddress = { street: string | null; city: string | null; postcode: string | null; state: string | null }

/** What monitoring watches of a company. Officers as "Full Name (Job function)", sorted. */
export type WatchedState = { status: string | null; address: RegistryAddress; officers: string[] }

export type RegistryChange = {
  name?: { from: string; to: string }
  status?: { from: string | null; to: string | null }
  address?: { from: RegistryAddress; to: RegistryAddress }
  officers?: { added: string[]; removed: string[] }
  /** The company left its register (missing from a full file) or came back to it, as of the file's date. */
  register?: { from: 'in' | 'left'; to: 'in' | 'left'; on: string }
}

export const CHANGE_KINDS = ['name', 'status', 'address', 'officers', 'register'] as const

export const ADDRESS_FIELDS = ['street', 'city', 'postcode', 'state'] as const

/** A row's address columns as the change feed records them. */
export function addressOf(row: Readonly<Record<string, unknown>>): RegistryAddress {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, (row[field] as string | null | undefined) ?? null])) as RegistryAddress
}

function officerLabel(fullName: unknown, jobFunction: unknown): string | null {
  const name = typeof fullName === 'string' ? fullName.trim() : ''
  if (!name) return null
  const job = typeof jobFunction === 'string' ? jobFunction.trim() : ''
  return job ? `${name} (${job})` : name
}

/** Where each watched column sits in a prepared company's values (looked up once, not per company of an import). */
const COLUMN_INDEX = new Map(COMPANY_COLUMNS.map((column, index) => [column as string, index]))

const valueOf = (company: PreparedCompany, column: string): string | null => {
  const value = company.values[COLUMN_INDEX.get(column)!]
  return value === null || value === undefined ? null : String(value)
}

/** The watched state an import batch writes for a company. */
export function preparedState(company: PreparedCompany): WatchedState {
  return {
    status: valueOf(company, 'status'),
    address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, valueOf(company, field)])) as RegistryAddress,
    officers: company.officers
      .map((officer) => officerLabel(officer.full_name, officer.job_function))
      .filter((label): label is string => label !== null)
      .sort(),
  }
}

/** What changed between two states, or null when nothing monitoring watches did. */
export function registryChange(before: WatchedState, after: WatchedState): RegistryChange | null {
  const change: RegistryChange = {}
  if ((before.status ?? null) !== (after.status ?? null)) change.status = { from: before.status, to: after.status }
  if (ADDRESS_FIELDS.some((field) => (before.address[field] ?? null) !== (after.address[field] ?? null)))
    change.address = { from: before.address, to: after.address }
  const removed = before.officers.filter((officer) => !after.officers.includes(officer))
  const added = after.officers.filter((officer) => !before.officers.includes(officer))
  if (removed.length || added.length) change.officers = { added, removed }
  return Object.keys(change).length ? change : null
}

/** Runs a statement written with `?` placeholders inside the upsert's transaction. */
export type RunInTransaction = (sql: string, args: SqlValue[]) => Promise<Row[]>

/** Adapts a PostgreSQL client's query to `?` placeholders. */
export function postgresRunner(query: (sql: string, args: SqlValue[]) => Promise<{ rows: Row[] }>): RunInTransaction {
  return async (sql, args) => (await query(toPostgresPlaceholders(sql), args)).rows
}

/** The watched state of the batch's companies that exist already, by key, read before the upsert overwrites them. */
export async function readWatchedStates(run: RunInTransaction, prepared: readonly PreparedCompany[]): Promise<Map<string, WatchedState>> {
  const states = new Map<string, WatchedState>()
  const idToKey = new Map<number, string>()
  for (const slice of fixedShapeChunks(prepared, 500)) {
    const rows = await run(
      `SELECT id, country || '|' || registration_number_normalized AS key, status, street, city, postcode, state FROM registry_companies
       WHERE (country, registration_number_normalized) IN (VALUES ${slice.map(() => '(?, ?)').join(', ')})`,
      slice.flatMap((company) => [company.country, company.registrationNumber]),
    )
    for (const row of rows) {
      const key = String(row.key)
      idToKey.set(Number(row.id), key)
      states.set(key, {
        status: (row.status as string | null) ?? null,
        address: addressOf(row),
        officers: [],
      })
    }
  }
  for (const ids of fixedShapeChunks([...idToKey.keys()], 1000)) {
    const rows = await run(
      `SELECT company_id, full_name, job_function FROM registry_officers WHERE company_id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    )
    for (const row of rows) {
      const label = officerLabel(row.full_name, row.job_function)
      if (label) states.get(idToKey.get(Number(row.company_id))!)!.officers.push(label)
    }
  }
  for (const state of states.values()) state.officers.sort()
  return states
}

/** Writes a change row for every existing company of the batch whose watched state changed; answers how many. */
export async function recordChanges(
  run: RunInTransaction,
  prepared: readonly PreparedCompany[],
  before: ReadonlyMap<string, WatchedState>,
  idByKey: ReadonlyMap<string, number>,
  now = new Date(),
): Promise<number> {
  const rows = prepared.flatMap((company) => {
    const previous = before.get(company.key)
    const change = previous ? registryChange(previous, preparedState(company)) : null
    const id = idByKey.get(company.key)
    return change && id !== undefined ? [[id, now.toISOString(), JSON.stringify(change)] as SqlValue[]] : []
  })
  for (const slice of fixedShapeChunks(rows, 500))
    await run(
      `INSERT INTO registry_changes (company_id, changed_at, changes) VALUES ${slice.map(() => '(?, ?, ?)').join(', ')}`,
      slice.flat(),
    )
  return rows.length
}
