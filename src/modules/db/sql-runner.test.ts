import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

import { createSqliteFileRunner, createSqliteRunner, sqliteFilePath } from './sql-runner'
import { resolveFollowUp } from './statements'

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-runner-'))
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }))

describe('sqliteFilePath', () => {
  it('reads the file of a file: URL and refuses in-memory or remote databases', () => {
    expect(sqliteFilePath('file:/srv/data/site.db')).toBe('/srv/data/site.db')
    expect(sqliteFilePath('file:data/site.db?mode=rwc')).toBe('data/site.db')
    expect(sqliteFilePath('file::memory:')).toBeNull()
    expect(sqliteFilePath('libsql://example.turso.io')).toBeNull()
    expect(sqliteFilePath(undefined)).toBeNull()
  })
})

describe('createSqliteFileRunner', () => {
  const runner = createSqliteFileRunner(path.join(directory, 'runner.db'))

  it('runs statements, returns rows as objects and counts affected rows per statement', async () => {
    await runner.query('CREATE TABLE items (id INTEGER PRIMARY KEY, label TEXT NOT NULL)')
    const affected = await runner.transaction([
      { sql: 'INSERT INTO items (id, label) VALUES (?, ?), (?, ?)', args: [1, 'one', 2, 'two'] },
      { sql: 'UPDATE items SET label = upper(label) WHERE id > ?', args: [5] },
    ])
    expect(affected).toEqual([2, 0])
    expect(await runner.query('SELECT id, label FROM items ORDER BY id')).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ])
  })

  it('rolls the whole transaction back when one statement fails, and stays usable', async () => {
    await expect(
      runner.transaction([
        { sql: 'INSERT INTO items (id, label) VALUES (?, ?)', args: [3, 'three'] },
        { sql: 'INSERT INTO items (id, label) VALUES (?, ?)', args: [1, 'duplicate id'] },
      ]),
    ).rejects.toThrow(/UNIQUE/)
    expect(await runner.query('SELECT count(*) AS n FROM items')).toEqual([{ n: 2 }])
    expect(await runner.transaction([{ sql: 'DELETE FROM items WHERE id = ?', args: [2] }])).toEqual([1])
  })

  it('runs follow-up statements built from the affected rows inside the same transaction', async () => {
    await runner.query('CREATE TABLE tallies (name TEXT PRIMARY KEY, total INTEGER NOT NULL)')
    await runner.transaction([{ sql: 'INSERT INTO tallies VALUES (?, ?)', args: ['items', 0] }])
    const affected = await runner.transaction(
      [
        { sql: 'UPDATE items SET label = ? WHERE id = ?', args: ['ONE', 1] },
        { sql: 'UPDATE items SET label = ? WHERE id = ?', args: ['missing', 404] },
      ],
      [{ sql: 'UPDATE tallies SET total = total + ? WHERE name = ?', args: [{ changedRowsOf: [0, 1] }, 'items'] }],
    )
    expect(affected).toEqual([1, 0, 1])
    expect(await runner.query('SELECT total FROM tallies')).toEqual([{ total: 1 }])
    // A failing follow-up undoes the statements before it.
    await expect(
      runner.transaction(
        [{ sql: 'UPDATE items SET label = ? WHERE id = ?', args: ['lost', 1] }],
        [{ sql: 'INSERT INTO tallies VALUES (?, ?)', args: ['items', 1] }],
      ),
    ).rejects.toThrow(/UNIQUE/)
    expect(await runner.query('SELECT label FROM items WHERE id = ?', [1])).toEqual([{ label: 'ONE' }])
  })

  it('keeps answering correctly past the prepared-statement cache size', async () => {
    // Each IN-list length is its own statement text; 300 of them push the first ones out of the cache.
    for (let size = 1; size <= 300; size++) {
      const ids = Array.from({ length: size }, (_, index) => index + 1)
      const rows = await runner.query(`SELECT id FROM items WHERE id IN (${ids.map(() => '?').join(', ')})`, ids)
      expect(rows).toEqual([{ id: 1 }])
    }
    expect(await runner.query('SELECT id FROM items WHERE id IN (?)', [1])).toEqual([{ id: 1 }])
  })

  it('sees rows another connection committed to the same file', async () => {
    const other = createSqliteFileRunner(path.join(directory, 'runner.db'))
    await other.transaction([{ sql: 'INSERT INTO items (id, label) VALUES (?, ?)', args: [9, 'nine'] }])
    expect(await runner.query('SELECT label FROM items WHERE id = ?', [9])).toEqual([{ label: 'nine' }])
    await other.close()
  })

  it('runs transactions on its writer thread in the order they were asked, each visible once it resolves', async () => {
    await runner.query('CREATE TABLE log (position INTEGER PRIMARY KEY, entry TEXT NOT NULL)')
    // Not awaited one by one: all are in flight at once and must commit in order.
    const writes = Array.from({ length: 50 }, (_, position) =>
      runner.transaction([{ sql: 'INSERT INTO log VALUES (?, ?)', args: [position, `entry ${position}`] }]),
    )
    expect(await Promise.all(writes)).toEqual(Array.from({ length: 50 }, () => [1]))
    const rows = await runner.query('SELECT position FROM log ORDER BY rowid')
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 50 }, (_, position) => position))
  })

  it('carries the message and code of a failed statement back from the writer thread', async () => {
    const failure = runner.transaction([{ sql: 'INSERT INTO log VALUES (?, ?)', args: [0, 'again'] }])
    await expect(failure).rejects.toThrow(/UNIQUE/)
    await expect(failure).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_CONSTRAINT/) })
  })

  it('starts a new writer thread after the old one was stopped', async () => {
    const own = createSqliteFileRunner(path.join(directory, 'runner.db'))
    expect(await own.transaction([{ sql: 'DELETE FROM log WHERE position = ?', args: [49] }])).toEqual([1])
    await own.close()
    const again = createSqliteFileRunner(path.join(directory, 'runner.db'))
    expect(await again.transaction([{ sql: 'DELETE FROM log WHERE position = ?', args: [48] }])).toEqual([1])
    await again.close()
  })
})

