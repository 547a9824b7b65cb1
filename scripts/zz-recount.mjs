import { createClient } from '@libsql/client'
const c = createClient({ url: 'file:data/bench-registry/registry-1000000.db' })
const [s] = (await c.execute(`select session_key from enrichment_sessions order by id desc limit 1`)).rows
const key = s.session_key
const time = async (label, sql, args, n = 20) => { const t = performance.now(); for (let i = 0; i < n; i++) await c.execute({ sql, args }); console.log(label, ((performance.now() - t) / n).toFixed(2), 'ms') }
await time('5 counts', `SELECT (SELECT count(*) FROM enrichment_rows r WHERE r.session_key = ? AND r.status <> 'header') a,
 (SELECT count(*) FROM enrichment_rows r WHERE r.session_key = ? AND r.status IN ('found','not_found','failed')) b,
 (SELECT count(*) FROM enrichment_rows r WHERE r.session_key = ? AND r.status = 'found') c,
 (SELECT count(*) FROM enrichment_rows r WHERE r.session_key = ? AND r.status = 'not_found') d,
 (SELECT count(*) FROM enrichment_rows r WHERE r.session_key = ? AND r.status = 'failed') e`, [key, key, key, key, key])
await time('one group by', `SELECT status, count(*) n FROM enrichment_rows WHERE session_key = ? GROUP BY status`, [key])
await time('pending rows', `SELECT row_index, cells, status, grade, result, explain, error FROM enrichment_rows WHERE session_key = ? AND status = 'found' ORDER BY row_index LIMIT 250`, [key])
await time('pending rows cells only', `SELECT row_index, cells FROM enrichment_rows WHERE session_key = ? AND status = 'found' ORDER BY row_index LIMIT 250`, [key])
