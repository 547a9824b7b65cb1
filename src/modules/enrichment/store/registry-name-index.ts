import { readEnvironment } from '@/lib/environment'

import { FormerNameIndex, type IndexedFormerName } from '../matching/former-names'
import { NameIndex, type IndexedName } from '../matching/name-index'
import type { SqlRunner } from '@/modules/db'

/**
 * Rows read per query while loading the registry's names: libsql runs a query on the calling
 * thread, so a page holds the web process for as long as it takes (about 0.1 s at this size).
 */
const LOAD_PAGE = 10_000
/** An index this old is rebuilt in the background (renamed or removed companies); it serves meanwhile. */
const REBUILD_AFTER_MS = 10 * 60_000
/** Registries up to this size wait for their index (a fraction of a second); larger ones are answered by the database meanwhile. */
const WAIT_FOR_BUILD_UP_TO = 200_000

export type NameIndexMode = 'memory' | 'database'

export type NameIndexSettings = { mode: NameIndexMode; maxCompanies: number }

/** ENRICHMENT_NAME_INDEX (memory | database) and ENRICHMENT_NAME_INDEX_MAX_COMPANIES. */
export function nameIndexSettings(env: NodeJS.ProcessEnv = process.env): NameIndexSettings {
  const { ENRICHMENT_NAME_INDEX: mode, ENRICHMENT_NAME_INDEX_MAX_COMPANIES: maxCompanies } = readEnvironment(env)
  return { mode, maxCompanies }
}

/** The newest company id and the newest former-name id (0 for none): what tells a batch the registry changed. */
export type NewestIds = { companies: number; former: number }

export async function readNewestIds(sql: SqlRunner): Promise<NewestIds> {
  const [row] = await sql.query(
    `SELECT (SELECT max(id) FROM registry_companies) AS id, (SELECT max(id) FROM registry_former_names) AS former`,
  )
  return { companies: Number(row?.id ?? 0), former: Number(row?.former ?? 0) }
}

export type NameIndexFigures = { companies: number; loadMs: number; buildMs: number; formerNames?: number }

/**
 * The registry's names held in memory for the matcher (see NameIndex): loaded page by page, built
 * while the event loop keeps serving, and used only while it holds every company the registry has.
 * Before each batch the newest company id is read (one index probe): when the registry has grown,
 * the database's own name indexes answer until a rebuilt index is ready, so a company imported a
 * moment ago is found by name. Companies are read in full by id after retrieval, so a removed
 * company never matches and a changed one is scored as it is now; a renamed company is found under
 * its new name after the next rebuild (at most REBUILD_AFTER_MS).
 *
 * Former and other names (registry_former_names) are held beside the names, while there are no
 * more of them than companies allowed (ENRICHMENT_NAME_INDEX_MAX_COMPANIES), and used while no
 * former name was written since the build (a re-imported company's names are written anew, under
 * new ids): until the next rebuild, the database's (country, name_normalized) index answers them.
 */
export class RegistryNameIndex {
  private index: NameIndex | null = null
  private indexedUpTo = 0
  private formerIndex: FormerNameIndex | null = null
  private formerIndexedUpTo = 0
  private formerUsable = false
  private builtAt = 0
  /** When a build may start again: after a failure or a registry over the size limit, not before a while. */
  private nextAttemptAt = 0
  private building: Promise<void> | null = null
  private waitForBuild = true
  private usable = false
  /** The last build's figures, for the benchmark and diagnostics. */
  figures: NameIndexFigures | null = null
  /** Why the last build did not finish (the database answers meanwhile). */
  lastError: unknown = null

  constructor(
    private readonly sql: SqlRunner,
    private readonly settings: NameIndexSettings,
  ) {}

  /** The index, when it is current; null when the database must answer. */
  get current(): NameIndex | null {
    return this.usable ? this.index : null
  }

  /** The former names, when current; null when the database must answer. */
  get currentFormer(): FormerNameIndex | null {
    return this.formerUsable ? this.formerIndex : null
  }

