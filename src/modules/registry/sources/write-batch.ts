import { createHash } from 'node:crypto'

import type { SqlValue } from '@/modules/db'

import { normalizeCompanyName } from '../normalize'
import { COMPANY_COLUMNS, fixedShapeChunks, prepareCompany, type PreparedCompany } from '../store/prepare-rows'
import { ADDRESS_FIELDS, addressOf, type RegistryAddress, type RegistryChange } from '../store/change-feed'
import type { RegistryTransaction } from '../types'
import { SOURCE_RANK } from './catalogue'
import type { CompanyFromSource, EntityLink, RelationshipFromSource, SourceId } from './source-record'

/*
 * One batch of a register import, written in one transaction with the run's checkpoint (see
 * import-source.ts). A record whose facts hash the same as last time is only counted; a new or
 * changed one is written, and every real change of a company already in the registry (name, status,
 * address, leaving or coming back to the register) goes to the change feed, which monitoring
 * watches and webhooks read.
 */

/**
 * `linked`: joined to a company already in the registry by its key (a register's number, as a GLEIF
 * entity's registration authority gives it); `matched`: joined by the matcher (grade A); `review`:
 * kept apart, its closest register company listed as "possibly the same company" in /admin.
 */
export type BatchCounts = { new: number; changed: number; unchanged: number; linked: number; matched: number; review: number }

/** The facts a record carries, hashed: the same file twice, or a month where only unread columns moved, writes nothing. */
export function contentHash(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 22)
}

/** Chunks small enough for SQLite's bound-parameter limit whatever the statement. */
const LOOKUP_CHUNK = 400

/** The columns a source owns on a company it describes: its identity and the facts the register publishes. */
const OWNED_COLUMNS = [
  'country',
  'state',
  'city',
  'street',
  'postcode',
  'name',
  'name_normalized',
  'name_initials',
  'name_initials_full',
  'registration_number',
  'status',
  'is_active',
  'legal_form',
  'sic_code',
  'sic_description',
  'industry',
  'year_established',
  'source',
  'source_record_id',
  'source_date',
  'left_register_on',
] as const
const COLUMN_INDEX = new Map(COMPANY_COLUMNS.map((column, index) => [column as string, index]))
const preparedValue = (company: PreparedCompany, column: string): SqlValue => company.values[COLUMN_INDEX.get(column)!] ?? null

type StoredCompany = {
  id: number
  key: string
  name: string
  status: string | null
  address: RegistryAddress
  source: string | null
  lei: string | null
  leftRegisterOn: string | null
}

const STORED_COLUMNS = `c.id, c.country || '|' || c.registration_number_normalized AS key, c.name, c.status, c.street, c.city, c.postcode, c.state, c.source, c.lei, c.left_register_on`

/**
 * The batch's companies already in the registry, by key. PostgreSQL takes the numbers as an array
 * (one round trip per country); SQLite, which has no arrays, chunks of VALUES rows under its
 * bound-parameter limit.
 */
async function companiesByKey(
  transaction: RegistryTransaction,
  keys: readonly { country: string; number: string }[],
): Promise<Map<string, StoredCompany>> {
  const found = new Map<string, StoredCompany>()
  const remember = (row: Record<string, unknown>) => found.set(String(row.key), storedCompany(row))
  if (transaction.kind === 'postgres') {
    // One index scan per country with the numbers as an array: measured 19 ms for 5,000 keys against
    // 33 ms for a join on unnested pairs.
    const byCountry = new Map<string, string[]>()
    for (const key of keys) {
      const numbers = byCountry.get(key.country)
      if (numbers) numbers.push(key.number)
      else byCountry.set(key.country, [key.number])
    }
    for (const [country, numbers] of byCountry)
      for (const row of await transaction.run(
        `SELECT ${STORED_COLUMNS} FROM registry_companies c WHERE c.country = ? AND c.registration_number_normalized = ANY(?::text[])`,
        [country, numbers as unknown as SqlValue],
      ))
        remember(row)
    return found
  }
  for (const slice of fixedShapeChunks([...keys], LOOKUP_CHUNK))
    for (const row of await transaction.run(
      `SELECT ${STORED_COLUMNS} FROM registry_companies c
       WHERE (c.country, c.registration_number_normalized) IN (VALUES ${slice.map(() => '(?, ?)').join(', ')})`,
      slice.flatMap((key) => [key.country, key.number]),
    ))
      remember(row)
  return found
}

