import { nameInitials } from '../normalize'

/** A company's id and its initials keys (see nameInitials), as the backfill writes them. */
export type InitialsRow = { id: number; initials: string | null; full: string | null }

/** How a migration reads and writes registry rows on its own database. */
export type InitialsBackfillRunner = {
  /** Up to `limit` companies with an id above `afterId`, in id order. */
  read(afterId: number, limit: number): Promise<{ id: number; name_normalized: string }[]>
  /** Writes the keys of companies that have any (a name of one word has none). */
  write(rows: readonly InitialsRow[]): Promise<void>
}

const PAGE = 2_000

/**
 * Fills `name_initials` and `name_initials_full` for companies stored before the columns existed,
 * page by page in id order, so a registry of millions never sits in memory at once. New and
 * updated companies get their keys from prepareCompany.
 */
export async function backfillNameInitials(runner: InitialsBackfillRunner): Promise<number> {
  let afterId = 0
  let written = 0
  for (;;) {
    const page = await runner.read(afterId, PAGE)
    if (!page.length) return written
    const rows = page
      .map((row) => ({ id: Number(row.id), ...nameInitials(String(row.name_normalized ?? '')) }))
      .filter((row) => row.initials !== null || row.full !== null)
    if (rows.length) await runner.write(rows)
    written += rows.length
    afterId = Number(page[page.length - 1]!.id)
  }
}