  /**
   * Checks for registry growth and starts a rebuild when due; waits for it on a small registry.
   * `known`: the newest ids, when the caller has just read them (readNewestIds).
   */
  async refresh(known?: NewestIds): Promise<void> {
    if (this.settings.mode === 'database') return
    const { companies: newest, former: newestFormer } = known ?? (await readNewestIds(this.sql))
    const check = () => {
      this.usable = this.index !== null && newest <= this.indexedUpTo
      this.formerUsable = this.usable && this.formerIndex !== null && newestFormer <= this.formerIndexedUpTo
    }
    check()
    // Former names written since the build wait for the next rebuild: the database answers them meanwhile.
    const due = (!this.usable || Date.now() - this.builtAt > REBUILD_AFTER_MS) && Date.now() >= this.nextAttemptAt
    if (due && !this.building) this.building = this.build().finally(() => (this.building = null))
    if (!this.usable && this.building && this.waitForBuild) {
      await this.building
      check()
    }
  }

  /** Resolves when no build is running (the benchmark waits for the index before timing). */
  async settled(): Promise<void> {
    await this.building
  }

  private async build(): Promise<void> {
    try {
      const started = performance.now()
      const [counted] = await this.sql.query(`SELECT count(*) AS n FROM registry_companies`)
      const companies = Number(counted?.n ?? 0)
      this.waitForBuild = companies <= WAIT_FOR_BUILD_UP_TO
      if (companies > this.settings.maxCompanies) {
        this.index = null
        this.usable = false
        this.formerIndex = null
        this.formerUsable = false
        this.nextAttemptAt = Date.now() + REBUILD_AFTER_MS
        return
      }
      const entries: IndexedName[] = []
      let after = 0
      for (;;) {
        const page = await this.sql.query(
          `SELECT id, country, name, name_normalized, is_active FROM registry_companies WHERE id > ? ORDER BY id LIMIT ${LOAD_PAGE}`,
          [after],
        )
        for (const entry of page) {
          entries.push({
            id: Number(entry.id),
            country: String(entry.country),
            name: String(entry.name),
            normalized: String(entry.name_normalized ?? ''),
            active: Number(entry.is_active) === 1 || entry.is_active === true,
          })
        }
        if (page.length < LOAD_PAGE) break
        after = entries[entries.length - 1]!.id
      }
      const former = await this.loadFormerNames()
      const loaded = performance.now()
      const index = await NameIndex.build(entries)
      this.index = index
      this.indexedUpTo = entries.length ? entries[entries.length - 1]!.id : 0
      this.formerIndex = former && new FormerNameIndex(former.entries)
      this.formerIndexedUpTo = former?.upTo ?? 0
      this.builtAt = Date.now()
      this.lastError = null
      this.figures = {
        companies: index.size,
        loadMs: loaded - started,
        buildMs: performance.now() - loaded,
        formerNames: this.formerIndex?.size ?? 0,
      }
    } catch (error) {
      this.lastError = error
      this.nextAttemptAt = Date.now() + 60_000
    }
  }

  /** Every former name page by page, or null when there are more than the index may hold. */
  private async loadFormerNames(): Promise<{ entries: IndexedFormerName[]; upTo: number } | null> {
    const [counted] = await this.sql.query(`SELECT count(*) AS n FROM registry_former_names`)
    if (Number(counted?.n ?? 0) > this.settings.maxCompanies) return null
    const entries: IndexedFormerName[] = []
    let after = 0
    for (;;) {
      const page = await this.sql.query(
        `SELECT id, company_id, country, kind, name, name_normalized, until FROM registry_former_names WHERE id > ? ORDER BY id LIMIT ${LOAD_PAGE}`,
        [after],
      )
      for (const entry of page)
        entries.push({
          companyId: Number(entry.company_id),
          country: String(entry.country),
          name: String(entry.name),
          normalized: String(entry.name_normalized),
          kind: entry.kind === 'previous' ? 'previous' : 'other',
          until: (entry.until as string | null) ?? null,
        })
      if (page.length < LOAD_PAGE) return { entries, upTo: page.length ? Number(page[page.length - 1]!.id) : after }
      after = Number(page[page.length - 1]!.id)
    }
  }
}