/** Companies by id (those a record reaches other than by its key), keyed by id. */
async function companiesById(transaction: RegistryTransaction, ids: readonly number[]): Promise<Map<number, StoredCompany>> {
  const found = new Map<number, StoredCompany>()
  await forEachInList(transaction, ids, 'bigint', async (inList, args) => {
    for (const row of await transaction.run(`SELECT ${STORED_COLUMNS} FROM registry_companies c WHERE c.id ${inList}`, args))
      found.set(Number(row.id), storedCompany(row))
  })
  return found
}

const storedCompany = (row: Record<string, unknown>): StoredCompany => ({
  id: Number(row.id),
  key: String(row.key),
  name: String(row.name),
  status: (row.status as string | null) ?? null,
  address: addressOf(row),
  source: (row.source as string | null) ?? null,
  lei: (row.lei as string | null) ?? null,
  leftRegisterOn: (row.left_register_on as string | null) ?? null,
})

/** `column IN (…)` for a list of values: one array parameter on PostgreSQL, chunks of placeholders on SQLite. */
async function forEachInList(
  transaction: RegistryTransaction,
  values: readonly SqlValue[],
  arrayType: 'text' | 'bigint',
  statement: (inList: string, args: SqlValue[]) => Promise<unknown>,
): Promise<void> {
  if (!values.length) return
  if (transaction.kind === 'postgres') {
    await statement(`= ANY(?::${arrayType}[])`, [values] as unknown as SqlValue[])
    return
  }
  for (const slice of fixedShapeChunks([...values], LOOKUP_CHUNK)) await statement(`IN (${slice.map(() => '?').join(', ')})`, slice)
}

type SourceRow = { recordId: string; companyId: number; hash: string; inRegister: boolean }

async function sourceRows(
  transaction: RegistryTransaction,
  source: SourceId,
  recordIds: readonly string[],
): Promise<Map<string, SourceRow>> {
  const found = new Map<string, SourceRow>()
  await forEachInList(transaction, recordIds, 'text', async (inList, args) => {
    const rows = await transaction.run(
      `SELECT record_id, company_id, content_hash, in_register FROM registry_company_sources WHERE source = ? AND record_id ${inList}`,
      [source, ...args],
    )
    for (const row of rows)
      found.set(String(row.record_id), {
        recordId: String(row.record_id),
        companyId: Number(row.company_id),
        hash: String(row.content_hash),
        inRegister: Number(row.in_register) === 1,
      })
  })
  return found
}

/** Marks the records as read by this run (what a full file did not mark has left the register). */
export async function markSeen(transaction: RegistryTransaction, runId: number, recordIds: readonly string[]): Promise<void> {
  if (!recordIds.length) return
  if (transaction.kind === 'postgres') {
    await transaction.run('INSERT INTO registry_import_seen (run_id, record_id) SELECT ?, unnest(?::text[]) ON CONFLICT DO NOTHING', [
      runId,
      recordIds as unknown as SqlValue,
    ])
    return
  }
  for (const slice of fixedShapeChunks([...recordIds], 4000))
    await transaction.run(
      `INSERT INTO registry_import_seen (run_id, record_id) VALUES ${slice.map(() => '(?, ?)').join(', ')} ON CONFLICT DO NOTHING`,
      slice.flatMap((id) => [runId, id]),
    )
}

export async function insertChanges(
  transaction: RegistryTransaction,
  changes: readonly { companyId: number; change: RegistryChange }[],
  now: string,
) {
  for (const slice of fixedShapeChunks([...changes], 500))
    await transaction.run(
      `INSERT INTO registry_changes (company_id, changed_at, changes) VALUES ${slice.map(() => '(?, ?, ?)').join(', ')}`,
      slice.flatMap((item) => [item.companyId, now, JSON.stringify(item.change)]),
    )
}

function watchedChange(before: StoredCompany, after: PreparedCompany, fileDate: string): RegistryChange | null {
  const change: RegistryChange = {}
  const name = String(preparedValue(after, 'name'))
  if (before.name !== name) change.name = { from: before.name, to: name }
  const status = (preparedValue(after, 'status') as string | null) ?? null
  if (before.status !== status) change.status = { from: before.status, to: status }
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, (preparedValue(after, field) as string | null) ?? null]),
  ) as RegistryAddress
  if (ADDRESS_FIELDS.some((field) => before.address[field] !== address[field])) change.address = { from: before.address, to: address }
  if (before.leftRegisterOn) change.register = { from: 'left', to: 'in', on: fileDate }
  return Object.keys(change).length ? change : null
}

