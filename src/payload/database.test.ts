import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { databaseKind, sqliteUrl } from './database'
import { resolvePayloadSecret } from '@/lib/secret'

describe('database selection', () => {
  it('uses PostgreSQL only for postgres URLs', () => {
    expect(databaseKind('postgres://root@127.0.0.1:5432/test')).toBe('postgres')
    expect(databaseKind('postgresql://u@h/db')).toBe('postgres')
    expect(databaseKind(undefined)).toBe('sqlite')
    expect(databaseKind('file:./data/site.db')).toBe('sqlite')
  })
  it('defaults SQLite to data/site.db and accepts plain paths', () => {
    expect(sqliteUrl(undefined, '/srv/app')).toBe('file:/srv/app/data/site.db')
    expect(sqliteUrl('tmp/x.db', '/srv/app')).toBe('file:/srv/app/tmp/x.db')
    expect(sqliteUrl('file:/var/lib/site.db', '/srv/app')).toBe('file:/var/lib/site.db')
  })
})

describe('resolvePayloadSecret', () => {
  const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))

  it('uses PAYLOAD_SECRET and refuses a short one', () => {
    const secret = 'x'.repeat(40)
    expect(resolvePayloadSecret({ PAYLOAD_SECRET: secret }, tempDir())).toBe(secret)
    expect(() => resolvePayloadSecret({ PAYLOAD_SECRET: 'short' }, tempDir())).toThrow(/32 characters/)
  })
  it('generates one secret for the embedded database and keeps it', () => {
    const cwd = tempDir()
    const first = resolvePayloadSecret({}, cwd)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(resolvePayloadSecret({}, cwd)).toBe(first)
  })
  it('requires the variable for PostgreSQL in production', () => {
    expect(() => resolvePayloadSecret({ DATABASE_URL: 'postgres://h/db', NODE_ENV: 'production' }, tempDir())).toThrow(/PAYLOAD_SECRET/)
  })
})
