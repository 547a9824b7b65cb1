import { createClient } from '@libsql/client'
import Database from 'libsql'
const file = 'data/bench-registry/registry-1000000.db'
const c = createClient({ url: 'file:' + file })
const db = new Database(file)
const ids = Array.from({ length: 400 }, (_, i) => 1 + i * 2417)
const sql = `SELECT c.id, c.country, c.name, c.registration_number_normalized, c.vat_normalized, c.website_domain, c.linkedin_slug, c.is_active FROM registry_companies c WHERE c.id IN (${ids.map(() => '?').join(', ')})`
const sql2 = `SELECT id, country, state, city, name, registration_number, vat, status, legal_form, sic_code, sic_description, industry, year_established, size_range, turnover, website, company_phone, company_email, alexa_rank, monthly_visits FROM registry_companies WHERE id IN (${ids.map(() => '?').join(', ')})`
for (const q of [sql, sql2]) {
  for (let round = 0; round < 2; round++) {
    let t = performance.now(); for (let i = 0; i < 50; i++) await c.execute({ sql: q, args: ids }); const a = (performance.now() - t) / 50
    t = performance.now(); for (let i = 0; i < 50; i++) db.prepare(q).all(ids); const b = (performance.now() - t) / 50
    const st = db.prepare(q)
    t = performance.now(); for (let i = 0; i < 50; i++) st.all(ids); const d = (performance.now() - t) / 50
    const raw = db.prepare(q).raw()
    t = performance.now(); for (let i = 0; i < 50; i++) raw.all(ids); const e = (performance.now() - t) / 50
    console.log(`client ${a.toFixed(2)} ms, libsql prepare+all ${b.toFixed(2)}, cached ${d.toFixed(2)}, raw ${e.toFixed(2)}`)
  }
}
db.exec('PRAGMA cache_size = -200000')
db.exec('PRAGMA mmap_size = 1073741824')
for (const q of [sql, sql2]) {
  const st = db.prepare(q)
  for (let round = 0; round < 3; round++) {
    const t = performance.now(); for (let i = 0; i < 50; i++) st.all(ids); console.log('big cache cached', ((performance.now() - t) / 50).toFixed(2))
  }
}
const one = db.prepare(`SELECT c.id, c.country, c.name FROM registry_companies c WHERE c.id IN (${ids.map(() => '?').join(', ')})`)
let t = performance.now(); for (let i = 0; i < 50; i++) one.all(ids); console.log('3 cols', ((performance.now() - t) / 50).toFixed(2))
const cnt = db.prepare(`SELECT count(*) FROM registry_companies c WHERE c.id IN (${ids.map(() => '?').join(', ')})`)
t = performance.now(); for (let i = 0; i < 50; i++) cnt.all(ids); console.log('count only', ((performance.now() - t) / 50).toFixed(2))