/**
 * Whether a record may set the core facts of a company whose facts come from `owner`: a register
 * takes over a company of its own, of GLEIF or of nobody (generated, or a plain dump); GLEIF sets
 * only the facts of companies it created, and joins any other company it names (its LEI and names).
 */
function ownsFacts(source: SourceId, authority: CompanyFromSource['authority'], owner: string | null): boolean {
  if (owner === source) return true
  if (authority === 'lei') return false
  return owner === null || (SOURCE_RANK[source] ?? 0) >= (SOURCE_RANK[owner] ?? 0)
}

/**
 * A record read and prepared outside the transaction (while the previous batch is written); a new
 * GLEIF entity may carry what the matcher made of it (`link`).
 */
export type CompanyBatchItem = { record: CompanyFromSource; hash: string; prepared: PreparedCompany; link?: EntityLink }

/** A company record as the batch writes it: its facts hashed, its row prepared with its provenance. */
export function companyBatchItem(record: CompanyFromSource, source: SourceId, fileDate: string): CompanyBatchItem {
  return {
    record,
    hash: contentHash({ company: record.company, formerNames: record.formerNames }),
    prepared: prepareCompany({ ...record.company, source, source_record_id: record.recordId, source_date: fileDate }),
  }
}

/** Writes a batch of company records; answers what it did. */
export async function writeCompanyBatch(
  transaction: RegistryTransaction,
  input: {
    source: SourceId
    runId: number
    fileDate: string
    items: readonly CompanyBatchItem[]
    now: string
    /**
     * False on the first load of a source: none of its records can be known yet, so the batch neither
     * looks them up nor marks them seen (nothing can have left the register). A record id twice in the
     * file then fails the batch on the primary key, and the batch is written again with this true.
     */
    recordsMayBeKnown: boolean
    /**
     * False on a first load into an empty registry: no company of the batch can be there yet but
     * those this run wrote, so the key lookup is skipped (see recordsMayBeKnown for a number twice).
     */
    companiesMayExist?: boolean
  },
): Promise<BatchCounts> {
  const { source, fileDate, now } = input
  const counts: BatchCounts = { new: 0, changed: 0, unchanged: 0, linked: 0, matched: 0, review: 0 }
  // The last record of an id wins, as it would across two batches.
  const items = [...new Map(input.items.map((item) => [item.record.recordId, item])).values()]
  const known = input.recordsMayBeKnown
    ? await sourceRows(
        transaction,
        source,
        items.map((item) => item.record.recordId),
      )
    : new Map<string, SourceRow>()
  const toWrite = items.filter((item) => {
    const row = known.get(item.record.recordId)
    if (row && row.hash === item.hash && row.inRegister) {
      counts.unchanged += 1
      return false
    }
    return true
  })

  const prepared = toWrite.map((item) => item.prepared)
  const stored =
    input.companiesMayExist === false
      ? new Map<string, StoredCompany>()
      : await companiesByKey(
          transaction,
          prepared.map((company) => ({ country: company.country, number: company.registrationNumber })),
        )

  // A record whose key finds no company may still reach one: the company its source row already
  // points to (a GLEIF entity the matcher or a reviewer joined to a register's company), or the
  // company the matcher joins a new entity to.
  const reachedId = (item: CompanyBatchItem): number | null =>
    known.get(item.record.recordId)?.companyId ?? (item.link?.kind === 'join' ? item.link.companyId : null)
  const reachable = await companiesById(
    transaction,
    toWrite.flatMap((item, index) => {
      const id = stored.has(prepared[index]!.key) ? null : reachedId(item)
      return id === null ? [] : [id]
    }),
  )

  const inserts: PreparedCompany[] = []
  const insertedKeys = new Set<string>()
  const updates: { id: number; company: PreparedCompany }[] = []
  const leiUpdates: { id: number; lei: string }[] = []
  const changes: { companyId: number; change: RegistryChange }[] = []
  /** Records whose company id is known only after the insert. */
  const pendingLinks: { item: CompanyBatchItem; key: string }[] = []
  const links: { item: CompanyBatchItem; companyId: number }[] = []

  for (const [index, item] of toWrite.entries()) {
    const company = prepared[index]!
    const existingRow = known.get(item.record.recordId)
    const byKey = stored.get(company.key)
    const reached = byKey ? undefined : reachable.get(reachedId(item) ?? 0)
    const target = byKey ?? reached
    if (!target) {
      if (insertedKeys.has(company.key)) counts.linked += 1
      else {
        inserts.push(company)
        insertedKeys.add(company.key)
        counts.new += 1
      }
      pendingLinks.push({ item, key: company.key })
      continue
    }
    if (existingRow) counts.changed += 1
    else if (reached) counts.matched += 1
    else counts.linked += 1
    links.push({ item, companyId: target.id })
    if (ownsFacts(source, item.record.authority, target.source)) {
      updates.push({ id: target.id, company })
      const change = watchedChange(target, company, fileDate)
      if (change) changes.push({ companyId: target.id, change })
    } else {
      const lei = item.record.company.lei
      if (lei && lei !== target.lei) leiUpdates.push({ id: target.id, lei })
    }
  }

  if (inserts.length) {
    if (transaction.kind === 'postgres') {
      // Ids drawn from the table's own sequence beforehand, so COPY needs no second lookup for them.
      const ids = await transaction.run(
        "SELECT nextval(pg_get_serial_sequence('registry_companies', 'id')) AS id FROM generate_series(1, ?)",
        [inserts.length],
      )
      const idByKey = new Map(inserts.map((company, index) => [company.key, Number(ids[index]!.id)]))
      await transaction.append(
        'registry_companies',
        ['id', ...COMPANY_COLUMNS, 'updated_at'],
        inserts.map((company) => [idByKey.get(company.key)!, ...company.values, now]),
      )
      for (const pending of pendingLinks) links.push({ item: pending.item, companyId: idByKey.get(pending.key)! })
    } else {
      await transaction.append(
        'registry_companies',
        [...COMPANY_COLUMNS, 'updated_at'],
        inserts.map((company) => [...company.values, now]),
      )
      const created = await companiesByKey(
        transaction,
        inserts.map((company) => ({ country: company.country, number: company.registrationNumber })),
      )
      for (const pending of pendingLinks) links.push({ item: pending.item, companyId: created.get(pending.key)!.id })
    }
  }
  for (const update of updates) {
    const lei = update.company.values[COLUMN_INDEX.get('lei')!]
    await transaction.run(
      `UPDATE registry_companies SET ${OWNED_COLUMNS.map((column) => `${column} = ?`).join(', ')}, lei = COALESCE(?, lei), updated_at = ? WHERE id = ?`,
      [...OWNED_COLUMNS.map((column) => preparedValue(update.company, column)), lei ?? null, now, update.id],
    )
  }
  for (const update of leiUpdates)
    await transaction.run('UPDATE registry_companies SET lei = ?, updated_at = ? WHERE id = ?', [update.lei, now, update.id])

  // Provenance: one row per source record, pointing at its company.
  const newSourceRows = links.filter((link) => !known.has(link.item.record.recordId))
  await transaction.append(
    'registry_company_sources',
    ['source', 'record_id', 'company_id', 'file_date', 'content_hash', 'in_register'],
    newSourceRows.map((link) => [source, link.item.record.recordId, link.companyId, fileDate, link.item.hash, 1]),
  )
  for (const link of links.filter((candidate) => known.has(candidate.item.record.recordId)))
    await transaction.run(
      'UPDATE registry_company_sources SET company_id = ?, file_date = ?, content_hash = ?, in_register = 1 WHERE source = ? AND record_id = ?',
      [link.companyId, fileDate, link.item.hash, source, link.item.record.recordId],
    )

  // Former names: this source's names of the written companies, replaced as a whole.
  // Only companies that were in the registry before this batch can have names of this source to replace.
  const insertedItems = new Set(pendingLinks.map((pending) => pending.item))
  const insertedIds = new Set(links.filter((link) => insertedItems.has(link.item)).map((link) => link.companyId))
  const replacedIds = [...new Set(links.map((link) => link.companyId).filter((id) => !insertedIds.has(id)))]
  await forEachInList(transaction, replacedIds, 'bigint', (inList, args) =>
    transaction.run(`DELETE FROM registry_former_names WHERE source = ? AND company_id ${inList}`, [source, ...args]),
  )
  await transaction.append(
    'registry_former_names',
    ['company_id', 'country', 'source', 'kind', 'name', 'name_normalized', 'until'],
    links.flatMap((link) =>
      link.item.record.formerNames.map((former) => [
        link.companyId,
        link.item.record.company.country.toLowerCase(),
        source,
        former.kind,
        former.name,
        normalizeCompanyName(former.name),
        former.until,
      ]),
    ),
  )
  await insertChanges(transaction, changes, now)
  counts.review += await insertLinkReviews(transaction, links, now)
  if (input.recordsMayBeKnown)
    await markSeen(
      transaction,
      input.runId,
      items.map((item) => item.record.recordId),
    )
  return counts
}

