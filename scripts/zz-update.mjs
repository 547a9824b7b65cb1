import Database from 'libsql'
import fs from 'node:fs'
const file = '/tmp/zz-update.db'
for (const f of [file, file + '-wal', file + '-shm']) fs.rmSync(f, { force: true })
const db = new Database(file)
db.exec('PRAGMA journal_mode=WAL'); db.exec('PRAGMA synchronous=FULL')
db.exec(`CREATE TABLE enrichment_rows (session_key TEXT NOT NULL, row_index INTEGER NOT NULL, cells TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending', grade TEXT, company_id INTEGER, officer_id INTEGER, result TEXT, explain TEXT, error TEXT, PRIMARY KEY (session_key, row_index));
CREATE INDEX enrichment_rows_status ON enrichment_rows (session_key, status, row_index);
CREATE TABLE s (session_key TEXT, lease_owner TEXT)`)
db.prepare(`INSERT INTO s VALUES ('k1','o'),('k2','o')`).run()
const result = JSON.stringify({ a: 'x'.repeat(650) }), explain = JSON.stringify({ b: 'y'.repeat(900) })
for (const key of ['k1', 'k2']) { db.exec('BEGIN'); const ins = db.prepare(`INSERT INTO enrichment_rows (session_key, row_index, cells) VALUES (?, ?, ?)`); for (let i = 0; i < 10000; i++) ins.run([key, i, '["Some Company Ltd","GB","12345678",""]']); db.exec('COMMIT') }
const batch = 250
let t = performance.now()
for (let from = 0; from < 10000; from += batch) {
  const rows = Array.from({ length: batch }, (_, i) => from + i)
  const sql = `UPDATE enrichment_rows SET status = v.status, grade = v.grade, company_id = v.company_id, officer_id = v.officer_id, result = v.result, explain = v.explain, error = v.error
    FROM (SELECT column1 AS row_index, column2 AS status, column3 AS grade, column4 AS company_id, column5 AS officer_id, column6 AS result, column7 AS explain, column8 AS error
    FROM (VALUES ${rows.map(() => '(CAST(? AS INTEGER), ?, ?, CAST(? AS BIGINT), CAST(? AS BIGINT), ?, ?, ?)').join(', ')}) AS data) AS v
    WHERE enrichment_rows.session_key = ? AND enrichment_rows.row_index = v.row_index AND enrichment_rows.status = 'pending' AND EXISTS (SELECT 1 FROM s WHERE s.session_key = ? AND s.lease_owner = ?)`
  const st = db.prepare(sql)
  db.exec('BEGIN IMMEDIATE'); st.run(rows.flatMap((r) => [r, 'found', 'B', 1234, null, result, explain, null]).concat(['k1', 'k1', 'o'])); db.exec('COMMIT')
}
console.log('VALUES join', (performance.now() - t).toFixed(0), 'ms')
t = performance.now()
const one = db.prepare(`UPDATE enrichment_rows SET status = ?, grade = ?, company_id = ?, officer_id = ?, result = ?, explain = ?, error = ? WHERE session_key = ? AND row_index = ? AND status = 'pending'`)
const lease = db.prepare(`SELECT 1 FROM s WHERE session_key = ? AND lease_owner = ?`)
for (let from = 0; from < 10000; from += batch) {
  db.exec('BEGIN IMMEDIATE')
  if (lease.get(['k2', 'o'])) for (let r = from; r < from + batch; r++) one.run(['found', 'B', 1234, null, result, explain, null, 'k2', r])
  db.exec('COMMIT')
}
console.log('per row prepared', (performance.now() - t).toFixed(0), 'ms')