describe('resolveFollowUp', () => {
  it('fills each counted argument with the rows its statements changed and keeps the others', () => {
    expect(
      resolveFollowUp(
        { sql: 'UPDATE t SET a = ?, b = ?, c = ?', args: [{ changedRowsOf: [0, 2] }, 'kept', { changedRowsOf: [] }] },
        [3, 5, 4],
      ),
    ).toEqual({
      sql: 'UPDATE t SET a = ?, b = ?, c = ?',
      args: [7, 'kept', 0],
    })
  })
})

describe('createSqliteRunner (over a @libsql/client, for databases that are not a local file)', () => {
  const runner = createSqliteRunner(createClient({ url: `file:${path.join(directory, 'client.db')}` }))

  it('runs a transaction with a follow-up atomically', async () => {
    await runner.query('CREATE TABLE counters (name TEXT PRIMARY KEY, total INTEGER NOT NULL)')
    await runner.transaction([{ sql: 'INSERT INTO counters VALUES (?, ?), (?, ?)', args: ['a', 0, 'b', 0] }])
    const affected = await runner.transaction(
      [{ sql: 'UPDATE counters SET total = 1 WHERE name IN (?, ?)', args: ['a', 'b'] }],
      [{ sql: 'INSERT INTO counters VALUES (?, ?)', args: ['changed', { changedRowsOf: [0] }] }],
    )
    expect(affected).toEqual([2, 1])
    expect(await runner.query('SELECT total FROM counters WHERE name = ?', ['changed'])).toEqual([expect.objectContaining({ total: 2 })])
    await expect(
      runner.transaction(
        [{ sql: 'UPDATE counters SET total = 9 WHERE name = ?', args: ['a'] }],
        [{ sql: 'INSERT INTO counters VALUES (?, ?)', args: ['a', 1] }],
      ),
    ).rejects.toThrow(/UNIQUE/)
    expect(await runner.query('SELECT total FROM counters WHERE name = ?', ['a'])).toEqual([expect.objectContaining({ total: 1 })])
  })
})