/**
 * The pairs the matcher could not settle, for an editor to decide in /admin ("possibly the same
 * company"): the entity's own company beside the register's company it resembles.
 */
async function insertLinkReviews(
  transaction: RegistryTransaction,
  links: readonly { item: CompanyBatchItem; companyId: number }[],
  now: string,
): Promise<number> {
  let written = 0
  for (const { item, companyId } of links) {
    const link = item.link
    if (link?.kind !== 'review' || link.companyId === companyId) continue
    await transaction.run(
      `INSERT INTO register_link_reviews
         (entity_name, lei, country, entity_company, candidate_company, candidate_name, candidate_number, candidate_source,
          grade, probability, reason, status, updated_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      [
        item.record.company.name,
        item.record.recordId,
        item.record.company.country.toUpperCase(),
        companyId,
        link.companyId,
        link.candidate.name,
        link.candidate.registrationNumber,
        link.candidate.source,
        link.grade,
        link.probability,
        link.reason,
        now,
        now,
      ],
    )
    written += 1
  }
  return written
}

/** Writes a batch of GLEIF relationships, by LEI at both ends. */
export async function writeRelationshipBatch(
  transaction: RegistryTransaction,
  input: { runId: number; fileDate: string; items: readonly { record: RelationshipFromSource; hash: string }[] },
): Promise<BatchCounts> {
  const counts: BatchCounts = { new: 0, changed: 0, unchanged: 0, linked: 0, matched: 0, review: 0 }
  const items = [...new Map(input.items.map((item) => [item.record.recordId, item])).values()]
  const known = new Map<string, { hash: string; inRegister: boolean }>()
  for (const slice of fixedShapeChunks(items, LOOKUP_CHUNK)) {
    const rows = await transaction.run(
      `SELECT child_lei, parent_lei, kind, content_hash, in_register FROM registry_relationships
       WHERE (child_lei, parent_lei, kind) IN (VALUES ${slice.map(() => '(?, ?, ?)').join(', ')})`,
      slice.flatMap((item) => [item.record.childLei, item.record.parentLei, item.record.relation]),
    )
    for (const row of rows)
      known.set(`${String(row.child_lei)}>${String(row.parent_lei)}>${String(row.kind)}`, {
        hash: String(row.content_hash),
        inRegister: Number(row.in_register) === 1,
      })
  }
  const fresh: SqlValue[][] = []
  for (const { record, hash } of items) {
    const row = known.get(record.recordId)
    const values = [record.status, record.startDate, record.endDate, input.fileDate, hash]
    if (!row) {
      counts.new += 1
      fresh.push([record.childLei, record.parentLei, record.relation, ...values, 1])
    } else if (row.hash === hash && row.inRegister) counts.unchanged += 1
    else {
      counts.changed += 1
      await transaction.run(
        `UPDATE registry_relationships SET status = ?, start_date = ?, end_date = ?, file_date = ?, content_hash = ?, in_register = 1
         WHERE child_lei = ? AND parent_lei = ? AND kind = ?`,
        [...values, record.childLei, record.parentLei, record.relation],
      )
    }
  }
  await transaction.append(
    'registry_relationships',
    ['child_lei', 'parent_lei', 'kind', 'status', 'start_date', 'end_date', 'file_date', 'content_hash', 'in_register'],
    fresh,
  )
  await markSeen(
    transaction,
    input.runId,
    items.map((item) => item.record.recordId),
  )
  return counts
}
