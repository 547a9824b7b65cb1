import Database from 'libsql'
const file = 'data/bench-registry/registry-1000000.db'
const ids = Array.from({ length: 400 }, (_, i) => 1 + i * 2417)
const sql2 = `SELECT id, country, state, city, name, registration_number, vat, status, legal_form, sic_code, sic_description, industry, year_established, size_range, turnover, website, company_phone, company_email, alexa_rank, monthly_visits FROM registry_companies WHERE id IN (${ids.map(() => '?').join(', ')})`
for (const pragmas of [[], ['PRAGMA mmap_size = 1073741824'], ['PRAGMA cache_size = -65536'], ['PRAGMA cache_size = -65536', 'PRAGMA mmap_size = 1073741824']]) {
  const db = new Database(file)
  for (const p of pragmas) db.exec(p)
  const st = db.prepare(sql2)
  let best = 99
  for (let round = 0; round < 4; round++) { const t = performance.now(); for (let i = 0; i < 50; i++) st.all(ids); best = Math.min(best, (performance.now() - t) / 50) }
  console.log(pragmas.join('; ') || 'default', best.toFixed(2))
  db.close()
}
